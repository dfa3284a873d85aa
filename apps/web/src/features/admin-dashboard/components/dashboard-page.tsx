// The admin dashboard (docs/product.md#admin-back-office): the four cards, Recent Orders and the
// Low Stock Alert, with 'Loading dashboard data...' while it loads and 'Failed to load dashboard
// data' (with the reason) when it cannot. It refetches by itself when the admin live socket
// reports an order or a stock change (the Dashboard tag).
import { RotateCw } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoading } from '../../../components/ui/page-loading';
import { getApiErrorMessage } from '../../../lib/api';
import { useGetDashboardQuery } from '../dashboard-api';
import { DashboardCards } from './dashboard-cards';
import { LowStockAlert } from './low-stock-alert';
import { RecentOrders } from './recent-orders';

export const DASHBOARD_FETCH_FAILED = 'Failed to fetch dashboard data';

function DashboardContent() {
  const { data, error, isLoading, isFetching, refetch } = useGetDashboardQuery();

  if (isLoading) return <PageLoading label="Loading dashboard data..." />;
  if (!data) {
    const reason = getApiErrorMessage(error, DASHBOARD_FETCH_FAILED);
    return (
      <ErrorAlert>
        <p>Failed to load dashboard data</p>
        {reason && <p className="mt-1 font-normal">{reason}</p>}
        <Button
          variant="secondary"
          size="sm"
          className="mt-3"
          disabled={isFetching}
          onClick={() => void refetch()}
        >
          <RotateCw className="size-4" aria-hidden="true" />
          Try again
        </Button>
      </ErrorAlert>
    );
  }
  return (
    <div className="flex flex-col gap-8">
      <DashboardCards dashboard={data} />
      <div className="grid grid-cols-1 items-start gap-8 2xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <RecentOrders orders={data.recentOrders} />
        <LowStockAlert products={data.lowStockProducts} />
      </div>
    </div>
  );
}

export function DashboardPage() {
  return (
    <div className="flex flex-col gap-8">
      <PageHeader title="Dashboard" description="How the shop is doing today" />
      <DashboardContent />
    </div>
  );
}
