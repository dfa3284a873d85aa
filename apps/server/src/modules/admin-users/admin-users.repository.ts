// Storage of admin accounts. Usernames are unique case-insensitively (a lower() index).
import { asc, count, eq, sql } from 'drizzle-orm';
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
