// Storage of access codes and their event trail. Time comparisons use the database clock (now())
// so every instance agrees on whether a code has expired.
import { and, count, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accessCodeEvents, accessCodes, ACCESS_CODE_EVENT_KINDS } from '../../db/schema';

export type AccessCodeRow = typeof accessCodes.$inferSelect;
export type AccessCodeEventKind = (typeof ACCESS_CODE_EVENT_KINDS)[number];

const isUsable = () =>
  and(
    eq(accessCodes.isActive, true),
    or(isNull(accessCodes.expiresAt), gt(accessCodes.expiresAt, sql`now()`)),
  );

/**
 * Counts one use of the code with this hash if it is active, unexpired and under max_uses. A
 * single conditional UPDATE, so concurrent validations can never push use_count past max_uses.
 * `usedUp`: that was the code's last use.
 */
export async function consumeAccessCodeUse(
  db: Database,
  codeHash: string,
): Promise<{ id: number; usedUp: boolean } | null> {
  const [row] = await db
    .update(accessCodes)
    .set({ useCount: sql`${accessCodes.useCount} + 1`, lastUsedAt: sql`now()` })
    .where(
      and(
        eq(accessCodes.codeHash, codeHash),
        isUsable(),
        or(isNull(accessCodes.maxUses), lt(accessCodes.useCount, accessCodes.maxUses)),
      ),
    )
    .returning({
      id: accessCodes.id,
      useCount: accessCodes.useCount,
      maxUses: accessCodes.maxUses,
    });
  if (!row) return null;
  return { id: row.id, usedUp: row.maxUses !== null && row.useCount >= row.maxUses };
}

export async function findAccessCodeIdByHash(
  db: Database,
  codeHash: string,
): Promise<number | null> {
  const [row] = await db
    .select({ id: accessCodes.id })
    .from(accessCodes)
    .where(eq(accessCodes.codeHash, codeHash));
  return row?.id ?? null;
}

/** Active and unexpired (the storefront gate also weighs max_uses, see plugins/access-gate). */
export async function findUsableAccessCodeIdByHash(
  db: Database,
  codeHash: string,
): Promise<number | null> {
  const [row] = await db
    .select({ id: accessCodes.id })
    .from(accessCodes)
    .where(and(eq(accessCodes.codeHash, codeHash), isUsable()));
  return row?.id ?? null;
}

export async function isAccessCodeUsable(db: Database, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: accessCodes.id })
    .from(accessCodes)
    .where(and(eq(accessCodes.id, id), isUsable()));
  return row !== undefined;
}

export async function findAccessCodeByHash(
  db: Database,
  codeHash: string,
): Promise<AccessCodeRow | null> {
  const [row] = await db.select().from(accessCodes).where(eq(accessCodes.codeHash, codeHash));
  return row ?? null;
}

export async function countAccessCodes(db: Database): Promise<number> {
  const [row] = await db.select({ total: count() }).from(accessCodes);
  return row?.total ?? 0;
}

export interface NewAccessCodeRow {
  codeHash: string;
  codeCiphertext: string;
  label: string;
  isActive: boolean;
  expiresAt: Date | null;
  maxUses: number | null;
  createdBy: number | null;
}

export async function insertAccessCode(
  db: Database,
  values: NewAccessCodeRow,
): Promise<AccessCodeRow> {
  const [row] = await db.insert(accessCodes).values(values).returning();
  if (!row) throw new Error('Inserting an access code returned no row');
  return row;
}

export async function insertAccessCodeEvent(
  db: Database,
  event: { codeId: number | null; kind: AccessCodeEventKind; ipHash: string | null },
): Promise<void> {
  await db.insert(accessCodeEvents).values(event);
}
