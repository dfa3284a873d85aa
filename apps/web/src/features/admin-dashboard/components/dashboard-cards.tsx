// The four figures at the top of the dashboard (docs/product.md#admin-back-office): Total Revenue,
// Total Orders, Total Products and Avg Order Value. Each says under its value what it counts: the
// order figures count paid orders only, while Recent Orders below lists unpaid ones too.
import { formatUsd, type Dashboard } from '@canopy/contracts';
import { DollarSign, Package, ReceiptText, ShoppingCart, type LucideIcon } from 'lucide-react';
import { averageOrderValue } from '../average-order-value';

interface Card {
  label: string;
  value: string;
  /** What the figure counts. */
  counts: string;
  icon: LucideIcon;
}

const count = new Intl.NumberFormat('en-US');

function cardsFor(dashboard: Dashboard): Card[] {
  const { totalRevenue, totalOrders, totalProducts } = dashboard;
  return [
    {
      label: 'Total Revenue',
      value: formatUsd(totalRevenue),
      counts: 'From paid orders',
      icon: DollarSign,
    },
    {
      label: 'Total Orders',
      value: count.format(totalOrders),
      counts: 'Paid orders',
      icon: ShoppingCart,
    },
    {
      label: 'Total Products',
      value: count.format(totalProducts),
      counts: 'Active products',
      icon: Package,
    },
    {
      label: 'Avg Order Value',
      value: formatUsd(averageOrderValue(totalRevenue, totalOrders)),
      counts: 'Per paid order',
      icon: ReceiptText,
    },
  ];
}

export function DashboardCards({ dashboard }: { dashboard: Dashboard }) {
  return (
    <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {cardsFor(dashboard).map(({ label, value, counts, icon: Icon }) => (
        <div
          key={label}
          className="relative flex flex-col gap-1 rounded-xl border border-zinc-200 bg-white p-5 pr-16 shadow-sm dark:border-zinc-800 dark:bg-zinc-900"
        >
          <dt className="text-sm font-medium text-zinc-600 dark:text-zinc-400">
            {label}
            <span className="absolute top-5 right-5 rounded-lg bg-brand-50 p-2 text-brand-700 dark:bg-brand-950 dark:text-brand-300">
              <Icon className="size-5" aria-hidden="true" />
            </span>
          </dt>
          <dd className="text-2xl font-semibold tracking-tight text-zinc-900 tabular-nums dark:text-white">
            {value}
          </dd>
          <dd className="text-xs text-zinc-600 dark:text-zinc-400">{counts}</dd>
        </div>
      ))}
    </dl>
  );
}
