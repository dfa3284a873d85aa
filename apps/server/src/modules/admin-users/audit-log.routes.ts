// The audit log screen (docs/product.md#staff-roles): every admin write, newest first, with
// filters. Needs audit.read.
import { auditLogPageSchema, auditLogQuerySchema, errorBodySchema } from '@canopy/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';

const auditLogRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/admin/audit-log',
    {
      config: { permission: 'audit.read' },
      schema: {
        summary: 'The audit log, newest first: by actor, entity, action and UTC days',
        querystring: auditLogQuerySchema,
        response: { 200: auditLogPageSchema, 422: errorBodySchema },
      },
    },
    (request) => app.auditLog.page(request.query),
  );
  done();
};

export default auditLogRoutes;
