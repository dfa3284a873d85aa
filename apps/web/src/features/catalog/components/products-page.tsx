// /products: the catalogue screen (docs/product.md#catalogue). The filters, sort and page live in
// the URL (shared links and Back restore a view) and are mirrored one way into the `products`
// state; the page size and view mode are remembered preferences. Each view asks GET /products for
// one page with its facet counts; the filter option lists are fetched once (filter-options.ts).
import { lazy, startTransition, Suspense, useEffect, useRef, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { PageHeader } from '../../../components/ui/page-header';
import { getApiErrorMessage } from '../../../lib/api';
import { useMediaQuery } from '../../../lib/use-media-query';
import { activeFilterChips } from '../active-filters';
import { clearedView, withFilters, withPage, type ProductFilters } from '../catalog-filters';
import { useGetCategoriesQuery, useGetProductsQuery } from '../catalog-api';
import { fetchFilterOptions } from '../filter-options';
import { productListParams } from '../product-list-request';
import {
  catalogViewChanged,
  selectFilterOptions,
  selectPageSize,
  setPageSize,
} from '../products-slice';
import { selectViewMode, setViewMode } from '../ui-slice';
import { useArrowKeyPaging } from '../use-arrow-key-paging';
import { useCatalogView } from '../use-catalog-view';
import { ActiveFilterChips } from './active-filter-chips';
import { CatalogToolbar } from './catalog-toolbar';
import { CategoryNavigation } from './category-navigation';
import type { PanelFilters } from './filter-panel';
import { Pagination } from './pagination';
import {
  NoProductsFound,
  ProductList,
  ProductListSkeleton,
  ProductsLoadError,
} from './product-results';

export const FAILED_TO_FETCH_PRODUCTS = 'Failed to fetch products';

const FilterModal = lazy(() =>
  import('./filter-modal').then((module) => ({ default: module.FilterModal })),
);
// The sidebar's filters come from lg only: a phone, which renders none, does not download them
// before its first screen. The sidebar's column is as wide without them, so nothing moves.
const FilterPanel = lazy(() =>
  import('./filter-panel').then((module) => ({ default: module.FilterPanel })),
);

function panelFilters(filters: ProductFilters): PanelFilters {
  const { min_price, max_price, brand, volume, strain_type } = filters;
  return { min_price, max_price, brand, volume, strain_type };
}

export function ProductsPage() {
  const dispatch = useAppDispatch();
  const [view, setView] = useCatalogView();
  const { filters, page } = view;
  const storedPageSize = useAppSelector(selectPageSize);
  // A new page size waits here, in the same transition as the URL's page 1, until the store has
  // it: the store renders at once and the router in a transition, so storing it first would also
  // ask for the old page at the new size. This way one request goes out: page 1 at the new size.
  const [sizeChange, setSizeChange] = useState<{ from: number; to: number } | null>(null);
  const sizeChangePending = sizeChange !== null && sizeChange.from === storedPageSize;
  const pageSize = sizeChangePending ? sizeChange.to : storedPageSize;
  const viewMode = useAppSelector(selectViewMode);
  const filterOptions = useAppSelector(selectFilterOptions);
  const [filtersOpen, setFiltersOpen] = useState(false);
  // Below Tailwind's lg the filters live in the modal; a phone never renders the sidebar.
  const narrow = useMediaQuery('(max-width: 63.99rem)');
  const resultsRef = useRef<HTMLElement>(null);
  const { data: categories } = useGetCategoriesQuery();
  const products = useGetProductsQuery(productListParams(view, pageSize));

  useEffect(() => {
    dispatch(catalogViewChanged(view));
  }, [dispatch, view]);
  useEffect(() => {
    void dispatch(fetchFilterOptions());
  }, [dispatch]);
  useEffect(() => {
    if (sizeChangePending) dispatch(setPageSize(sizeChange.to));
  }, [dispatch, sizeChange, sizeChangePending]);

  // While another page or filter loads, the previous results stay, dimmed.
  const shown = products.currentData ?? (products.isFetching ? products.data : undefined);
  const pages = shown?.pages ?? 0;

  // A page past the end (an old link, fewer results now) shows the last page instead.
  const { currentData } = products;
  useEffect(() => {
    if (currentData && page > Math.max(currentData.pages, 1))
      setView(withPage(view, Math.max(currentData.pages, 1)), { replace: true });
  }, [currentData, page, setView, view]);

  const changeFilters = (change: Partial<ProductFilters>) => setView(withFilters(view, change));
  const clearAll = () => setView(clearedView());
  const changePage = (next: number) => {
    setView(withPage(view, next));
    // From the pagination under the list, bring the top of the new page into view.
    const results = resultsRef.current;
    if (results && results.getBoundingClientRect().top < 0)
      results.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };
  useArrowKeyPaging({ page, pages, onPageChange: changePage, enabled: !filtersOpen });

  const chips = activeFilterChips(
    filters,
    (id) => categories?.find((category) => category.id === id)?.name,
  );
  const errorMessage = products.isError
    ? getApiErrorMessage(products.error, FAILED_TO_FETCH_PRODUCTS)
    : null;

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Products"
        description={
          filters.search ? `Results for “${filters.search}”` : 'Browse the collection by category.'
        }
      />
      <CategoryNavigation
        selected={filters.category_id}
        onSelect={(category_id) => changeFilters({ category_id })}
      />
      <div className="grid gap-8 lg:grid-cols-[15rem_minmax(0,1fr)]">
        {!narrow && (
          <aside aria-labelledby="catalog-filters-title">
            <h2
              id="catalog-filters-title"
              className="mb-4 text-base font-semibold text-zinc-900 dark:text-white"
            >
              Filters
            </h2>
            <Suspense fallback={null}>
              <FilterPanel
                filters={panelFilters(filters)}
                onChange={changeFilters}
                options={filterOptions}
                facets={shown?.facets}
              />
            </Suspense>
          </aside>
        )}
        <section
          ref={resultsRef}
          aria-label="Results"
          className="flex min-w-0 scroll-mt-36 flex-col gap-4"
        >
          <CatalogToolbar
            total={shown?.total}
            inStockOnly={filters.in_stock_only}
            onInStockOnlyChange={(in_stock_only) => changeFilters({ in_stock_only })}
            sort={filters.sortBy}
            onSortChange={(sortBy) => changeFilters({ sortBy })}
            pageSize={pageSize}
            onPageSizeChange={(size) =>
              startTransition(() => {
                setSizeChange({ from: storedPageSize, to: size });
                setView(withPage(view, 1));
              })
            }
            viewMode={viewMode}
            onViewModeChange={(mode) => dispatch(setViewMode(mode))}
            filterCount={chips.length}
            onMoreFilters={() => setFiltersOpen(true)}
          />
          <ActiveFilterChips
            chips={chips}
            onRemove={(chip) => changeFilters(chip.removal)}
            onClearAll={clearAll}
          />
          {errorMessage !== null ? (
            <ProductsLoadError
              message={errorMessage}
              onRetry={() => void products.refetch()}
              retrying={products.isFetching}
            />
          ) : !shown ? (
            <ProductListSkeleton viewMode={viewMode} count={pageSize} />
          ) : shown.total === 0 ? (
            <NoProductsFound onClearAll={chips.length > 0 ? clearAll : null} />
          ) : (
            <ProductList products={shown.items} viewMode={viewMode} busy={products.isFetching} />
          )}
          {shown && errorMessage === null && (
            <Pagination
              page={page}
              pages={pages}
              pageSize={pageSize}
              total={shown.total}
              onPageChange={changePage}
            />
          )}
        </section>
      </div>
      {filtersOpen && (
        <Suspense fallback={null}>
          <FilterModal
            filters={panelFilters(filters)}
            options={filterOptions}
            facets={shown?.facets}
            onApply={(change) => {
              setFiltersOpen(false);
              changeFilters(change);
            }}
            onClose={() => setFiltersOpen(false)}
          />
        </Suspense>
      )}
    </div>
  );
}
