// The admin orders list (/admin/orders): filters by status, payment status, search and dates,
// with paging, all kept in the URL (use-order-list-view.ts) so Back and an edit keep the admin's
// place. Each order number opens the order.
import { useEffect } from 'react';
import { ListPagination } from '../../../components/ui/list-pagination';
import { PageHeader } from '../../../components/ui/page-header';
import { getApiErrorMessage } from '../../../lib/api';
import { useGetAdminOrdersQuery } from '../admin-orders-api';
import { useOrderListView } from '../use-order-list-view';
import { OrderFilters } from './order-filters';
import { OrdersTable } from './orders-table';

export const ORDERS_FETCH_FAILED = 'Failed to fetch orders';

export function OrdersPage() {
  const { view, setFilters, setPage, setPageSize, showPage } = useOrderListView();
  const { data, error, isLoading, isFetching } = useGetAdminOrdersQuery(view);
  const failed = error && !isFetching ? getApiErrorMessage(error, ORDERS_FETCH_FAILED) : null;

  // The list shrank under the page in the URL (orders deleted, a stale link): show its last page.
  const lastPage = data ? Math.max(1, data.pages) : null;
  useEffect(() => {
    if (lastPage !== null && !isFetching && view.page > lastPage) showPage(lastPage);
  }, [lastPage, isFetching, view.page, showPage]);

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Orders" description="Every order placed in the shop, newest first" />
      <OrderFilters view={view} onChange={setFilters} />
      <OrdersTable
        orders={failed ? [] : data?.items}
        loading={isLoading}
        busy={isFetching && !isLoading}
        error={failed}
      />
      <ListPagination
        page={view.page}
        pageSize={view.size}
        total={data?.total ?? 0}
        pages={data?.pages}
        onPageChange={setPage}
        onPageSizeChange={setPageSize}
      />
    </div>
  );
}
