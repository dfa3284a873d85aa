// `app.payments`: the live payment provider (Stripe when its keys are configured, otherwise the
// built-in test provider) and what the storefront needs to know about it before checkout.
import type { PaymentsConfig } from '@canopy/contracts';
import fp from 'fastify-plugin';
import type { PaymentProvider } from './payment-provider';
import { createPaymentsService } from './payments.service';
import { createStripeProvider } from './stripe-provider';
import { createTestProvider } from './test-provider';

export interface Payments {
  provider: PaymentProvider;
  getConfig(): Promise<PaymentsConfig>;
}

declare module 'fastify' {
  interface FastifyInstance {
    payments: Payments;
  }
}

export default fp(
  (app, _options, done) => {
    const provider = app.config.stripe
      ? createStripeProvider(app.config.stripe)
      : createTestProvider(app.db);
    const config = createPaymentsService({ settings: app.settings, stripe: app.config.stripe });
    app.decorate('payments', { provider, getConfig: () => config.getConfig() });
    done();
  },
  { name: 'payments', dependencies: ['app-config', 'database', 'settings'] },
);
