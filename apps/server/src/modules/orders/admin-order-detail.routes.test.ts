import { randomBytes } from 'node:crypto';
import type { AdminOrderDetail, CreateOrderRequest } from '@canopy/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createShopper,
  orderRequest,
  placeOrder,
  readOrder,
  readOrderEvents,
  setOrderState,
  type Shopper,
} from '../../../test/factories/orders';
import { createProduct, type TestProduct } from '../../../test/factories/products';
import { readAuditEntries, signInAdmin } from '../../../test/helpers/admin-catalog';
import { setupTestApp } from '../../../test/helpers/test-app';
import { findOrderItems } from './orders.repository';

const t = setupTestApp();

let authorization: string;
let adminId: number;
let adminUsername: string;
let shopper: Shopper;
let goods: TestProduct;

beforeAll(async () => {
  const { admin, headers } = await signInAdmin(t);
  adminId = admin.id;
  adminUsername = admin.username;
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

describe('GET /api/admin/orders/:id', () => {
  it('answers the order with its lines, payment reference and history oldest first', async () => {
    const placed = await placeFor(`detail@${newDomain()}`, [{ product_id: goods.id, quantity: 3 }]);
    await setOrderState(t.db, placed.id, { paymentStatus: 'paid' });
    const moved = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${placed.id}/status`,
      headers: { authorization },
      payload: { status: 'working_on' },
    });
    expect(moved.statusCode).toBe(200);

    const response = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${placed.id}`,
      headers: { authorization },
    });

    expect(response.statusCode).toBe(200);
    const { order } = response.json<{ order: AdminOrderDetail }>();
    expect(order).toMatchObject({
      id: placed.id,
      number: placed.number,
      status: 'working_on',
      payment_status: 'paid',
      items: [{ product_id: goods.id, name: goods.name, sku: goods.sku, quantity: 3 }],
      total: placed.total,
      payment_provider: 'test',
    });
    expect(order.payment_intent_id).toEqual(expect.any(String));
    expect(Date.parse(order.updated_at)).toBeGreaterThanOrEqual(Date.parse(order.created_at));
    expect(order).toEqual(moved.json<{ order: AdminOrderDetail }>().order);
    expect(
      order.events.map(({ from_status, to_status, actor }) => ({
        fromStatus: from_status,
        toStatus: to_status,
        actor,
      })),
    ).toEqual(await readOrderEvents(t.db, placed.id));
    expect(order.events.map((event) => [event.from_status, event.to_status])).toEqual([
      [null, 'ordered'],
      ['ordered', 'working_on'],
    ]);
    expect(order.events.at(-1)?.actor).toBe(`admin:${adminUsername}`);
    const times = order.events.map((event) => Date.parse(event.at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('answers 404 for an order that does not exist and 422 for an id that cannot be', async () => {
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/admin/orders/2147483647',
      headers: { authorization },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'Order not found', error: 'not_found' });

    const malformed = await t.app.inject({
      method: 'GET',
      url: '/api/admin/orders/abc',
      headers: { authorization },
    });
    expect(malformed.statusCode).toBe(422);
  });
});

describe('DELETE /api/admin/orders/:id', () => {
  function deleteOrder(id: number) {
    return t.app.inject({
      method: 'DELETE',
      url: `/api/admin/orders/${id}`,
      headers: { authorization },
    });
  }

  it('deletes a cancelled, unpaid order with its lines and history, and audits it', async () => {
    const placed = await placeFor(`gone@${newDomain()}`);
    const cancelled = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${placed.id}/status`,
      headers: { authorization },
      payload: { status: 'cancelled' },
    });
    expect(cancelled.statusCode).toBe(200);

    const response = await deleteOrder(placed.id);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ deleted: true });
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${placed.id}`,
      headers: { authorization },
    });
    expect(again.statusCode).toBe(404);
    expect(await findOrderItems(t.db, placed.id)).toEqual([]);
    expect(await readOrderEvents(t.db, placed.id)).toEqual([]);
    const entry = (await readAuditEntries(t.db, 'order', placed.id)).at(-1);
    expect(entry).toMatchObject({
      action: 'delete',
      actor: `${adminId}:${adminUsername}`,
      before: { number: placed.number, status: 'cancelled', payment_status: 'unpaid' },
      after: null,
    });
  });

  it.each([
    { name: 'an open order', status: 'ordered', paymentStatus: 'unpaid' },
    { name: 'a paid order', status: 'ordered', paymentStatus: 'paid' },
    { name: 'a delivered order', status: 'done', paymentStatus: 'paid' },
    { name: 'a refunded cancellation', status: 'cancelled', paymentStatus: 'refunded' },
    { name: 'a refunded order', status: 'refunded', paymentStatus: 'refunded' },
  ] as const)('refuses to delete $name with 409', async ({ status, paymentStatus }) => {
    const placed = await placeFor(`kept@${newDomain()}`);
    await setOrderState(t.db, placed.id, { status, paymentStatus });

    const response = await deleteOrder(placed.id);

    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      detail: 'Only cancelled, unpaid orders can be deleted',
      error: 'conflict',
    });
    expect(await readOrder(t.db, placed.id)).toMatchObject({ status, paymentStatus });
  });

  it('answers 404 for an order that does not exist', async () => {
    const response = await deleteOrder(2_147_483_647);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ detail: 'Order not found' });
  });
});
