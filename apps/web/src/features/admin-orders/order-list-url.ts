// The orders list's view in the address bar, so staff keep their place: filters and paging
// survive opening an order, an edit and Back. The URL uses the API's own query names
// (status, payment_status, method, slot_date, search, date_from, date_to, page, size); defaults
// are left out, and
// anything typed wrong is read leniently: an unknown value falls back to its default.
import {
  ADMIN_PAGE_SIZES,
  DEFAULT_ADMIN_PAGE_SIZE,
  FULFILMENT_METHODS,
  ORDER_STATUSES,
  PAYMENT_STATUSES,
  type FulfilmentMethod,
  type OrderStatus,
  type PaymentStatus,
} from '@canopy/contracts';

export interface OrderListView {
  status: OrderStatus | null;
  payment_status: PaymentStatus | null;
  /** How the orders reach their shoppers: shipping, pickup or delivery. */
  method: FulfilmentMethod | null;
  /** YYYY-MM-DD, a store day: the orders with a pickup or delivery slot on it. */
  slot_date: string | null;
  search: string;
  /** YYYY-MM-DD, UTC days, inclusive. */
  date_from: string | null;
  date_to: string | null;
  page: number;
  size: number;
}

export type OrderListFilters = Omit<OrderListView, 'page' | 'size'>;

/** The server refuses longer searches; a longer pasted URL is cut rather than failing. */
const MAX_SEARCH_LENGTH = 200;

function oneOf<T extends string>(options: readonly T[], value: string | null): T | null {
  return options.find((option) => option === value) ?? null;
}

function isoDay(value: string | null): string | null {
  if (value === null || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  return Number.isNaN(Date.parse(`${value}T00:00:00Z`)) ? null : value;
}

function positiveInteger(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value)) return null;
  const number = Number(value);
  return Number.isSafeInteger(number) && number >= 1 ? number : null;
}

function pageSize(value: string | null): number {
  const size = Number(value);
  return (ADMIN_PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_ADMIN_PAGE_SIZE;
}

export function orderListViewFrom(params: URLSearchParams): OrderListView {
  let dateFrom = isoDay(params.get('date_from'));
  let dateTo = isoDay(params.get('date_to'));
  // A reversed range matches nothing and the server refuses it: ignore it instead.
  if (dateFrom !== null && dateTo !== null && dateFrom > dateTo) [dateFrom, dateTo] = [null, null];
  return {
    status: oneOf(ORDER_STATUSES, params.get('status')),
    payment_status: oneOf(PAYMENT_STATUSES, params.get('payment_status')),
    method: oneOf(FULFILMENT_METHODS, params.get('method')),
    slot_date: isoDay(params.get('slot_date')),
    search: params.get('search')?.trim().slice(0, MAX_SEARCH_LENGTH) ?? '',
    date_from: dateFrom,
    date_to: dateTo,
    page: positiveInteger(params.get('page')) ?? 1,
    size: pageSize(params.get('size')),
  };
}

/** The query string for a view: also what GET /admin/orders is asked with. */
export function searchParamsFromOrderListView(view: OrderListView): URLSearchParams {
  const params = new URLSearchParams();
  const set = (key: string, value: string | null) => {
    if (value !== null && value !== '') params.set(key, value);
  };
  set('status', view.status);
  set('payment_status', view.payment_status);
  set('method', view.method);
  set('slot_date', view.slot_date);
  set('search', view.search.trim());
  set('date_from', view.date_from);
  set('date_to', view.date_to);
  if (view.page > 1) params.set('page', String(view.page));
  if (view.size !== DEFAULT_ADMIN_PAGE_SIZE) params.set('size', String(view.size));
  return params;
}

/** The view with some filters changed: a different filter starts again at page 1. */
export function withOrderFilters(
  view: OrderListView,
  changes: Partial<OrderListFilters>,
): OrderListView {
  return { ...view, ...changes, page: 1 };
}

export function hasOrderFilters(view: OrderListView): boolean {
  return (
    view.status !== null ||
    view.payment_status !== null ||
    view.method !== null ||
    view.slot_date !== null ||
    view.search.trim() !== '' ||
    view.date_from !== null ||
    view.date_to !== null
  );
}

export const NO_ORDER_FILTERS: OrderListFilters = {
  status: null,
  payment_status: null,
  method: null,
  slot_date: null,
  search: '',
  date_from: null,
  date_to: null,
};
