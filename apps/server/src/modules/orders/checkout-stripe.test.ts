// Checkout, expiry and status changes with Stripe configured: the real SDK talks to the local
// server that speaks Stripe's API (test/helpers/stripe-api-server.ts).
import type { CreateOrderResponse } from '@canopy/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  countOrders,
  createShopper,
  expireReservation,
  newIdempotencyKey,
  orderRequest,
  placeOrder,
  postOrder,
  readOrder,
  stockOf,
} from '../../../test/factories/orders';
import { createProduct } from '../../../test/factories/products';
import { createReferralCode, readReferralCode } from '../../../test/factories/referral-codes';
import { captureRealtime } from '../../../test/helpers/realtime-capture';
import {
  startStripeApiServer,
  type StripeApiServer,
} from '../../../test/helpers/stripe-api-server';
import { setupTestApp } from '../../../test/helpers/test-app';
import { createOrderNotifier } from './order-notifier';
import { createOrderStatusService } from './order-status.service';

const t = setupTestApp();

let stripeApi: StripeApiServer;
let shop: FastifyInstance;

beforeAll(async () => {
  stripeApi = await startStripeApiServer({ secretKey: 'sk_test_checkout' });
  shop = await t.buildApp({
    STRIPE_SECRET_KEY: 'sk_test_checkout',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_checkout',
    STRIPE_API_URL: stripeApi.url,
  });
});

afterAll(async () => {
  await stripeApi.close();
});

async function intentIdOf(orderId: number): Promise<string> {
  const intentId = (await readOrder(t.db, orderId)).paymentIntentId;
  if (intentId === null) throw new Error(`order ${orderId} has no payment intent`);
  return intentId;
}

function createdIntents(): number {
  return stripeApi.requests.filter(
    (request) =>
      request.method === 'POST' && request.path === '/v1/payment_intents' && request.status === 200,
  ).length;
}

function services() {
  const notifier = createOrderNotifier({
    realtime: shop.realtime,
    invalidation: shop.invalidation,
    slots: shop.slotNotifier,
    log: shop.log,
  });
  return {
    sweeper: shop.reservationSweeper,
    status: createOrderStatusService({
      db: t.db,
      payments: { provider: shop.payments.provider, finalizePayment: shop.finalizePayment },
      notifier,
      log: shop.log,
    }),
  };
}

async function newOrder(quantity = 1): Promise<{ placed: CreateOrderResponse; productId: number }> {
  const product = await createProduct(t.db, { retailPriceCents: 2000, stockQuantity: 5 });
  const placed = await placeOrder(
    shop,
    await createShopper(t),
    orderRequest([{ product_id: product.id, quantity }]),
  );
  return { placed, productId: product.id };
}

describe('checkout with Stripe', () => {
  it('creates a PaymentIntent for the total and answers its client secret and the publishable key', async () => {
    const shopper = await createShopper(t);
    const product = await createProduct(t.db, { retailPriceCents: 2000 });
    const key = newIdempotencyKey();
    const body = orderRequest([{ product_id: product.id, quantity: 2 }]);
    const intentsBefore = createdIntents();

    const first = await postOrder(shop, shopper, body, key);

    expect(first.statusCode).toBe(201);
    const placed = first.json<CreateOrderResponse>();
    const intent = stripeApi.intent(await intentIdOf(placed.order.id));
    expect(placed.payment).toEqual({
      provider: 'stripe',
      client_secret: intent.client_secret,
      publishable_key: 'pk_test_checkout',
    });
    // $40.00 + $3.20 tax + $10.00 shipping.
    expect(intent).toMatchObject({
      amount: 5320,
      currency: 'usd',
      receipt_email: 'ada@example.com',
      metadata: { order_id: String(placed.order.id), order_number: placed.order.number },
    });
    expect((await readOrder(t.db, placed.order.id)).paymentProvider).toBe('stripe');

    // A retry replays the answer, client secret included, without a second PaymentIntent.
    const replay = await postOrder(shop, shopper, body, key);
    expect(replay.statusCode).toBe(201);
    expect(replay.json()).toEqual(placed);
    expect(createdIntents()).toBe(intentsBefore + 1);
  });

  it('withdraws the order when Stripe is down: 503, stock and referral use back, nothing left', async () => {
    const shopper = await createShopper(t);
    const product = await createProduct(t.db, { stockQuantity: 4 });
    const referral = await createReferralCode(t.db, {});
    const key = newIdempotencyKey();
    const body = orderRequest([{ product_id: product.id, quantity: 3 }], {
      referral_code: referral.code,
    });
    const ordersBefore = await countOrders(t.db);
    const products = captureRealtime(shop, 'products');

    // The SDK retries twice: three failures in a row are an outage.
    stripeApi.failNext(3);
    const response = await postOrder(shop, shopper, body, key);

    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      detail: 'Payment provider unavailable; your order was not placed. Please try again.',
      error: 'service_unavailable',
    });
    expect(await countOrders(t.db)).toBe(ordersBefore);
    expect(await stockOf(t.db, product.id)).toBe(4);
    expect((await readReferralCode(t.db, referral.id)).useCount).toBe(0);
    expect(products.ofType('stock_update').map((frame) => frame.data)).toEqual([
      { product_id: product.id, stock: 1 },
      { product_id: product.id, stock: 4 },
    ]);
    products.stop();

    // Once Stripe is back, the same key places the order.
    const retry = await postOrder(shop, shopper, body, key);
    expect(retry.statusCode).toBe(201);
    expect(await stockOf(t.db, product.id)).toBe(1);
  });
});

