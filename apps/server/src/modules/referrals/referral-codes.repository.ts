// Referral codes as checkout uses them: looked up by code, and a use counted or given back. The
// count is one conditional UPDATE, so concurrent orders can never push use_count past max_uses.
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { referralCodes } from '../../db/schema';

export type ReferralCodeRow = typeof referralCodes.$inferSelect;

export async function findReferralCodeByCode(
  db: Database,
  code: string,
): Promise<ReferralCodeRow | null> {
  const [row] = await db.select().from(referralCodes).where(eq(referralCodes.code, code));
  return row ?? null;
}

/** Counts one use if the code is still active, unexpired and under max_uses at `now`. */
export async function consumeReferralUse(db: Database, id: number, now: Date): Promise<boolean> {
  const [row] = await db
    .update(referralCodes)
    .set({ useCount: sql`${referralCodes.useCount} + 1` })
    .where(
      and(
        eq(referralCodes.id, id),
        eq(referralCodes.isActive, true),
        or(isNull(referralCodes.expiresAt), gt(referralCodes.expiresAt, now)),
        or(isNull(referralCodes.maxUses), lt(referralCodes.useCount, referralCodes.maxUses)),
      ),
    )
    .returning({ id: referralCodes.id });
  return row !== undefined;
}

/** Gives back the use an order counted (its order was cancelled or never placed). */
export async function returnReferralUse(db: Database, id: number): Promise<void> {
  await db
    .update(referralCodes)
    .set({ useCount: sql`greatest(${referralCodes.useCount} - 1, 0)` })
    .where(eq(referralCodes.id, id));
}

/**
 * Counts the use of an order that came back to life (its payment arrived after the reservation
 * expired) even past max_uses: the customer has already paid the discounted price.
 */
export async function recountReferralUse(db: Database, id: number): Promise<void> {
  await db
    .update(referralCodes)
    .set({ useCount: sql`${referralCodes.useCount} + 1` })
    .where(eq(referralCodes.id, id));
}
