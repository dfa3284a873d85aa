// The active filter chips (docs/product.md#catalogue): one per filter that differs from its
// default, each with a readable label and the change that removes it. A sort other than featured
// counts as a filter; the in-stock filter is on by default, so only turning it off is a chip.
import { formatUsd } from '@canopy/contracts';
import {
  DEFAULT_FILTERS,
  SORT_LABELS,
  STRAIN_TYPE_LABELS,
  type ProductFilters,
} from './catalog-filters';

export interface FilterChip {
  key: string;
  label: string;
  /** The filter change that removes this chip. */
  removal: Partial<ProductFilters>;
}

/** Whole dollars without cents ($25), other amounts with them ($12.50). */
export function formatPriceBound(dollars: number): string {
  return Number.isInteger(dollars) ? formatUsd(dollars).replace(/\.00$/, '') : formatUsd(dollars);
}

/** Reads like the presets: 'Under $25', '$25-$50', '$100+'. */
export function priceRangeLabel(min: number | null, max: number | null): string | null {
  if (min !== null && max !== null) return `${formatPriceBound(min)}-${formatPriceBound(max)}`;
  if (max !== null) return `Under ${formatPriceBound(max)}`;
  if (min !== null) return `${formatPriceBound(min)}+`;
  return null;
}

export function activeFilterChips(
  filters: ProductFilters,
  categoryName: (id: number) => string | undefined,
): FilterChip[] {
  const chips: FilterChip[] = [];
  const search = filters.search.trim();
  if (search !== '')
    chips.push({ key: 'search', label: `Search: ${search}`, removal: { search: '' } });
  if (filters.category_id !== null) {
    const name = categoryName(filters.category_id) ?? `#${filters.category_id}`;
    chips.push({ key: 'category', label: `Category: ${name}`, removal: { category_id: null } });
  }
  const price = priceRangeLabel(filters.min_price, filters.max_price);
  if (price !== null)
    chips.push({ key: 'price', label: price, removal: { min_price: null, max_price: null } });
  if (filters.brand)
    chips.push({ key: 'brand', label: `Brand: ${filters.brand}`, removal: { brand: null } });
  if (filters.volume)
    chips.push({ key: 'volume', label: `Size: ${filters.volume}`, removal: { volume: null } });
  if (filters.strain_type)
    chips.push({
      key: 'strain_type',
      label: `Type: ${STRAIN_TYPE_LABELS[filters.strain_type]}`,
      removal: { strain_type: null },
    });
  if (!filters.in_stock_only)
    chips.push({
      key: 'in_stock_only',
      label: 'Including out of stock',
      removal: { in_stock_only: true },
    });
  if (filters.sortBy !== DEFAULT_FILTERS.sortBy)
    chips.push({
      key: 'sort',
      label: `Sort: ${SORT_LABELS[filters.sortBy]}`,
      removal: { sortBy: DEFAULT_FILTERS.sortBy },
    });
  return chips;
}
