import { describe, expect, it } from 'vitest';
import {
  createShopper,
  expireReservation,
  orderRequest,
  placeOrder,
  readOrder,
  readOrderEvents,
  setOrderState,
  stockOf,
} from '../../../test/factories/orders';
import { createProduct } from '../../../test/factories/products';
import { createReferralCode, readReferralCode } from '../../../test/factories/referral-codes';
import { captureRealtime } from '../../../test/helpers/realtime-capture';
import { setupTestApp } from '../../../test/helpers/test-app';

const t = setupTestApp();

describe('releaseExpiredReservations', () => {
  it('cancels an unpaid order past its reservation and gives its stock and referral use back', async () => {
    const shopper = await createShopper(t);
    const a = await createProduct(t.db, { stockQuantity: 5 });
    const b = await createProduct(t.db, { stockQuantity: 5 });
    const referral = await createReferralCode(t.db, { maxUses: 1 });
    const placed = await placeOrder(
      t.app,
      shopper,
      orderRequest(
        [
          { product_id: a.id, quantity: 2 },
          { product_id: b.id, quantity: 5 },
        ],
        { referral_code: referral.code },
      ),
    );
    expect(await stockOf(t.db, b.id)).toBe(0);
    expect((await readReferralCode(t.db, referral.id)).useCount).toBe(1);

    const products = captureRealtime(t.app, 'products');
    const admin = captureRealtime(t.app, 'admin');
    const sweeper = t.app.reservationSweeper;
    // Not yet expired: nothing happens.
    expect(await sweeper.releaseExpiredReservations(new Date())).toEqual({
      cancelled: [],
      finalized: [],
    });
    expect(products.frames).toEqual([]);

    await expireReservation(t.db, placed.order.id);
    const result = await sweeper.releaseExpiredReservations(new Date());

    expect(result).toEqual({ cancelled: [placed.order.id], finalized: [] });
    const order = await readOrder(t.db, placed.order.id);
    expect(order).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'unpaid',
      reservedUntil: null,
    });
    expect(await stockOf(t.db, a.id)).toBe(5);
    expect(await stockOf(t.db, b.id)).toBe(5);
    expect((await readReferralCode(t.db, referral.id)).useCount).toBe(0);
    expect((await readOrderEvents(t.db, placed.order.id)).at(-1)).toEqual({
      fromStatus: 'ordered',
      toStatus: 'cancelled',
      actor: 'system',
    });
    expect(products.ofType('stock_update').map((frame) => frame.data)).toEqual([
      { product_id: a.id, stock: 5 },
      { product_id: b.id, stock: 5 },
    ]);
    expect(admin.ofType('inventory_update')).toHaveLength(2);
    expect(admin.ofType('order_update').map((frame) => frame.data)).toEqual([
      expect.objectContaining({ id: placed.order.id, status: 'cancelled' }),
    ]);

    // A second sweep (or another instance's) finds nothing left to release.
    expect(await sweeper.releaseExpiredReservations(new Date())).toEqual({
      cancelled: [],
      finalized: [],
    });
    expect(await stockOf(t.db, a.id)).toBe(5);
    products.stop();
    admin.stop();
  });

  it('leaves paid, cancelled and still-reserved orders alone', async () => {
    const shopper = await createShopper(t);
    const product = await createProduct(t.db, { stockQuantity: 9 });
    const line = orderRequest([{ product_id: product.id, quantity: 1 }]);
    const paid = await placeOrder(t.app, shopper, line);
    const fresh = await placeOrder(t.app, shopper, line);
    await setOrderState(t.db, paid.order.id, {
      paymentStatus: 'paid',
      reservedUntil: new Date(Date.now() - 60_000),
    });

    const result = await t.app.reservationSweeper.releaseExpiredReservations(new Date());

    expect(result.cancelled).not.toContain(paid.order.id);
    expect(result.cancelled).not.toContain(fresh.order.id);
    expect((await readOrder(t.db, paid.order.id)).status).toBe('ordered');
    expect((await readOrder(t.db, fresh.order.id)).status).toBe('ordered');
    expect(await stockOf(t.db, product.id)).toBe(7);
  });

  it('decides by the time it is given', async () => {
    const shopper = await createShopper(t);
    const product = await createProduct(t.db, { stockQuantity: 3 });
    const placed = await placeOrder(
      t.app,
      shopper,
      orderRequest([{ product_id: product.id, quantity: 3 }]),
    );
    const inAnHour = new Date(Date.now() + 60 * 60_000);

    const result = await t.app.reservationSweeper.releaseExpiredReservations(inAnHour);

    expect(result.cancelled).toContain(placed.order.id);
    expect(await stockOf(t.db, product.id)).toBe(3);
  });
});
