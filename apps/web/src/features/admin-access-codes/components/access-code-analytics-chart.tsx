// One code's daily validations and paid orders as two lines (Recharts). The figures beside it
// carry the same numbers as text, so the chart is a picture of them, not their only home: hidden
// from screen readers, with Recharts' keyboard layer off so that nothing inside it takes focus.
import type { AccessCodeAnalytics } from '@canopy/contracts';
import {
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatDay } from '../access-code-display';

const VALIDATIONS_COLOR = '#16a34a';
const ORDERS_COLOR = '#0284c7';

export function AccessCodeAnalyticsChart({ daily }: { daily: AccessCodeAnalytics['daily'] }) {
  return (
    <figure className="flex flex-col gap-2">
      <figcaption className="text-sm font-medium text-zinc-800 dark:text-zinc-200">
        Validations and orders per day (UTC)
      </figcaption>
      <div className="h-64 w-full text-zinc-600 dark:text-zinc-400" aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          <LineChart
            data={daily}
            margin={{ top: 8, right: 12, bottom: 0, left: -16 }}
            accessibilityLayer={false}
          >
            <CartesianGrid strokeDasharray="3 3" stroke="currentColor" strokeOpacity={0.2} />
            <XAxis
              dataKey="date"
              tickFormatter={formatDay}
              tick={{ fill: 'currentColor', fontSize: 12 }}
              minTickGap={16}
            />
            <YAxis allowDecimals={false} tick={{ fill: 'currentColor', fontSize: 12 }} />
            <Tooltip
              labelFormatter={(label) => (typeof label === 'string' ? formatDay(label) : '')}
              contentStyle={{ borderRadius: 8, fontSize: 12 }}
            />
            <Legend wrapperStyle={{ fontSize: 12 }} />
            <Line
              type="monotone"
              dataKey="validations"
              name="Validations"
              stroke={VALIDATIONS_COLOR}
              strokeWidth={2}
              dot={false}
            />
            <Line
              type="monotone"
              dataKey="orders"
              name="Orders"
              stroke={ORDERS_COLOR}
              strokeWidth={2}
              dot={false}
            />
          </LineChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
