// Admin back office: the orders screen (list, one order with its history, status changes through
// the order state machine, deleting cancelled unpaid orders). Every route needs an admin's token
// (config.admin; see plugins/route-access.ts).
import {
  adminIdParamsSchema,
  adminOrderDeleteResponseSchema,
  adminOrderListQuerySchema,
  adminOrderListResponseSchema,
  adminOrderResponseSchema,
  adminOrderStatusRequestSchema,
  errorBodySchema,
} from '@canopy/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { adminActor } from '../admin-users/admin-actor';

const adminOrdersRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { adminOrders } = app;

  app.get(
    '/admin/orders',
    {
      config: { admin: true },
      schema: {
        summary: 'Orders, newest first: by status, payment, email or number, and UTC days',
        querystring: adminOrderListQuerySchema,
        response: { 200: adminOrderListResponseSchema, 401: errorBodySchema, 422: errorBodySchema },
      },
    },
    (request) => adminOrders.listOrders(request.query),
  );

  app.get(
    '/admin/orders/:id',
    {
      config: { admin: true },
      schema: {
        summary: 'One order with its payment reference and its history, oldest first',
        params: adminIdParamsSchema,
        response: {
          200: adminOrderResponseSchema,
          401: errorBodySchema,
          404: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    async (request) => ({ order: await adminOrders.getOrder(request.params.id) }),
  );

  app.route({
    method: ['PUT', 'PATCH'],
    url: '/admin/orders/:id/status',
    config: { admin: true },
    schema: {
      summary: 'Move an order to another status',
      description: '409 with the reason when the order state machine refuses the move.',
      params: adminIdParamsSchema,
      body: adminOrderStatusRequestSchema,
      response: {
        200: adminOrderResponseSchema,
        401: errorBodySchema,
        404: errorBodySchema,
        409: errorBodySchema,
        422: errorBodySchema,
        503: errorBodySchema,
      },
    },
    handler: async (request) => ({
      order: await adminOrders.changeStatus(
        request.params.id,
        request.body.status,
        adminActor(request),
      ),
    }),
  });

  app.delete(
    '/admin/orders/:id',
    {
      config: { admin: true },
      schema: {
        summary: 'Delete a cancelled, unpaid order',
        params: adminIdParamsSchema,
        response: {
          200: adminOrderDeleteResponseSchema,
          401: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    async (request) => {
      const deleted = await adminOrders.deleteOrder(request.params.id, adminActor(request));
      app.invalidation.bump('sales');
      return deleted;
    },
  );
  done();
};

export default adminOrdersRoutes;
