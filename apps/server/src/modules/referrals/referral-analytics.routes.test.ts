import { centsToDollars, type ReferralAnalytics } from '@canopy/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createShopper,
  orderRequest,
  placeOrder,
  readOrder,
  setOrderState,
  type Shopper,
} from '../../../test/factories/orders';
import { createProduct, type TestProduct } from '../../../test/factories/products';
import { createReferralCode, type TestReferralCode } from '../../../test/factories/referral-codes';
import { signInAdmin } from '../../../test/helpers/admin-catalog';
import { setupTestApp } from '../../../test/helpers/test-app';

const t = setupTestApp();

let authorization: string;
let shopper: Shopper;
let goods: TestProduct;

beforeAll(async () => {
  authorization = (await signInAdmin(t)).headers.authorization;
  shopper = await createShopper(t);
  goods = await createProduct(t.db, { stockQuantity: 10_000, retailPriceCents: 2399 });
});

function analytics(id: number, query: Record<string, string> = {}) {
  return t.app.inject({
    method: 'GET',
    url: `/api/admin/referral-codes/${id}/analytics`,
    headers: { authorization },
    query,
  });
}

type PaymentStatus = 'paid' | 'unpaid' | 'refunded';

/** An order placed with the code, then moved to a payment status and a placing time. */
async function orderWith(
  code: TestReferralCode,
  quantity: number,
  paymentStatus: PaymentStatus,
  placedAt: string,
) {
  const { order } = await placeOrder(
    t.app,
    shopper,
    orderRequest([{ product_id: goods.id, quantity }], { referral_code: code.code }),
  );
  await setOrderState(t.db, order.id, {
    paymentStatus,
    status: paymentStatus === 'refunded' ? 'refunded' : 'ordered',
    createdAt: new Date(placedAt),
  });
  return readOrder(t.db, order.id);
}

describe('GET /api/admin/referral-codes/:id/analytics', () => {
  it("counts the code's paid, unrefunded orders per UTC day, zeros included", async () => {
    const code = await createReferralCode(t.db, { percentOff: 15 });
    const fixed = await createReferralCode(t.db, { discountType: 'fixed', amountOffCents: 500 });
    const counted = [
      await orderWith(code, 1, 'paid', '2025-03-01T00:00:00Z'),
      await orderWith(code, 3, 'paid', '2025-03-01T23:59:59Z'),
      await orderWith(code, 2, 'paid', '2025-03-04T12:00:00Z'),
    ];
    // Not counted: unpaid, refunded, outside the range, another code.
    await orderWith(code, 1, 'unpaid', '2025-03-02T10:00:00Z');
    await orderWith(code, 2, 'refunded', '2025-03-03T10:00:00Z');
    await orderWith(code, 1, 'paid', '2025-02-28T23:59:59Z');
    await orderWith(code, 1, 'paid', '2025-03-05T00:00:00Z');
    await orderWith(fixed, 1, 'paid', '2025-03-02T10:00:00Z');

    const response = await analytics(code.id, { start_date: '2025-03-01', end_date: '2025-03-04' });
    expect(response.statusCode).toBe(200);

    const sum = (orders: typeof counted, field: 'totalCents' | 'discountCents') =>
      centsToDollars(orders.reduce((total, order) => total + order[field], 0));
    const day = (date: string, orders: typeof counted) => ({
      date,
      uses: orders.length,
      revenue: sum(orders, 'totalCents'),
      discount_total: sum(orders, 'discountCents'),
    });
    const [first, second, third] = counted as [
      (typeof counted)[0],
      (typeof counted)[0],
      (typeof counted)[0],
    ];
    expect(first.discountCents).toBeGreaterThan(0);
    expect(response.json<ReferralAnalytics>()).toEqual({
      code: code.code,
      start_date: '2025-03-01',
      end_date: '2025-03-04',
      uses: 3,
      revenue: sum(counted, 'totalCents'),
      discount_total: sum(counted, 'discountCents'),
      daily: [
        day('2025-03-01', [first, second]),
        day('2025-03-02', []),
        day('2025-03-03', []),
        day('2025-03-04', [third]),
      ],
    });
  });

  it('covers the last 30 UTC days by default, and from a start date to today', async () => {
    const code = await createReferralCode(t.db);
    const today = new Date().toISOString().slice(0, 10);
    const placed = await orderWith(code, 1, 'paid', new Date().toISOString());

    const body = (await analytics(code.id)).json<ReferralAnalytics>();
    expect(body.daily).toHaveLength(30);
    expect(body.end_date).toBe(today);
    expect(body.daily.at(-1)).toEqual({
      date: today,
      uses: 1,
      revenue: centsToDollars(placed.totalCents),
      discount_total: centsToDollars(placed.discountCents),
    });

    const fromYesterday = (
      await analytics(code.id, {
        start_date: new Date(Date.now() - 86_400_000).toISOString().slice(0, 10),
      })
    ).json<ReferralAnalytics>();
    expect(fromYesterday.daily.map((row) => row.uses)).toEqual([0, 1]);
  });

  it('refuses a reversed or too long range with 422, and an unknown code with 404', async () => {
    const code = await createReferralCode(t.db);
    const reversed = await analytics(code.id, { start_date: '2025-03-05', end_date: '2025-03-01' });
    expect(reversed.statusCode).toBe(422);
    const tooLong = await analytics(code.id, { start_date: '2024-01-01', end_date: '2025-01-01' });
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json()).toMatchObject({
      detail: [{ loc: ['querystring', 'start_date'], msg: 'A range covers at most 366 days' }],
    });
    const notADay = await analytics(code.id, { start_date: '2025-13-01' });
    expect(notADay.statusCode).toBe(422);
    expect((await analytics(999_999)).statusCode).toBe(404);
  });
});
