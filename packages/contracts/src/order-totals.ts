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

/**
 * How the order reaches the shopper (decision 0037): shipping pays the flat rate below the
 * threshold; pickup pays nothing; delivery pays its zone's fee, nothing at or above the zone's
 * free-over subtotal (null: never free), and needs the zone's minimum subtotal.
 */
export type TotalsFulfilment =
  | { method: 'shipping' }
  | { method: 'pickup' }
  | {
      method: 'delivery';
      feeCents: number;
      minimumSubtotalCents: number;
      freeOverCents: number | null;
    };

const SHIPPING: TotalsFulfilment = { method: 'shipping' };

export interface OrderTotals {
  subtotalCents: number;
  taxCents: number;
  shippingCents: number;
  discountCents: number;
  totalCents: number;
  /** How much more subtotal earns free shipping or delivery; 0 once it does, or when it never can. */
  amountToFreeShippingCents: number;
  /** Delivery: how much more subtotal the zone's minimum needs; 0 once met, and for other methods. */
  missingForMinimumCents: number;
}

/** value × fraction, rounded half-up to a whole cent, in integer arithmetic (4 decimals of rate). */
function applyRate(valueCents: number, fraction: number): number {
  const basisPoints = Math.round(fraction * 10_000);
  return Math.floor((valueCents * basisPoints + 5_000) / 10_000);
}

/** What reaching the shopper costs, and how much more subtotal would make it free. */
function carriage(
  empty: boolean,
  subtotalCents: number,
  rates: TotalsRates,
  fulfilment: TotalsFulfilment,
): { shippingCents: number; amountToFreeShippingCents: number } {
  if (fulfilment.method === 'pickup') return { shippingCents: 0, amountToFreeShippingCents: 0 };
  const [feeCents, freeOverCents] =
    fulfilment.method === 'delivery'
      ? [fulfilment.feeCents, fulfilment.freeOverCents]
      : [rates.flatShippingCents, rates.freeShippingThresholdCents];
  const toFree = freeOverCents === null ? 0 : Math.max(0, freeOverCents - subtotalCents);
  // Nothing to ship, nothing to charge for shipping.
  const free = empty || (freeOverCents !== null && subtotalCents >= freeOverCents);
  return { shippingCents: free ? 0 : feeCents, amountToFreeShippingCents: toFree };
}

export function orderTotals(
  lines: readonly TotalsLine[],
  rates: TotalsRates,
  discount: TotalsDiscount | null = null,
  fulfilment: TotalsFulfilment = SHIPPING,
): OrderTotals {
  const subtotalCents = lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
  // Tax is computed on the subtotal only.
  const taxCents = applyRate(subtotalCents, rates.taxRate);
  const { shippingCents, amountToFreeShippingCents } = carriage(
    lines.length === 0,
    subtotalCents,
    rates,
    fulfilment,
  );
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
    amountToFreeShippingCents,
    missingForMinimumCents:
      fulfilment.method === 'delivery'
        ? Math.max(0, fulfilment.minimumSubtotalCents - subtotalCents)
        : 0,
  };
}
