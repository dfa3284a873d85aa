// Storage of orders, their lines and their history. Writes that decide something (pay, cancel,
// change status) first lock the order row (`for update`), so the webhook, the browser's confirm
// call, the reservation sweeper and an admin can race without doing anything twice.
import { and, asc, desc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orderEvents, orderItems, orders, referralCodes } from '../../db/schema';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrderRow = typeof orders.$inferInsert;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type NewOrderItemRow = Omit<typeof orderItems.$inferInsert, 'id' | 'orderId'>;

/** An order with its lines and the referral code it used, as the API and emails show it. */
export interface OrderRecord {
  order: OrderRow;
  items: OrderItemRow[];
  referralCode: string | null;
}

export interface OrderEventValues {
  orderId: number;
  fromStatus: string | null;
  toStatus: string;
  actor: string;
}

/**
 * Inserts the order unless its idempotency key, number or payment intent is taken (then null).
 * ON CONFLICT waits for a concurrent insert of the same key to commit or roll back, so of two
 * requests with one key exactly one inserts.
 */
export async function insertOrder(tx: Database, values: NewOrderRow): Promise<OrderRow | null> {
  const [row] = await tx.insert(orders).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function insertOrderItems(
  tx: Database,
  orderId: number,
  items: readonly NewOrderItemRow[],
): Promise<void> {
  await tx.insert(orderItems).values(items.map((item) => ({ ...item, orderId })));
}

export async function insertOrderEvent(tx: Database, event: OrderEventValues): Promise<void> {
  await tx.insert(orderEvents).values(event);
}

export async function findOrderByIdempotencyKey(
  db: Database,
  key: string,
): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.idempotencyKey, key));
  return row ?? null;
}

export async function findOrder(db: Database, id: number): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row ?? null;
}

export async function findOrderItems(db: Database, orderId: number): Promise<OrderItemRow[]> {
  return db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
}

export async function findOrderRecord(db: Database, id: number): Promise<OrderRecord | null> {
  const [row] = await db
    .select({ order: orders, referralCode: referralCodes.code })
    .from(orders)
    .leftJoin(referralCodes, eq(referralCodes.id, orders.referralCodeId))
    .where(eq(orders.id, id));
  if (!row) return null;
  return { order: row.order, items: await findOrderItems(db, id), referralCode: row.referralCode };
}

/** Who moved the order to `cancelled` most recently (null: it never was). */
export async function findCancellationActor(db: Database, orderId: number): Promise<string | null> {
  const [row] = await db
    .select({ actor: orderEvents.actor })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.toStatus, 'cancelled')))
    .orderBy(desc(orderEvents.id))
    .limit(1);
  return row?.actor ?? null;
}

/** The order row, locked until the transaction ends; with skipLocked, null if someone holds it. */
export async function lockOrder(
  tx: Database,
  id: number,
  options: { skipLocked?: boolean } = {},
): Promise<OrderRow | null> {
  const query = tx.select().from(orders).where(eq(orders.id, id));
  const [row] = await (options.skipLocked
    ? query.for('update', { skipLocked: true })
    : query.for('update'));
  return row ?? null;
}

export async function lockOrderByPaymentIntent(
  tx: Database,
  intentId: string,
): Promise<OrderRow | null> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(eq(orders.paymentIntentId, intentId))
    .for('update');
  return row ?? null;
}

export async function updateOrder(
  tx: Database,
  id: number,
  changes: Partial<
    Pick<OrderRow, 'status' | 'paymentStatus' | 'reservedUntil' | 'paymentProvider'>
  >,
): Promise<OrderRow> {
  const [row] = await tx
    .update(orders)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(orders.id, id))
    .returning();
  if (!row) throw new Error(`order ${id} vanished while locked`);
  return row;
}

/**
 * Records the payment intent of an order that has none yet; answers the intent the order ends up
 * with (another request's, when two created one at the same time).
 */
export async function attachPaymentIntent(
  db: Database,
  orderId: number,
  intentId: string,
): Promise<string | null> {
  const [attached] = await db
    .update(orders)
    .set({ paymentIntentId: intentId, updatedAt: sql`now()` })
    .where(and(eq(orders.id, orderId), isNull(orders.paymentIntentId)))
    .returning({ intentId: orders.paymentIntentId });
  if (attached) return attached.intentId;
  return (await findOrder(db, orderId))?.paymentIntentId ?? null;
}

export async function deleteOrder(tx: Database, id: number): Promise<void> {
  await tx.delete(orders).where(eq(orders.id, id));
}

/** Unpaid, still-open orders whose reservation ended at or before `now`, oldest first. */
export async function findExpiredReservations(
  db: Database,
  now: Date,
  limit: number,
): Promise<Array<{ id: number; paymentIntentId: string | null }>> {
  return db
    .select({ id: orders.id, paymentIntentId: orders.paymentIntentId })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'ordered'),
        eq(orders.paymentStatus, 'unpaid'),
        // Paid in person: held until the slot has passed (no-show-sweep.ts), not this window.
        eq(orders.paymentMethod, 'card'),
        lte(orders.reservedUntil, now),
      ),
    )
    .orderBy(asc(orders.reservedUntil))
    .limit(limit);
}
