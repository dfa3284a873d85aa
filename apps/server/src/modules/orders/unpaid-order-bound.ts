// The bound on a shopper's open unpaid orders (SECURITY.md): every unpaid order holds its stock
// for the reservation window, so without a bound one shopper could hold the whole stock and show
// genuine buyers "sold out". A shopper session may hold `max_unpaid_orders_per_session` unpaid,
// uncancelled orders whose reservation is still running (0 = no bound); paying, cancelling or the
// reservation running out frees a place. Counted per session, never per access code: one code is
// shared by many shoppers.
import { ERROR_CODES, type StoreSettings } from '@canopy/contracts';
import type { ScalarRead } from '../../db/scalar-reads';
import { AppError } from '../../lib/errors';
import { openUnpaidOrdersRead } from './unpaid-orders.repository';

export class TooManyUnpaidOrdersError extends AppError {
  constructor(bound: number, reservationMinutes: number) {
    super(
      ERROR_CODES.tooManyUnpaidOrders,
      `You already have ${String(bound)} unpaid ${bound === 1 ? 'order' : 'orders'}. Pay for one, or wait until an unpaid order is released (at most ${String(reservationMinutes)} minutes after it was placed), before placing another.`,
    );
  }
}

/**
 * The lock (db/advisory-locks.ts) that serializes order placement per shopper session, so
 * concurrent POST /orders of one session count each other's orders (a plain count under READ
 * COMMITTED would let them all see room); none without a bound.
 */
export function unpaidOrderLocks(
  sessionId: string,
  settings: Pick<StoreSettings, 'max_unpaid_orders_per_session'>,
): string[] {
  return settings.max_unpaid_orders_per_session === 0
    ? []
    : [`canopy.shopper-session:${sessionId}`];
}

/** The count checkout reads under unpaidOrderLocks (db/scalar-reads.ts); none without a bound. */
export function openUnpaidOrdersCount(
  sessionId: string,
  settings: Pick<StoreSettings, 'max_unpaid_orders_per_session'>,
  now: Date,
): ScalarRead<number> | null {
  return settings.max_unpaid_orders_per_session === 0 ? null : openUnpaidOrdersRead(sessionId, now);
}

/** Before the order is inserted: 429 when the session's open unpaid orders fill its bound. */
export function assertRoomForUnpaidOrder(
  open: number,
  settings: Pick<StoreSettings, 'max_unpaid_orders_per_session' | 'reservation_minutes'>,
): void {
  const bound = settings.max_unpaid_orders_per_session;
  if (bound > 0 && open >= bound) {
    throw new TooManyUnpaidOrdersError(bound, settings.reservation_minutes);
  }
}
