// Admin back office: the analytics screen's one read (`GET /admin/analytics`). A range
// that ends before it starts or spans more than ANALYTICS_MAX_RANGE_DAYS is refused with 422.
import { analyticsQuerySchema, analyticsSchema, errorBodySchema } from '@canopy/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';

const adminAnalyticsRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { adminAnalytics } = app;

  app.get(
    '/admin/analytics',
    {
      config: { permission: 'analytics.read' },
      schema: {
        summary:
          'Revenue, orders and the average order per UTC day, orders by status, top products ' +
          "and referral codes, the access-code funnel, and the age step's decisions per UTC day",
        querystring: analyticsQuerySchema,
        response: { 200: analyticsSchema, 401: errorBodySchema, 422: errorBodySchema },
      },
    },
    (request) => adminAnalytics.get(request.query),
  );
  done();
};

export default adminAnalyticsRoutes;
