// The orders list's view, read from and written to the address bar (order-list-url.ts). A new
// filter or page is a new history entry, so Back steps through what the admin looked at; a
// refined search replaces its entry instead of adding one per pause in typing.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  orderListViewFrom,
  searchParamsFromOrderListView,
  withOrderFilters,
  type OrderListFilters,
  type OrderListView,
} from './order-list-url';

export function useOrderListView() {
  const [searchParams, setSearchParams] = useSearchParams();
  const view = useMemo(() => orderListViewFrom(searchParams), [searchParams]);

  const show = useCallback(
    (next: OrderListView, options: { replace?: boolean } = {}) => {
      setSearchParams(searchParamsFromOrderListView(next), options);
    },
    [setSearchParams],
  );

  const setFilters = useCallback(
    (changes: Partial<OrderListFilters>) => {
      const refiningSearch =
        changes.search !== undefined && view.search !== '' && changes.search.trim() !== '';
      show(withOrderFilters(view, changes), { replace: refiningSearch });
    },
    [show, view],
  );

  return {
    view,
    setFilters,
    setPage: (page: number) => show({ ...view, page }),
    setPageSize: (size: number) => show({ ...view, size, page: 1 }),
    /** Back onto the last page when the list shrank under the current one (no new entry). */
    showPage: (page: number) => show({ ...view, page }, { replace: true }),
  };
}
