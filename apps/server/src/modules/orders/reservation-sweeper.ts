// Unpaid orders hold their stock until `reserved_until` (System Config `reservation_minutes` after
// they were placed). The sweeper cancels the ones past it and gives their stock and referral use
// back. It asks the payment provider to cancel each payment first: a payment that succeeded
// meanwhile is finalized instead
// (and one that succeeds even later finds its order cancelled: finalizePayment takes the stock
// again or refunds). Unpaid orders paid in person are held until their slot has passed instead,
// then cancelled as no-shows (no-show-sweep.ts). Each order is locked `for update skip locked` and re-checked, so several
// instances can sweep at once and each order is released exactly once.
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { FinalizePayment } from './order-paid';
import type { PaymentProvider } from '../payments/payment-provider';
import { ORDER_ACTORS } from './order-actors';
import { releaseOrderHoldings } from './order-holdings';
import type { OrderNotifier } from './order-notifier';
import { createSettingsService, type SettingsService } from '../settings/settings.service';
import { cancelNoShows } from './no-show-sweep';
import {
  findExpiredReservations,
  insertOrderEvent,
  lockOrder,
  updateOrder,
  type OrderRow,
} from './orders.repository';

const SWEEP_INTERVAL_MS = 30_000;
const SWEEP_BATCH = 100;

export interface SweepResult {
  /** Orders cancelled and released. */
  cancelled: number[];
  /** Orders whose payment turned out to have succeeded (finalized instead). */
  finalized: number[];
}

export interface ReservationSweeperDeps {
  db: Database;
  provider: PaymentProvider;
  finalizePayment: FinalizePayment;
  notifier: OrderNotifier;
  /** The clock the periodic sweep reads (the app's); the system clock when not given. */
  now?: () => Date;
  /** The store's settings (`no_show_grace_minutes`); read from `db` when not given. */
  settings?: SettingsService;
  log: FastifyBaseLogger;
}

function stillExpired(order: OrderRow | null, now: Date): order is OrderRow {
  return (
    order !== null &&
    order.status === 'ordered' &&
    order.paymentStatus === 'unpaid' &&
    // An order paid in person is held until its slot has passed (no-show-sweep.ts).
    order.paymentMethod !== 'in_person' &&
    order.reservedUntil !== null &&
    order.reservedUntil.getTime() <= now.getTime()
  );
}

export type ReservationSweeper = ReturnType<typeof createReservationSweeper>;

export function createReservationSweeper(deps: ReservationSweeperDeps) {
  const { db, provider, notifier, log } = deps;
  const settings = deps.settings ?? createSettingsService({ db });

  /** Cancels one expired order; false when it was not (any more) this sweep's to cancel. */
  async function cancelExpired(orderId: number, now: Date): Promise<boolean> {
    const released = await db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderId, { skipLocked: true });
      if (!stillExpired(order, now)) return null;
      const cancelled = await updateOrder(tx, orderId, {
        status: 'cancelled',
        reservedUntil: null,
      });
      await insertOrderEvent(tx, {
        orderId,
        fromStatus: order.status,
        toStatus: 'cancelled',
        actor: ORDER_ACTORS.system,
      });
      return { order: cancelled, levels: await releaseOrderHoldings(tx, order) };
    });
    if (!released) return false;
    await notifier.stockChanged(released.levels);
    await notifier.orderChanged(released.order);
    return true;
  }

  async function releaseExpiredReservations(now: Date = new Date()): Promise<SweepResult> {
    const result: SweepResult = { cancelled: [], finalized: [] };
    for (const { id, paymentIntentId } of await findExpiredReservations(db, now, SWEEP_BATCH)) {
      try {
        if (paymentIntentId !== null) {
          const state = await provider.cancel(paymentIntentId);
          if (state === 'succeeded') {
            await deps.finalizePayment(paymentIntentId);
            result.finalized.push(id);
            continue;
          }
        }
        if (await cancelExpired(id, now)) result.cancelled.push(id);
      } catch (error) {
        // One order's trouble (the provider is down) must not keep the others' stock locked up.
        log.error({ err: error, orderId: id }, 'releasing an expired reservation failed');
      }
    }
    try {
      result.cancelled.push(...(await cancelNoShows({ db, settings, notifier }, now, SWEEP_BATCH)));
    } catch (error) {
      log.error({ err: error }, 'cancelling no-shows failed');
    }
    return result;
  }

  let timer: NodeJS.Timeout | null = null;
  let sweeping: Promise<void> | null = null;

  return {
    releaseExpiredReservations,

    /** Sweeps every SWEEP_INTERVAL_MS without keeping the process alive; one sweep at a time. */
    start(): void {
      if (timer) return;
      timer = setInterval(() => {
        if (sweeping) return;
        sweeping = releaseExpiredReservations(deps.now?.() ?? new Date())
          .then(() => undefined)
          .catch((error: unknown) => {
            log.error({ err: error }, 'the reservation sweep failed');
          })
          .finally(() => {
            sweeping = null;
          });
      }, SWEEP_INTERVAL_MS);
      timer.unref();
    },

    /** Stops the timer and waits for a sweep under way (before the database closes). */
    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = null;
      await sweeping;
    },
  };
}
