import { randomBytes } from 'node:crypto';
import type { AdminOrderListResponse, CreateOrderRequest } from '@canopy/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createShopper,
  orderRequest,
  placeOrder,
  setOrderState,
  type Shopper,
} from '../../../test/factories/orders';
import { createProduct, type TestProduct } from '../../../test/factories/products';
import { signInAdmin } from '../../../test/helpers/admin-catalog';
import { setupTestApp } from '../../../test/helpers/test-app';

const t = setupTestApp();

let authorization: string;
let shopper: Shopper;
let goods: TestProduct;

beforeAll(async () => {
  const { headers } = await signInAdmin(t);
  authorization = headers.authorization;
  shopper = await createShopper(t);
  goods = await createProduct(t.db, { stockQuantity: 10_000, retailPriceCents: 1250 });
});

/** A domain no other test uses: searching for it lists exactly one test's orders. */
function newDomain(): string {
  return `shop-${randomBytes(4).toString('hex')}.test`;
}

async function placeFor(email: string, items?: CreateOrderRequest['items']) {
  const placed = await placeOrder(
    t.app,
    shopper,
    orderRequest(items ?? [{ product_id: goods.id, quantity: 1 }], { customer_email: email }),
  );
  return placed.order;
}

async function setPlacedAt(orderId: number, at: string): Promise<void> {
  await setOrderState(t.db, orderId, { createdAt: new Date(at) });
}

async function listOrders(query: Record<string, string | number>) {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/admin/orders',
    headers: { authorization },
    query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
  });
  expect(response.statusCode).toBe(200);
  return response.json<AdminOrderListResponse>();
}

async function listedIds(query: Record<string, string | number>): Promise<number[]> {
  return (await listOrders(query)).items.map((item) => item.id);
}

