// The Order Summary's figures: the cart lines and the live payment rules (the `config` section)
// turned into integer cents for the one shared totals rule of the contracts, so the panel shows
// exactly what the server will charge for the same cart.
import {
  centsToDollars,
  dollarsToCents,
  formatUsd,
  orderTotals,
  type OrderTotals,
  type TotalsDiscount,
  type TotalsFulfilment,
} from '@canopy/contracts';

/** What the summary needs of a cart line (a cart item fits). */
export interface SummaryItem {
  id: number;
  name: string;
  /** Unit price in dollars. */
  price: number;
  quantity: number;
}

/** The money rules as the config section holds them (dollars and a fraction). */
export interface SummaryRates {
  taxRate: number;
  flatShippingRate: number;
  freeShippingThreshold: number;
}

/** A line's price in cents: the unit price times the quantity. */
export function lineTotalCents(item: Pick<SummaryItem, 'price' | 'quantity'>): number {
  return dollarsToCents(item.price) * item.quantity;
}

/** Cents as US dollars: 1234 → "$12.34". */
export function formatCents(cents: number): string {
  return formatUsd(centsToDollars(cents));
}

export function summaryTotals(
  items: readonly SummaryItem[],
  rates: SummaryRates,
  discount: TotalsDiscount | null = null,
  fulfilment: TotalsFulfilment = { method: 'shipping' },
): OrderTotals {
  return orderTotals(
    items.map((item) => ({ unitPriceCents: dollarsToCents(item.price), quantity: item.quantity })),
    {
      taxRate: rates.taxRate,
      flatShippingCents: dollarsToCents(rates.flatShippingRate),
      freeShippingThresholdCents: dollarsToCents(rates.freeShippingThreshold),
    },
    discount,
    fulfilment,
  );
}

/** The line that says what reaching the shopper costs: shipping, the delivery fee, or pickup. */
export function carriageLine(
  method: TotalsFulfilment['method'],
  shippingCents: number,
): { label: string; value: string } {
  const value = shippingCents === 0 ? 'FREE' : formatCents(shippingCents);
  if (method === 'pickup') return { label: 'Pickup — free', value: formatCents(0) };
  return { label: method === 'delivery' ? 'Delivery fee' : 'Shipping', value };
}

/** A tax rate as the label shows it: 0.08 → "8%", 0.0725 → "7.25%". */
export function taxPercentLabel(taxRate: number): string {
  return `${Number((taxRate * 100).toFixed(2))}%`;
}
