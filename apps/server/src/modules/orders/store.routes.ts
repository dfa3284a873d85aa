// Storefront order routes (behind the access-code gate): placing an order with an
// Idempotency-Key, reading it back with its order token, and the cart meter's purchase-limit check.
import {
  createOrderRequestSchema,
  createOrderResponseSchema,
  errorBodySchema,
  IDEMPOTENCY_KEY_HEADER,
  idempotencyKeySchema,
  limitCheckRequestSchema,
  limitEvaluationSchema,
  ORDER_TOKEN_HEADER,
  orderIdParamsSchema,
  orderResponseSchema,
  orderTokenQuerySchema,
} from '@canopy/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { toOrder } from './order-view';
import { checkCartLimits } from './purchase-limits';
import { shopperSessionOf, verifiedAgeOf } from './shopper-session';

// Other headers pass through untouched; only the key is checked (→ 422 at headers.idempotency-key).
const idempotencyHeadersSchema = z.looseObject({ [IDEMPOTENCY_KEY_HEADER]: idempotencyKeySchema });
// The order token, as a header (the web app's way) or as ?order_token= (a link in an email).
const orderTokenHeadersSchema = z.looseObject({
  [ORDER_TOKEN_HEADER]: orderTokenQuerySchema.shape.order_token,
});

const orderRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { orders, checkout } = app;

  app.post(
    '/orders',
    {
      schema: {
        summary: 'Place an order',
        description:
          'Prices are recomputed, stock is reserved for reservation_minutes and the payment is ' +
          'created. Past max_unpaid_orders_per_session open unpaid orders: 429 ' +
          'too_many_unpaid_orders. With age verification on, the customer token must carry a ' +
          'verified age (else 403 age_verification_required); in date-of-birth mode ' +
          'date_of_birth is required and must match it (422 age_verification_mismatch); a ' +
          "product above the buyer's age is 422 age_requirement with its product_ids. An order " +
          "over the store's purchase-limit pack is 422 purchase_limit_exceeded with the buckets " +
          'that are over; a placed order keeps the snapshot of what it counted.',
        headers: idempotencyHeadersSchema,
        body: createOrderRequestSchema,
        response: {
          201: createOrderResponseSchema,
          403: errorBodySchema,
          409: errorBodySchema,
          422: errorBodySchema,
          429: errorBodySchema,
          503: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const placed = await checkout.placeOrder({
        input: request.body,
        idempotencyKey: request.headers[IDEMPOTENCY_KEY_HEADER],
        accessCodeId: request.accessCodeId,
        sessionId: shopperSessionOf(request, { tokens: app.tokens, codec: app.accessCodeCodec }),
        age: verifiedAgeOf(request, app.tokens),
      });
      return reply.code(201).send(placed);
    },
  );

  app.post(
    '/orders/limit-check',
    {
      schema: {
        summary: "The cart against the store's purchase limits (the cart meter)",
        description:
          'Each bucket of the active pack with what this cart adds and what is left. For privacy ' +
          '`used` counts only the orders of customer_email placed in this shopper session ' +
          '(without customer_email it is 0); placing the order counts every order of the ' +
          'customer. Under the pack none there are no buckets and ok is true.',
        body: limitCheckRequestSchema,
        response: { 200: limitEvaluationSchema, 403: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request) =>
      checkCartLimits(
        { db: app.db, settings: await app.settings.get(), now: app.now() },
        {
          ...request.body,
          sessionId: shopperSessionOf(request, { tokens: app.tokens, codec: app.accessCodeCodec }),
        },
      ),
  );

  app.get(
    '/orders/:id',
    {
      schema: {
        summary: 'One order, for whoever holds its order token (X-Order-Token or ?order_token=)',
        params: orderIdParamsSchema,
        querystring: orderTokenQuerySchema,
        headers: orderTokenHeadersSchema,
        response: {
          200: orderResponseSchema,
          403: errorBodySchema,
          404: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    async (request) => {
      const header = request.headers[ORDER_TOKEN_HEADER];
      const token = typeof header === 'string' ? header : request.query.order_token;
      const record = await orders.findCustomerOrder(request.params.id, token);
      return { order: toOrder(record) };
    },
  );

  done();
};

export default orderRoutes;
