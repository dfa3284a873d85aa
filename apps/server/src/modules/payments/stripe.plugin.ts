// `app.stripe`: Stripe's two ways back into Canopy (its signed webhook events and the browser's
// confirm call), built once when Stripe is configured and null otherwise. Both end in the orders
// module's idempotent finalizePayment.
import fp from 'fastify-plugin';
import { createStripeConfirmService } from './stripe-confirm.service';
import { createStripeClient } from './stripe-provider';
import { createStripeWebhookService } from './stripe-webhook.service';

export interface StripeServices {
  webhook: ReturnType<typeof createStripeWebhookService>;
  confirmation: ReturnType<typeof createStripeConfirmService>;
}

declare module 'fastify' {
  interface FastifyInstance {
    stripe: StripeServices | null;
  }
}

export default fp(
  (app, _options, done) => {
    const stripeConfig = app.config.stripe;
    if (!stripeConfig) {
      app.decorate('stripe', null);
      done();
      return;
    }
    app.decorate('stripe', {
      webhook: createStripeWebhookService({
        db: app.db,
        stripe: createStripeClient(stripeConfig),
        webhookSecret: stripeConfig.webhookSecret,
        finalizePayment: (intentId) => app.finalizePayment(intentId),
      }),
      confirmation: createStripeConfirmService({
        orders: app.orders,
        provider: app.payments.provider,
        finalizePayment: app.finalizePayment,
        log: app.log,
      }),
    });
    done();
  },
  { name: 'stripe', dependencies: ['app-config', 'database', 'payments', 'orders'] },
);
