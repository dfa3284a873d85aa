// The products list's view in the address bar, so staff keep their place: search, category,
// active and low-stock filters, the sort and the page survive an edit and Back. The URL uses the
// API's own query names (search, category_id, is_active, low_stock, sort_by, sort_order, page,
// size); defaults are left out, and anything typed wrong falls back to its default.
import {
  ADMIN_PAGE_SIZES,
  ADMIN_PRODUCT_SORTS,
  DEFAULT_ADMIN_PAGE_SIZE,
  type AdminProductSort,
} from '@canopy/contracts';

export type ActiveFilter = 'all' | 'active' | 'inactive';
export type SortOrder = 'asc' | 'desc';

export interface ProductListView {
  search: string;
  category_id: number | null;
  active: ActiveFilter;
  low_stock: boolean;
  sort_by: AdminProductSort;
  sort_order: SortOrder;
  page: number;
  size: number;
}

export type ProductListFilters = Pick<
  ProductListView,
  'search' | 'category_id' | 'active' | 'low_stock'
>;

/** What GET /admin/products is asked with (fetchBaseQuery drops the undefined ones). */
export interface ProductListParams {
  page: number;
  size: number;
  search: string | undefined;
  category_id: number | undefined;
  is_active: 'true' | 'false' | undefined;
  low_stock: 'true' | undefined;
  sort_by: AdminProductSort;
  sort_order: SortOrder;
}

export const DEFAULT_PRODUCT_LIST_VIEW: ProductListView = {
  search: '',
  category_id: null,
  active: 'all',
  low_stock: false,
  sort_by: 'created_at',
  sort_order: 'desc',
  page: 1,
  size: DEFAULT_ADMIN_PAGE_SIZE,
};

/** The server refuses longer searches; a longer pasted URL is cut rather than failing. */
const MAX_SEARCH_LENGTH = 200;

function positiveInteger(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value)) return null;
  const number = Number(value);
  return Number.isSafeInteger(number) && number >= 1 ? number : null;
}

function pageSize(value: string | null): number {
  const size = Number(value);
  return (ADMIN_PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_ADMIN_PAGE_SIZE;
}

function activeFilter(value: string | null): ActiveFilter {
  if (value === 'true') return 'active';
  if (value === 'false') return 'inactive';
  return 'all';
}

export function productListViewFrom(params: URLSearchParams): ProductListView {
  const sortBy = ADMIN_PRODUCT_SORTS.find((sort) => sort === params.get('sort_by'));
  const order = params.get('sort_order');
  return {
    search: params.get('search')?.trim().slice(0, MAX_SEARCH_LENGTH) ?? '',
    category_id: positiveInteger(params.get('category_id')),
    active: activeFilter(params.get('is_active')),
    low_stock: params.get('low_stock') === 'true',
    sort_by: sortBy ?? DEFAULT_PRODUCT_LIST_VIEW.sort_by,
    sort_order: order === 'asc' || order === 'desc' ? order : DEFAULT_PRODUCT_LIST_VIEW.sort_order,
    page: positiveInteger(params.get('page')) ?? 1,
    size: pageSize(params.get('size')),
  };
}

export function searchParamsFromProductListView(view: ProductListView): URLSearchParams {
  const params = new URLSearchParams();
  const defaults = DEFAULT_PRODUCT_LIST_VIEW;
  const search = view.search.trim();
  if (search !== '') params.set('search', search);
  if (view.category_id !== null) params.set('category_id', String(view.category_id));
  if (view.active !== 'all') params.set('is_active', String(view.active === 'active'));
  if (view.low_stock) params.set('low_stock', 'true');
  if (view.sort_by !== defaults.sort_by || view.sort_order !== defaults.sort_order) {
    params.set('sort_by', view.sort_by);
    params.set('sort_order', view.sort_order);
  }
  if (view.page > 1) params.set('page', String(view.page));
  if (view.size !== defaults.size) params.set('size', String(view.size));
  return params;
}

export function productListParams(view: ProductListView): ProductListParams {
  const search = view.search.trim();
  return {
    page: view.page,
    size: view.size,
    search: search === '' ? undefined : search,
    category_id: view.category_id ?? undefined,
    is_active: view.active === 'all' ? undefined : view.active === 'active' ? 'true' : 'false',
    low_stock: view.low_stock ? 'true' : undefined,
    sort_by: view.sort_by,
    sort_order: view.sort_order,
  };
}

/** A filter change starts again from the first page. */
export function withProductFilters(
  view: ProductListView,
  changes: Partial<ProductListFilters>,
): ProductListView {
  return { ...view, ...changes, page: 1 };
}
