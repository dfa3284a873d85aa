// finalizePayment(intentId): what happens when a payment has succeeded, whoever reports it first
// (Stripe's webhook, the browser's confirm call, the reservation sweeper, or staff recording a
// payment taken in person, which finds its order by id: createPaymentFinalizer). Idempotent and safe to
// race: the order row is locked `for update`, so exactly one caller marks it paid.
//   unpaid, open       → paid, reservation cleared; then the confirmation email and order_update
//   already paid       → 'already_paid', nothing else happens
//   cancelled because its reservation expired → take the stock again (all lines or none): back
//                        to ordered + paid; if any line is gone, refund through the provider and
//                        mark the payment refunded ('refunded_late'). Nobody pays without an order.
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { UnavailableError } from '../../lib/errors';
import type { Mailer } from '../../lib/mailer';
import { ORDER_ACTORS } from './order-actors';
import { orderConfirmationEmail } from './order-confirmation-email';
import { retakeOrderHoldings } from './order-holdings';
import type { OrderNotifier } from './order-notifier';
import { toOrder } from './order-view';
import {
  findCancellationActor,
  findOrderRecord,
  insertOrderEvent,
  lockOrderByPaymentIntent,
  updateOrder,
  type OrderRow,
} from './orders.repository';
import type { StockLevel } from '../catalog/stock.service';
import type { PaymentProvider } from '../payments/payment-provider';

export interface FinalizeOutcome {
  orderId: number | null;
  result: 'paid' | 'already_paid' | 'refunded_late' | 'unknown_intent';
}

export type FinalizePayment = (intentId: string) => Promise<FinalizeOutcome>;

/** Picks and locks (`for update`) the order a payment is for, inside the settling transaction. */
export type LockPaidOrder = (tx: Database) => Promise<OrderRow | null>;

/**
 * The finalize step for a payment found by other means than a provider's intent (staff recording
 * one at hand-off): `lock` locks the order and refuses (throws) when this payment is not for it;
 * `paidWith` is recorded as the order's payment provider.
 */
export type FinalizeLockedPayment = (
  lock: LockPaidOrder,
  paidWith?: string,
) => Promise<FinalizeOutcome>;

export const PROVIDER_UNAVAILABLE = 'Payment provider unavailable. Please try again.';

/** The customer's answer when an order can no longer be paid (closed, lapsed or refunded late). */
export const ORDER_EXPIRED = 'This order has expired. Please place it again.';

export interface FinalizePaymentDeps {
  db: Database;
  provider: PaymentProvider;
  notifier: OrderNotifier;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

/** One refund per order, ever: a retried or raced refund reuses the key. */
function refundIdempotencyKey(order: OrderRow): string {
  return `canopy-order-${order.id}-${order.number}-refund`;
}

/** Refunds through the provider; a provider failure is a 503 the caller can retry. */
export async function refundPayment(
  provider: PaymentProvider,
  order: OrderRow,
  log: FastifyBaseLogger,
): Promise<void> {
  if (order.paymentIntentId === null) return;
  try {
    await provider.refund(order.paymentIntentId, refundIdempotencyKey(order));
  } catch (error) {
    log.error({ err: error, orderId: order.id }, 'refund failed at the payment provider');
    throw new UnavailableError(PROVIDER_UNAVAILABLE);
  }
}

type Settled =
  | { result: 'unknown_intent' }
  | { result: 'already_paid' | 'refunded_late'; order: OrderRow; changed: boolean }
  | { result: 'paid'; order: OrderRow; levels: StockLevel[] };

export function createFinalizePayment(deps: FinalizePaymentDeps): FinalizePayment {
  const finalize = createPaymentFinalizer(deps);
  return (intentId) => finalize((tx) => lockOrderByPaymentIntent(tx, intentId));
}

/** The one finalize step every payment goes through, whoever found the order it is for. */
export function createPaymentFinalizer(deps: FinalizePaymentDeps): FinalizeLockedPayment {
  const { db, notifier, log } = deps;

  async function sendConfirmation(orderId: number): Promise<void> {
    try {
      const record = await findOrderRecord(db, orderId);
      if (record) await deps.mailer.send(orderConfirmationEmail(toOrder(record)));
    } catch (error) {
      // The payment stands; the email is a courtesy that must never undo it.
      log.error({ err: error, orderId }, 'sending the order confirmation failed');
    }
  }

  function settle(lock: LockPaidOrder, paidWith: string | undefined): Promise<Settled> {
    return db.transaction(async (tx): Promise<Settled> => {
      const order = await lock(tx);
      if (!order) return { result: 'unknown_intent' };
      if (order.paymentStatus !== 'unpaid') {
        const lateRefund = order.status === 'cancelled' && order.paymentStatus === 'refunded';
        return { result: lateRefund ? 'refunded_late' : 'already_paid', order, changed: false };
      }

      if (order.status !== 'cancelled') {
        const paid = await updateOrder(tx, order.id, {
          paymentStatus: 'paid',
          reservedUntil: null,
          ...(paidWith === undefined ? {} : { paymentProvider: paidWith }),
        });
        await insertOrderEvent(tx, {
          orderId: order.id,
          fromStatus: order.status,
          toStatus: paid.status,
          actor: ORDER_ACTORS.payment,
        });
        return { result: 'paid', order: paid, levels: [] };
      }

      // Cancelled while unpaid: revive it only if its reservation merely ran out (an admin's
      // cancellation stands) and every line's stock can be taken again.
      const expired = (await findCancellationActor(tx, order.id)) === ORDER_ACTORS.system;
      const levels = expired ? await retakeOrderHoldings(tx, order) : null;
      if (levels) {
        const revived = await updateOrder(tx, order.id, {
          status: 'ordered',
          paymentStatus: 'paid',
          reservedUntil: null,
        });
        await insertOrderEvent(tx, {
          orderId: order.id,
          fromStatus: 'cancelled',
          toStatus: 'ordered',
          actor: ORDER_ACTORS.payment,
        });
        return { result: 'paid', order: revived, levels };
      }

      await refundPayment(deps.provider, order, log);
      const refunded = await updateOrder(tx, order.id, { paymentStatus: 'refunded' });
      await insertOrderEvent(tx, {
        orderId: order.id,
        fromStatus: 'cancelled',
        toStatus: 'cancelled',
        actor: ORDER_ACTORS.payment,
      });
      return { result: 'refunded_late', order: refunded, changed: true };
    });
  }

  return async function finalizePayment(lock, paidWith) {
    const settled = await settle(lock, paidWith);
    if (settled.result === 'unknown_intent') return { orderId: null, result: 'unknown_intent' };
    if (settled.result === 'paid') {
      await notifier.stockChanged(settled.levels);
      await notifier.orderChanged(settled.order);
      // An order paid in person was confirmed when it was placed (fulfilment-mail.ts).
      if (paidWith === undefined) await sendConfirmation(settled.order.id);
    } else if (settled.changed) {
      await notifier.orderChanged(settled.order);
    }
    return { orderId: settled.order.id, result: settled.result };
  };
}
