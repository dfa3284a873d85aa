// Moving an order through its states (docs/product.md#order-states) for the admin: the contract's
// one transition table decides (a refused move is a 409 with the table's reason), and its effect is
// carried out in the same transaction as the move: `release_stock` gives the stock and referral use
// back (cancelling a paid order also refunds it), `refund` refunds through the provider and marks
// the payment refunded. Every change writes order_events and is announced as `order_update`.
import {
  ERROR_CODES,
  needsIdCheckToComplete,
  transitionEffect,
  type Order,
  type OrderState,
  type OrderStatus,
} from '@canopy/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { AppError, NotFoundError, UnavailableError } from '../../lib/errors';
import { createSettingsService, type SettingsService } from '../settings/settings.service';
import { hasPassingIdCheck } from './id-checks.repository';
import { orderStateOf, refuseUnlessAllowed } from './order-state';
import { PROVIDER_UNAVAILABLE, refundPayment, type FinalizePayment } from './order-paid';
import type { PaymentProvider } from '../payments/payment-provider';
import { releaseOrderHoldings } from './order-holdings';
import type { OrderNotifier } from './order-notifier';
import { toOrder } from './order-view';
import { ORDER_NOT_FOUND } from './orders.service';
import {
  findOrder,
  findOrderRecord,
  insertOrderEvent,
  lockOrder,
  updateOrder,
  type OrderRow,
} from './orders.repository';

export interface OrderStatusDeps {
  db: Database;
  payments: { provider: PaymentProvider; finalizePayment: FinalizePayment };
  notifier: OrderNotifier;
  /** The store's settings (`require_id_check`); read from `db` when not given. */
  settings?: SettingsService;
  /** Told of every move once it committed (the emails a move sends). */
  onMoved?: (order: Order, from: OrderStatus) => Promise<void>;
  log: FastifyBaseLogger;
}

export const ID_CHECK_REQUIRED = "Check the customer's ID before completing this order";

export type OrderStatusService = ReturnType<typeof createOrderStatusService>;

export function createOrderStatusService(deps: OrderStatusDeps) {
  const { db, payments, notifier, log } = deps;
  const settings = deps.settings ?? createSettingsService({ db });

  /** 409 id_check_required when completing the order needs a passing ID check it lacks. */
  async function refuseWithoutIdCheck(
    tx: Database,
    order: OrderRow,
    to: OrderStatus,
    requireIdCheck: boolean,
  ) {
    if (!needsIdCheckToComplete(orderStateOf(order), to, requireIdCheck)) return;
    if (await hasPassingIdCheck(tx, order.id)) return;
    throw new AppError(ERROR_CODES.idCheckRequired, ID_CHECK_REQUIRED);
  }

  /**
   * Before cancelling an unpaid order, stop its payment at the provider so it can never succeed
   * later; if it already has, record the payment first (the cancellation then refunds it). A
   * payment that still succeeds after all finds the order cancelled and is refunded.
   */
  async function stopPendingPayment(order: OrderRow): Promise<void> {
    if (order.paymentStatus !== 'unpaid' || order.paymentIntentId === null) return;
    let state;
    try {
      state = await payments.provider.cancel(order.paymentIntentId);
    } catch (error) {
      log.error({ err: error, orderId: order.id }, 'cancelling the payment at the provider failed');
      throw new UnavailableError(PROVIDER_UNAVAILABLE);
    }
    if (state === 'succeeded') await payments.finalizePayment(order.paymentIntentId);
  }

  return {
    /**
     * `authorize` throws when the caller may not make this move from the order's state; it is
     * asked again on the locked row, so a payment landing meanwhile cannot change the answer.
     */
    async changeOrderStatus(
      orderId: number,
      to: OrderStatus,
      actor: string,
      authorize: (order: OrderState) => void = () => undefined,
    ): Promise<Order> {
      const current = await findOrder(db, orderId);
      if (!current) throw new NotFoundError(ORDER_NOT_FOUND);
      authorize(orderStateOf(current));
      refuseUnlessAllowed(current, to);
      if (to === 'cancelled') await stopPendingPayment(current);
      // Read before the transaction: a single-connection database cannot serve it from inside.
      const { require_id_check: requireIdCheck } = await settings.get();

      const changed = await db.transaction(async (tx) => {
        // Decided again on the locked row: it may have moved since it was read.
        const order = await lockOrder(tx, orderId);
        if (!order) throw new NotFoundError(ORDER_NOT_FOUND);
        authorize(orderStateOf(order));
        refuseUnlessAllowed(order, to);
        await refuseWithoutIdCheck(tx, order, to, requireIdCheck);
        const effect = transitionEffect(orderStateOf(order), to);
        const refund =
          effect === 'refund' || (to === 'cancelled' && order.paymentStatus === 'paid');
        if (refund) await refundPayment(payments.provider, order, log);

        const updated = await updateOrder(tx, orderId, {
          status: to,
          ...(refund ? { paymentStatus: 'refunded' as const } : {}),
          ...(to === 'cancelled' ? { reservedUntil: null } : {}),
        });
        await insertOrderEvent(tx, { orderId, fromStatus: order.status, toStatus: to, actor });
        const levels = effect === 'release_stock' ? await releaseOrderHoldings(tx, order) : [];
        return { order: updated, levels, from: order.status };
      });

      await notifier.stockChanged(changed.levels);
      await notifier.orderChanged(changed.order);
      const record = await findOrderRecord(db, orderId);
      if (!record) throw new NotFoundError(ORDER_NOT_FOUND);
      const moved = toOrder(record);
      await deps.onMoved?.(moved, changed.from);
      return moved;
    },
  };
}
