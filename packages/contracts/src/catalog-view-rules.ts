// The catalogue's view (filters and page) and the two forms it takes (docs/product.md#catalogue):
// the address bar's query, so a filtered page can be shared and Back restores it
// (/products?search=kush&brand=X&min_price=25&sort=price_asc&page=2; defaults are left out, the
// in-stock filter appears only when turned off, as in_stock_only=false, and anything a person could
// have typed wrong is read leniently: an unknown value falls back to its default), and the query of
// GET /products for it (empty values are dropped, the in-stock filter is always sent as true or
// false, and the sort is mapped to the server's sort_by; featured with a search term ranks by
// relevance). The web app and the server's answer to a page request read an address the same way.
import {
  DEFAULT_SORT,
  SORT_OPTIONS,
  STRAIN_TYPES,
  serverSortFor,
  type SortOption,
  type StrainType,
} from './product-rules';
import type { ProductListQuery } from './products';

export interface ProductFilters {
  search: string;
  category_id: number | null;
  in_stock_only: boolean;
  min_price: number | null;
  max_price: number | null;
  brand: string | null;
  volume: string | null;
  strain_type: StrainType | null;
  sortBy: SortOption;
}

export const DEFAULT_FILTERS: ProductFilters = {
  search: '',
  category_id: null,
  in_stock_only: true,
  min_price: null,
  max_price: null,
  brand: null,
  volume: null,
  strain_type: null,
  sortBy: DEFAULT_SORT,
};

/** What the catalogue shows: the filters and the page. */
export interface CatalogView {
  filters: ProductFilters;
  page: number;
}

export const DEFAULT_VIEW: CatalogView = { filters: DEFAULT_FILTERS, page: 1 };

/** What the view is read from: a URLSearchParams, on either side. */
export interface QueryParams {
  get(name: string): string | null;
}

/** The server refuses longer texts; a longer pasted URL is cut rather than failing. */
const MAX_TEXT_LENGTH = 200;

function text(params: QueryParams, key: string): string | null {
  const value = params.get(key)?.trim().slice(0, MAX_TEXT_LENGTH) ?? '';
  return value === '' ? null : value;
}

function positiveInteger(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value)) return null;
  const number = Number(value);
  return Number.isSafeInteger(number) && number >= 1 ? number : null;
}

function price(value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) && number >= 0 ? number : null;
}

function oneOf<T extends string>(options: readonly T[], value: string | null): T | null {
  return options.find((option) => option === value) ?? null;
}

export function viewFromSearchParams(params: QueryParams): CatalogView {
  let min = price(params.get('min_price'));
  let max = price(params.get('max_price'));
  // A reversed range matches nothing and the server refuses it: ignore it instead.
  if (min !== null && max !== null && min > max) [min, max] = [null, null];
  const filters: ProductFilters = {
    search: text(params, 'search') ?? '',
    category_id: positiveInteger(params.get('category_id')),
    in_stock_only: params.get('in_stock_only') !== 'false',
    min_price: min,
    max_price: max,
    brand: text(params, 'brand'),
    volume: text(params, 'volume'),
    strain_type: oneOf<StrainType>(STRAIN_TYPES, params.get('strain_type')),
    sortBy: oneOf<SortOption>(SORT_OPTIONS, params.get('sort')) ?? DEFAULT_FILTERS.sortBy,
  };
  return { filters, page: positiveInteger(params.get('page')) ?? 1 };
}

/** The query string values, named as the contract names them. */
export type ProductListParams = Partial<Record<keyof ProductListQuery, string>>;

export function productListParams({ filters, page }: CatalogView, size: number): ProductListParams {
  const params: ProductListParams = {};
  const search = filters.search.trim();
  if (search !== '') params.search = search;
  if (filters.category_id !== null) params.category_id = String(filters.category_id);
  params.in_stock_only = String(filters.in_stock_only);
  if (filters.min_price !== null) params.min_price = String(filters.min_price);
  if (filters.max_price !== null) params.max_price = String(filters.max_price);
  if (filters.brand) params.brand = filters.brand;
  if (filters.volume) params.volume = filters.volume;
  if (filters.strain_type) params.strain_type = filters.strain_type;
  params.sort_by = serverSortFor(filters.sortBy, search);
  params.page = String(page);
  params.size = String(size);
  return params;
}
