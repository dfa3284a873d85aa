// Payment routes. For now the public `GET /payments/config`; checkout and webhooks come later.
import { paymentsConfigSchema } from '@canopy/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { createSettingsService } from '../settings/settings.service';
import { createPaymentsService } from './payments.service';

const paymentsRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const payments = createPaymentsService({
    settings: createSettingsService({ db: app.db }),
    stripe: app.config.stripe,
  });

  app.get(
    '/payments/config',
    {
      config: { public: true },
      schema: {
        tags: ['storefront'],
        summary: 'Payment provider, publishable key, tax rate and shipping rules',
        response: { 200: paymentsConfigSchema },
      },
    },
    () => payments.getConfig(),
  );
  done();
};

export default paymentsRoutes;
