// A coloured label for every status (docs/product.md#order-states): records (active/inactive),
// payments, orders, stock and the store itself. Colour is never the only signal: the text always
// says the status.
import { cx } from '../../lib/class-names';

const TONES = {
  green:
    'bg-emerald-50 text-emerald-800 ring-emerald-600/25 dark:bg-emerald-950/60 dark:text-emerald-300 dark:ring-emerald-400/30',
  gray: 'bg-zinc-100 text-zinc-700 ring-zinc-500/25 dark:bg-zinc-800 dark:text-zinc-300 dark:ring-zinc-400/30',
  amber:
    'bg-amber-50 text-amber-800 ring-amber-600/30 dark:bg-amber-950/60 dark:text-amber-300 dark:ring-amber-400/30',
  blue: 'bg-sky-50 text-sky-800 ring-sky-600/25 dark:bg-sky-950/60 dark:text-sky-300 dark:ring-sky-400/30',
  violet:
    'bg-violet-50 text-violet-800 ring-violet-600/25 dark:bg-violet-950/60 dark:text-violet-300 dark:ring-violet-400/30',
  red: 'bg-red-50 text-red-800 ring-red-600/25 dark:bg-red-950/60 dark:text-red-300 dark:ring-red-400/30',
  teal: 'bg-teal-50 text-teal-800 ring-teal-600/25 dark:bg-teal-950/60 dark:text-teal-300 dark:ring-teal-400/30',
  orange:
    'bg-orange-50 text-orange-800 ring-orange-600/25 dark:bg-orange-950/60 dark:text-orange-300 dark:ring-orange-400/30',
} as const;

export const STATUS_STYLES = {
  active: { label: 'Active', tone: 'green' },
  inactive: { label: 'Inactive', tone: 'gray' },
  unpaid: { label: 'Unpaid', tone: 'amber' },
  paid: { label: 'Paid', tone: 'green' },
  ordered: { label: 'Ordered', tone: 'blue' },
  working_on: { label: 'Working On', tone: 'violet' },
  ready: { label: 'Ready', tone: 'teal' },
  delivery: { label: 'Delivery', tone: 'amber' },
  done: { label: 'Done', tone: 'green' },
  cancelled: { label: 'Cancelled', tone: 'red' },
  refunded: { label: 'Refunded', tone: 'orange' },
  in_stock: { label: 'In Stock', tone: 'green' },
  low_stock: { label: 'Low Stock', tone: 'amber' },
  out_of_stock: { label: 'Out of Stock', tone: 'red' },
  online: { label: 'Online', tone: 'green' },
  offline: { label: 'Offline', tone: 'gray' },
  maintenance: { label: 'Maintenance', tone: 'amber' },
} as const satisfies Record<string, { label: string; tone: keyof typeof TONES }>;

export type Status = keyof typeof STATUS_STYLES;

export function StatusBadge({
  status,
  label,
  className,
}: {
  status: Status;
  label?: string;
  className?: string;
}) {
  const style = STATUS_STYLES[status];
  return (
    <span
      data-status={status}
      className={cx(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset',
        TONES[style.tone],
        className,
      )}
    >
      <span aria-hidden="true" className="size-1.5 rounded-full bg-current" />
      {label ?? style.label}
    </span>
  );
}
