// The order status route asks for the permission of the move (docs/product.md#staff-roles):
// refunding or cancelling a paid order needs orders.refund, every other move orders.fulfil.
import type { AdminOrderDetail } from '@canopy/contracts';
import { describe, expect, it } from 'vitest';
import { createAdminUser } from '../../../test/factories/admin-users';
import {
  createShopper,
  orderRequest,
  payWithTestCard,
  placeOrder,
  readOrder,
  setOrderState,
} from '../../../test/factories/orders';
import { createProduct } from '../../../test/factories/products';
import { setupTestApp } from '../../../test/helpers/test-app';

const t = setupTestApp();

async function placedOrder({ paid }: { paid: boolean }): Promise<number> {
  const product = await createProduct(t.db, { stockQuantity: 5 });
  const shopper = await createShopper(t);
  const placed = await placeOrder(
    t.app,
    shopper,
    orderRequest([{ product_id: product.id, quantity: 1 }]),
  );
  if (paid) await payWithTestCard(t.app, shopper, placed);
  return placed.order.id;
}

async function headersOf(role: string) {
  const admin = await createAdminUser(t.db, { role });
  return { authorization: `Bearer ${t.app.tokens.issueAdminToken(admin.id).token}` };
}

function moveOrder(orderId: number, status: string, headers: Record<string, string>) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/admin/orders/${String(orderId)}/status`,
    headers,
    payload: { status },
  });
}

describe('the permission of an order status move', () => {
  it('lets a budtender fulfil a paid order but not cancel it (orders.refund), unchanged', async () => {
    const budtender = await headersOf('budtender');
    const orderId = await placedOrder({ paid: true });
    const working = await moveOrder(orderId, 'working_on', budtender);
    expect(working.statusCode).toBe(200);
    expect(working.json<{ order: AdminOrderDetail }>().order.status).toBe('working_on');

    const cancel = await moveOrder(orderId, 'cancelled', budtender);
    expect(cancel.statusCode).toBe(403);
    expect(cancel.json()).toEqual({
      detail: 'Your role does not allow this: it needs orders.refund',
      error: 'forbidden',
      permission: 'orders.refund',
    });
    expect(await readOrder(t.db, orderId)).toMatchObject({
      status: 'working_on',
      paymentStatus: 'paid',
    });
  });

  it('lets a budtender cancel an unpaid order (no money goes back)', async () => {
    const budtender = await headersOf('budtender');
    const orderId = await placedOrder({ paid: false });
    expect((await moveOrder(orderId, 'cancelled', budtender)).statusCode).toBe(200);
  });

  it('refuses a budtender a refund after delivery, and lets a manager make it', async () => {
    const orderId = await placedOrder({ paid: true });
    await setOrderState(t.db, orderId, { status: 'done' });
    const refused = await moveOrder(orderId, 'refunded', await headersOf('budtender'));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ permission: 'orders.refund' });
    const refunded = await moveOrder(orderId, 'refunded', await headersOf('manager'));
    expect(refunded.statusCode).toBe(200);
    expect(await readOrder(t.db, orderId)).toMatchObject({ paymentStatus: 'refunded' });
  });

  it('refuses a role with neither orders permission at the door, naming orders.fulfil', async () => {
    const orderId = await placedOrder({ paid: true });
    const refused = await moveOrder(orderId, 'working_on', await headersOf('compliance'));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: 'forbidden', permission: 'orders.fulfil' });
  });
});
