// Storage of access codes as the back office edits them: a filtered page of the list, one code
// locked for a write, its changes (details, a new hash and ciphertext) and its deletion. Creating
// a code and writing events stay with modules/access-codes, which the storefront shares.
import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accessCodes } from '../../db/schema';
import type { AccessCodeRow } from './access-codes.repository';
import { containsPattern } from '../../lib/like-pattern';

export interface AccessCodePageQuery {
  /** Part of a label. */
  labelSearch?: string | undefined;
  /** A whole code's hash: finds that code beside the label matches. */
  codeHash?: string | undefined;
  isActive?: boolean | undefined;
  limit: number;
  offset: number;
}

function pageFilter(query: AccessCodePageQuery): SQL | undefined {
  const search = query.labelSearch
    ? or(
        ilike(accessCodes.label, containsPattern(query.labelSearch)),
        query.codeHash ? eq(accessCodes.codeHash, query.codeHash) : undefined,
      )
    : undefined;
  const active =
    query.isActive === undefined ? undefined : eq(accessCodes.isActive, query.isActive);
  return and(search, active);
}

/** A page of codes, newest first (ids break ties, so pages never overlap), and the total. */
export async function findAccessCodePage(
  db: Database,
  query: AccessCodePageQuery,
): Promise<{ rows: AccessCodeRow[]; total: number }> {
  const where = pageFilter(query);
  const rows = await db
    .select()
    .from(accessCodes)
    .where(where)
    .orderBy(desc(accessCodes.createdAt), desc(accessCodes.id))
    .limit(query.limit)
    .offset(query.offset);
  const [totalRow] = await db.select({ total: count() }).from(accessCodes).where(where);
  return { rows, total: totalRow?.total ?? 0 };
}

/** The code, locked until the transaction ends so two edits of it cannot interleave. */
export async function lockAccessCode(db: Database, id: number): Promise<AccessCodeRow | null> {
  const [row] = await db.select().from(accessCodes).where(eq(accessCodes.id, id)).for('update');
  return row ?? null;
}

export async function findAccessCode(db: Database, id: number): Promise<AccessCodeRow | null> {
  const [row] = await db.select().from(accessCodes).where(eq(accessCodes.id, id));
  return row ?? null;
}

export interface AccessCodeChanges {
  label?: string;
  isActive?: boolean;
  expiresAt?: Date | null;
  maxUses?: number | null;
  codeHash?: string;
  codeCiphertext?: string;
}

export async function updateAccessCodeRow(
  db: Database,
  id: number,
  changes: AccessCodeChanges,
): Promise<AccessCodeRow> {
  const [row] = await db.update(accessCodes).set(changes).where(eq(accessCodes.id, id)).returning();
  if (!row) throw new Error(`access code ${id} vanished inside its own transaction`);
  return row;
}

export async function deleteAccessCodeRow(db: Database, id: number): Promise<void> {
  await db.delete(accessCodes).where(eq(accessCodes.id, id));
}
