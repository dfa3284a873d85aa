// Payment routes. For now the public `GET /payments/config`; checkout and webhooks come later.
import { paymentsConfigSchema } from '@canopy/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';

const paymentsRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { payments } = app;

  app.get(
    '/payments/config',
    {
      config: { public: true },
      schema: {
        summary: 'Payment provider, publishable key, tax rate and shipping rules',
        response: { 200: paymentsConfigSchema },
      },
    },
    () => payments.getConfig(),
  );
  done();
};

export default paymentsRoutes;
