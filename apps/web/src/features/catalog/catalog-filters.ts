// The shopper's filter state and the rules that change it (docs/product.md#catalogue): every change
// of a filter or the sort goes back to page 1, and clearing restores the defaults on page 1. The
// catalogue keeps this "view" (filters + page) in the URL; these functions are the only way the
// screen computes the next one.
import {
  DEFAULT_VIEW,
  type CatalogView,
  type ProductFilters,
  type SortOption,
  type StrainType,
} from '@canopy/contracts';

export {
  DEFAULT_FILTERS,
  DEFAULT_VIEW,
  type CatalogView,
  type ProductFilters,
} from '@canopy/contracts';

/** A filter or sort change: back to page 1. */
export function withFilters(view: CatalogView, change: Partial<ProductFilters>): CatalogView {
  return { filters: { ...view.filters, ...change }, page: 1 };
}

/** Clear All: the default filters on page 1. */
export function clearedView(): CatalogView {
  return DEFAULT_VIEW;
}

export function withPage(view: CatalogView, page: number): CatalogView {
  return { filters: view.filters, page };
}

/** The price presets (25, 50, 100), as inclusive bounds in dollars. */
export const PRICE_PRESETS = [
  { label: 'Under $25', min: null, max: 25 },
  { label: '$25-$50', min: 25, max: 50 },
  { label: '$50-$100', min: 50, max: 100 },
  { label: '$100+', min: 100, max: null },
] as const satisfies ReadonlyArray<{ label: string; min: number | null; max: number | null }>;

export const SORT_LABELS: Record<SortOption, string> = {
  featured: 'Featured',
  name_asc: 'Name A–Z',
  price_asc: 'Price: Low to High',
  price_desc: 'Price: High to Low',
  created_desc: 'Newest',
};

export const STRAIN_TYPE_LABELS: Record<StrainType, string> = {
  indica: 'Indica',
  sativa: 'Sativa',
  hybrid: 'Hybrid',
  cbd: 'CBD',
};
