// The `products` state section that is client state: the filters and current page,
// the page size, and the filter options with their loading, error and requested flags. The
// items and totals are server data and live in the RTK Query cache (catalog-api.ts).
//
// One source of truth: the catalogue's filters and page live in the URL (catalog-url.ts). The
// screen mirrors them here, one way, with `catalogViewChanged`; nothing writes them otherwise.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { normalizePageSize } from '@canopy/contracts';
import { DEFAULT_FILTERS, type CatalogView, type ProductFilters } from './catalog-filters';
import { fetchFilterOptions, type FilterOptionLists } from './filter-options';
import { readPreferredPageSize } from './product-list-preferences';

export interface FilterOptionsState extends FilterOptionLists {
  loading: boolean;
  error: string | null;
  requested: boolean;
}

export interface ProductsState {
  filters: ProductFilters;
  currentPage: number;
  pageSize: number;
  filterOptions: FilterOptionsState;
}

const initialFilterOptions: FilterOptionsState = {
  brands: [],
  volumes: [],
  strainTypes: [],
  loading: false,
  error: null,
  requested: false,
};

export const productsSlice = createSlice({
  name: 'products',
  initialState: (): ProductsState => ({
    filters: DEFAULT_FILTERS,
    currentPage: 1,
    pageSize: readPreferredPageSize(),
    filterOptions: initialFilterOptions,
  }),
  reducers: {
    /** The view now in the URL. */
    catalogViewChanged(state, { payload }: PayloadAction<CatalogView>) {
      state.filters = payload.filters;
      state.currentPage = payload.page;
    },
    /** 10, 20, 50 or 100, else 20; back to page 1. */
    setPageSize(state, { payload }: PayloadAction<number>) {
      state.pageSize = normalizePageSize(payload);
      state.currentPage = 1;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchFilterOptions.pending, (state) => {
        state.filterOptions.loading = true;
        state.filterOptions.requested = true;
        state.filterOptions.error = null;
      })
      .addCase(fetchFilterOptions.fulfilled, (state, { payload }) => {
        state.filterOptions = { ...payload, loading: false, error: null, requested: true };
      })
      .addCase(fetchFilterOptions.rejected, (state, { payload }) => {
        state.filterOptions.loading = false;
        state.filterOptions.requested = false;
        state.filterOptions.error = payload ?? null;
      });
  },
  selectors: {
    selectProductFilters: (state) => state.filters,
    selectCurrentPage: (state) => state.currentPage,
    selectPageSize: (state) => state.pageSize,
    selectFilterOptions: (state) => state.filterOptions,
  },
});

export const { catalogViewChanged, setPageSize } = productsSlice.actions;
export const { selectProductFilters, selectCurrentPage, selectPageSize, selectFilterOptions } =
  productsSlice.selectors;
