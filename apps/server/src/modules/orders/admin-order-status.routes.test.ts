import { transitionRefusal, type AdminOrderDetail, type OrderStatus } from '@canopy/contracts';
import { describe, expect, it } from 'vitest';
import {
  createShopper,
  orderRequest,
  payWithTestCard,
  placeOrder,
  readOrder,
  readOrderEvents,
  stockOf,
} from '../../../test/factories/orders';
import { createProduct } from '../../../test/factories/products';
import {
  readAuditEntries,
  signInAdmin,
  type AdminSession,
} from '../../../test/helpers/admin-catalog';
import { captureRealtime } from '../../../test/helpers/realtime-capture';
import { setupTestApp } from '../../../test/helpers/test-app';

const t = setupTestApp();

/** An order of 2 units (stock 5 → 3) placed through POST /orders, paid with the test card. */
async function placedOrder({ paid }: { paid: boolean }) {
  const product = await createProduct(t.db, { stockQuantity: 5 });
  const shopper = await createShopper(t);
  const placed = await placeOrder(
    t.app,
    shopper,
    orderRequest([{ product_id: product.id, quantity: 2 }]),
  );
  if (paid) {
    await payWithTestCard(t.app, shopper, placed);
  }
  return { orderId: placed.order.id, productId: product.id };
}

type AdminHeaders = AdminSession['headers'];

function moveOrder(
  orderId: number,
  status: string,
  headers: AdminHeaders,
  method: 'PUT' | 'PATCH' = 'PUT',
) {
  return t.app.inject({
    method,
    url: `/api/admin/orders/${orderId}/status`,
    headers,
    payload: { status },
  });
}

async function moveAlong(orderId: number, path: OrderStatus[], headers: AdminHeaders) {
  for (const status of path) {
    expect((await moveOrder(orderId, status, headers)).statusCode).toBe(200);
  }
}

async function auditEntriesFor(orderId: number) {
  return (await readAuditEntries(t.db, 'order', orderId)).map(
    ({ actor, action, before, after }) => ({ actor, action, before, after }),
  );
}

