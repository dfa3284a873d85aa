// GET /admin/analytics against orders the test made: every expected figure is computed here from
// the placed orders' own answers (their totals, lines and discounts), not copied from the server.
// Orders are moved to days of March 2024 so nothing else in this file's database falls in range.
import {
  dollarsToCents,
  ORDER_STATUSES,
  type Analytics,
  type Order,
  type OrderStatus,
  type PaymentStatus,
} from '@canopy/contracts';
import { describe, expect, it } from 'vitest';
import {
  createShopper,
  orderRequest,
  payWithTestCard,
  placeOrder,
  setOrderState,
} from '../../../test/factories/orders';
import { createProduct } from '../../../test/factories/products';
import { recordAgeDecisions } from '../../../test/factories/age-decisions';
import { createReferralCode } from '../../../test/factories/referral-codes';
import {
  lastAccessCodeEventId,
  moveAccessCodeEventsAfter,
} from '../../../test/factories/access-code-events';
import { signInAdmin } from '../../../test/helpers/admin-catalog';
import { newClientIp, setupTestApp } from '../../../test/helpers/test-app';

const t = setupTestApp();

async function getAnalytics(query: string) {
  const { headers } = await signInAdmin(t);
  return t.app.inject({ method: 'GET', url: `/api/admin/analytics?${query}`, headers });
}

async function validateCode(code: string): Promise<void> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/validate-access-code',
    payload: { code },
    remoteAddress: newClientIp(),
  });
  expect(response.statusCode).toBe(200);
}

interface Arranged {
  order: Order;
  at: string;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
}

const cents = (dollars: number) => dollarsToCents(dollars);

