// The analytics panel's small chart: revenue per day as bars (Recharts, loaded with the panel
// only). It is drawn at a fixed size and scaled to the panel's width by its viewBox, so it fits
// a 390 px phone without measuring the page. Screen readers get the same figures from the
// summary beside it, so the drawing itself is hidden from them, and Recharts' keyboard layer is
// off so that nothing inside it takes focus.
import { formatUsd, type ReferralAnalytics } from '@canopy/contracts';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';

const shortDay = (date: string) => date.slice(5);

export function ReferralDailyChart({ daily }: { daily: ReferralAnalytics['daily'] }) {
  return (
    <div
      aria-hidden="true"
      className="w-full text-brand-700 dark:text-brand-400 [&_.recharts-wrapper]:!h-auto [&_.recharts-wrapper]:!w-full [&_svg]:!h-auto [&_svg]:!w-full"
    >
      <BarChart
        width={560}
        height={220}
        data={daily}
        margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
        accessibilityLayer={false}
      >
        <CartesianGrid strokeDasharray="3 3" className="stroke-zinc-200 dark:stroke-zinc-800" />
        <XAxis dataKey="date" tickFormatter={shortDay} tick={{ fontSize: 11 }} minTickGap={16} />
        <YAxis
          width={64}
          tick={{ fontSize: 11 }}
          tickFormatter={(value: number) => formatUsd(value)}
          allowDecimals={false}
        />
        <Tooltip
          formatter={(value) => [formatUsd(Number(value)), 'Revenue']}
          contentStyle={{ fontSize: 12, color: '#18181b' }}
        />
        <Bar dataKey="revenue" name="Revenue" fill="currentColor" radius={[3, 3, 0, 0]} />
      </BarChart>
    </div>
  );
}