describe('GET /api/admin/orders', () => {
  it('lists orders newest first with their totals and unit counts, ten to a page', async () => {
    const domain = newDomain();
    const placed = [];
    for (let index = 0; index < 12; index += 1) {
      placed.push(await placeFor(`buyer${index}@${domain}`));
    }
    const mixed = await placeFor(`mixed@${domain}`, [
      { product_id: goods.id, quantity: 2 },
      { product_id: (await createProduct(t.db)).id, quantity: 3 },
    ]);
    const newestFirst = [mixed, ...placed.reverse()].map((order) => order.id);

    const first = await listOrders({ search: domain, size: 10 });
    expect(first).toMatchObject({ page: 1, pages: 2, total: 13 });
    expect(first.items.map((item) => item.id)).toEqual(newestFirst.slice(0, 10));
    expect(first.items[0]).toEqual({
      id: mixed.id,
      number: mixed.number,
      status: 'ordered',
      payment_status: 'unpaid',
      customer_email: `mixed@${domain}`,
      customer_name: 'Ada Lovelace',
      total: mixed.total,
      item_count: 5,
      lines: mixed.items.map(({ name, sku, quantity }) => ({ name, sku, quantity })),
      fulfilment_method: 'shipping',
      slot_start: null,
      slot_end: null,
      payment_method: 'card',
      created_at: mixed.created_at,
    });

    const second = await listOrders({ search: domain, size: 10, page: 2 });
    expect(second).toMatchObject({ page: 2, pages: 2, total: 13 });
    expect(second.items.map((item) => item.id)).toEqual(newestFirst.slice(10));

    expect((await listOrders({ search: domain, size: 10, page: 3 })).items).toEqual([]);
    expect((await listOrders({ search: domain, size: 20 })).items).toHaveLength(13);
  });

  it('lists every order without filters', async () => {
    const order = await placeFor(`someone@${newDomain()}`);
    const all = await listOrders({ size: 100 });
    expect(all.total).toBeGreaterThanOrEqual(1);
    expect(all.items[0]?.id).toBe(order.id);
  });

  it('searches emails by any part in any case, and order numbers exactly', async () => {
    const domain = newDomain();
    const ada = await placeFor(`Ada.Lovelace@${domain}`);
    const alan = await placeFor(`alan_turing@${domain}`);
    const other = await placeFor(`alanxturing@${domain}`);

    expect(await listedIds({ search: `lovelace@${domain.toUpperCase()}` })).toEqual([ada.id]);
    expect(await listedIds({ search: `  ADA.LOVELACE@${domain}  ` })).toEqual([ada.id]);
    // _ and % are characters to find, not wildcards.
    expect(await listedIds({ search: `alan_turing@${domain}` })).toEqual([alan.id]);
    expect(await listedIds({ search: `%@${domain}` })).toEqual([]);
    expect(await listedIds({ search: other.number })).toEqual([other.id]);
    expect(await listedIds({ search: other.number.toLowerCase() })).toEqual([other.id]);
    expect(await listedIds({ search: other.number.slice(0, -1) })).toEqual([]);
  });

  it('filters by status and payment status', async () => {
    const domain = newDomain();
    const open = await placeFor(`open@${domain}`);
    const paid = await placeFor(`paid@${domain}`);
    const shipped = await placeFor(`shipped@${domain}`);
    const cancelled = await placeFor(`cancelled@${domain}`);
    await setOrderState(t.db, paid.id, { paymentStatus: 'paid' });
    await setOrderState(t.db, shipped.id, { status: 'delivery', paymentStatus: 'paid' });
    await setOrderState(t.db, cancelled.id, { status: 'cancelled' });

    expect(await listedIds({ search: domain, status: 'ordered' })).toEqual([paid.id, open.id]);
    expect(await listedIds({ search: domain, payment_status: 'paid' })).toEqual([
      shipped.id,
      paid.id,
    ]);
    expect(
      await listedIds({ search: domain, status: 'ordered', payment_status: 'unpaid' }),
    ).toEqual([open.id]);
    expect(await listedIds({ search: domain, status: 'delivery' })).toEqual([shipped.id]);
    expect(await listedIds({ search: domain, status: 'cancelled' })).toEqual([cancelled.id]);
    expect(await listedIds({ search: domain, status: 'refunded' })).toEqual([]);
    // The screen sends empty values for unset filters.
    expect(await listedIds({ search: domain, status: '', payment_status: '' })).toHaveLength(4);
  });

  it('filters by UTC days, both ends inclusive', async () => {
    const domain = newDomain();
    const first = await placeFor(`first@${domain}`);
    const lastMoment = await placeFor(`last-moment@${domain}`);
    const nextDay = await placeFor(`next-day@${domain}`);
    await setPlacedAt(first.id, '2021-03-01T00:00:00.000Z');
    await setPlacedAt(lastMoment.id, '2021-03-02T23:59:59.999Z');
    await setPlacedAt(nextDay.id, '2021-03-03T00:00:00.000Z');

    const between = (from: string, to: string) =>
      listedIds({ search: domain, date_from: from, date_to: to });
    expect(await between('2021-03-02', '2021-03-02')).toEqual([lastMoment.id]);
    expect(await between('2021-03-01', '2021-03-02')).toEqual([lastMoment.id, first.id]);
    expect(await between('2021-03-03', '2021-03-31')).toEqual([nextDay.id]);
    expect(await listedIds({ search: domain, date_to: '2021-03-01' })).toEqual([first.id]);
    expect(await listedIds({ search: domain, date_from: '2021-03-02' })).toEqual([
      nextDay.id,
      lastMoment.id,
    ]);
  });

  it('filters by method and by the store day of the slot, and lists what to pick', async () => {
    const domain = newDomain();
    const shipped = await placeFor(`shipped@${domain}`);
    const early = await placeFor(`early@${domain}`, [{ product_id: goods.id, quantity: 2 }]);
    const late = await placeFor(`late@${domain}`);
    const delivered = await placeFor(`delivered@${domain}`);
    const slot = (start: string) => ({
      slotStart: new Date(start),
      slotEnd: new Date(new Date(start).getTime() + 30 * 60_000),
    });
    // The store's day runs in Los Angeles: 2026-06-02 is 07:00Z on the 2nd to 07:00Z on the 3rd.
    await setOrderState(t.db, early.id, {
      fulfilmentMethod: 'pickup',
      shippingAddress: null,
      ...slot('2026-06-02T16:00:00Z'),
    });
    await setOrderState(t.db, late.id, {
      fulfilmentMethod: 'pickup',
      shippingAddress: null,
      ...slot('2026-06-03T06:30:00Z'),
    });
    await setOrderState(t.db, delivered.id, {
      fulfilmentMethod: 'delivery',
      ...slot('2026-06-03T07:00:00Z'),
    });

    expect(await listedIds({ search: domain, method: 'shipping' })).toEqual([shipped.id]);
    expect(await listedIds({ search: domain, method: 'pickup' })).toEqual([late.id, early.id]);
    expect(await listedIds({ search: domain, slot_date: '2026-06-02' })).toEqual([
      late.id,
      early.id,
    ]);
    expect(await listedIds({ search: domain, slot_date: '2026-06-03' })).toEqual([delivered.id]);
    const [picked] = (
      await listOrders({ search: domain, method: 'pickup', slot_date: '2026-06-02' })
    ).items.filter((item) => item.id === early.id);
    expect(picked).toMatchObject({
      fulfilment_method: 'pickup',
      slot_start: '2026-06-02T16:00:00.000Z',
      slot_end: '2026-06-02T16:30:00.000Z',
      payment_method: 'card',
      lines: [{ name: goods.name, sku: goods.sku, quantity: 2 }],
    });
  });

  it('answers 422 for filters that cannot be', async () => {
    for (const query of [
      { status: 'shipped' },
      { payment_status: 'owing' },
      { date_from: '2021-03-05', date_to: '2021-03-01' },
      { date_from: '03/01/2021' },
      { date_from: '2026-02-30' },
      { date_to: '2025-02-29' },
      { page: 0 },
    ]) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/admin/orders',
        headers: { authorization },
        query: Object.fromEntries(
          Object.entries(query).map(([key, value]) => [key, String(value)]),
        ),
      });
      expect(response.statusCode, JSON.stringify(query)).toBe(422);
    }
  });
});
