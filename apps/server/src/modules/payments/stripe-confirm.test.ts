// The browser's confirm call after Stripe.js: Canopy asks Stripe (through the real SDK, against
// the local server that speaks Stripe's API) and never takes the browser's word for a payment.
import type { CreateOrderResponse } from '@canopy/contracts';
import { describe, expect, it } from 'vitest';
import {
  createShopper,
  expireReservation,
  orderRequest,
  placeOrder,
  readOrder,
  type Shopper,
} from '../../../test/factories/orders';
import { createProduct } from '../../../test/factories/products';
import {
  emailsAbout,
  intentIdOf,
  paymentHistoryEntries,
  setupStripeShop,
} from '../../../test/helpers/stripe-shop';

const { t, stripeApi } = await setupStripeShop();

interface StripeOrder {
  shopper: Shopper;
  placed: CreateOrderResponse;
  intentId: string;
}

async function placeStripeOrder(): Promise<StripeOrder> {
  const shopper = await createShopper(t);
  const product = await createProduct(t.db, { retailPriceCents: 4000 });
  const placed = await placeOrder(
    t.app,
    shopper,
    orderRequest([{ product_id: product.id, quantity: 1 }]),
  );
  return { shopper, placed, intentId: await intentIdOf(t.db, placed.order.id) };
}

function confirm({ shopper, placed }: StripeOrder, token = placed.order_token) {
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/confirm',
    headers: { 'x-access-code': shopper.code },
    payload: { order_id: placed.order.id, order_token: token },
  });
}

describe('POST /api/payments/confirm', () => {
  it('answers 402 while the payment is not completed, and the order stays unpaid', async () => {
    const order = await placeStripeOrder();

    const before = await confirm(order);
    expect(before.statusCode).toBe(402);
    expect(before.json()).toEqual({
      detail: 'Your payment was not completed.',
      error: 'payment_declined',
    });

    stripeApi.fail(order.intentId);
    expect((await confirm(order)).statusCode).toBe(402);
    expect(await readOrder(t.db, order.placed.order.id)).toMatchObject({
      status: 'ordered',
      paymentStatus: 'unpaid',
    });
    expect(stripeApi.intent(order.intentId).status).toBe('requires_payment_method');
  });

  it('answers the unpaid order while the payment is processing', async () => {
    const order = await placeStripeOrder();
    stripeApi.process(order.intentId);

    const response = await confirm(order);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      order: { id: order.placed.order.id, status: 'ordered', payment_status: 'unpaid' },
    });
  });

  it('marks a succeeded payment paid and sends one email, however often it is called', async () => {
    const order = await placeStripeOrder();
    stripeApi.succeed(order.intentId);

    const response = await confirm(order);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      order: {
        ...order.placed.order,
        payment_status: 'paid',
        reserved_until: null,
      },
    });

    const again = await confirm(order);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ order: { payment_status: 'paid' } });
    expect(await paymentHistoryEntries(t.db, order.placed.order.id)).toBe(1);
    expect(await emailsAbout(t.app, order.placed.order.number)).toBe(1);
  });

  it('answers 404 for a wrong token or an unknown order, and asks Stripe nothing', async () => {
    const order = await placeStripeOrder();
    stripeApi.succeed(order.intentId);
    const callsBefore = stripeApi.requests.length;

    const wrongToken = await confirm(order, 'not-the-token');
    expect(wrongToken.statusCode).toBe(404);
    expect(wrongToken.json()).toEqual({ detail: 'Order not found', error: 'not_found' });

    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/payments/confirm',
      headers: { 'x-access-code': order.shopper.code },
      payload: { order_id: 2_000_000_000, order_token: order.placed.order_token },
    });
    expect(unknown.statusCode).toBe(404);
    expect(stripeApi.requests).toHaveLength(callsBefore);
    expect(await readOrder(t.db, order.placed.order.id)).toMatchObject({ paymentStatus: 'unpaid' });
  });

  it('sits behind the storefront gate and validates its body', async () => {
    const order = await placeStripeOrder();
    const ungated = await t.app.inject({
      method: 'POST',
      url: '/api/payments/confirm',
      payload: { order_id: order.placed.order.id, order_token: order.placed.order_token },
    });
    expect(ungated.statusCode).toBe(403);
    expect(ungated.json()).toMatchObject({ error: 'invalid_access_code' });

    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/payments/confirm',
      headers: { 'x-access-code': order.shopper.code },
      payload: { order_id: 'seven' },
    });
    expect(malformed.statusCode).toBe(422);
  });

  it('answers 503 when Stripe cannot be asked, and changes nothing', async () => {
    const order = await placeStripeOrder();
    stripeApi.succeed(order.intentId);
    stripeApi.failNext(3);

    const response = await confirm(order);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ error: 'service_unavailable' });
    expect(await readOrder(t.db, order.placed.order.id)).toMatchObject({ paymentStatus: 'unpaid' });

    // Stripe answers again: the next confirm pays the order.
    expect((await confirm(order)).json()).toMatchObject({ order: { payment_status: 'paid' } });
  });

  it('answers 409 once the order has expired and its payment was cancelled', async () => {
    const order = await placeStripeOrder();
    await expireReservation(t.db, order.placed.order.id);
    expect(
      (await t.app.reservationSweeper.releaseExpiredReservations(new Date())).cancelled,
    ).toContain(order.placed.order.id);
    expect(stripeApi.intent(order.intentId).status).toBe('canceled');

    const response = await confirm(order);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      detail: 'This order has expired. Please place it again.',
      error: 'conflict',
    });
  });
});