describe('the reservation sweeper with Stripe', () => {
  it('finalizes a payment that succeeded meanwhile and cancels the others at Stripe', async () => {
    const succeeded = await newOrder(2);
    const abandoned = await newOrder(2);
    stripeApi.succeed(await intentIdOf(succeeded.placed.order.id));
    for (const { placed } of [succeeded, abandoned]) await expireReservation(t.db, placed.order.id);

    const result = await services().sweeper.releaseExpiredReservations(new Date());

    expect(result).toEqual({
      finalized: [succeeded.placed.order.id],
      cancelled: [abandoned.placed.order.id],
    });
    expect(await readOrder(t.db, succeeded.placed.order.id)).toMatchObject({
      status: 'ordered',
      paymentStatus: 'paid',
    });
    expect(await stockOf(t.db, succeeded.productId)).toBe(3);
    expect(await readOrder(t.db, abandoned.placed.order.id)).toMatchObject({ status: 'cancelled' });
    expect(await stockOf(t.db, abandoned.productId)).toBe(5);
    expect(stripeApi.intent(await intentIdOf(abandoned.placed.order.id)).status).toBe('canceled');
  });

  it('keeps sweeping the other orders when Stripe fails for one', async () => {
    const first = await newOrder();
    const second = await newOrder();
    await expireReservation(t.db, first.placed.order.id);
    await expireReservation(t.db, second.placed.order.id);

    // Every call of the first order's cancel fails (retrieve + its two retries).
    stripeApi.failNext(3);
    const result = await services().sweeper.releaseExpiredReservations(new Date());

    expect(result.cancelled).toHaveLength(1);
    const stillOpen = [first, second].filter(
      ({ placed }) => !result.cancelled.includes(placed.order.id),
    );
    expect(stillOpen).toHaveLength(1);
    const next = await services().sweeper.releaseExpiredReservations(new Date());
    expect(next.cancelled).toEqual([stillOpen[0]?.placed.order.id]);
  });
});

describe('order status changes with Stripe', () => {
  it('refunds a paid order in full at Stripe when it is cancelled, once', async () => {
    const { placed, productId } = await newOrder(2);
    const intentId = await intentIdOf(placed.order.id);
    stripeApi.succeed(intentId);
    await shop.finalizePayment(intentId);

    const order = await services().status.changeOrderStatus(
      placed.order.id,
      'cancelled',
      'admin:1',
    );

    expect(order).toMatchObject({ status: 'cancelled', payment_status: 'refunded' });
    expect(stripeApi.refunds().filter((refund) => refund.payment_intent === intentId)).toEqual([
      expect.objectContaining({ amount: 5320, status: 'succeeded' }),
    ]);
    expect(await stockOf(t.db, productId)).toBe(5);
  });

  it('answers 503 and changes nothing when the refund fails', async () => {
    const { placed, productId } = await newOrder();
    const intentId = await intentIdOf(placed.order.id);
    stripeApi.succeed(intentId);
    await shop.finalizePayment(intentId);
    await services().status.changeOrderStatus(placed.order.id, 'working_on', 'admin:1');
    await services().status.changeOrderStatus(placed.order.id, 'delivery', 'admin:1');

    stripeApi.failNext(3);
    await expect(
      services().status.changeOrderStatus(placed.order.id, 'refunded', 'admin:1'),
    ).rejects.toMatchObject({ statusCode: 503 });
    expect(await readOrder(t.db, placed.order.id)).toMatchObject({
      status: 'delivery',
      paymentStatus: 'paid',
    });
    expect(stripeApi.refunds().filter((refund) => refund.payment_intent === intentId)).toEqual([]);
    expect(await stockOf(t.db, productId)).toBe(4);

    const refunded = await services().status.changeOrderStatus(
      placed.order.id,
      'refunded',
      'admin:1',
    );
    expect(refunded.payment_status).toBe('refunded');
  });

  it('cancels an unpaid order at Stripe first, so it can never be paid later', async () => {
    const { placed } = await newOrder();
    await services().status.changeOrderStatus(placed.order.id, 'cancelled', 'admin:1');
    expect(stripeApi.intent(await intentIdOf(placed.order.id)).status).toBe('canceled');
  });

  it('records a payment Stripe took before the webhook came, then refunds it on cancel', async () => {
    const { placed, productId } = await newOrder();
    const intentId = await intentIdOf(placed.order.id);
    stripeApi.succeed(intentId);

    const order = await services().status.changeOrderStatus(
      placed.order.id,
      'cancelled',
      'admin:1',
    );

    expect(order).toMatchObject({ status: 'cancelled', payment_status: 'refunded' });
    expect(stripeApi.refunds().filter((refund) => refund.payment_intent === intentId)).toHaveLength(
      1,
    );
    expect(await stockOf(t.db, productId)).toBe(5);
  });
});
