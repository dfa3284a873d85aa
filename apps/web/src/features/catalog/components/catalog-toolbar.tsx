// The catalogue toolbar (docs/product.md#catalogue): the product count, the In stock only switch,
// the sort, the page size, More Filters (below lg, where the sidebar is hidden) and the grid/list
// toggle.
import {
  PAGE_SIZE_OPTIONS,
  SORT_OPTIONS,
  normalizePageSize,
  type SortOption,
} from '@canopy/contracts';
import { SlidersHorizontal } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { SORT_LABELS } from '../catalog-filters';
import type { ViewMode } from '../product-list-preferences';
import { InStockSwitch } from './in-stock-switch';
import { ToolbarSelect } from './toolbar-select';
import { ViewModeToggle } from './view-mode-toggle';

const SORT_CHOICES = SORT_OPTIONS.map((value) => ({ value, label: SORT_LABELS[value] }));
const PAGE_SIZE_CHOICES = PAGE_SIZE_OPTIONS.map((value) => ({
  value,
  label: `${value} per page`,
}));

interface CatalogToolbarProps {
  total: number | undefined;
  inStockOnly: boolean;
  onInStockOnlyChange: (on: boolean) => void;
  sort: SortOption;
  onSortChange: (sort: SortOption) => void;
  pageSize: number;
  onPageSizeChange: (size: number) => void;
  viewMode: ViewMode;
  onViewModeChange: (mode: ViewMode) => void;
  filterCount: number;
  onMoreFilters: () => void;
}

export function productCountText(total: number): string {
  return total === 1 ? '1 product' : `${total.toLocaleString('en-US')} products`;
}

export function CatalogToolbar(props: CatalogToolbarProps) {
  const { total, sort, pageSize, viewMode, filterCount } = props;
  // One row from sm up; on phones the count and the view toggle share the first row, then the
  // filters and the two selects each get a row of their own (the empty span breaks the line).
  return (
    <div className="flex flex-wrap items-center gap-2">
      <p
        aria-live="polite"
        className="mr-auto text-sm font-semibold text-zinc-900 tabular-nums dark:text-white"
      >
        {total === undefined ? '\u00a0' : productCountText(total)}
      </p>
      <ViewModeToggle className="sm:order-last" mode={viewMode} onChange={props.onViewModeChange} />
      <span aria-hidden="true" className="basis-full sm:hidden" />
      <Button variant="secondary" className="lg:hidden" onClick={props.onMoreFilters}>
        <SlidersHorizontal className="size-4" aria-hidden="true" />
        More Filters
        {filterCount > 0 && (
          <span className="rounded-full bg-brand-700 px-1.5 text-xs leading-5 text-white tabular-nums dark:bg-brand-500 dark:text-zinc-950">
            <span className="sr-only">, active: </span>
            {filterCount}
          </span>
        )}
      </Button>
      <InStockSwitch on={props.inStockOnly} onChange={props.onInStockOnlyChange} />
      <span aria-hidden="true" className="basis-full sm:hidden" />
      <ToolbarSelect
        className="max-sm:flex-1"
        label="Sort by"
        showLabel
        value={sort}
        options={SORT_CHOICES}
        onChange={(value) =>
          props.onSortChange(SORT_OPTIONS.find((option) => option === value) ?? 'featured')
        }
      />
      <ToolbarSelect
        className="max-sm:flex-1"
        label="Products per page"
        value={pageSize}
        options={PAGE_SIZE_CHOICES}
        onChange={(value) => props.onPageSizeChange(normalizePageSize(value))}
      />
    </div>
  );
}
