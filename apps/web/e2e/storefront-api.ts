// The catalogue API called straight from the test process, as the oracle for what the screens
// must show: the browser tests compare the UI with the server's answer for the same query
// instead of hard-coding demo products a reseed could change. Answers are parsed with the
// contract, so a shape drift fails here with a readable message. Calls go out in this spec file's
// verified shopper session (storefront-session.ts).
import {
  productListResponseSchema,
  productSchema,
  serverSortFor,
  type Product,
  type ProductListResponse,
  type SortOption,
} from '@canopy/contracts';
import { e2e } from './env';
import { storefrontSession } from './storefront-session';

/** The catalogue filters as the screen holds them; the client sends in_stock_only always. */
export interface CatalogueQuery {
  search?: string;
  category_id?: number;
  in_stock_only?: boolean;
  min_price?: number;
  max_price?: number;
  brand?: string;
  volume?: string;
  strain_type?: string;
  sort?: SortOption;
  page?: number;
  size?: number;
}

async function getJson(path: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${e2e.baseUrl}/api${path}`, {
    headers: (await storefrontSession()).headers,
  });
  return { status: response.status, body: await response.json() };
}

/** GET /products the way the screen asks: in stock only by default, the usual sort mapping. */
export async function listProducts(query: CatalogueQuery = {}): Promise<ProductListResponse> {
  const { sort = 'featured', in_stock_only = true, ...filters } = query;
  const params = new URLSearchParams({
    in_stock_only: String(in_stock_only),
    sort_by: serverSortFor(sort, filters.search),
  });
  // Typed wider than the declared fields: a caller may pass `undefined` explicitly.
  const entries: [string, string | number | undefined][] = Object.entries(filters);
  for (const [name, value] of entries) {
    // Empty values are dropped, as the screen does.
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  const { status, body } = await getJson(`/products?${params.toString()}`);
  if (status !== 200) throw new Error(`GET /products?${params.toString()} answered ${status}`);
  return productListResponseSchema.parse(body);
}

/** Every product matching the filters, all pages. */
export async function listAllProducts(
  query: Omit<CatalogueQuery, 'page' | 'size'> = {},
): Promise<Product[]> {
  const first = await listProducts({ ...query, size: 100 });
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, first.pages - 1) }, (_, index) =>
      listProducts({ ...query, size: 100, page: index + 2 }),
    ),
  );
  return [first, ...rest].flatMap((answer) => answer.items);
}

export async function getProduct(id: number): Promise<Product> {
  const { status, body } = await getJson(`/products/${id}`);
  if (status !== 200) throw new Error(`GET /products/${id} answered ${status}`);
  return productSchema.parse(body);
}