describe('GET /api/admin/analytics', () => {
  it('answers the figures of paid, unrefunded orders of the range, edge days included', async () => {
    const flower = await createProduct(t.db, { stockQuantity: 500, retailPriceCents: 1999 });
    const edible = await createProduct(t.db, { stockQuantity: 500, retailPriceCents: 500 });
    const tenOff = await createReferralCode(t.db);
    const fiveOff = await createReferralCode(t.db, { discountType: 'fixed', amountOffCents: 500 });
    const shopper = await createShopper(t);

    async function arrange(
      items: Array<[number, number]>,
      at: string,
      state: { status?: OrderStatus; paymentStatus?: PaymentStatus; referral?: string },
    ): Promise<Arranged> {
      const { order } = await placeOrder(
        t.app,
        shopper,
        orderRequest(
          items.map(([product_id, quantity]) => ({ product_id, quantity })),
          state.referral ? { referral_code: state.referral } : {},
        ),
      );
      const status = state.status ?? 'ordered';
      const paymentStatus = state.paymentStatus ?? 'unpaid';
      await setOrderState(t.db, order.id, { status, paymentStatus, createdAt: new Date(at) });
      return { order, at, status, paymentStatus };
    }

    const inRange = [
      await arrange([[flower.id, 2]], '2024-03-10T00:00:00.000Z', {
        paymentStatus: 'paid',
        referral: tenOff.code,
      }),
      await arrange([[edible.id, 3]], '2024-03-12T13:00:00.000Z', {
        status: 'working_on',
        paymentStatus: 'paid',
        referral: tenOff.code,
      }),
      await arrange(
        [
          [flower.id, 1],
          [edible.id, 1],
        ],
        '2024-03-16T23:59:59.999Z',
        { status: 'done', paymentStatus: 'paid', referral: fiveOff.code },
      ),
      await arrange([[flower.id, 5]], '2024-03-12T08:00:00.000Z', {
        status: 'refunded',
        paymentStatus: 'refunded',
        referral: fiveOff.code,
      }),
      await arrange([[edible.id, 1]], '2024-03-13T10:00:00.000Z', { status: 'cancelled' }),
      await arrange([[flower.id, 1]], '2024-03-14T10:00:00.000Z', {}),
    ];
    // A millisecond outside each end.
    await arrange([[flower.id, 7]], '2024-03-09T23:59:59.999Z', { paymentStatus: 'paid' });
    await arrange([[edible.id, 7]], '2024-03-17T00:00:00.000Z', { paymentStatus: 'paid' });

    // Validations: three accepted and two refused inside the range, one accepted after it.
    const before = await lastAccessCodeEventId(t.db);
    for (const code of [shopper.code, shopper.code, shopper.code, 'NOPE12', 'WRONG9']) {
      await validateCode(code);
    }
    expect(await moveAccessCodeEventsAfter(t.db, before, new Date('2024-03-11T09:00:00Z'))).toBe(5);
    const inside = await lastAccessCodeEventId(t.db);
    await validateCode(shopper.code);
    expect(await moveAccessCodeEventsAfter(t.db, inside, new Date('2024-03-17T00:00:00Z'))).toBe(1);

    const response = await getAnalytics('start_date=2024-03-10&end_date=2024-03-16');
    expect(response.statusCode).toBe(200);
    const analytics = response.json<Analytics>();

    const paid = inRange.filter((entry) => entry.paymentStatus === 'paid');
    const revenueCents = paid.reduce((sum, entry) => sum + cents(entry.order.total), 0);
    expect(paid).toHaveLength(3);
    expect(analytics.totals).toEqual({
      revenue: revenueCents / 100,
      orders: 3,
      average_order_value: Math.round(revenueCents / 3) / 100,
    });

    const days = ['10', '11', '12', '13', '14', '15', '16'].map((day) => `2024-03-${day}`);
    expect(analytics.daily).toEqual(
      days.map((date) => {
        const ofDay = paid.filter((entry) => entry.at.startsWith(date));
        return {
          date,
          revenue: ofDay.reduce((sum, entry) => sum + cents(entry.order.total), 0) / 100,
          orders: ofDay.length,
        };
      }),
    );

    expect(analytics.orders_by_status).toEqual(
      Object.fromEntries(
        ORDER_STATUSES.map((status) => [
          status,
          inRange.filter((entry) => entry.status === status).length,
        ]),
      ),
    );

    const productFigures = new Map<number, { units: number; cents: number; name: string }>();
    for (const entry of paid) {
      for (const item of entry.order.items) {
        const id = item.product_id ?? 0;
        const figures = productFigures.get(id) ?? { units: 0, cents: 0, name: item.name };
        figures.units += item.quantity;
        figures.cents += cents(item.line_total);
        productFigures.set(id, figures);
      }
    }
    expect(analytics.top_products).toEqual(
      [...productFigures.entries()]
        .sort(([, a], [, b]) => b.cents - a.cents)
        .map(([product_id, figures]) => ({
          product_id,
          name: figures.name,
          units: figures.units,
          revenue: figures.cents / 100,
        })),
    );

    const referralFigures = new Map<string, { uses: number; cents: number; discount: number }>();
    for (const entry of paid) {
      const code = entry.order.referral_code;
      if (code === null) continue;
      const figures = referralFigures.get(code) ?? { uses: 0, cents: 0, discount: 0 };
      figures.uses += 1;
      figures.cents += cents(entry.order.total);
      figures.discount += cents(entry.order.discount);
      referralFigures.set(code, figures);
    }
    expect(referralFigures.get(fiveOff.code)?.discount).toBe(500);
    expect(analytics.top_referral_codes).toEqual(
      [...referralFigures.entries()]
        .sort(([, a], [, b]) => b.uses - a.uses || b.cents - a.cents)
        .map(([code, figures]) => ({
          code,
          uses: figures.uses,
          revenue: figures.cents / 100,
          discount_total: figures.discount / 100,
        })),
    );

    expect(analytics.access_code_funnel).toEqual({
      validations: 5,
      successful: 3,
      orders: inRange.length,
    });
  });

  // Analytics are kept between reads (lib/figures-cache): what happens through the API shows on
  // the next read.
  it('shows a validation and a paid order made after the last read', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const range = `start_date=${today}&end_date=${today}`;
    const before = (await getAnalytics(range)).json<Analytics>();

    await validateCode('NOPE00');
    const afterValidation = (await getAnalytics(range)).json<Analytics>();
    expect(afterValidation.access_code_funnel.validations).toBe(
      before.access_code_funnel.validations + 1,
    );

    const shopper = await createShopper(t);
    const product = await createProduct(t.db, { stockQuantity: 10, retailPriceCents: 1500 });
    const placed = await placeOrder(
      t.app,
      shopper,
      orderRequest([{ product_id: product.id, quantity: 1 }]),
    );
    await payWithTestCard(t.app, shopper, placed);

    const after = (await getAnalytics(range)).json<Analytics>();
    expect(after.totals.orders).toBe(before.totals.orders + 1);
    expect(cents(after.totals.revenue)).toBe(
      cents(before.totals.revenue) + cents(placed.order.total),
    );
  });

  it('answers zeros for every day of a range without orders, up to 366 days', async () => {
    const response = await getAnalytics('start_date=2023-01-01&end_date=2024-01-01');
    expect(response.statusCode).toBe(200);
    const analytics = response.json<Analytics>();
    expect(analytics.daily).toHaveLength(366);
    expect(analytics.daily[0]).toEqual({ date: '2023-01-01', revenue: 0, orders: 0 });
    expect(analytics.daily.at(-1)).toEqual({ date: '2024-01-01', revenue: 0, orders: 0 });
    expect(analytics.daily.every((day) => day.orders === 0 && day.revenue === 0)).toBe(true);
    expect(analytics.totals).toEqual({ revenue: 0, orders: 0, average_order_value: 0 });
    expect(Object.values(analytics.orders_by_status).every((count) => count === 0)).toBe(true);
    expect(analytics.top_products).toEqual([]);
    expect(analytics.top_referral_codes).toEqual([]);
    expect(analytics.access_code_funnel).toEqual({ validations: 0, successful: 0, orders: 0 });

    const single = await getAnalytics('start_date=2024-02-29&end_date=2024-02-29');
    expect(single.json<Analytics>().daily).toEqual([{ date: '2024-02-29', revenue: 0, orders: 0 }]);
  });

  it('refuses with 422 a range that ends before it starts, is too long or is not dates', async () => {
    const refused: Array<[string, string]> = [
      ['start_date=2024-03-02&end_date=2024-03-01', 'start_date'],
      ['start_date=2023-01-01&end_date=2024-01-02', 'end_date'],
      ['start_date=2024-02-30&end_date=2024-03-01', 'start_date'],
      ['start_date=03/01/2024&end_date=2024-03-01', 'start_date'],
      ['end_date=2024-03-01', 'start_date'],
      ['start_date=2024-03-01', 'end_date'],
    ];
    for (const [query, field] of refused) {
      const response = await getAnalytics(query);
      expect(response.statusCode, query).toBe(422);
      const body = response.json<{ detail: Array<{ loc: string[] }> }>();
      expect(
        body.detail.some((issue) => issue.loc.includes(field)),
        query,
      ).toBe(true);
    }
  });

  it('counts the age step decisions per UTC day of the range, zeros included', async () => {
    await recordAgeDecisions(t.db, '2022-05-01', 'verified', 2);
    await recordAgeDecisions(t.db, '2022-05-01', 'underage');
    await recordAgeDecisions(t.db, '2022-05-03', 'invalid');
    await recordAgeDecisions(t.db, '2022-05-04', 'verified');

    const response = await getAnalytics('start_date=2022-05-01&end_date=2022-05-03');
    expect(response.statusCode).toBe(200);
    expect(response.json<Analytics>().age_verifications).toEqual([
      { date: '2022-05-01', verified: 2, underage: 1, invalid: 0 },
      { date: '2022-05-02', verified: 0, underage: 0, invalid: 0 },
      { date: '2022-05-03', verified: 0, underage: 0, invalid: 1 },
    ]);
  });
});
