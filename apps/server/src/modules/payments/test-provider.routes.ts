// `POST /payments/test-provider/confirm` (storefront gate): paying an order with a test card while
// the built-in test provider is active; the route does not exist when Stripe is configured.
// 4242 4242 4242 4242 pays (finalizePayment, like Stripe's webhook), 4000 0000 0000 0002 is
// declined (the order stays unpaid and keeps its stock), any other valid card is not supported.
import {
  errorBodySchema,
  orderResponseSchema,
  TEST_CARDS,
  testProviderConfirmRequestSchema,
} from '@canopy/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { ConflictError, NotFoundError, PaymentDeclinedError } from '../../lib/errors';
import { toOrder } from '../orders/order-view';
import type { OrderRow } from '../orders/orders.repository';
import { ORDER_NOT_FOUND } from '../orders/orders.service';
import { ORDER_EXPIRED } from '../orders/order-paid';

const TEST_PROVIDER_MESSAGES = {
  declined: 'Your card was declined.',
  unsupported: 'This test card is not supported. Use 4242 4242 4242 4242.',
  expired: ORDER_EXPIRED,
} as const;

/** Paid orders may be confirmed again (an idempotent no-op); closed or lapsed ones may not. */
function payable(order: OrderRow, now: Date): boolean {
  if (order.paymentStatus === 'paid') return true;
  return (
    order.paymentStatus === 'unpaid' &&
    order.status === 'ordered' &&
    order.reservedUntil !== null &&
    order.reservedUntil.getTime() > now.getTime()
  );
}

const testProviderRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { provider } = app.payments;
  const { finalizePayment, orders } = app;
  if (provider.name !== 'test') {
    done();
    return;
  }

  app.post(
    '/payments/test-provider/confirm',
    {
      schema: {
        summary: 'Pay an order with a test card (test mode only)',
        body: testProviderConfirmRequestSchema,
        response: {
          200: orderResponseSchema,
          402: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    async (request) => {
      const { order_id: orderId, order_token: token, card_number: card } = request.body;
      const { order } = await orders.findCustomerOrder(orderId, token);
      if (!payable(order, new Date()) || order.paymentIntentId === null) {
        throw new ConflictError(TEST_PROVIDER_MESSAGES.expired);
      }
      if (card === TEST_CARDS.declined)
        throw new PaymentDeclinedError(TEST_PROVIDER_MESSAGES.declined);
      if (card !== TEST_CARDS.succeeds)
        throw new PaymentDeclinedError(TEST_PROVIDER_MESSAGES.unsupported);

      const outcome = await finalizePayment(order.paymentIntentId);
      if (outcome.result === 'unknown_intent') throw new NotFoundError(ORDER_NOT_FOUND);
      // The reservation lapsed between the check above and the payment; the money went back.
      if (outcome.result === 'refunded_late')
        throw new ConflictError(TEST_PROVIDER_MESSAGES.expired);
      const record = await orders.findCustomerOrder(orderId, token);
      return { order: toOrder(record) };
    },
  );
  done();
};

export default testProviderRoutes;
