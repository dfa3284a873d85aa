// A placed order's lines and totals exactly as the server stored them (its prices, tax, shipping
// or pickup or delivery line, and discount), laid out like the Order Summary panel.
import { dollarsToCents, formatUsd, type Order } from '@canopy/contracts';
import {
  carriageLine,
  taxPercentLabel,
} from '../../../components/order-summary/order-summary-totals';
import { cx } from '../../../lib/class-names';

function ReceiptLine({
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

export function OrderReceipt({ order }: { order: Order }) {
  return (
    <section aria-labelledby="order-receipt-title">
      <h2 id="order-receipt-title" className="text-lg font-semibold text-zinc-900 dark:text-white">
        Your order
      </h2>
      <ul className="mt-4 space-y-2 border-b border-zinc-200 pb-4 dark:border-zinc-800">
        {order.items.map((item) => (
          <li key={item.sku} className="flex items-baseline justify-between gap-4 text-sm">
            <span className="min-w-0 text-zinc-700 dark:text-zinc-300">
              {item.name} × {item.quantity}
            </span>
            <span className="shrink-0 text-zinc-900 tabular-nums dark:text-white">
              {formatUsd(item.line_total)}
            </span>
          </li>
        ))}
      </ul>
      <dl className="mt-4 space-y-2">
        <ReceiptLine label="Subtotal" value={formatUsd(order.subtotal)} />
        <ReceiptLine
          label={`Tax (${taxPercentLabel(order.tax_rate)})`}
          value={formatUsd(order.tax)}
        />
        <ReceiptLine {...carriageLine(order.fulfilment.method, dollarsToCents(order.shipping))} />
        {order.discount > 0 && (
          <ReceiptLine label="Referral Discount" value={`−${formatUsd(order.discount)}`} />
        )}
        <ReceiptLine label="Total" value={formatUsd(order.total)} total />
      </dl>
    </section>
  );
}
