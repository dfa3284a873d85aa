// Admin back office: the orders screen (list, one order with its history, status changes through
// the order state machine, deleting cancelled unpaid orders, the ID check at hand-off, recording a
// payment taken in person). Each route declares the permission
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
  idCheckRequestSchema,
  idCheckResponseSchema,
  inPersonPaymentRequestSchema,
} from '@canopy/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { adminActor, signedInAdmin } from '../admin-users/admin-actor';

const adminOrdersRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { adminOrders, orderIdChecks, inPersonPayments } = app;

  app.get(
    '/admin/orders',
    {
      config: { permission: 'orders.read' },
      schema: {
        summary:
          'Orders, newest first: by status, payment, email or number, UTC days, method and slot day',
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
        description:
          'The date of birth and the latest ID check in full only with orders.view_id; without ' +
          'it id_check holds only checked_by and checked_at.',
        params: adminIdParamsSchema,
        response: {
          200: adminOrderResponseSchema,
          401: errorBodySchema,
          404: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    async (request) => ({
      order: await adminOrders.getOrder(request.params.id, signedInAdmin(request)),
    }),
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

  app.post(
    '/admin/orders/:id/id-check',
    {
      config: { permission: 'orders.fulfil' },
      schema: {
        summary: "Record the customer's ID at hand-off",
        description:
          'The ID must not have expired (valid through its expiry date), its date of birth must ' +
          "give the order's required age (422 age_requirement) and match a date of birth given " +
          'at checkout (422 id_mismatch). A refused check stores nothing. The number is kept ' +
          'only as a keyed HMAC and its last 4 characters.',
        params: adminIdParamsSchema,
        body: idCheckRequestSchema,
        response: {
          201: idCheckResponseSchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const idCheck = await orderIdChecks.record(
        request.params.id,
        request.body,
        adminActor(request),
      );
      return reply.code(201).send({ id_check: idCheck });
    },
  );

  app.post(
    '/admin/orders/:id/payments',
    {
      config: { permission: 'orders.fulfil' },
      schema: {
        summary: 'Record a payment taken in person at hand-off',
        description:
          'Only for an unpaid pickup or local-delivery order paid in person that is not done, ' +
          "cancelled or refunded (409 otherwise). The amount must equal the order's total (422). " +
          'The payment goes through the same finalize step as every other payment.',
        params: adminIdParamsSchema,
        body: inPersonPaymentRequestSchema,
        response: {
          201: adminOrderResponseSchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const order = await inPersonPayments.record(
        request.params.id,
        request.body,
        signedInAdmin(request),
      );
      return reply.code(201).send({ order });
    },
  );

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
