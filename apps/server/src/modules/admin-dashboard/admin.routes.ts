// Admin back office: the dashboard's figures. Needs dashboard.read.
import { dashboardSchema, errorBodySchema } from '@canopy/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';

const dashboardRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { dashboard } = app;

  app.get(
    '/admin/dashboard',
    {
      config: { permission: 'dashboard.read' },
      schema: {
        summary: 'Revenue and paid orders, active products, the newest orders, low stock',
        response: { 200: dashboardSchema, 401: errorBodySchema },
      },
    },
    () => dashboard.get(),
  );
  done();
};

export default dashboardRoutes;
