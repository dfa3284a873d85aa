// One code's analytics against what the test made: validations through the real endpoint today,
// events and orders moved onto earlier days, another code's activity that must not count, and
// orders that are unpaid or refunded (no revenue). Every expected figure is computed here.
import { dollarsToCents, type AccessCodeAnalytics, type Order } from '@canopy/contracts';
import { describe, expect, it } from 'vitest';
import { addAccessCodeEvents } from '../../../test/factories/access-code-events';
import { createAccessCode, type TestAccessCode } from '../../../test/factories/access-codes';
import { orderRequest, placeOrder, setOrderState } from '../../../test/factories/orders';
import { createProduct } from '../../../test/factories/products';
import { signInAdmin } from '../../../test/helpers/admin-catalog';
import { newClientIp, setupTestApp } from '../../../test/helpers/test-app';

const t = setupTestApp();
const DAY_MS = 86_400_000;

function day(offset: number): string {
  return new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);
}

/** Noon UTC of the day `offset` days from today. */
function noon(offset: number): Date {
  return new Date(`${day(offset)}T12:00:00Z`);
}

async function analytics(id: number, query = '') {
  const { headers } = await signInAdmin(t);
  return t.app.inject({
    method: 'GET',
    url: `/api/admin/access-codes/${id}/analytics${query}`,
    headers,
  });
}

function validate(code: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/validate-access-code',
    payload: { code },
    remoteAddress: newClientIp(),
  });
}

async function placeWith(
  code: TestAccessCode,
  productId: number,
  quantity: number,
): Promise<Order> {
  const shopper = { accessCodeId: code.id, code: code.code };
  const { order } = await placeOrder(
    t.app,
    shopper,
    orderRequest([{ product_id: productId, quantity }]),
  );
  return order;
}

describe('GET /api/admin/access-codes/{id}/analytics', () => {
  it("counts the code's validations, paid orders and revenue per UTC day, zero-filling the rest", async () => {
    const product = await createProduct(t.db, { stockQuantity: 100, retailPriceCents: 2450 });
    const code = await createAccessCode(t, { label: 'Analytics', maxUses: 3 });
    const other = await createAccessCode(t, { label: 'Other code' });

    // Today: 3 successful validations, then max_uses refuses 2 more.
    for (let call = 0; call < 5; call += 1) await validate(code.code);
    // Three days ago: 4 successful and 1 rejected; eight days ago (outside the range): 6.
    await addAccessCodeEvents(t.db, code.id, 'validated', noon(-3), 4);
    await addAccessCodeEvents(t.db, code.id, 'rejected', noon(-3));
    await addAccessCodeEvents(t.db, code.id, 'validated', noon(-8), 6);
    // Reveals and edits are not validations; another code's validations are not this code's.
    await addAccessCodeEvents(t.db, code.id, 'revealed', noon(-3), 2);
    await addAccessCodeEvents(t.db, code.id, 'edited', noon(0));
    await addAccessCodeEvents(t.db, other.id, 'validated', noon(-3), 7);

    const paidToday = await placeWith(code, product.id, 1);
    const paidEarlier = await placeWith(code, product.id, 3);
    const refunded = await placeWith(code, product.id, 2);
    await placeWith(code, product.id, 1); // unpaid: no revenue
    const otherPaid = await placeWith(other, product.id, 1);
    const outside = await placeWith(code, product.id, 4);
    await setOrderState(t.db, paidToday.id, { paymentStatus: 'paid' });
    await setOrderState(t.db, paidEarlier.id, { paymentStatus: 'paid', createdAt: noon(-3) });
    await setOrderState(t.db, refunded.id, { paymentStatus: 'refunded', status: 'refunded' });
    await setOrderState(t.db, otherPaid.id, { paymentStatus: 'paid' });
    await setOrderState(t.db, outside.id, { paymentStatus: 'paid', createdAt: noon(-8) });

    const response = await analytics(code.id, `?start_date=${day(-6)}&end_date=${day(0)}`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<AccessCodeAnalytics>();

    const cents = (order: Order) => dollarsToCents(order.total);
    expect(body).toMatchObject({
      start_date: day(-6),
      end_date: day(0),
      total_validations: 3 + 2 + 4 + 1,
      successful: 3 + 4,
      rejected: 2 + 1,
      orders: 2,
      revenue: (cents(paidToday) + cents(paidEarlier)) / 100,
    });
    expect(body.daily).toEqual(
      [-6, -5, -4, -3, -2, -1, 0].map((offset) => ({
        date: day(offset),
        validations: offset === 0 ? 5 : offset === -3 ? 5 : 0,
        orders: offset === 0 || offset === -3 ? 1 : 0,
        revenue: offset === 0 ? paidToday.total : offset === -3 ? paidEarlier.total : 0,
      })),
    );
  });

  it('defaults to the last 30 days ending today and answers zeros for a quiet code', async () => {
    const quiet = await createAccessCode(t, { label: 'Quiet' });
    const body = (await analytics(quiet.id)).json<AccessCodeAnalytics>();
    expect(body).toMatchObject({
      start_date: day(-29),
      end_date: day(0),
      total_validations: 0,
      successful: 0,
      rejected: 0,
      orders: 0,
      revenue: 0,
    });
    expect(body.daily).toHaveLength(30);
    expect(body.daily.every((entry) => entry.validations === 0 && entry.revenue === 0)).toBe(true);
  });

  it('answers 422 for a reversed, malformed or too long range and 404 for an unknown code', async () => {
    const { id } = await createAccessCode(t, { label: 'Ranges' });
    for (const query of [
      '?start_date=2025-03-10&end_date=2025-03-01',
      '?start_date=2025-02-30',
      '?end_date=20250301',
      '?start_date=2023-01-01&end_date=2025-01-01',
    ]) {
      expect((await analytics(id, query)).statusCode, query).toBe(422);
    }
    expect((await analytics(999_999)).statusCode).toBe(404);
  });
});
