// The one order-totals rule (docs/product.md#order-summary), shared by the Order Summary panel and
// the server's checkout. Integer cents in, integer cents out; rates are applied with integer
// half-up rounding so the browser and the server can never disagree by a cent.

export interface TotalsLine {
  unitPriceCents: number;
  quantity: number;
}

export interface TotalsRates {
  /** A fraction: 0.08 is 8 %. */
  taxRate: number;
  flatShippingCents: number;
  /** A subtotal at or above this ships free. */
  freeShippingThresholdCents: number;
}

export type TotalsDiscount =
  { type: 'percentage'; percent: number } | { type: 'fixed'; amountCents: number };

export interface OrderTotals {
  subtotalCents: number;
  taxCents: number;
  shippingCents: number;
  discountCents: number;
  totalCents: number;
  /** How much more subtotal earns free shipping; 0 once it does. */
  amountToFreeShippingCents: number;
}

/** value × fraction, rounded half-up to a whole cent, in integer arithmetic (4 decimals of rate). */
function applyRate(valueCents: number, fraction: number): number {
  const basisPoints = Math.round(fraction * 10_000);
  return Math.floor((valueCents * basisPoints + 5_000) / 10_000);
}

export function orderTotals(
  lines: readonly TotalsLine[],
  rates: TotalsRates,
  discount: TotalsDiscount | null = null,
): OrderTotals {
  const subtotalCents = lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
  // Tax is computed on the subtotal only.
  const taxCents = applyRate(subtotalCents, rates.taxRate);
  // Nothing to ship, nothing to charge for shipping.
  const freeShipping = lines.length === 0 || subtotalCents >= rates.freeShippingThresholdCents;
  const shippingCents = freeShipping ? 0 : rates.flatShippingCents;
  // A percentage applies to subtotal + tax + shipping; a fixed amount is capped at that total.
  const beforeDiscount = subtotalCents + taxCents + shippingCents;
  const discountCents =
    discount === null
      ? 0
      : discount.type === 'percentage'
        ? Math.min(beforeDiscount, applyRate(beforeDiscount, discount.percent / 100))
        : Math.min(beforeDiscount, Math.max(0, discount.amountCents));
  return {
    subtotalCents,
    taxCents,
    shippingCents,
    discountCents,
    totalCents: beforeDiscount - discountCents,
    amountToFreeShippingCents: Math.max(0, rates.freeShippingThresholdCents - subtotalCents),
  };
}
