// The places of pickup and delivery slots, read straight from their table, and the audit that no
// slot is oversold: booked ≤ capacity and booked = the slot's orders that are not cancelled.
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { fulfilmentSlotPlaces, orders } from '../../src/db/schema';

export async function slotPlacesOf(
  db: Database,
  method: 'pickup' | 'delivery',
  start: string,
): Promise<{ capacity: number; booked: number } | null> {
  const [row] = await db
    .select({ capacity: fulfilmentSlotPlaces.capacity, booked: fulfilmentSlotPlaces.booked })
    .from(fulfilmentSlotPlaces)
    .where(
      and(
        eq(fulfilmentSlotPlaces.method, method),
        eq(fulfilmentSlotPlaces.slotStart, new Date(start)),
      ),
    );
  return row ?? null;
}

/** Every slot whose places disagree with its live orders, or exceed its capacity. */
export async function oversoldSlots(db: Database) {
  const live = db
    .select({
      method: orders.fulfilmentMethod,
      start: orders.slotStart,
      count: sql<number>`count(*)::int`.as('count'),
    })
    .from(orders)
    .where(and(ne(orders.status, 'cancelled'), sql`${orders.slotStart} is not null`))
    .groupBy(orders.fulfilmentMethod, orders.slotStart)
    .as('live');
  const rows = await db
    .select({
      method: fulfilmentSlotPlaces.method,
      start: fulfilmentSlotPlaces.slotStart,
      capacity: fulfilmentSlotPlaces.capacity,
      booked: fulfilmentSlotPlaces.booked,
      live: sql<number>`coalesce(${live.count}, 0)::int`,
    })
    .from(fulfilmentSlotPlaces)
    .leftJoin(
      live,
      and(
        eq(live.method, fulfilmentSlotPlaces.method),
        eq(live.start, fulfilmentSlotPlaces.slotStart),
      ),
    );
  return rows.filter((row) => row.booked > row.capacity || row.booked !== row.live);
}

/** No orders and no slot places: each test of a slot starts from empty slots. */
export async function clearSlotBookings(db: Database): Promise<void> {
  await db.delete(orders);
  await db.delete(fulfilmentSlotPlaces);
}
