// The order's lines as they were sold (name, SKU, unit price, quantity, line total: a snapshot
// that later product edits do not change) and its totals as the server stored them, the carriage
// named as the checkout names it ('Shipping', 'Pickup — free', 'Delivery fee').
import {
  dollarsToCents,
  formatUsd,
  type AdminOrderDetail,
  type OrderItem,
} from '@canopy/contracts';
import {
  carriageLine,
  taxPercentLabel,
} from '../../../components/order-summary/order-summary-totals';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { cx } from '../../../lib/class-names';

const COLUMNS: ReadonlyArray<DataTableColumn<OrderItem>> = [
  {
    id: 'name',
    header: 'Product',
    cell: (item) => <span className="font-medium text-zinc-900 dark:text-white">{item.name}</span>,
  },
  { id: 'sku', header: 'SKU', className: 'font-mono text-xs', cell: (item) => item.sku },
  {
    id: 'unit_price',
    header: 'Unit price',
    className: 'text-right tabular-nums',
    cell: (item) => formatUsd(item.unit_price),
  },
  { id: 'quantity', header: 'Qty', className: 'text-right tabular-nums', cell: (i) => i.quantity },
  {
    id: 'line_total',
    header: 'Line total',
    className: 'text-right tabular-nums',
    cell: (item) => formatUsd(item.line_total),
  },
];

function TotalLine({
  label,
  value,
  total = false,
}: {
  label: string;
  value: string;
  total?: boolean;
}) {
  return (
    <div
      className={cx(
        'flex items-baseline justify-between gap-4',
        total
          ? 'border-t border-zinc-200 pt-3 text-base font-semibold text-zinc-900 dark:border-zinc-800 dark:text-white'
          : 'text-sm text-zinc-600 dark:text-zinc-400',
      )}
    >
      <dt>{label}</dt>
      <dd className="text-zinc-900 tabular-nums dark:text-white">{value}</dd>
    </div>
  );
}

export function OrderLines({ order }: { order: AdminOrderDetail }) {
  const discountLabel = order.referral_code ? `Discount (${order.referral_code})` : 'Discount';
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <DataTable
        caption="Items"
        showCaption
        columns={COLUMNS}
        rows={order.items}
        rowKey={(item) => `${item.sku}:${item.name}`}
      />
      <section
        aria-label="Totals"
        className="ml-auto w-full max-w-sm rounded-xl border border-zinc-200 bg-white p-5 shadow-sm dark:border-zinc-800 dark:bg-zinc-900"
      >
        <dl className="flex flex-col gap-2">
          <TotalLine label="Subtotal" value={formatUsd(order.subtotal)} />
          <TotalLine
            label={`Tax (${taxPercentLabel(order.tax_rate)})`}
            value={formatUsd(order.tax)}
          />
          <TotalLine {...carriageLine(order.fulfilment.method, dollarsToCents(order.shipping))} />
          <TotalLine
            label={discountLabel}
            value={order.discount > 0 ? `−${formatUsd(order.discount)}` : formatUsd(0)}
          />
          <TotalLine label="Total" value={formatUsd(order.total)} total />
        </dl>
      </section>
    </div>
  );
}
