// Storage of referral codes as the back office edits them: a page of codes newest first with the
// total, one code (locked for a write), insert, replace, deactivate and delete, whether orders
// used a code, and the paid orders placed with a code per UTC day (its analytics). Checkout's own
// lookups and use counting stay in orders/referral-codes.repository.ts.
import { and, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders, referralCodes } from '../../db/schema';
import type { ReferralCodeRow } from './referral-codes.repository';

/** What an admin write sets; use_count and created_at are never written here. */
export type ReferralCodeWriteValues = Pick<
  typeof referralCodes.$inferInsert,
  | 'code'
  | 'description'
  | 'discountType'
  | 'percentOff'
  | 'amountOffCents'
  | 'minSubtotalCents'
  | 'maxUses'
  | 'expiresAt'
  | 'isActive'
>;

export async function findReferralCodePage(
  db: Database,
  page: { offset: number; limit: number },
): Promise<{ items: ReferralCodeRow[]; total: number }> {
  const items = await db
    .select()
    .from(referralCodes)
    .orderBy(desc(referralCodes.createdAt), desc(referralCodes.id))
    .limit(page.limit)
    .offset(page.offset);
  const [row] = await db.select({ total: count() }).from(referralCodes);
  return { items, total: row?.total ?? 0 };
}

/** One code; `lock` holds its row until the transaction ends (checkout counting a use waits). */
export async function findReferralCodeById(
  db: Database,
  id: number,
  { lock = false }: { lock?: boolean } = {},
): Promise<ReferralCodeRow | null> {
  const query = db.select().from(referralCodes).where(eq(referralCodes.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function insertReferralCode(
  db: Database,
  values: ReferralCodeWriteValues,
): Promise<ReferralCodeRow> {
  const [row] = await db.insert(referralCodes).values(values).returning();
  if (!row) throw new Error('Inserting a referral code returned no row');
  return row;
}

export async function replaceReferralCode(
  db: Database,
  id: number,
  values: ReferralCodeWriteValues,
): Promise<ReferralCodeRow> {
  const [row] = await db
    .update(referralCodes)
    .set(values)
    .where(eq(referralCodes.id, id))
    .returning();
  if (!row) throw new Error(`referral code ${id} vanished inside its own transaction`);
  return row;
}

export async function deactivateReferralCode(db: Database, id: number): Promise<ReferralCodeRow> {
  const [row] = await db
    .update(referralCodes)
    .set({ isActive: false })
    .where(eq(referralCodes.id, id))
    .returning();
  if (!row) throw new Error(`referral code ${id} vanished inside its own transaction`);
  return row;
}

export async function deleteReferralCode(db: Database, id: number): Promise<void> {
  await db.delete(referralCodes).where(eq(referralCodes.id, id));
}

/** True when any order, in any state, was placed with the code. */
export async function isReferralCodeUsedByOrders(db: Database, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.referralCodeId, id))
    .limit(1);
  return row !== undefined;
}

export interface ReferralDayRow {
  /** YYYY-MM-DD, the UTC day the orders were placed. */
  date: string;
  uses: number;
  revenueCents: number;
  discountCents: number;
}

/** Paid, unrefunded orders placed with the code in [from, to), summed per UTC day. */
export async function findReferralUsesByDay(
  db: Database,
  id: number,
  range: { from: Date; to: Date },
): Promise<ReferralDayRow[]> {
  const day = sql<string>`to_char(${orders.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  return db
    .select({
      date: day,
      uses: count(),
      revenueCents: sql<number>`coalesce(sum(${orders.totalCents}), 0)`.mapWith(Number),
      discountCents: sql<number>`coalesce(sum(${orders.discountCents}), 0)`.mapWith(Number),
    })
    .from(orders)
    .where(
      and(
        eq(orders.referralCodeId, id),
        eq(orders.paymentStatus, 'paid'),
        gte(orders.createdAt, range.from),
        lt(orders.createdAt, range.to),
      ),
    )
    .groupBy(day)
    .orderBy(day);
}