describe('PUT /api/admin/orders/:id/status', () => {
  it('walks a paid order through working_on, delivery and done as admin:<username>', async () => {
    const { admin, headers } = await signInAdmin(t);
    const { orderId, productId } = await placedOrder({ paid: true });
    const frames = captureRealtime(t.app, 'admin');

    for (const status of ['working_on', 'delivery', 'done'] as const) {
      const response = await moveOrder(orderId, status, headers);
      expect(response.statusCode).toBe(200);
      expect(response.json<{ order: AdminOrderDetail }>().order).toMatchObject({
        id: orderId,
        status,
        payment_status: 'paid',
      });
    }

    const actor = `admin:${admin.username}`;
    expect((await readOrderEvents(t.db, orderId)).slice(-3)).toEqual([
      { fromStatus: 'ordered', toStatus: 'working_on', actor },
      { fromStatus: 'working_on', toStatus: 'delivery', actor },
      { fromStatus: 'delivery', toStatus: 'done', actor },
    ]);
    expect(
      frames.ofType('order_update').map((frame) => (frame.data as { status: string }).status),
    ).toEqual(['working_on', 'delivery', 'done']);
    frames.stop();
    expect(await stockOf(t.db, productId)).toBe(3);
    expect(await auditEntriesFor(orderId)).toEqual([
      {
        actor: `${admin.id}:${admin.username}`,
        action: 'change_status',
        before: { status: 'ordered', payment_status: 'paid' },
        after: { status: 'working_on', payment_status: 'paid' },
      },
      expect.objectContaining({ after: { status: 'delivery', payment_status: 'paid' } }),
      expect.objectContaining({ after: { status: 'done', payment_status: 'paid' } }),
    ]);
  });

  it('accepts PATCH as well', async () => {
    const { headers } = await signInAdmin(t);
    const { orderId } = await placedOrder({ paid: true });

    const response = await moveOrder(orderId, 'working_on', headers, 'PATCH');

    expect(response.statusCode).toBe(200);
    expect((await readOrder(t.db, orderId)).status).toBe('working_on');
  });

  it('cancelling an unpaid order gives its stock back', async () => {
    const { headers } = await signInAdmin(t);
    const { orderId, productId } = await placedOrder({ paid: false });
    expect(await stockOf(t.db, productId)).toBe(3);

    const response = await moveOrder(orderId, 'cancelled', headers);

    expect(response.statusCode).toBe(200);
    expect(response.json<{ order: AdminOrderDetail }>().order).toMatchObject({
      status: 'cancelled',
      payment_status: 'unpaid',
      reserved_until: null,
    });
    expect(await stockOf(t.db, productId)).toBe(5);
  });

  it('cancelling a paid order while it is worked on refunds it and gives the stock back', async () => {
    const { headers } = await signInAdmin(t);
    const { orderId, productId } = await placedOrder({ paid: true });
    await moveAlong(orderId, ['working_on'], headers);

    const response = await moveOrder(orderId, 'cancelled', headers);

    expect(response.json<{ order: AdminOrderDetail }>().order).toMatchObject({
      status: 'cancelled',
      payment_status: 'refunded',
    });
    expect(await stockOf(t.db, productId)).toBe(5);
  });

  it.each([
    ['delivery', ['working_on', 'delivery']],
    ['done', ['working_on', 'delivery', 'done']],
  ] as const)(
    'refunding from %s marks the payment refunded and keeps the stock',
    async (_from, path) => {
      const { headers } = await signInAdmin(t);
      const { orderId, productId } = await placedOrder({ paid: true });
      await moveAlong(orderId, [...path], headers);

      const response = await moveOrder(orderId, 'refunded', headers);

      expect(response.statusCode).toBe(200);
      expect(await readOrder(t.db, orderId)).toMatchObject({
        status: 'refunded',
        paymentStatus: 'refunded',
      });
      expect(await stockOf(t.db, productId)).toBe(3);
    },
  );

  it.each([
    { name: 'unpaid ordered → working_on', paid: false, path: [], to: 'working_on' },
    { name: 'ordered → done', paid: true, path: [], to: 'done' },
    { name: 'ordered → refunded', paid: true, path: [], to: 'refunded' },
    { name: 'delivery → cancelled', paid: true, path: ['working_on', 'delivery'], to: 'cancelled' },
    { name: 'cancelled → ordered', paid: false, path: ['cancelled'], to: 'ordered' },
    {
      name: 'refunded → done',
      paid: true,
      path: ['working_on', 'delivery', 'refunded'],
      to: 'done',
    },
  ] as Array<{ name: string; paid: boolean; path: OrderStatus[]; to: OrderStatus }>)(
    'refuses $name with 409 and the state machine’s reason, changing nothing',
    async ({ paid, path, to }) => {
      const { headers } = await signInAdmin(t);
      const { orderId, productId } = await placedOrder({ paid });
      await moveAlong(orderId, path, headers);
      const before = await readOrder(t.db, orderId);
      const stockBefore = await stockOf(t.db, productId);
      const eventsBefore = await readOrderEvents(t.db, orderId);
      const auditBefore = await auditEntriesFor(orderId);

      const response = await moveOrder(orderId, to, headers);

      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        detail: transitionRefusal(
          { status: before.status, payment_status: before.paymentStatus },
          to,
        ),
      });
      expect(await readOrder(t.db, orderId)).toEqual(before);
      expect(await stockOf(t.db, productId)).toBe(stockBefore);
      expect(await readOrderEvents(t.db, orderId)).toEqual(eventsBefore);
      expect(await auditEntriesFor(orderId)).toEqual(auditBefore);
    },
  );

  it('answers 404 for an unknown order and 422 for a status that does not exist', async () => {
    const { headers } = await signInAdmin(t);
    const missing = await moveOrder(2_147_483_647, 'cancelled', headers);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ detail: 'Order not found' });

    const { orderId } = await placedOrder({ paid: true });
    const invalid = await moveOrder(orderId, 'shipped', headers);
    expect(invalid.statusCode).toBe(422);
    expect((await readOrder(t.db, orderId)).status).toBe('ordered');
  });
});
