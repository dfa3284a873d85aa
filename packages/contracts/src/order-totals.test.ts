import { describe, expect, it } from 'vitest';
import { orderTotals, type TotalsDiscount, type TotalsLine } from './order-totals';

const rates = { taxRate: 0.08, flatShippingCents: 1000, freeShippingThresholdCents: 10_000 };
const line = (unitPriceCents: number, quantity = 1): TotalsLine => ({ unitPriceCents, quantity });

describe('orderTotals', () => {
  it.each<[string, TotalsLine[], TotalsDiscount | null, Partial<ReturnType<typeof orderTotals>>]>([
    [
      'below the threshold pays flat shipping and is told how much is missing',
      [line(2_500, 2)],
      null,
      {
        subtotalCents: 5_000,
        taxCents: 400,
        shippingCents: 1_000,
        totalCents: 6_400,
        amountToFreeShippingCents: 5_000,
      },
    ],
    [
      'a subtotal exactly at the threshold ships free',
      [line(5_000, 2)],
      null,
      {
        subtotalCents: 10_000,
        taxCents: 800,
        shippingCents: 0,
        totalCents: 10_800,
        amountToFreeShippingCents: 0,
      },
    ],
    [
      'one cent below the threshold still pays shipping',
      [line(9_999)],
      null,
      { shippingCents: 1_000, amountToFreeShippingCents: 1 },
    ],
    [
      'tax rounds to the nearest cent, down (1,006 × 8 % = 80.48 → 80)',
      [line(1_006)],
      null,
      { taxCents: 80 },
    ],
    [
      'tax rounds to the nearest cent, up (1,019 × 8 % = 81.52 → 82)',
      [line(1_019)],
      null,
      { taxCents: 82 },
    ],
    [
      'a percentage discount applies to subtotal + tax + shipping',
      [line(5_000)],
      { type: 'percentage', percent: 10 },
      {
        subtotalCents: 5_000,
        taxCents: 400,
        shippingCents: 1_000,
        discountCents: 640,
        totalCents: 5_760,
      },
    ],
    [
      'a fractional percentage rounds half up',
      [line(1_000)],
      { type: 'percentage', percent: 12.5 },
      // 1,000 + 80 + 1,000 = 2,080; 12.5 % = 260
      { discountCents: 260, totalCents: 1_820 },
    ],
    [
      'a fixed discount below the total is taken as is',
      [line(2_000)],
      { type: 'fixed', amountCents: 500 },
      { discountCents: 500, totalCents: 2_000 + 160 + 1_000 - 500 },
    ],
    [
      'a fixed discount is capped at the total',
      [line(1_000)],
      { type: 'fixed', amountCents: 50_000 },
      { discountCents: 2_080, totalCents: 0 },
    ],
    [
      'an empty cart costs nothing, shipping included',
      [],
      null,
      { subtotalCents: 0, shippingCents: 0, totalCents: 0 },
    ],
  ])('%s', (_name, lines, discount, expected) => {
    expect(orderTotals(lines, rates, discount)).toMatchObject(expected);
  });

  it('half-cent tax rounds up, not to even', () => {
    // 6,250 × 0.0812 = 507.5 → 508
    expect(orderTotals([line(6_250)], { ...rates, taxRate: 0.0812 }).taxCents).toBe(508);
  });

  it('a 100 % discount makes the order free', () => {
    expect(
      orderTotals([line(4_200, 3)], rates, { type: 'percentage', percent: 100 }).totalCents,
    ).toBe(0);
  });

  it('adds up whatever the rates', () => {
    for (const taxRate of [0, 0.05, 0.0725, 0.08, 0.2]) {
      const totals = orderTotals([line(1_234, 3), line(99, 7)], { ...rates, taxRate });
      expect(totals.totalCents).toBe(
        totals.subtotalCents + totals.taxCents + totals.shippingCents - totals.discountCents,
      );
    }
  });

  describe('pickup and delivery', () => {
    const zone = {
      method: 'delivery' as const,
      feeCents: 700,
      minimumSubtotalCents: 3_000,
      freeOverCents: 8_000,
    };

    it('pickup pays no shipping below the threshold, and nothing is missing', () => {
      expect(orderTotals([line(2_500)], rates, null, { method: 'pickup' })).toMatchObject({
        shippingCents: 0,
        totalCents: 2_700,
        amountToFreeShippingCents: 0,
        missingForMinimumCents: 0,
      });
    });

    it("delivery pays the zone's fee, not the flat rate, and says what the minimum lacks", () => {
      expect(orderTotals([line(2_500)], rates, null, zone)).toMatchObject({
        shippingCents: 700,
        totalCents: 3_400,
        amountToFreeShippingCents: 5_500,
        missingForMinimumCents: 500,
      });
    });

    it('delivery is free at exactly free_over, and one cent below it is not', () => {
      expect(orderTotals([line(8_000)], rates, null, zone).shippingCents).toBe(0);
      expect(orderTotals([line(7_999)], rates, null, zone).shippingCents).toBe(700);
    });

    it('a zone without free_over always charges its fee, with nothing to reach', () => {
      const totals = orderTotals([line(50_000)], rates, null, { ...zone, freeOverCents: null });
      expect(totals).toMatchObject({ shippingCents: 700, amountToFreeShippingCents: 0 });
    });

    it('a percentage discount applies to the delivery fee like to shipping', () => {
      const totals = orderTotals([line(5_000)], rates, { type: 'percentage', percent: 10 }, zone);
      expect(totals.discountCents).toBe(Math.round((5_000 + 400 + 700) / 10));
    });
  });
});
