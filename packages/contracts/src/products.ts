// The storefront's products: the product as customers see it, the catalogue query with its sort
// mapping (spec §7), the list answer with facets (DESIGN §4), and the pure price and stock rules
// of spec §4 that the cards, rows, product page and the server all share.
import { z } from 'zod';

export const STRAIN_TYPES = ['indica', 'sativa', 'hybrid', 'cbd'] as const;
export type StrainType = (typeof STRAIN_TYPES)[number];

export const productSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  sku: z.string(),
  brand: z.string().nullable(),
  description: z.string(),
  /** Dollars. */
  retail_price: z.number(),
  /** Dollars; null when the product has no sale price. */
  sale_price: z.number().nullable(),
  stock_quantity: z.number().int(),
  primary_image_url: z.string().nullable(),
  strain_type: z.enum(STRAIN_TYPES).nullable(),
  volume: z.string().nullable(),
  thc_percent: z.number().nullable(),
  cbd_percent: z.number().nullable(),
  category_id: z.number().int().nullable(),
  category: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  created_at: z.iso.datetime({ offset: true }),
});
export type Product = z.infer<typeof productSchema>;

/** The sort values the UI offers (spec §5); `featured` is the default. */
export const SORT_OPTIONS = [
  'featured',
  'name_asc',
  'price_asc',
  'price_desc',
  'created_desc',
] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];
export const DEFAULT_SORT: SortOption = 'featured';

/** What the server's `sort_by` accepts; `relevance` ranks search matches. */
export const SERVER_SORTS = ['created_at', 'name', 'price_low', 'price_high', 'relevance'] as const;
export type ServerSort = (typeof SERVER_SORTS)[number];

/** Spec §7: featured and created_desc → created_at, name_asc → name, price_asc → price_low, price_desc → price_high. */
export const SORT_TO_SERVER: Record<SortOption, ServerSort> = {
  featured: 'created_at',
  created_desc: 'created_at',
  name_asc: 'name',
  price_asc: 'price_low',
  price_desc: 'price_high',
};

/**
 * The `sort_by` the client sends: with a search term and the featured sort the results are
 * ranked by relevance (DESIGN §4); otherwise the spec's mapping.
 */
export function serverSortFor(sort: SortOption, search: string | undefined): ServerSort {
  if (sort === 'featured' && search && search.trim() !== '') return 'relevance';
  return SORT_TO_SERVER[sort];
}

export const PAGE_SIZE_OPTIONS = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;

/** Page size rule of spec §5/§9: only 10, 20, 50 or 100; anything else is 20. */
export function normalizePageSize(value: unknown): number {
  const size = typeof value === 'string' ? Number(value) : value;
  return PAGE_SIZE_OPTIONS.includes(size as (typeof PAGE_SIZE_OPTIONS)[number])
    ? (size as number)
    : DEFAULT_PAGE_SIZE;
}

// Query strings arrive as text; empty values count as absent (spec §7).
const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalText = z.preprocess(emptyToUndefined, z.string().trim().max(200).optional());
const optionalPrice = z.preprocess(
  emptyToUndefined,
  z.coerce.number().min(0).max(1_000_000).optional(),
);

export const productListQuerySchema = z
  .object({
    search: optionalText,
    category_id: z.preprocess(emptyToUndefined, z.coerce.number().int().positive().optional()),
    /** `true` hides sold-out products; absent means all products. */
    in_stock_only: z
      .preprocess(emptyToUndefined, z.enum(['true', 'false']).optional())
      .transform((value) => (value === undefined ? undefined : value === 'true')),
    /** Dollars, inclusive, on the effective price. */
    min_price: optionalPrice,
    max_price: optionalPrice,
    brand: optionalText,
    volume: optionalText,
    strain_type: z.preprocess(emptyToUndefined, z.enum(STRAIN_TYPES).optional()),
    sort_by: z.preprocess(emptyToUndefined, z.enum(SERVER_SORTS).default('created_at')),
    page: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(100_000).default(1)),
    size: z.preprocess(emptyToUndefined, z.unknown()).transform(normalizePageSize),
  })
  .refine(
    (q) => q.min_price === undefined || q.max_price === undefined || q.min_price <= q.max_price,
    {
      message: 'min_price must not be greater than max_price',
      path: ['min_price'],
    },
  );
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

export const facetValueSchema = z.object({ value: z.string(), count: z.number().int() });
export type FacetValue = z.infer<typeof facetValueSchema>;

export const productFacetsSchema = z.object({
  brands: z.array(facetValueSchema),
  volumes: z.array(facetValueSchema),
  strain_types: z.array(facetValueSchema),
  /** Effective-price range of the matching products (ignoring the price filter); null when none. */
  price: z.object({ min: z.number().nullable(), max: z.number().nullable() }),
});
export type ProductFacets = z.infer<typeof productFacetsSchema>;

export const productListResponseSchema = z.object({
  items: z.array(productSchema),
  page: z.number().int(),
  pages: z.number().int(),
  total: z.number().int(),
  facets: productFacetsSchema,
});
export type ProductListResponse = z.infer<typeof productListResponseSchema>;

/** `GET /products/brands`, `/products/volumes`, `/products/strain-types`: distinct values of active products. */
export const filterValueListSchema = z.array(z.string());

export const productIdParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

// --- Price and stock rules (spec §4) ---------------------------------------------------------

/** On sale when a sale price exists and is below the retail price. */
export function isOnSale(p: Pick<Product, 'retail_price' | 'sale_price'>): boolean {
  return p.sale_price !== null && p.sale_price < p.retail_price;
}

/** The effective price: the sale price if present, else the retail price. */
export function effectivePrice(p: Pick<Product, 'retail_price' | 'sale_price'>): number {
  return p.sale_price ?? p.retail_price;
}

/** The grid's rounded percent-off badge value; 0 when not on sale. */
export function percentOff(p: Pick<Product, 'retail_price' | 'sale_price'>): number {
  if (!isOnSale(p) || p.retail_price <= 0 || p.sale_price === null) return 0;
  return Math.round(((p.retail_price - p.sale_price) / p.retail_price) * 100);
}

export type StockLabel = { kind: 'out_of_stock' | 'low_stock' | 'in_stock'; text: string };

/** Grid card (spec §4): 0 is Out of Stock, below 10 is Low Stock, otherwise In Stock. */
export function gridStockLabel(stock: number): StockLabel {
  if (stock <= 0) return { kind: 'out_of_stock', text: 'Out of Stock' };
  if (stock < 10) return { kind: 'low_stock', text: 'Low Stock' };
  return { kind: 'in_stock', text: 'In Stock' };
}

/** List row (spec §4): 0 or less is Out of Stock, 5 or less shows 'Only N left', otherwise In Stock. */
export function listStockLabel(stock: number): StockLabel {
  if (stock <= 0) return { kind: 'out_of_stock', text: 'Out of Stock' };
  if (stock <= 5) return { kind: 'low_stock', text: `Only ${stock} left` };
  return { kind: 'in_stock', text: 'In Stock' };
}
