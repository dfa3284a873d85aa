// Admin back office: the orders screen (list, one order with its history, status changes through
// the order state machine, deleting cancelled unpaid orders). Each route declares the permission
// it needs (plugins/route-access.ts); a status move lets in either orders permission and the
// service then asks for the move's own one (docs/product.md#staff-roles).
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
import { signedInAdmin } from '../admin-users/admin-actor';

const adminOrdersRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { adminOrders } = app;

  app.get(
    '/admin/orders',
    {
      config: { permission: 'orders.read' },
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
      config: { permission: 'orders.read' },
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
    config: { permission: ['orders.fulfil', 'orders.refund'] },
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
        signedInAdmin(request),
      ),
    }),
  });

  app.delete(
    '/admin/orders/:id',
    {
      config: { permission: 'orders.delete' },
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
      const deleted = await adminOrders.deleteOrder(request.params.id, signedInAdmin(request));
      app.invalidation.bump('sales');
      return deleted;
    },
  );
  done();
};

export default adminOrdersRoutes;
