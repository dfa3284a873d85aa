// Revenue (bars, dollars, left axis) and paid orders (line, right axis) per UTC day, drawn with
// Recharts. The figures are also in the CSV export and the cards, so the chart is decoration for
// screen readers (its summary is the figure caption). Recharts' keyboard layer is off: it makes
// the drawing focusable, and a focusable element inside aria-hidden is a stop that reads nothing.
import { formatUsd, type Analytics } from '@canopy/contracts';
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

export function AnalyticsChart({ daily }: { daily: Analytics['daily'] }) {
  return (
    <figure className="rounded-xl border border-zinc-200 bg-white p-4 dark:border-zinc-800 dark:bg-zinc-900">
      <figcaption className="mb-3 text-sm font-semibold">Revenue and orders per day</figcaption>
      <div className="h-72 w-full" aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          <ComposedChart
            data={daily}
            margin={{ top: 8, right: 8, bottom: 8, left: 8 }}
            accessibilityLayer={false}
          >
            <CartesianGrid strokeDasharray="3 3" className="stroke-zinc-200 dark:stroke-zinc-700" />
            <XAxis dataKey="date" tick={{ fontSize: 12 }} minTickGap={16} />
            <YAxis yAxisId="revenue" tick={{ fontSize: 12 }} width={64} />
            <YAxis
              yAxisId="orders"
              orientation="right"
              allowDecimals={false}
              tick={{ fontSize: 12 }}
            />
            <Tooltip
              formatter={(value, name) =>
                name === 'Revenue' ? formatUsd(Number(value)) : String(value)
              }
            />
            <Legend />
            <Bar yAxisId="revenue" dataKey="revenue" name="Revenue" fill="#15803d" />
            <Line
              yAxisId="orders"
              dataKey="orders"
              name="Orders"
              stroke="#7c3aed"
              strokeWidth={2}
              dot={false}
            />
          </ComposedChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
