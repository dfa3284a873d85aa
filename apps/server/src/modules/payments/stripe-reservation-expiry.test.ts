// Reservations running out with Stripe: the sweeper asks Stripe to cancel each expired order's
// intent first, so a payment that went through at the last moment is kept (the order is paid),
// and only an order whose payment did not succeed is cancelled, its intent with it. A payment
// Stripe could not stop (processing) that succeeds later still ends in a paid order.
import { describe, expect, it } from 'vitest';
import {
  createShopper,
  expireReservation,
  orderRequest,
  placeOrder,
  readOrder,
  stockOf,
} from '../../../test/factories/orders';
import { createProduct } from '../../../test/factories/products';
import {
  emailsAbout,
  intentIdOf,
  sendWebhook,
  setupStripeShop,
} from '../../../test/helpers/stripe-shop';

const { t, stripeApi } = await setupStripeShop();

async function placeExpiredOrder() {
  const shopper = await createShopper(t);
  const product = await createProduct(t.db, { stockQuantity: 6 });
  const placed = await placeOrder(
    t.app,
    shopper,
    orderRequest([{ product_id: product.id, quantity: 2 }]),
  );
  await expireReservation(t.db, placed.order.id);
  return { placed, product, intentId: await intentIdOf(t.db, placed.order.id) };
}

describe('releaseExpiredReservations with Stripe', () => {
  it('finalizes, not cancels, an expired order whose payment already succeeded at Stripe', async () => {
    const { placed, product, intentId } = await placeExpiredOrder();
    stripeApi.succeed(intentId);

    const result = await t.app.reservationSweeper.releaseExpiredReservations(new Date());

    expect(result.finalized).toContain(placed.order.id);
    expect(result.cancelled).not.toContain(placed.order.id);
    expect(await readOrder(t.db, placed.order.id)).toMatchObject({
      status: 'ordered',
      paymentStatus: 'paid',
      reservedUntil: null,
    });
    expect(await stockOf(t.db, product.id)).toBe(4);
    expect(stripeApi.intent(intentId).status).toBe('succeeded');
    expect(stripeApi.refunds().filter((refund) => refund.payment_intent === intentId)).toEqual([]);
    expect(await emailsAbout(t.app, placed.order.number)).toBe(1);

    // The webhook for that payment arrives afterwards and changes nothing.
    const late = await sendWebhook(t.app, stripeApi.event('payment_intent.succeeded', intentId));
    expect(late.json()).toEqual({ received: true });
    expect(await emailsAbout(t.app, placed.order.number)).toBe(1);
  });

  it('cancels an expired unpaid order, gives its stock back and cancels its intent at Stripe', async () => {
    const { placed, product, intentId } = await placeExpiredOrder();
    expect(await stockOf(t.db, product.id)).toBe(4);

    const result = await t.app.reservationSweeper.releaseExpiredReservations(new Date());

    expect(result.cancelled).toContain(placed.order.id);
    expect(await readOrder(t.db, placed.order.id)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'unpaid',
    });
    expect(await stockOf(t.db, product.id)).toBe(6);
    expect(stripeApi.intent(intentId)).toMatchObject({ status: 'canceled' });
    expect(
      stripeApi.requests.some(
        (call) => call.path === `/v1/payment_intents/${intentId}/cancel` && call.status === 200,
      ),
    ).toBe(true);
    expect(await emailsAbout(t.app, placed.order.number)).toBe(0);
  });

  it('keeps a payment that was still processing when the reservation ran out', async () => {
    const { placed, product, intentId } = await placeExpiredOrder();
    stripeApi.process(intentId);
    await t.app.reservationSweeper.releaseExpiredReservations(new Date());
    // Stripe cannot stop a processing payment; it settles later and its webhook arrives.
    expect(stripeApi.intent(intentId).status).toBe('processing');
    stripeApi.succeed(intentId);

    const webhook = await sendWebhook(t.app, stripeApi.event('payment_intent.succeeded', intentId));

    expect(webhook.statusCode).toBe(200);
    expect(await readOrder(t.db, placed.order.id)).toMatchObject({
      status: 'ordered',
      paymentStatus: 'paid',
    });
    expect(await stockOf(t.db, product.id)).toBe(4);
    expect(stripeApi.refunds().filter((refund) => refund.payment_intent === intentId)).toEqual([]);
    expect(await emailsAbout(t.app, placed.order.number)).toBe(1);
  });
});
