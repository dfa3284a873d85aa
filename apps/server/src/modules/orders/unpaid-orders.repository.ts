// Storage side of the bound on a shopper session's open unpaid orders.
import { and, count, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders } from '../../db/schema';

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
