// What the first screen of a page request shows (docs/decisions/0041-first-screen-in-the-document.md):
// for /products (its query read as the web app reads it: catalog-view-rules in the contracts, the
// default page size) the page of products and the categories, for /products/{id} the product;
// null for any other page, or when the request's page cookie does not admit its session now. The
// admission is the live socket's (age-verification/customer-session.ts): the code active and
// unexpired, the age verified under the current rules. The data comes from the catalogue's own
// read path (the service the API answers from), encoded as the API encodes it.
import {
  DEFAULT_PAGE_SIZE,
  categoryListSchema,
  productIdParamsSchema,
  productListParams,
  productListQuerySchema,
  productListResponseSchema,
  productSchema,
  viewFromSearchParams,
  type Category,
  type Product,
  type ProductListParams,
  type ProductListResponse,
} from '@canopy/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { NotFoundError } from '../../lib/errors';
import { customerSessionStanding } from '../age-verification/customer-session';
import { readPageCookie } from './page-cookie';

export type FirstScreen =
  | {
      kind: 'products';
      /** The GET /products query the web app asks for this address (its cache key). */
      args: ProductListParams;
      list: ProductListResponse;
      categories: Category[];
    }
  | { kind: 'product'; product: Product };

const PRODUCT_PAGE = /^\/products\/([^/]+)$/;

/** Whether the address is a page that may carry a first screen (/products, /products/{id}). */
export function isFirstScreenPath(pathname: string): boolean {
  return pathname === '/products' || PRODUCT_PAGE.test(pathname);
}

async function productsScreen(
  app: FastifyInstance,
  search: URLSearchParams,
): Promise<FirstScreen | null> {
  const args = productListParams(viewFromSearchParams(search), DEFAULT_PAGE_SIZE);
  const query = productListQuerySchema.safeParse(args);
  if (!query.success) return null;
  const [list, categories] = await Promise.all([
    app.catalog.listProducts(query.data),
    app.catalog.listCategories(),
  ]);
  return {
    kind: 'products',
    args,
    list: z.encode(productListResponseSchema, list),
    categories: z.encode(categoryListSchema, categories),
  };
}

async function productScreen(app: FastifyInstance, id: string): Promise<FirstScreen | null> {
  const params = productIdParamsSchema.safeParse({ id });
  if (!params.success) return null;
  try {
    const product = await app.catalog.getProduct(params.data.id);
    return { kind: 'product', product: z.encode(productSchema, product) };
  } catch (error) {
    // An unknown product: the web app's own not-found page.
    if (error instanceof NotFoundError) return null;
    throw error;
  }
}

export async function firstScreenFor(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<FirstScreen | null> {
  const url = new URL(request.url, 'http://page.invalid');
  if (!isFirstScreenPath(url.pathname)) return null;
  const claims = readPageCookie(app, request);
  if (claims === null) return null;
  const standing = await customerSessionStanding(app, claims);
  if (standing !== 'admitted') return null;
  if (url.pathname === '/products') return productsScreen(app, url.searchParams);
  const id = PRODUCT_PAGE.exec(url.pathname)?.[1] ?? '';
  return productScreen(app, id);
}
