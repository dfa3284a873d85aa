// The browser's way back after Stripe.js confirmed a payment (`POST /payments/confirm`): Canopy
// does not take the browser's word for it but asks Stripe for the intent's state, and finalizes a
// succeeded payment itself, so the customer sees a paid order even before the webhook arrives.
//   succeeded        → finalizePayment (idempotent: the webhook may have done it already)
//   processing       → the order as it is (unpaid); the webhook finishes it later
//   requires_payment → 402: the customer can try another card while the order is open
//   canceled, or the order was cancelled meanwhile → 409: the order has expired
import type { Order } from '@canopy/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { ConflictError, PaymentDeclinedError, UnavailableError } from '../../lib/errors';
import { toOrder } from '../orders/order-view';
import type { OrderRow } from '../orders/orders.repository';
import type { OrdersService } from '../orders/orders.service';
import { ORDER_EXPIRED, PROVIDER_UNAVAILABLE, type FinalizePayment } from '../orders/order-paid';
import type { PaymentProvider, PaymentState } from './payment-provider';

const STRIPE_CONFIRM_MESSAGES = {
  notCompleted: 'Your payment was not completed.',
  expired: ORDER_EXPIRED,
  notStripe: 'This order is not paid through Stripe.',
} as const;

export function createStripeConfirmService(deps: {
  orders: OrdersService;
  provider: PaymentProvider;
  finalizePayment: FinalizePayment;
  log: FastifyBaseLogger;
}) {
  async function stateOf(order: OrderRow, intentId: string): Promise<PaymentState> {
    try {
      return await deps.provider.state(intentId);
    } catch (error) {
      deps.log.error({ err: error, orderId: order.id }, 'reading the payment from Stripe failed');
      throw new UnavailableError(PROVIDER_UNAVAILABLE);
    }
  }

  /** Settles the order's payment from Stripe's answer; throws when the customer must act. */
  async function settle(order: OrderRow): Promise<void> {
    if (order.paymentStatus !== 'unpaid') return;
    if (order.paymentProvider !== 'stripe' || order.paymentIntentId === null) {
      throw new ConflictError(STRIPE_CONFIRM_MESSAGES.notStripe);
    }
    const state = await stateOf(order, order.paymentIntentId);
    if (state === 'succeeded') {
      const outcome = await deps.finalizePayment(order.paymentIntentId);
      // Paid after its reservation had lapsed and the stock was gone: the money went back.
      if (outcome.result === 'refunded_late') {
        throw new ConflictError(STRIPE_CONFIRM_MESSAGES.expired);
      }
      return;
    }
    if (state === 'processing') return;
    if (state === 'canceled' || order.status === 'cancelled') {
      throw new ConflictError(STRIPE_CONFIRM_MESSAGES.expired);
    }
    throw new PaymentDeclinedError(STRIPE_CONFIRM_MESSAGES.notCompleted);
  }

  return {
    /** The order as it is once its payment is settled; 404 for a wrong token or order. */
    async confirm(orderId: number, orderToken: string): Promise<Order> {
      const { order } = await deps.orders.findCustomerOrder(orderId, orderToken);
      await settle(order);
      return toOrder(await deps.orders.findCustomerOrder(orderId, orderToken));
    },
  };
}
