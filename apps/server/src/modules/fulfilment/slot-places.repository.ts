// Storage of the places taken in each pickup or delivery slot (decision 0037). Every write is one
// conditional statement, so two orders racing for a slot's last place cannot both have it: the
// second waits for the first's row and finds it full. Run them inside the order's transaction.
import type { SlotMethod } from '@canopy/contracts';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { fulfilmentSlotPlaces } from '../../db/schema';

export interface SlotPlaces {
  method: SlotMethod;
  start: Date;
  capacity: number;
  booked: number;
}

const places = fulfilmentSlotPlaces;

function toSlotPlaces(row: typeof places.$inferSelect): SlotPlaces {
  return { method: row.method, start: row.slotStart, capacity: row.capacity, booked: row.booked };
}

/**
 * Takes a place in the slot of `method` starting at `start`, when fewer than `capacity` (the
 * settings' capacity now) are taken; null when it is full. The row is made on the first booking.
 */
export async function takeSlotPlace(
  tx: Database,
  method: SlotMethod,
  start: Date,
  capacity: number,
): Promise<SlotPlaces | null> {
  const [row] = await tx
    .insert(places)
    .values({ method, slotStart: start, capacity, booked: 1 })
    .onConflictDoUpdate({
      target: [places.method, places.slotStart],
      set: { capacity, booked: sql`${places.booked} + 1` },
      setWhere: sql`${places.booked} < ${capacity}`,
    })
    .returning();
  return row ? toSlotPlaces(row) : null;
}

/**
 * One place of a slot taken again (+1: a payment that arrived after its order's reservation ran
 * out, against the capacity the slot was last booked with) or given back (−1); null when the
 * slot is full, or has no place taken to give back.
 */
export async function moveSlotPlace(
  tx: Database,
  method: SlotMethod,
  start: Date,
  by: 1 | -1,
): Promise<SlotPlaces | null> {
  const room = by === 1 ? sql`${places.booked} < ${places.capacity}` : sql`${places.booked} > 0`;
  const [row] = await tx
    .update(places)
    .set({ booked: sql`${places.booked} + ${by}` })
    .where(and(eq(places.method, method), eq(places.slotStart, start), room))
    .returning();
  return row ? toSlotPlaces(row) : null;
}

/** Places taken per slot start (ms) of `method` from `from` (included) to `to` (excluded). */
export async function bookedPerSlot(
  db: Database,
  method: SlotMethod,
  from: Date,
  to: Date,
): Promise<Map<number, number>> {
  const rows = await db
    .select({ start: places.slotStart, booked: places.booked })
    .from(places)
    .where(and(eq(places.method, method), gte(places.slotStart, from), lt(places.slotStart, to)));
  return new Map(rows.map((row) => [row.start.getTime(), row.booked]));
}

/** Places taken in one slot (0 when none ever was). */
export async function bookedInSlot(db: Database, method: SlotMethod, start: Date): Promise<number> {
  const [row] = await db
    .select({ booked: places.booked })
    .from(places)
    .where(and(eq(places.method, method), eq(places.slotStart, start)));
  return row?.booked ?? 0;
}
