// System Config routes: `GET|PUT /admin/system/config`, for roles holding system.configure (the
// owner always; 403 for others). PUT takes any subset of the settings and answers all of them.
import { errorBodySchema, systemConfigSchema, systemConfigUpdateSchema } from '@canopy/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { adminActor } from '../admin-users/admin-actor';

const SYSTEM = { permission: 'system.configure' } as const;

const systemConfigRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { systemConfig } = app;

  app.get(
    '/admin/system/config',
    {
      config: SYSTEM,
      schema: {
        summary: 'The store status, tax, shipping and stock settings',
        response: { 200: systemConfigSchema, 403: errorBodySchema },
      },
    },
    () => systemConfig.get(),
  );

  app.put(
    '/admin/system/config',
    {
      config: SYSTEM,
      schema: {
        summary: 'Change some settings (tax_rate a fraction); broadcast as configuration_update',
        body: systemConfigUpdateSchema,
        response: { 200: systemConfigSchema, 403: errorBodySchema, 422: errorBodySchema },
      },
    },
    (request) => systemConfig.update(request.body, adminActor(request)),
  );

  done();
};

export default systemConfigRoutes;
