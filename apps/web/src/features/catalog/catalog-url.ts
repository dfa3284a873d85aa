// The catalogue's view in the address bar, so a filtered page can be shared and Back restores it:
// /products?search=kush&brand=X&min_price=25&sort=price_asc&page=2. Defaults are left out (the
// in-stock filter appears only when turned off, as in_stock_only=false), and anything a person
// could have typed wrong is read leniently: an unknown value falls back to its default.
import { SORT_OPTIONS, STRAIN_TYPES, type SortOption, type StrainType } from '@canopy/contracts';
import { DEFAULT_FILTERS, type CatalogView, type ProductFilters } from './catalog-filters';

/** The server refuses longer texts; a longer pasted URL is cut rather than failing. */
const MAX_TEXT_LENGTH = 200;

function text(params: URLSearchParams, key: string): string | null {
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

export function viewFromSearchParams(params: URLSearchParams): CatalogView {
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

export function searchParamsFromView({ filters, page }: CatalogView): URLSearchParams {
  const params = new URLSearchParams();
  const set = (key: string, value: string | number | null) => {
    if (value !== null && value !== '') params.set(key, String(value));
  };
  set('search', filters.search.trim());
  set('category_id', filters.category_id);
  if (!filters.in_stock_only) params.set('in_stock_only', 'false');
  set('min_price', filters.min_price);
  set('max_price', filters.max_price);
  set('brand', filters.brand);
  set('volume', filters.volume);
  set('strain_type', filters.strain_type);
  if (filters.sortBy !== DEFAULT_FILTERS.sortBy) params.set('sort', filters.sortBy);
  if (page > 1) params.set('page', String(page));
  return params;
}
