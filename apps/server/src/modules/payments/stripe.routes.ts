// Stripe's two ways back into Canopy, present only when Stripe is configured (otherwise 404):
//   POST /payments/webhook  public; Stripe's signed events, read as raw bytes for the signature
//   POST /payments/confirm  storefront; the browser's call after Stripe.js confirmed the payment
// Both end in the one idempotent `app.finalizePayment`, so whichever comes first marks
// the order paid and the other changes nothing.
import {
  errorBodySchema,
  orderResponseSchema,
  paymentConfirmRequestSchema,
} from '@canopy/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { StripeConfig } from '../../config';
import type { StripeServices } from './stripe.plugin';

const webhookResponseSchema = z.object({
  received: z.literal(true),
  /** Present when this event was handled before (a replayed delivery). */
  duplicate: z.literal(true).optional(),
});

const stripeWebhookRoute: FastifyPluginAsyncZod<{
  stripe: StripeConfig;
  webhook: StripeServices['webhook'];
}> = async (app, { stripe: stripeConfig, webhook }) => {
  // The signature covers the exact bytes Stripe sent: JSON bodies stay Buffers in this scope only.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
    done(null, body);
  });

  if (stripeConfig.webhookSecret === null) {
    app.log.warn('STRIPE_WEBHOOK_SECRET is not set: Stripe webhook events will be refused');
  }

  app.post(
    '/payments/webhook',
    {
      config: { public: true },
      schema: {
        summary: 'Stripe webhook: signed events; payment_intent.succeeded marks the order paid',
        headers: z.looseObject({ 'stripe-signature': z.string().optional() }),
        // 503: finalizing failed (the database or Stripe is away); Stripe delivers it again.
        response: { 200: webhookResponseSchema, 400: errorBodySchema, 503: errorBodySchema },
      },
    },
    async (request) => {
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const outcome = await webhook.receive(rawBody, request.headers['stripe-signature']);
      return outcome.duplicate
        ? { received: true as const, duplicate: true as const }
        : { received: true as const };
    },
  );
};

const stripeRoutes: FastifyPluginAsyncZod = async (app) => {
  const stripeConfig = app.config.stripe;
  if (!stripeConfig || !app.stripe) return;
  const { webhook, confirmation } = app.stripe;
  await app.register(stripeWebhookRoute, { stripe: stripeConfig, webhook });

  app.post(
    '/payments/confirm',
    {
      schema: {
        summary: 'After Stripe.js confirmed: Canopy asks Stripe and finalizes a succeeded payment',
        body: paymentConfirmRequestSchema,
        response: {
          200: orderResponseSchema,
          402: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
          422: errorBodySchema,
          503: errorBodySchema,
        },
      },
    },
    async (request) => ({
      order: await confirmation.confirm(request.body.order_id, request.body.order_token),
    }),
  );
};

export default stripeRoutes;
