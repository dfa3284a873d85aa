// The Stripe provider through the official SDK against the local server that speaks Stripe's API
// (test/helpers/stripe-api-server.ts): what goes over the wire, idempotency, the states checkout
// decides on, cancelling too late, refunds, a wrong key and an outage.
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startStripeApiServer,
  type StripeApiServer,
} from '../../../test/helpers/stripe-api-server';
import type { StripeConfig } from '../../config';
import type { CreatePaymentInput } from './payment-provider';
import { createStripeProvider } from './stripe-provider';

let stripeApi: StripeApiServer;
let config: StripeConfig;

beforeAll(async () => {
  stripeApi = await startStripeApiServer({ secretKey: 'sk_test_provider' });
  config = {
    secretKey: 'sk_test_provider',
    publishableKey: 'pk_test_provider',
    webhookSecret: null,
    apiUrl: stripeApi.url,
  };
});

afterAll(async () => {
  await stripeApi.close();
});

let keyCounter = 0;
function paymentInput(overrides: Partial<CreatePaymentInput> = {}): CreatePaymentInput {
  keyCounter += 1;
  return {
    orderId: 41,
    orderNumber: 'CN-0041',
    amountCents: 2599,
    customerEmail: 'shopper@example.com',
    idempotencyKey: `order-41-payment-${keyCounter}`,
    ...overrides,
  };
}

describe('createStripeProvider', () => {
  it('creates a USD intent for the order total with the order in its metadata', async () => {
    const provider = createStripeProvider(config);
    const input = paymentInput();
    const created = await provider.createPayment(input);

    const intent = stripeApi.intent(created.intentId);
    expect(created.clientSecret).toBe(intent.client_secret);
    expect(intent).toMatchObject({
      amount: 2599,
      currency: 'usd',
      metadata: { order_id: '41', order_number: 'CN-0041' },
      automatic_payment_methods: { enabled: true },
      receipt_email: 'shopper@example.com',
      status: 'requires_payment_method',
    });
    const call = stripeApi.requests.at(-1);
    expect(call).toMatchObject({ method: 'POST', path: '/v1/payment_intents', status: 200 });
    expect(call?.idempotencyKey).toBe(input.idempotencyKey);
    expect(provider.publishableKey).toBe('pk_test_provider');
  });

  it('answers the same intent for the same idempotency key', async () => {
    const provider = createStripeProvider(config);
    const input = paymentInput();
    const first = await provider.createPayment(input);
    const again = await provider.createPayment(input);
    expect(again).toEqual(first);
    expect(stripeApi.intents().filter((intent) => intent.id === first.intentId)).toHaveLength(1);
  });

  it('refuses a reused idempotency key with other parameters, as Stripe does', async () => {
    const provider = createStripeProvider(config);
    const input = paymentInput();
    await provider.createPayment(input);
    await expect(provider.createPayment({ ...input, amountCents: 100 })).rejects.toBeInstanceOf(
      Stripe.errors.StripeIdempotencyError,
    );
  });

  it('reduces the intent status to the states checkout decides on', async () => {
    const provider = createStripeProvider(config);
    const { intentId } = await provider.createPayment(paymentInput());
    expect(await provider.state(intentId)).toBe('requires_payment');
    expect(await provider.clientSecret(intentId)).toBe(stripeApi.intent(intentId).client_secret);

    stripeApi.process(intentId);
    expect(await provider.state(intentId)).toBe('processing');
    stripeApi.fail(intentId);
    expect(await provider.state(intentId)).toBe('requires_payment');
    stripeApi.succeed(intentId);
    expect(await provider.state(intentId)).toBe('succeeded');
  });

  it('cancels an unpaid intent, and answers where it is when it is too late to cancel', async () => {
    const provider = createStripeProvider(config);
    const unpaid = await provider.createPayment(paymentInput());
    expect(await provider.cancel(unpaid.intentId)).toBe('canceled');
    expect(stripeApi.intent(unpaid.intentId).status).toBe('canceled');
    expect(await provider.cancel(unpaid.intentId)).toBe('canceled');

    const paid = await provider.createPayment(paymentInput());
    stripeApi.succeed(paid.intentId);
    expect(await provider.cancel(paid.intentId)).toBe('succeeded');
    expect(stripeApi.intent(paid.intentId).status).toBe('succeeded');

    // Stripe refuses to stop a payment on its way: the caller learns it is still processing.
    const processing = await provider.createPayment(paymentInput());
    stripeApi.process(processing.intentId);
    expect(await provider.cancel(processing.intentId)).toBe('processing');
    expect(stripeApi.requests.at(-2)).toMatchObject({
      path: `/v1/payment_intents/${processing.intentId}/cancel`,
      status: 400,
    });
  });

  it('refunds a succeeded intent once, however often it is retried with the same key', async () => {
    const provider = createStripeProvider(config);
    const { intentId } = await provider.createPayment(paymentInput({ amountCents: 4200 }));
    stripeApi.succeed(intentId);

    await provider.refund(intentId, `refund-${intentId}`);
    await provider.refund(intentId, `refund-${intentId}`);
    const refunds = stripeApi.refunds().filter((refund) => refund.payment_intent === intentId);
    expect(refunds).toEqual([expect.objectContaining({ amount: 4200, status: 'succeeded' })]);
  });

  it('fails with Stripe’s error for an unknown intent', async () => {
    const provider = createStripeProvider(config);
    const failure = provider.state('pi_does_not_exist');
    await expect(failure).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    await expect(failure).rejects.toMatchObject({ code: 'resource_missing', statusCode: 404 });
  });

  it('is refused with a wrong secret key', async () => {
    const provider = createStripeProvider({ ...config, secretKey: 'sk_test_wrong' });
    await expect(provider.createPayment(paymentInput())).rejects.toBeInstanceOf(
      Stripe.errors.StripeAuthenticationError,
    );
  });

  it('retries a failing API with the same key and creates one intent when it recovers', async () => {
    const provider = createStripeProvider(config);
    const input = paymentInput();
    const before = stripeApi.intents().length;
    stripeApi.failNext(2);
    const created = await provider.createPayment(input);

    const calls = stripeApi.requests.filter((call) => call.idempotencyKey === input.idempotencyKey);
    expect(calls.map((call) => call.status)).toEqual([500, 500, 200]);
    expect(stripeApi.intents()).toHaveLength(before + 1);
    expect(stripeApi.intent(created.intentId).amount).toBe(2599);
  });

  it('gives up with an API error when the outage outlasts its retries', async () => {
    const provider = createStripeProvider(config);
    const before = stripeApi.intents().length;
    stripeApi.failNext(3);
    await expect(provider.createPayment(paymentInput())).rejects.toBeInstanceOf(
      Stripe.errors.StripeAPIError,
    );
    expect(stripeApi.intents()).toHaveLength(before);
  });
});
