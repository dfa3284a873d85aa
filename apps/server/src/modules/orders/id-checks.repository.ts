// Storage of the ID checks staff record at hand-off (docs/product.md#the-id-check-at-hand-off):
// only passing checks are stored, so the latest one of an order is the one that counts. The
// number itself is never here: a keyed HMAC and its last 4 characters.
import { desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orderIdChecks, orderItems, products } from '../../db/schema';

export type IdCheckRow = typeof orderIdChecks.$inferSelect;
export type NewIdCheckRow = typeof orderIdChecks.$inferInsert;

export async function insertIdCheck(db: Database, values: NewIdCheckRow): Promise<IdCheckRow> {
  const [row] = await db.insert(orderIdChecks).values(values).returning();
  if (!row) throw new Error('Inserting an ID check returned no row');
  return row;
}

/** The order's latest passing check, or null. */
export async function findLatestIdCheck(db: Database, orderId: number): Promise<IdCheckRow | null> {
  const [row] = await db
    .select()
    .from(orderIdChecks)
    .where(eq(orderIdChecks.orderId, orderId))
    .orderBy(desc(orderIdChecks.checkedAt), desc(orderIdChecks.id))
    .limit(1);
  return row ?? null;
}

/**
 * Whether staff recorded a passing ID check for the order. Marking a pickup or local-delivery
 * order done will ask this (409 id_check_required without one, when the store requires checks).
 */
export async function hasPassingIdCheck(db: Database, orderId: number): Promise<boolean> {
  return (await findLatestIdCheck(db, orderId)) !== null;
}

/**
 * The minimum age of each of the order's products that still exists (null: the store's); a line
 * whose product was deleted counts as the store's.
 */
export async function findOrderProductMinimumAges(
  db: Database,
  orderId: number,
): Promise<(number | null)[]> {
  const lines = await db
    .select({ productId: orderItems.productId })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  const ids = lines.flatMap((line) => (line.productId === null ? [] : [line.productId]));
  const ages =
    ids.length === 0
      ? []
      : await db
          .select({ id: products.id, minimumAge: products.minimumAge })
          .from(products)
          .where(inArray(products.id, ids));
  const byId = new Map(ages.map((row) => [row.id, row.minimumAge]));
  return lines.map((line) => (line.productId === null ? null : (byId.get(line.productId) ?? null)));
}
