// Storage of admin accounts. Usernames are unique case-insensitively (a lower() index). Writes
// of the admin accounts screen run under one transaction-scoped lock (lockAdminAccounts), so
// rules about all accounts at once ("the last active superuser") hold under concurrent calls.
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { adminUsers } from '../../db/schema';

export type AdminUserRow = typeof adminUsers.$inferSelect;

export async function findAdminByUsername(
  db: Database,
  username: string,
): Promise<AdminUserRow | null> {
  const [row] = await db
    .select()
    .from(adminUsers)
    .where(eq(sql`lower(${adminUsers.username})`, username.trim().toLowerCase()));
  return row ?? null;
}

export async function findAdminById(db: Database, id: number): Promise<AdminUserRow | null> {
  const [row] = await db.select().from(adminUsers).where(eq(adminUsers.id, id));
  return row ?? null;
}

export async function listAdmins(db: Database): Promise<AdminUserRow[]> {
  return db
    .select()
    .from(adminUsers)
    .orderBy(asc(sql`lower(${adminUsers.username})`));
}

export async function countAdmins(db: Database): Promise<number> {
  const [row] = await db.select({ total: count() }).from(adminUsers);
  return row?.total ?? 0;
}

export async function insertAdmin(
  db: Database,
  values: { username: string; passwordHash: string; isSuperuser: boolean; isActive: boolean },
): Promise<AdminUserRow> {
  const [row] = await db.insert(adminUsers).values(values).returning();
  if (!row) throw new Error('Inserting an admin user returned no row');
  return row;
}

export async function recordAdminLogin(db: Database, id: number): Promise<AdminUserRow | null> {
  const [row] = await db
    .update(adminUsers)
    .set({ lastLoginAt: sql`now()` })
    .where(eq(adminUsers.id, id))
    .returning();
  return row ?? null;
}

/**
 * Serializes the admin accounts screen's writes until the transaction ends: two superusers
 * deactivating each other at once must not both succeed, which row locks alone cannot prevent.
 */
export async function lockAdminAccounts(db: Database): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('canopy.admin_accounts'))`);
}

export async function countActiveSuperusers(db: Database): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(adminUsers)
    .where(and(eq(adminUsers.isActive, true), eq(adminUsers.isSuperuser, true)));
  return row?.total ?? 0;
}

export async function updateAdminFlags(
  db: Database,
  id: number,
  values: { isActive?: boolean; isSuperuser?: boolean },
): Promise<AdminUserRow | null> {
  const [row] = await db.update(adminUsers).set(values).where(eq(adminUsers.id, id)).returning();
  return row ?? null;
}

export async function deleteAdmin(db: Database, id: number): Promise<void> {
  await db.delete(adminUsers).where(eq(adminUsers.id, id));
}
