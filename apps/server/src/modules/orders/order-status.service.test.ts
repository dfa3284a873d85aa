import { transitionRefusal, type OrderStatus } from '@canopy/contracts';
import { describe, expect, it } from 'vitest';
import {
  createShopper,
  orderRequest,
  placeOrder,
  readOrder,
  readOrderEvents,
  stockOf,
} from '../../../test/factories/orders';
import { createProduct } from '../../../test/factories/products';
import { createReferralCode, readReferralCode } from '../../../test/factories/referral-codes';
import { captureRealtime } from '../../../test/helpers/realtime-capture';
import { setupTestApp } from '../../../test/helpers/test-app';
import { createOrderNotifier } from './order-notifier';
import { createOrderStatusService } from './order-status.service';

const t = setupTestApp();

function statusService() {
  return createOrderStatusService({
    db: t.db,
    payments: { provider: t.app.payments.provider, finalizePayment: t.app.finalizePayment },
    notifier: createOrderNotifier({
      realtime: t.app.realtime,
      invalidation: t.app.invalidation,
      slots: t.app.slotNotifier,
      log: t.app.log,
    }),
    log: t.app.log,
  });
}

/** An order of 2 units (stock 5 → 3), paid through finalizePayment unless `paid` is false. */
async function orderOf({
  paid = true,
  referralCode,
}: { paid?: boolean; referralCode?: string } = {}) {
  const product = await createProduct(t.db, { stockQuantity: 5 });
  const placed = await placeOrder(
    t.app,
    await createShopper(t),
    orderRequest(
      [{ product_id: product.id, quantity: 2 }],
      referralCode ? { referral_code: referralCode } : {},
    ),
  );
  if (paid) {
    const intentId = (await readOrder(t.db, placed.order.id)).paymentIntentId;
    await t.app.finalizePayment(intentId ?? '');
  }
  return { orderId: placed.order.id, productId: product.id };
}

async function moveAlong(orderId: number, path: OrderStatus[]): Promise<void> {
  for (const status of path) await statusService().changeOrderStatus(orderId, status, 'admin:1');
}

