// The Order Summary panel (docs/product.md#order-summary), shared by the cart page and the
// checkout: each line as '{name} × {quantity}' with its line price, then Subtotal, Tax (percent),
// Shipping (FREE at zero; "Delivery fee" for local delivery, "Pickup — free" for pickup), the Referral Discount when there is one, and Total; below the
// free-shipping threshold it says how much more ships free. Every figure comes from summaryTotals
// (integer cents) with the live values of GET /payments/config, except for a placed order awaiting
// payment: its figures are the server's, the very amount the Pay button charges.
import {
  dollarsToCents,
  type FulfilmentMethod,
  type OrderTotals,
  type TotalsDiscount,
  type TotalsFulfilment,
} from '@canopy/contracts';
import type { ReactNode } from 'react';
import { cx } from '../../lib/class-names';
import {
  carriageLine,
  formatCents,
  lineTotalCents,
  summaryTotals,
  taxPercentLabel,
  type SummaryItem,
} from './order-summary-totals';
import { useSummaryRates } from './use-summary-rates';

interface OrderSummaryProps {
  items: readonly SummaryItem[];
  /** The referral discount once a code is applied (checkout); none on the cart page. */
  referralDiscount?: TotalsDiscount | null;
  /** The server's figures of a placed order (dollars); they replace the computed ones. */
  charged?: ChargedTotals | null;
  /** How the order reaches the shopper (checkout's choice); shipping when not given. */
  fulfilment?: TotalsFulfilment;
  /** Actions under the totals (the cart page's Proceed to Checkout). */
  children?: ReactNode;
  className?: string;
}

/** What the server charged a placed order, as the order carries it. */
export interface ChargedTotals {
  subtotal: number;
  tax: number;
  tax_rate: number;
  shipping: number;
  discount: number;
  total: number;
  /** How the placed order reaches the shopper (an order carries it). */
  fulfilment?: { method: FulfilmentMethod };
}

function chargedTotals(charged: ChargedTotals): OrderTotals {
  return {
    subtotalCents: dollarsToCents(charged.subtotal),
    taxCents: dollarsToCents(charged.tax),
    shippingCents: dollarsToCents(charged.shipping),
    discountCents: dollarsToCents(charged.discount),
    totalCents: dollarsToCents(charged.total),
    amountToFreeShippingCents: 0,
    missingForMinimumCents: 0,
  };
}

function SummaryLine({
  label,
  value,
  emphasis = false,
  className,
}: {
  label: string;
  value: string;
  emphasis?: boolean;
  className?: string;
}) {
  return (
    <div
      className={cx(
        'flex items-baseline justify-between gap-4',
        emphasis
          ? 'text-base font-semibold text-zinc-900 dark:text-white'
          : 'text-sm text-zinc-600 dark:text-zinc-400',
        className,
      )}
    >
      <dt>{label}</dt>
      <dd className="text-zinc-900 tabular-nums dark:text-white">{value}</dd>
    </div>
  );
}

export function OrderSummary({
  items,
  referralDiscount = null,
  charged = null,
  fulfilment = { method: 'shipping' },
  children,
  className,
}: OrderSummaryProps) {
  const liveRates = useSummaryRates();
  const rates = charged ? { ...liveRates, taxRate: charged.tax_rate } : liveRates;
  const totals = charged
    ? chargedTotals(charged)
    : summaryTotals(items, rates, referralDiscount, fulfilment);
  const carriage = carriageLine(
    charged?.fulfilment?.method ?? fulfilment.method,
    totals.shippingCents,
  );

  return (
    <section
      aria-labelledby="order-summary-title"
      className={cx(
        'rounded-2xl border border-zinc-200 bg-white p-5 shadow-sm sm:p-6 dark:border-zinc-800 dark:bg-zinc-900',
        className,
      )}
    >
      <h2 id="order-summary-title" className="text-lg font-semibold text-zinc-900 dark:text-white">
        Order Summary
      </h2>
      <ul className="mt-4 space-y-2 border-b border-zinc-200 pb-4 dark:border-zinc-800">
        {items.map((item) => (
          <li key={item.id} className="flex items-baseline justify-between gap-4 text-sm">
            <span className="min-w-0 text-zinc-700 dark:text-zinc-300">
              {item.name} × {item.quantity}
            </span>
            <span className="shrink-0 text-zinc-900 tabular-nums dark:text-white">
              {formatCents(lineTotalCents(item))}
            </span>
          </li>
        ))}
      </ul>
      <dl className="mt-4 space-y-2">
        <SummaryLine label="Subtotal" value={formatCents(totals.subtotalCents)} />
        <SummaryLine
          label={`Tax (${taxPercentLabel(rates.taxRate)})`}
          value={formatCents(totals.taxCents)}
        />
        <SummaryLine label={carriage.label} value={carriage.value} />
        {totals.discountCents > 0 && (
          <SummaryLine label="Referral Discount" value={`−${formatCents(totals.discountCents)}`} />
        )}
        <SummaryLine
          label="Total"
          value={formatCents(totals.totalCents)}
          emphasis
          className="border-t border-zinc-200 pt-3 dark:border-zinc-800"
        />
      </dl>
      {items.length > 0 && totals.amountToFreeShippingCents > 0 && (
        <p className="mt-4 rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-800 dark:bg-brand-950 dark:text-brand-200">
          Add {formatCents(totals.amountToFreeShippingCents)} more for free{' '}
          {fulfilment.method === 'delivery' ? 'delivery' : 'shipping'}!
        </p>
      )}
      {children && <div className="mt-5">{children}</div>}
    </section>
  );
}
