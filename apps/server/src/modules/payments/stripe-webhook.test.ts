// Stripe's webhook: events signed with the SDK's own test helper, verified on the raw body;
// payment_intent.succeeded pays the order once, however often or however raced it arrives; a
// failure while finalizing leaves the event for Stripe's retry.
import { dollarsToCents, type CreateOrderResponse } from '@canopy/contracts';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import {
  createShopper,
  orderRequest,
  placeOrder,
  readOrder,
  setOrderState,
} from '../../../test/factories/orders';
import { createProduct } from '../../../test/factories/products';
import {
  emailsAbout,
  intentIdOf,
  paymentHistoryEntries,
  sendWebhook,
  setupStripeShop,
  STRIPE_TEST_ENV,
} from '../../../test/helpers/stripe-shop';

const { t, stripeApi } = await setupStripeShop();

async function placeStripeOrder(): Promise<{ placed: CreateOrderResponse; intentId: string }> {
  const shopper = await createShopper(t);
  const product = await createProduct(t.db, { retailPriceCents: 1500 });
  const placed = await placeOrder(
    t.app,
    shopper,
    orderRequest([{ product_id: product.id, quantity: 1 }]),
  );
  return { placed, intentId: await intentIdOf(t.db, placed.order.id) };
}

function confirm(placed: CreateOrderResponse, accessCode: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/confirm',
    headers: { 'x-access-code': accessCode },
    payload: { order_id: placed.order.id, order_token: placed.order_token },
  });
}

describe('POST /api/payments/webhook', () => {
  it('refuses a bad, foreign or missing signature with 400 and changes nothing', async () => {
    const { placed, intentId } = await placeStripeOrder();
    stripeApi.succeed(intentId);
    const event = stripeApi.event('payment_intent.succeeded', intentId);

    const forged = await sendWebhook(t.app, event, { signature: 't=1,v1=deadbeef' });
    const otherSecret = await sendWebhook(t.app, event, { secret: 'whsec_someone_else' });
    const unsigned = await sendWebhook(t.app, event, { signature: null });

    for (const response of [forged, otherSecret, unsigned]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail: 'Invalid signature', error: 'bad_request' });
    }
    expect(await readOrder(t.db, placed.order.id)).toMatchObject({ paymentStatus: 'unpaid' });
    expect(await emailsAbout(t.app, placed.order.number)).toBe(0);

    // The very same event, correctly signed, is not treated as a replay of the refused ones.
    const genuine = await sendWebhook(t.app, event);
    expect(genuine.json()).toEqual({ received: true });
  });

  it('refuses a signed body that was altered on the way', async () => {
    const { placed, intentId } = await placeStripeOrder();
    stripeApi.succeed(intentId);
    const event = stripeApi.event('payment_intent.succeeded', intentId);
    // Signed for what Stripe sent (a harmless event), delivered with a different body.
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload: JSON.stringify(stripeApi.event('payment_intent.created', intentId)),
      secret: STRIPE_TEST_ENV.STRIPE_WEBHOOK_SECRET,
    });

    const tampered = await sendWebhook(t.app, event, { signature });
    expect(tampered.statusCode).toBe(400);
    expect(await readOrder(t.db, placed.order.id)).toMatchObject({ paymentStatus: 'unpaid' });
  });

  it('marks the order paid on payment_intent.succeeded, once, however often it is delivered', async () => {
    const { placed, intentId } = await placeStripeOrder();
    stripeApi.succeed(intentId);
    const event = stripeApi.event('payment_intent.succeeded', intentId);

    const first = await sendWebhook(t.app, event);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true });
    expect(await readOrder(t.db, placed.order.id)).toMatchObject({
      status: 'ordered',
      paymentStatus: 'paid',
      reservedUntil: null,
    });

    const replay = await sendWebhook(t.app, event);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ received: true, duplicate: true });

    // Stripe may also send a second event about the same payment.
    const another = await sendWebhook(t.app, stripeApi.event('payment_intent.succeeded', intentId));
    expect(another.json()).toEqual({ received: true });

    expect(await paymentHistoryEntries(t.db, placed.order.id)).toBe(1);
    expect(await emailsAbout(t.app, placed.order.number)).toBe(1);
  });

  it('records other event types without acting on them', async () => {
    const { placed, intentId } = await placeStripeOrder();
    stripeApi.fail(intentId);
    const event = stripeApi.event('payment_intent.payment_failed', intentId);

    expect((await sendWebhook(t.app, event)).json()).toEqual({ received: true });
    expect((await sendWebhook(t.app, event)).json()).toEqual({ received: true, duplicate: true });
    expect(await readOrder(t.db, placed.order.id)).toMatchObject({
      status: 'ordered',
      paymentStatus: 'unpaid',
    });
  });

  it('acknowledges a payment no order holds (another integration on the same account)', async () => {
    const { intentId } = await placeStripeOrder();
    const event = stripeApi.event('payment_intent.succeeded', intentId);
    event.data.object.id = 'pi_not_from_canopy';
    const response = await sendWebhook(t.app, event);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true });
  });

  it('leaves an event whose handling failed to Stripe’s retry', async () => {
    // Cancelled by an admin before the payment came in: the payment must be refunded, and the
    // refund meets an outage at Stripe.
    const { placed, intentId } = await placeStripeOrder();
    await setOrderState(t.db, placed.order.id, { status: 'cancelled', reservedUntil: null });
    stripeApi.succeed(intentId);
    const event = stripeApi.event('payment_intent.succeeded', intentId);
    stripeApi.failNext(3);

    const failed = await sendWebhook(t.app, event);
    expect(failed.statusCode).toBe(503);
    expect(await readOrder(t.db, placed.order.id)).toMatchObject({ paymentStatus: 'unpaid' });
    expect(stripeApi.refunds().filter((refund) => refund.payment_intent === intentId)).toEqual([]);

    const retried = await sendWebhook(t.app, event);
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toEqual({ received: true });
    expect(await readOrder(t.db, placed.order.id)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refunded',
    });
    expect(stripeApi.refunds().filter((refund) => refund.payment_intent === intentId)).toEqual([
      expect.objectContaining({ amount: dollarsToCents(placed.order.total) }),
    ]);
  });

  it('pays once when the webhook and the browser’s confirm call race', async () => {
    const shopper = await createShopper(t);
    const product = await createProduct(t.db);
    const placed = await placeOrder(
      t.app,
      shopper,
      orderRequest([{ product_id: product.id, quantity: 1 }]),
    );
    const intentId = await intentIdOf(t.db, placed.order.id);
    stripeApi.succeed(intentId);

    const [webhook, confirmed] = await Promise.all([
      sendWebhook(t.app, stripeApi.event('payment_intent.succeeded', intentId)),
      confirm(placed, shopper.code),
    ]);

    expect(webhook.statusCode).toBe(200);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({
      order: { id: placed.order.id, payment_status: 'paid' },
    });
    expect(await paymentHistoryEntries(t.db, placed.order.id)).toBe(1);
    expect(await emailsAbout(t.app, placed.order.number)).toBe(1);
  });
});

