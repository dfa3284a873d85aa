// The `products` state section: the shopper's list state of spec §3 that is client state — the
// filters, the page and the page size. The items, totals and filter options are server data and
// come from RTK Query. Any change of filter, sort or page size goes back to page 1 (spec §4).
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  normalizePageSize,
  readPreferredPageSize,
  type PageSize,
} from './product-list-preferences';

export const SORT_OPTIONS = [
  'featured',
  'name_asc',
  'price_asc',
  'price_desc',
  'created_desc',
] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];

export interface ProductFilters {
  search: string;
  category_id: number | null;
  in_stock_only: boolean;
  min_price: number | null;
  max_price: number | null;
  brand: string | null;
  volume: string | null;
  strain_type: string | null;
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
  sortBy: 'featured',
};

export interface ProductsState {
  filters: ProductFilters;
  currentPage: number;
  pageSize: PageSize;
}

export const productsSlice = createSlice({
  name: 'products',
  initialState: (): ProductsState => ({
    filters: DEFAULT_FILTERS,
    currentPage: 1,
    pageSize: readPreferredPageSize(),
  }),
  reducers: {
    setFilters(state, { payload }: PayloadAction<Partial<ProductFilters>>) {
      state.filters = { ...state.filters, ...payload };
      state.currentPage = 1;
    },
    setSortBy(state, { payload }: PayloadAction<SortOption>) {
      state.filters.sortBy = payload;
      state.currentPage = 1;
    },
    setCurrentPage(state, { payload }: PayloadAction<number>) {
      if (Number.isInteger(payload) && payload >= 1) state.currentPage = payload;
    },
    setPageSize(state, { payload }: PayloadAction<number>) {
      state.pageSize = normalizePageSize(payload);
      state.currentPage = 1;
    },
    clearFilters(state) {
      state.filters = DEFAULT_FILTERS;
      state.currentPage = 1;
    },
  },
  selectors: {
    selectProductFilters: (state) => state.filters,
    selectCurrentPage: (state) => state.currentPage,
    selectPageSize: (state) => state.pageSize,
  },
});

export const { setFilters, setSortBy, setCurrentPage, setPageSize, clearFilters } =
  productsSlice.actions;
export const { selectProductFilters, selectCurrentPage, selectPageSize } = productsSlice.selectors;
