// Stripe PaymentIntents through the official SDK. STRIPE_API_URL points the SDK at another API
// (the tests' local server that speaks Stripe's protocol); otherwise it talks to Stripe itself.
import Stripe from 'stripe';
import type { StripeConfig } from '../../config';
import type { PaymentProvider, PaymentState } from './payment-provider';

function stateOf(intent: Stripe.PaymentIntent): PaymentState {
  switch (intent.status) {
    case 'succeeded':
      return 'succeeded';
    case 'processing':
      return 'processing';
    case 'canceled':
      return 'canceled';
    default:
      return 'requires_payment';
  }
}

export function createStripeClient(config: StripeConfig): Stripe {
  const api = config.apiUrl ? new URL(config.apiUrl) : null;
  return new Stripe(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(api
      ? {
          host: api.hostname,
          port: api.port || (api.protocol === 'https:' ? 443 : 80),
          protocol: api.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
}

export function createStripeProvider(config: StripeConfig, stripe = createStripeClient(config)) {
  return {
    name: 'stripe',
    publishableKey: config.publishableKey,

    async createPayment(input) {
      const intent = await stripe.paymentIntents.create(
        {
          amount: input.amountCents,
          currency: 'usd',
          automatic_payment_methods: { enabled: true },
          receipt_email: input.customerEmail,
          description: `Canopy order ${input.orderNumber}`,
          metadata: { order_id: String(input.orderId), order_number: input.orderNumber },
        },
        { idempotencyKey: input.idempotencyKey },
      );
      return { intentId: intent.id, clientSecret: intent.client_secret };
    },

    async clientSecret(intentId) {
      return (await stripe.paymentIntents.retrieve(intentId)).client_secret;
    },

    async state(intentId) {
      return stateOf(await stripe.paymentIntents.retrieve(intentId));
    },

    async cancel(intentId) {
      const intent = await stripe.paymentIntents.retrieve(intentId);
      const state = stateOf(intent);
      if (state === 'succeeded' || state === 'canceled') return state;
      try {
        return stateOf(await stripe.paymentIntents.cancel(intentId));
      } catch (error) {
        // It moved on between the two calls (most likely it succeeded): answer where it is now.
        if (error instanceof Stripe.errors.StripeInvalidRequestError) {
          return stateOf(await stripe.paymentIntents.retrieve(intentId));
        }
        throw error;
      }
    },

    async refund(intentId, idempotencyKey) {
      await stripe.refunds.create({ payment_intent: intentId }, { idempotencyKey });
    },
  } satisfies PaymentProvider;
}
