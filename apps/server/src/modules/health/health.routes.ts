// Health checks for load balancers and the admin testing page; public, no access code.
import { databaseHealthResponseSchema, healthResponseSchema } from '@canopy/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { checkDatabase } from './health.service';

const healthRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/health',
    {
      config: { public: true },
      schema: {
        summary: 'Liveness of the API process',
        response: { 200: healthResponseSchema },
      },
    },
    () => ({ status: 'ok' as const }),
  );

  app.get(
    '/health/database',
    {
      config: { public: true },
      schema: {
        summary: 'Whether the database answers (503 when it does not, within 2 s)',
        response: { 200: databaseHealthResponseSchema, 503: databaseHealthResponseSchema },
      },
    },
    async (_request, reply) => {
      const health = await checkDatabase(app.db);
      return reply.code(health.status === 'up' ? 200 : 503).send(health);
    },
  );
  done();
};

export default healthRoutes;
