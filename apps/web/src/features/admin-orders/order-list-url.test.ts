import { describe, expect, it } from 'vitest';
import {
  hasOrderFilters,
  orderListViewFrom,
  searchParamsFromOrderListView,
  withOrderFilters,
  type OrderListView,
} from './order-list-url';

const DEFAULT_VIEW: OrderListView = {
  status: null,
  payment_status: null,
  method: null,
  slot_date: null,
  search: '',
  date_from: null,
  date_to: null,
  page: 1,
  size: 10,
};

const read = (query: string) => orderListViewFrom(new URLSearchParams(query));

describe('the orders list in the URL', () => {
  it('reads every filter and the paging', () => {
    expect(
      read(
        'status=delivery&payment_status=paid&method=pickup&slot_date=2025-03-14&search=ava%40example.com&date_from=2025-03-01&date_to=2025-03-31&page=3&size=50',
      ),
    ).toEqual({
      status: 'delivery',
      payment_status: 'paid',
      method: 'pickup',
      slot_date: '2025-03-14',
      search: 'ava@example.com',
      date_from: '2025-03-01',
      date_to: '2025-03-31',
      page: 3,
      size: 50,
    });
  });

  it('falls back to the defaults for what a person could have typed wrong', () => {
    expect(
      read(
        'status=shipped&payment_status=maybe&method=drone&slot_date=soon&date_from=2025-02-30x&page=0&size=15',
      ),
    ).toEqual(DEFAULT_VIEW);
    expect(read('page=-2&size=abc&date_to=yesterday')).toEqual(DEFAULT_VIEW);
  });

  it('drops a reversed date range', () => {
    expect(read('date_from=2025-04-01&date_to=2025-03-01')).toMatchObject({
      date_from: null,
      date_to: null,
    });
  });

  it('writes only what differs from the defaults, and reads back what it wrote', () => {
    expect(searchParamsFromOrderListView(DEFAULT_VIEW).toString()).toBe('');
    const view: OrderListView = {
      ...DEFAULT_VIEW,
      status: 'cancelled',
      method: 'delivery',
      slot_date: '2025-03-14',
      search: '  CN-ABCD  ',
      date_to: '2025-03-31',
      page: 2,
      size: 20,
    };
    const params = searchParamsFromOrderListView(view);
    expect(params.toString()).toBe(
      'status=cancelled&method=delivery&slot_date=2025-03-14&search=CN-ABCD&date_to=2025-03-31&page=2&size=20',
    );
    expect(orderListViewFrom(params)).toEqual({ ...view, search: 'CN-ABCD' });
  });

  it('starts again at page 1 when a filter changes, keeping the page size', () => {
    const paged = { ...DEFAULT_VIEW, page: 4, size: 50 };
    expect(withOrderFilters(paged, { payment_status: 'unpaid' })).toEqual({
      ...paged,
      payment_status: 'unpaid',
      page: 1,
    });
  });

  it('knows when any filter is set', () => {
    expect(hasOrderFilters(DEFAULT_VIEW)).toBe(false);
    expect(hasOrderFilters({ ...DEFAULT_VIEW, page: 3 })).toBe(false);
    expect(hasOrderFilters({ ...DEFAULT_VIEW, search: ' ' })).toBe(false);
    expect(hasOrderFilters({ ...DEFAULT_VIEW, date_from: '2025-01-01' })).toBe(true);
    expect(hasOrderFilters({ ...DEFAULT_VIEW, method: 'pickup' })).toBe(true);
    expect(hasOrderFilters({ ...DEFAULT_VIEW, slot_date: '2025-01-01' })).toBe(true);
  });
});
