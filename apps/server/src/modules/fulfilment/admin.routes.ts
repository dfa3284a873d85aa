// The back office's delivery zones (decision 0034): the list for roles that read orders, create,
// update and delete for those that configure the shop. A postal code another active zone holds is
// a 409 naming it; every write is audited.
import {
  adminIdParamsSchema,
  deliveryZoneCreateSchema,
  deliveryZoneListSchema,
  deliveryZoneSchema,
  deliveryZoneUpdateSchema,
  errorBodySchema,
} from '@canopy/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminActor } from '../admin-users/admin-actor';

const READ = { permission: 'orders.read' } as const;
const WRITE = { permission: 'system.configure' } as const;

const deliveryZonesRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { deliveryZones: zones } = app;

  app.get(
    '/admin/delivery-zones',
    {
      config: READ,
      schema: {
        summary: 'Every delivery zone, by name, money in dollars',
        response: { 200: deliveryZoneListSchema },
      },
    },
    async () => ({ items: await zones.list() }),
  );

  app.post(
    '/admin/delivery-zones',
    {
      config: WRITE,
      schema: {
        summary: 'Create a delivery zone (a postal code another active zone holds: 409)',
        body: deliveryZoneCreateSchema,
        response: { 201: deliveryZoneSchema, 409: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request, reply) => {
      const created = await zones.create(request.body, adminActor(request));
      return reply.code(201).send(created);
    },
  );

  app.put(
    '/admin/delivery-zones/:id',
    {
      config: WRITE,
      schema: {
        summary: 'Change some fields of a delivery zone (the others stay)',
        params: adminIdParamsSchema,
        body: deliveryZoneUpdateSchema,
        response: {
          200: deliveryZoneSchema,
          404: errorBodySchema,
          409: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    (request) => zones.update(request.params.id, request.body, adminActor(request)),
  );

  app.delete(
    '/admin/delivery-zones/:id',
    {
      config: WRITE,
      schema: {
        summary: 'Delete a delivery zone',
        params: adminIdParamsSchema,
        response: { 204: z.null(), 404: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request, reply) => {
      await zones.remove(request.params.id, adminActor(request));
      return reply.code(204).send(null);
    },
  );

  done();
};

export default deliveryZonesRoutes;
