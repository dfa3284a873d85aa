// Storage side of the bound on a shopper session's open unpaid orders.
import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders } from '../../db/schema';

/**
 * Serializes order placement per shopper session until the transaction ends, so concurrent
 * POST /orders of one session count each other's orders (a plain count under READ COMMITTED
 * would let them all see room).
 */
export async function lockShopperSession(tx: Database, sessionId: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`canopy.shopper-session:${sessionId}`}))`,
  );
}

/** Unpaid, uncancelled orders of the session whose reservation has not run out at `now`. */
export async function countOpenUnpaidOrders(
  tx: Database,
  sessionId: string,
  now: Date,
): Promise<number> {
  const [row] = await tx
    .select({ open: count() })
    .from(orders)
    .where(
      and(
        eq(orders.sessionId, sessionId),
        eq(orders.paymentStatus, 'unpaid'),
        eq(orders.status, 'ordered'),
        gt(orders.reservedUntil, now),
      ),
    );
  return row?.open ?? 0;
}
