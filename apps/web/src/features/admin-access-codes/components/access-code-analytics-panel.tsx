// One code's analytics under the list: a range of UTC days (the last 30 by default), the totals
// (validations, successful, rejected, paid orders, revenue) and the daily chart. A reversed range
// is refused beside its field before anything is asked.
import { formatUsd, type AdminAccessCode } from '@canopy/contracts';
import { X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { TextInput } from '../../../components/ui/text-input';
import { getApiErrorMessage } from '../../../lib/api';
import { defaultAnalyticsRange } from '../access-code-display';
import { useGetAccessCodeAnalyticsQuery } from '../admin-access-codes-api';
import { AccessCodeAnalyticsChart } from './access-code-analytics-chart';

export const FETCH_ANALYTICS_FAILED = 'Failed to fetch analytics';

interface AccessCodeAnalyticsPanelProps {
  accessCode: AdminAccessCode;
  onClose: () => void;
}

function Figure({ label, value }: { label: string; value: string | number }) {
  return (
    <div className="flex flex-col gap-1 rounded-lg border border-zinc-200 px-4 py-3 dark:border-zinc-800">
      <dt className="text-xs font-medium tracking-wide text-zinc-600 uppercase dark:text-zinc-400">
        {label}
      </dt>
      <dd className="text-xl font-semibold text-zinc-900 tabular-nums dark:text-white">{value}</dd>
    </div>
  );
}

export function AccessCodeAnalyticsPanel({ accessCode, onClose }: AccessCodeAnalyticsPanelProps) {
  const [range, setRange] = useState(defaultAnalyticsRange);
  const reversed = range.start_date > range.end_date;
  const complete = range.start_date !== '' && range.end_date !== '';
  const { data, error, isFetching, isError } = useGetAccessCodeAnalyticsQuery(
    { id: accessCode.id, range },
    { skip: reversed || !complete },
  );
  const failure = isError ? getApiErrorMessage(error, FETCH_ANALYTICS_FAILED) : null;
  const headingId = `access-code-analytics-${String(accessCode.id)}`;

  return (
    <section
      aria-labelledby={headingId}
      aria-busy={isFetching || undefined}
      className="flex flex-col gap-5 rounded-xl border border-zinc-200 bg-white p-4 shadow-sm sm:p-6 dark:border-zinc-800 dark:bg-zinc-900"
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold text-zinc-900 dark:text-white">
          Analytics: {accessCode.label}
        </h2>
        <Button variant="ghost" size="icon" aria-label="Close analytics" onClick={onClose}>
          <X className="size-4" aria-hidden="true" />
        </Button>
      </div>
      <div className="grid gap-3 sm:max-w-md sm:grid-cols-2">
        <TextInput
          label="From"
          type="date"
          value={range.start_date}
          max={range.end_date || undefined}
          error={reversed ? 'From must not be after To' : undefined}
          onChange={(event) => setRange({ ...range, start_date: event.target.value })}
        />
        <TextInput
          label="To"
          type="date"
          value={range.end_date}
          min={range.start_date || undefined}
          onChange={(event) => setRange({ ...range, end_date: event.target.value })}
        />
      </div>
      {failure && <ErrorAlert>{failure}</ErrorAlert>}
      {!data && isFetching && (
        <p role="status" className="text-sm text-zinc-600 dark:text-zinc-400">
          Loading analytics…
        </p>
      )}
      {data && !failure && (
        <>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
            <Figure label="Validations" value={data.total_validations} />
            <Figure label="Successful" value={data.successful} />
            <Figure label="Rejected" value={data.rejected} />
            <Figure label="Orders" value={data.orders} />
            <Figure label="Revenue" value={formatUsd(data.revenue)} />
          </dl>
          <AccessCodeAnalyticsChart daily={data.daily} />
        </>
      )}
    </section>
  );
}