describe('changeOrderStatus', () => {
  it('walks a paid order through working_on, delivery and done, recording and announcing each', async () => {
    const { orderId, productId } = await orderOf();
    const admin = captureRealtime(t.app, 'admin');

    for (const status of ['working_on', 'delivery', 'done'] as const) {
      const order = await statusService().changeOrderStatus(orderId, status, 'admin:7');
      expect(order).toMatchObject({ id: orderId, status, payment_status: 'paid' });
    }

    expect((await readOrderEvents(t.db, orderId)).slice(-3)).toEqual([
      { fromStatus: 'ordered', toStatus: 'working_on', actor: 'admin:7' },
      { fromStatus: 'working_on', toStatus: 'delivery', actor: 'admin:7' },
      { fromStatus: 'delivery', toStatus: 'done', actor: 'admin:7' },
    ]);
    expect(
      admin.ofType('order_update').map((frame) => (frame.data as { status: string }).status),
    ).toEqual(['working_on', 'delivery', 'done']);
    expect(admin.ofType('inventory_update')).toEqual([]);
    expect(await stockOf(t.db, productId)).toBe(3);
    admin.stop();
  });

  it.each([
    ['delivery', ['working_on', 'delivery']],
    ['done', ['working_on', 'delivery', 'done']],
  ] as const)(
    'refunds a paid order from %s and keeps the stock (the goods left)',
    async (_from, path) => {
      const { orderId, productId } = await orderOf();
      await moveAlong(orderId, [...path]);

      const order = await statusService().changeOrderStatus(orderId, 'refunded', 'admin:1');

      expect(order).toMatchObject({ status: 'refunded', payment_status: 'refunded' });
      expect(await stockOf(t.db, productId)).toBe(3);
    },
  );

  it('cancels an unpaid order: stock and referral use back, stock announced', async () => {
    const referral = await createReferralCode(t.db, { maxUses: 5 });
    const { orderId, productId } = await orderOf({ paid: false, referralCode: referral.code });
    expect((await readReferralCode(t.db, referral.id)).useCount).toBe(1);
    const products = captureRealtime(t.app, 'products');

    const order = await statusService().changeOrderStatus(orderId, 'cancelled', 'admin:2');

    expect(order).toMatchObject({
      status: 'cancelled',
      payment_status: 'unpaid',
      reserved_until: null,
    });
    expect(await stockOf(t.db, productId)).toBe(5);
    expect((await readReferralCode(t.db, referral.id)).useCount).toBe(0);
    expect(products.ofType('stock_update').map((frame) => frame.data)).toEqual([
      { product_id: productId, stock: 5 },
    ]);
    expect((await readOrderEvents(t.db, orderId)).at(-1)).toEqual({
      fromStatus: 'ordered',
      toStatus: 'cancelled',
      actor: 'admin:2',
    });
    products.stop();
  });

  it.each([
    ['ordered', []],
    ['working_on', ['working_on']],
  ] as const)('cancels a paid order from %s: refunded and stock back', async (_from, path) => {
    const { orderId, productId } = await orderOf();
    await moveAlong(orderId, [...path]);

    const order = await statusService().changeOrderStatus(orderId, 'cancelled', 'admin:1');

    expect(order).toMatchObject({ status: 'cancelled', payment_status: 'refunded' });
    expect(await stockOf(t.db, productId)).toBe(5);
  });

  it.each([
    { name: 'unpaid ordered → working_on', paid: false, path: [], to: 'working_on' },
    { name: 'ordered → done', paid: true, path: [], to: 'done' },
    { name: 'ordered → refunded', paid: true, path: [], to: 'refunded' },
    { name: 'working_on → ordered', paid: true, path: ['working_on'], to: 'ordered' },
    { name: 'delivery → cancelled', paid: true, path: ['working_on', 'delivery'], to: 'cancelled' },
    {
      name: 'done → cancelled',
      paid: true,
      path: ['working_on', 'delivery', 'done'],
      to: 'cancelled',
    },
    { name: 'cancelled → ordered', paid: false, path: ['cancelled'], to: 'ordered' },
    { name: 'cancelled → cancelled', paid: false, path: ['cancelled'], to: 'cancelled' },
    {
      name: 'refunded → done',
      paid: true,
      path: ['working_on', 'delivery', 'refunded'],
      to: 'done',
    },
  ] as Array<{ name: string; paid: boolean; path: OrderStatus[]; to: OrderStatus }>)(
    'refuses $name with 409 and the rule in words, changing nothing',
    async ({ paid, path, to }) => {
      const { orderId, productId } = await orderOf({ paid });
      await moveAlong(orderId, path);
      const before = await readOrder(t.db, orderId);
      const stockBefore = await stockOf(t.db, productId);
      const eventsBefore = (await readOrderEvents(t.db, orderId)).length;

      const refusal = statusService().changeOrderStatus(orderId, to, 'admin:1');

      await expect(refusal).rejects.toMatchObject({
        statusCode: 409,
        detail: transitionRefusal(
          { status: before.status, payment_status: before.paymentStatus },
          to,
        ),
      });
      expect(await readOrder(t.db, orderId)).toEqual(before);
      expect(await stockOf(t.db, productId)).toBe(stockBefore);
      expect(await readOrderEvents(t.db, orderId)).toHaveLength(eventsBefore);
    },
  );

  it('says why in words', async () => {
    const { orderId } = await orderOf({ paid: false });
    await expect(
      statusService().changeOrderStatus(orderId, 'working_on', 'admin:1'),
    ).rejects.toMatchObject({
      detail: 'An order must be paid before it can be moved to working_on',
    });
    await expect(
      statusService().changeOrderStatus(orderId, 'done', 'admin:1'),
    ).rejects.toMatchObject({
      detail: 'An order that is ordered cannot be moved to done',
    });
  });

  it('answers 404 for an unknown order', async () => {
    await expect(
      statusService().changeOrderStatus(99_999_999, 'cancelled', 'admin:1'),
    ).rejects.toMatchObject({
      statusCode: 404,
      detail: 'Order not found',
    });
  });

  it('releases the stock once when two admins cancel at the same time', async () => {
    const { orderId, productId } = await orderOf();
    const results = await Promise.allSettled([
      statusService().changeOrderStatus(orderId, 'cancelled', 'admin:1'),
      statusService().changeOrderStatus(orderId, 'cancelled', 'admin:2'),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(await stockOf(t.db, productId)).toBe(5);
    expect(await readOrder(t.db, orderId)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refunded',
    });
  });
});
