// Placing an order with Stripe configured: the real SDK creates the PaymentIntent on the local
// server that speaks Stripe's API, the browser gets what Stripe.js needs, a retried order creates
// no second intent, and an outage at Stripe places nothing.
import type { CreateOrderResponse } from '@canopy/contracts';
import { describe, expect, it } from 'vitest';
import {
  countOrders,
  createShopper,
  newIdempotencyKey,
  orderRequest,
  postOrder,
  stockOf,
} from '../../../test/factories/orders';
import { createProduct } from '../../../test/factories/products';
import { intentIdOf, setupStripeShop, STRIPE_TEST_ENV } from '../../../test/helpers/stripe-shop';

const { t, stripeApi } = await setupStripeShop();

describe('POST /api/orders with Stripe', () => {
  it('answers 201 with the client secret and publishable key of an intent for the order total', async () => {
    const shopper = await createShopper(t);
    const product = await createProduct(t.db, { retailPriceCents: 2500, stockQuantity: 4 });
    const response = await postOrder(
      t.app,
      shopper,
      orderRequest([{ product_id: product.id, quantity: 2 }]),
    );

    expect(response.statusCode).toBe(201);
    const placed = response.json<CreateOrderResponse>();
    const intentId = await intentIdOf(t.db, placed.order.id);
    const intent = stripeApi.intent(intentId);
    expect(placed.payment).toEqual({
      provider: 'stripe',
      client_secret: intent.client_secret,
      publishable_key: STRIPE_TEST_ENV.STRIPE_PUBLISHABLE_KEY,
    });
    // $50.00 of goods, 8 % tax, $10 shipping under the $100 threshold: $64.00.
    expect(placed.order.total).toBe(64);
    expect(intent).toMatchObject({
      amount: 6400,
      currency: 'usd',
      metadata: { order_id: String(placed.order.id), order_number: placed.order.number },
      status: 'requires_payment_method',
    });
    const creations = stripeApi.requests.filter(
      (call) => call.path === '/v1/payment_intents' && call.params.amount === '6400',
    );
    expect(creations).toHaveLength(1);
    expect(creations[0]?.idempotencyKey).toEqual(expect.stringContaining(String(placed.order.id)));
    expect(await stockOf(t.db, product.id)).toBe(2);
  });

  it('creates one intent when the same order is sent twice with one Idempotency-Key', async () => {
    const shopper = await createShopper(t);
    const product = await createProduct(t.db, { retailPriceCents: 1234 });
    const body = orderRequest([{ product_id: product.id, quantity: 1 }]);
    const key = newIdempotencyKey();

    const first = await postOrder(t.app, shopper, body, key);
    const second = await postOrder(t.app, shopper, body, key);

    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    const a = first.json<CreateOrderResponse>();
    const b = second.json<CreateOrderResponse>();
    expect(b.order.id).toBe(a.order.id);
    expect(b.payment.client_secret).toBe(a.payment.client_secret);
    const intentId = await intentIdOf(t.db, a.order.id);
    const forThisOrder = stripeApi
      .intents()
      .filter((intent) => intent.metadata.order_id === String(a.order.id));
    expect(forThisOrder.map((intent) => intent.id)).toEqual([intentId]);
    expect(await stockOf(t.db, product.id)).toBe(9);
  });

  it('answers 503 and places nothing when Stripe is down, with the stock back', async () => {
    const shopper = await createShopper(t);
    const product = await createProduct(t.db, { stockQuantity: 3 });
    const ordersBefore = await countOrders(t.db);
    const intentsBefore = stripeApi.intents().length;
    // The SDK tries three times (two retries); every attempt fails.
    stripeApi.failNext(3);

    const response = await postOrder(
      t.app,
      shopper,
      orderRequest([{ product_id: product.id, quantity: 3 }]),
    );

    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ error: 'service_unavailable' });
    expect(await countOrders(t.db)).toBe(ordersBefore);
    expect(await stockOf(t.db, product.id)).toBe(3);
    expect(stripeApi.intents()).toHaveLength(intentsBefore);
    expect(stripeApi.requests.slice(-3).map((call) => call.status)).toEqual([500, 500, 500]);

    // Stripe is back: the same cart goes through.
    const retry = await postOrder(
      t.app,
      shopper,
      orderRequest([{ product_id: product.id, quantity: 3 }]),
    );
    expect(retry.statusCode).toBe(201);
    expect(await stockOf(t.db, product.id)).toBe(0);
  });
});
