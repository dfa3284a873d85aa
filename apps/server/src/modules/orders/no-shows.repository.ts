// Storage side of no-shows: unpaid orders paid in person whose slot ended more than the grace
// period ago, in whatever state they reached, oldest slot first.
import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders } from '../../db/schema';

/** The states an order can still be cancelled from as a no-show. */
export const NO_SHOW_STATUSES = ['ordered', 'working_on', 'ready', 'delivery'] as const;

export async function findNoShows(
  db: Database,
  slotEndedBy: Date,
  limit: number,
): Promise<number[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.paymentMethod, 'in_person'),
        eq(orders.paymentStatus, 'unpaid'),
        inArray(orders.status, [...NO_SHOW_STATUSES]),
        lte(orders.slotEnd, slotEndedBy),
      ),
    )
    .orderBy(asc(orders.slotEnd))
    .limit(limit);
  return rows.map((row) => row.id);
}
