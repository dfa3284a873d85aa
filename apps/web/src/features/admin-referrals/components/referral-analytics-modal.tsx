// A referral code's analytics in a dialog: a From/To range of UTC days (the last 30 by
// default), the paid uses, revenue and discount given over it, and revenue per day as a small
// chart. The chart's code (Recharts) loads only when a panel first opens.
import type { AdminReferralCode } from '@canopy/contracts';
import { lazy, Suspense, useState } from 'react';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { Modal } from '../../../components/ui/modal';
import { TextInput } from '../../../components/ui/text-input';
import { getApiErrorMessage } from '../../../lib/api';
import { useGetReferralAnalyticsQuery } from '../admin-referrals-api';
import { analyticsRangeProblem, defaultAnalyticsRange } from '../analytics-range';
import { ReferralAnalyticsFigures } from './referral-analytics-figures';

const ReferralDailyChart = lazy(async () => ({
  default: (await import('./referral-daily-chart')).ReferralDailyChart,
}));

export const FETCH_ANALYTICS_FAILED = 'Failed to fetch analytics';

const note = 'text-sm text-zinc-600 dark:text-zinc-400';

function ReferralAnalyticsPanel({ code }: { code: AdminReferralCode }) {
  const [range, setRange] = useState(() => defaultAnalyticsRange(new Date()));
  const problem = analyticsRangeProblem(range);
  const analytics = useGetReferralAnalyticsQuery(
    { id: code.id, ...range },
    { skip: problem !== null },
  );
  const failed = analytics.isError;
  const data = problem === null && !failed ? analytics.data : undefined;

  return (
    <div className="flex flex-col gap-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextInput
          label="From"
          type="date"
          value={range.start_date}
          onChange={(event) => setRange({ ...range, start_date: event.target.value })}
        />
        <TextInput
          label="To"
          type="date"
          value={range.end_date}
          error={problem ?? undefined}
          onChange={(event) => setRange({ ...range, end_date: event.target.value })}
        />
      </div>
      <p className={note}>
        Paid, unrefunded orders placed with {code.code}, by the UTC day they were placed.
      </p>
      {failed && (
        <ErrorAlert>{getApiErrorMessage(analytics.error, FETCH_ANALYTICS_FAILED)}</ErrorAlert>
      )}
      {problem === null && analytics.isLoading && <p className={note}>Loading analytics…</p>}
      {data && (
        <div className="flex flex-col gap-4" aria-busy={analytics.isFetching}>
          <ReferralAnalyticsFigures analytics={data} />
          {data.uses === 0 ? (
            <p className={note}>No data available</p>
          ) : (
            <Suspense fallback={<p className={note}>Loading chart…</p>}>
              <ReferralDailyChart daily={data.daily} />
            </Suspense>
          )}
        </div>
      )}
    </div>
  );
}

export function ReferralAnalyticsModal({
  code,
  onClose,
}: {
  code: AdminReferralCode | null;
  onClose: () => void;
}) {
  return (
    <Modal
      open={code !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={code ? `Analytics for ${code.code}` : 'Analytics'}
      size="lg"
    >
      {code && <ReferralAnalyticsPanel key={code.id} code={code} />}
    </Modal>
  );
}
