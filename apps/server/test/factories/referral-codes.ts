// Referral codes for tests, written straight to the table: 10 % off, active, unlimited, unless a
// test says otherwise.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { referralCodes } from '../../src/db/schema';

export type ReferralCodeValues = Partial<typeof referralCodes.$inferInsert>;
export type TestReferralCode = typeof referralCodes.$inferSelect;

export async function createReferralCode(
  db: Database,
  values: ReferralCodeValues = {},
): Promise<TestReferralCode> {
  const fixed = values.discountType === 'fixed';
  const [row] = await db
    .insert(referralCodes)
    .values({
      code: `REF${randomBytes(4).toString('hex').toUpperCase()}`,
      discountType: 'percentage',
      percentOff: fixed ? null : 10,
      amountOffCents: fixed ? 500 : null,
      ...values,
    })
    .returning();
  if (!row) throw new Error('inserting a referral code returned no row');
  return row;
}

export async function readReferralCode(db: Database, id: number): Promise<TestReferralCode> {
  const [row] = await db.select().from(referralCodes).where(eq(referralCodes.id, id));
  if (!row) throw new Error(`referral code ${id} does not exist`);
  return row;
}

/** What the admin referral screen (or another customer's order) would change, set directly. */
export async function updateReferralCode(
  db: Database,
  id: number,
  changes: ReferralCodeValues,
): Promise<void> {
  await db.update(referralCodes).set(changes).where(eq(referralCodes.id, id));
}
