// The analytics panel's figures: uses, revenue and discount given over the range, and the
// busiest day, as a description list (what screen readers get instead of the chart).
import { formatUsd, type ReferralAnalytics } from '@canopy/contracts';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg border border-zinc-200 p-3 dark:border-zinc-800">
      <dt className="text-xs font-medium text-zinc-500 dark:text-zinc-400">{label}</dt>
      <dd className="mt-1 text-lg font-semibold text-zinc-900 tabular-nums dark:text-white">
        {value}
      </dd>
    </div>
  );
}

function busiestDay(daily: ReferralAnalytics['daily']): string {
  const best = daily.reduce<ReferralAnalytics['daily'][number] | null>(
    (top, day) => (day.uses > 0 && (top === null || day.revenue > top.revenue) ? day : top),
    null,
  );
  return best === null ? '—' : `${best.date} (${formatUsd(best.revenue)})`;
}

export function ReferralAnalyticsFigures({ analytics }: { analytics: ReferralAnalytics }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      <Figure label="Uses" value={String(analytics.uses)} />
      <Figure label="Revenue" value={formatUsd(analytics.revenue)} />
      <Figure label="Discount given" value={formatUsd(analytics.discount_total)} />
      <Figure label="Best day" value={busiestDay(analytics.daily)} />
    </dl>
  );
}
