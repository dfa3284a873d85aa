// The admin analytics screen (docs/product.md#admin-back-office): a range (presets or custom), the
// cards, the daily chart, orders by status, top products and referral codes, the access-code
// funnel, and 'Export CSV' of exactly what is shown. 'Failed to fetch analytics' when it cannot.
import type { AnalyticsQuery } from '@canopy/contracts';
import { Download, RotateCw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoading } from '../../../components/ui/page-loading';
import { getApiErrorMessage } from '../../../lib/api';
import { useGetAnalyticsQuery } from '../analytics-api';
import { downloadAnalyticsCsv } from '../analytics-csv';
import { presetRange } from '../analytics-range';
import { AnalyticsChart } from './analytics-chart';
import {
  AccessCodeFunnel,
  AgeVerifications,
  AnalyticsCards,
  OrdersByStatus,
  TopTables,
} from './analytics-panels';
import { AnalyticsRangePicker } from './analytics-range-picker';

export const ANALYTICS_FETCH_FAILED = 'Failed to fetch analytics';

function AnalyticsContent({ range }: { range: AnalyticsQuery }) {
  const { data, error, isFetching, refetch } = useGetAnalyticsQuery(range);
  if (isFetching && !data) return <PageLoading label="Loading analytics..." />;
  if (!data) {
    const reason = getApiErrorMessage(error, ANALYTICS_FETCH_FAILED);
    return (
      <ErrorAlert>
        <p>{ANALYTICS_FETCH_FAILED}</p>
        {reason && reason !== ANALYTICS_FETCH_FAILED && (
          <p className="mt-1 font-normal">{reason}</p>
        )}
        <Button variant="secondary" size="sm" className="mt-3" onClick={() => void refetch()}>
          <RotateCw className="size-4" aria-hidden="true" />
          Try again
        </Button>
      </ErrorAlert>
    );
  }
  const empty =
    data.totals.orders === 0 && Object.values(data.orders_by_status).every((n) => n === 0);
  return (
    <div className="flex flex-col gap-6" aria-busy={isFetching}>
      <div>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => {
            downloadAnalyticsCsv(range, data);
          }}
        >
          <Download className="size-4" aria-hidden="true" />
          Export CSV
        </Button>
      </div>
      <AnalyticsCards totals={data.totals} />
      {empty ? (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">No data available</p>
      ) : (
        <AnalyticsChart daily={data.daily} />
      )}
      <OrdersByStatus byStatus={data.orders_by_status} />
      <TopTables data={data} />
      <AccessCodeFunnel funnel={data.access_code_funnel} />
      <AgeVerifications days={data.age_verifications} />
    </div>
  );
}

export function AnalyticsPage() {
  const [range, setRange] = useState<AnalyticsQuery>(() => presetRange(30));
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Analytics"
        description="Sales, products, referrals and access, by day (UTC)"
      />
      <AnalyticsRangePicker range={range} onChange={setRange} />
      <AnalyticsContent range={range} />
    </div>
  );
}
