// The storefront's pure product rules, free of zod so that the shop's first download can use
// them without the schema library: the strain types, the UI sorts and their server mapping,
// the page sizes, and the price and stock rules (docs/product.md#catalogue) shared by the
// cards, rows, product page and the server. The schemas are in products.ts.
import type { Product } from './products';

export const STRAIN_TYPES = ['indica', 'sativa', 'hybrid', 'cbd'] as const;
export type StrainType = (typeof STRAIN_TYPES)[number];

/** The sort values the UI offers; `featured` is the default. */
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

/** featured and created_desc → created_at, name_asc → name, price_asc → price_low, price_desc → price_high. */
export const SORT_TO_SERVER: Record<SortOption, ServerSort> = {
  featured: 'created_at',
  created_desc: 'created_at',
  name_asc: 'name',
  price_asc: 'price_low',
  price_desc: 'price_high',
};

/**
 * The `sort_by` the client sends: with a search term and the featured sort the results are
 * ranked by relevance; otherwise the mapping above.
 */
export function serverSortFor(sort: SortOption, search: string | undefined): ServerSort {
  if (sort === 'featured' && search && search.trim() !== '') return 'relevance';
  return SORT_TO_SERVER[sort];
}

export const PAGE_SIZE_OPTIONS = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;

/** Page size rule: only 10, 20, 50 or 100; anything else is 20. */
export function normalizePageSize(value: unknown): number {
  const size = typeof value === 'string' ? Number(value) : value;
  return PAGE_SIZE_OPTIONS.includes(size as (typeof PAGE_SIZE_OPTIONS)[number])
    ? (size as number)
    : DEFAULT_PAGE_SIZE;
}

/**
 * How a lenient page-size query parameter reads in the API document: zod cannot derive it from
 * the normalizing transform, which accepts anything.
 */
export function pageSizeParameterMeta(sizes: readonly number[], fallback: number) {
  return {
    type: 'integer',
    enum: [...sizes],
    description: `Items per page: ${sizes.join(', ')}; any other value means ${fallback}.`,
  };
}

// --- Price and stock rules -----------------------------------------------------------------------

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

/** Grid card: 0 is Out of Stock, below 10 is Low Stock, otherwise In Stock. */
export function gridStockLabel(stock: number): StockLabel {
  if (stock <= 0) return { kind: 'out_of_stock', text: 'Out of Stock' };
  if (stock < 10) return { kind: 'low_stock', text: 'Low Stock' };
  return { kind: 'in_stock', text: 'In Stock' };
}

/** List row: 0 or less is Out of Stock, 5 or less shows 'Only N left', otherwise In Stock. */
export function listStockLabel(stock: number): StockLabel {
  if (stock <= 0) return { kind: 'out_of_stock', text: 'Out of Stock' };
  if (stock <= 5) return { kind: 'low_stock', text: `Only ${stock} left` };
  return { kind: 'in_stock', text: 'In Stock' };
}