describe('the Stripe routes in the OpenAPI document', () => {
  it('lists the webhook as public and the confirm call behind the access code', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = response.json<{
      paths: Record<string, { post?: { security?: unknown[] } } | undefined>;
    }>().paths;
    expect(paths['/api/payments/webhook']?.post?.security).toEqual([]);
    expect(paths['/api/payments/confirm']?.post?.security).toEqual([{ accessCode: [] }]);
  });
});

describe('POST /api/payments/webhook without a signing secret', () => {
  it('refuses every event, so none is trusted unverified and Stripe keeps retrying', async () => {
    const shop = await t.buildApp({ STRIPE_WEBHOOK_SECRET: '' });
    const { placed, intentId } = await placeStripeOrder();
    stripeApi.succeed(intentId);

    const response = await sendWebhook(shop, stripeApi.event('payment_intent.succeeded', intentId));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      detail: 'Webhook signing secret is not configured',
      error: 'bad_request',
    });
    expect(await readOrder(t.db, placed.order.id)).toMatchObject({ paymentStatus: 'unpaid' });
  });
});

describe('the Stripe routes without Stripe', () => {
  it('do not exist when the built-in test provider is in use', async () => {
    const shop = await t.buildApp({ STRIPE_SECRET_KEY: '', STRIPE_PUBLISHABLE_KEY: '' });
    const { placed, intentId } = await placeStripeOrder();
    const webhook = await sendWebhook(shop, stripeApi.event('payment_intent.succeeded', intentId));
    expect(webhook.statusCode).toBe(404);
    const confirmed = await shop.inject({
      method: 'POST',
      url: '/api/payments/confirm',
      payload: { order_id: placed.order.id, order_token: placed.order_token },
    });
    expect(confirmed.statusCode).toBe(404);
  });
});
