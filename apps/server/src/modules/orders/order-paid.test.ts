import fs from 'node:fs/promises';
import path from 'node:path';
import type { CreateOrderResponse } from '@canopy/contracts';
import { describe, expect, it } from 'vitest';
import {
  createShopper,
  expireReservation,
  orderRequest,
  placeOrder,
  readOrder,
  readOrderEvents,
  stockOf,
} from '../../../test/factories/orders';
import { createProduct } from '../../../test/factories/products';
import {
  createReferralCode,
  readReferralCode,
  updateReferralCode,
} from '../../../test/factories/referral-codes';
import { captureRealtime } from '../../../test/helpers/realtime-capture';
import { setupTestApp } from '../../../test/helpers/test-app';
import { createOrderNotifier } from './order-notifier';
import { createOrderStatusService } from './order-status.service';

const t = setupTestApp();

async function intentOf(placed: CreateOrderResponse): Promise<string> {
  const intentId = (await readOrder(t.db, placed.order.id)).paymentIntentId;
  if (intentId === null) throw new Error('the order has no payment intent');
  return intentId;
}

async function emailsAbout(orderNumber: string): Promise<number> {
  const dir = path.join(t.app.config.dataDir, 'outbox');
  const files = await fs.readdir(dir).catch(() => []);
  const messages = await Promise.all(
    files.map((file) => fs.readFile(path.join(dir, file), 'utf8')),
  );
  return messages.filter((message) => message.includes(orderNumber)).length;
}

function notifier() {
  return createOrderNotifier({
    realtime: t.app.realtime,
    invalidation: t.app.invalidation,
    slots: t.app.slotNotifier,
    log: t.app.log,
  });
}

async function sweepExpired(orderId: number): Promise<void> {
  await expireReservation(t.db, orderId);
  const { cancelled } = await t.app.reservationSweeper.releaseExpiredReservations(new Date());
  expect(cancelled).toContain(orderId);
}

describe('finalizePayment', () => {
  it('answers unknown_intent for an intent no order holds', async () => {
    expect(await t.app.finalizePayment('test_pi_nobody')).toEqual({
      orderId: null,
      result: 'unknown_intent',
    });
  });

  it('marks an open order paid once; racing and later calls change nothing', async () => {
    const product = await createProduct(t.db, { stockQuantity: 3 });
    const placed = await placeOrder(
      t.app,
      await createShopper(t),
      orderRequest([{ product_id: product.id, quantity: 1 }]),
    );
    const intentId = await intentOf(placed);

    const outcomes = await Promise.all([1, 2, 3].map(() => t.app.finalizePayment(intentId)));
    expect(outcomes.map((outcome) => outcome.result).sort()).toEqual([
      'already_paid',
      'already_paid',
      'paid',
    ]);
    expect(outcomes.every((outcome) => outcome.orderId === placed.order.id)).toBe(true);
    expect(await t.app.finalizePayment(intentId)).toEqual({
      orderId: placed.order.id,
      result: 'already_paid',
    });

    expect(await readOrder(t.db, placed.order.id)).toMatchObject({
      status: 'ordered',
      paymentStatus: 'paid',
      reservedUntil: null,
    });
    expect(await emailsAbout(placed.order.number)).toBe(1);
    expect(await stockOf(t.db, product.id)).toBe(2);
  });

  it('revives an order cancelled by expiry when its stock is still there', async () => {
    const product = await createProduct(t.db, { stockQuantity: 3 });
    const referral = await createReferralCode(t.db, { maxUses: 1 });
    const placed = await placeOrder(
      t.app,
      await createShopper(t),
      orderRequest([{ product_id: product.id, quantity: 2 }], { referral_code: referral.code }),
    );
    await sweepExpired(placed.order.id);
    expect(await stockOf(t.db, product.id)).toBe(3);
    expect((await readReferralCode(t.db, referral.id)).useCount).toBe(0);
    // Someone else used up the code meanwhile; the late payer still paid the discounted price.
    await updateReferralCode(t.db, referral.id, { useCount: 1 });
    const products = captureRealtime(t.app, 'products');

    const outcome = await t.app.finalizePayment(await intentOf(placed));

    expect(outcome).toEqual({ orderId: placed.order.id, result: 'paid' });
    expect(await readOrder(t.db, placed.order.id)).toMatchObject({
      status: 'ordered',
      paymentStatus: 'paid',
      reservedUntil: null,
    });
    expect(await stockOf(t.db, product.id)).toBe(1);
    expect((await readReferralCode(t.db, referral.id)).useCount).toBe(2);
    expect(products.ofType('stock_update').map((frame) => frame.data)).toEqual([
      { product_id: product.id, stock: 1 },
    ]);
    expect((await readOrderEvents(t.db, placed.order.id)).slice(-2)).toEqual([
      { fromStatus: 'ordered', toStatus: 'cancelled', actor: 'system' },
      { fromStatus: 'cancelled', toStatus: 'ordered', actor: 'payment' },
    ]);
    expect(await emailsAbout(placed.order.number)).toBe(1);
    products.stop();
  });

  it('refunds a late payment when any line is gone, and takes no stock', async () => {
    const plenty = await createProduct(t.db, { stockQuantity: 10 });
    const scarce = await createProduct(t.db, { stockQuantity: 2 });
    const shopper = await createShopper(t);
    const placed = await placeOrder(
      t.app,
      shopper,
      orderRequest([
        { product_id: plenty.id, quantity: 1 },
        { product_id: scarce.id, quantity: 2 },
      ]),
    );
    await sweepExpired(placed.order.id);
    await placeOrder(t.app, shopper, orderRequest([{ product_id: scarce.id, quantity: 1 }]));
    const admin = captureRealtime(t.app, 'admin');

    const intentId = await intentOf(placed);
    expect(await t.app.finalizePayment(intentId)).toEqual({
      orderId: placed.order.id,
      result: 'refunded_late',
    });

    expect(await readOrder(t.db, placed.order.id)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refunded',
    });
    expect(await stockOf(t.db, plenty.id)).toBe(10);
    expect(await stockOf(t.db, scarce.id)).toBe(1);
    expect(admin.ofType('inventory_update')).toEqual([]);
    expect(admin.ofType('order_update').map((frame) => frame.data)).toEqual([
      expect.objectContaining({ id: placed.order.id, payment_status: 'refunded' }),
    ]);
    expect(await emailsAbout(placed.order.number)).toBe(0);

    // The same payment reported again refunds nothing more.
    expect((await t.app.finalizePayment(intentId)).result).toBe('refunded_late');
    expect(
      (await readOrderEvents(t.db, placed.order.id)).filter((event) => event.actor === 'payment'),
    ).toHaveLength(1);
    admin.stop();
  });

  it('refunds a payment for an order an admin cancelled, even with stock to spare', async () => {
    const product = await createProduct(t.db, { stockQuantity: 10 });
    const placed = await placeOrder(
      t.app,
      await createShopper(t),
      orderRequest([{ product_id: product.id, quantity: 1 }]),
    );
    await createOrderStatusService({
      db: t.db,
      payments: { provider: t.app.payments.provider, finalizePayment: t.app.finalizePayment },
      notifier: notifier(),
      log: t.app.log,
    }).changeOrderStatus(placed.order.id, 'cancelled', 'admin:1');

    expect((await t.app.finalizePayment(await intentOf(placed))).result).toBe('refunded_late');
    expect(await readOrder(t.db, placed.order.id)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refunded',
    });
    expect(await stockOf(t.db, product.id)).toBe(10);
  });
});
