// Storage of admin accounts, each read with its role (one join). Usernames are unique
// case-insensitively (a lower() index). Writes of the admin accounts and roles screens run under
// one transaction-scoped lock (lockAdminAccounts), so rules about all accounts at once ("the last
// active owner", "a role in use") hold under concurrent calls.
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { adminUsers, roles } from '../../db/schema';

export type RoleRow = typeof roles.$inferSelect;
export type AdminUserRecord = typeof adminUsers.$inferSelect;
/** An admin account with its role. */
export type AdminUserRow = AdminUserRecord & { role: RoleRow };

const OWNER_ROLE_KEY = 'owner';

function withRole() {
  return { user: adminUsers, role: roles };
}

function joined(rows: Array<{ user: AdminUserRecord; role: RoleRow }>): AdminUserRow[] {
  return rows.map(({ user, role }) => ({ ...user, role }));
}

function selectAdmins(db: Database) {
  return db.select(withRole()).from(adminUsers).innerJoin(roles, eq(adminUsers.roleId, roles.id));
}

export async function findAdminByUsername(
  db: Database,
  username: string,
): Promise<AdminUserRow | null> {
  const rows = await selectAdmins(db).where(
    eq(sql`lower(${adminUsers.username})`, username.trim().toLowerCase()),
  );
  return joined(rows)[0] ?? null;
}

function prepareAdminById(db: Database) {
  return selectAdmins(db)
    .where(eq(adminUsers.id, sql.placeholder('id')))
    .prepare('admin_user_with_role_by_id');
}

// Every admin call reads its admin: prepared once per database, so the statement is neither
// rebuilt by Drizzle nor planned by PostgreSQL per call (the same reason as the catalogue's page
// rows, catalog.repository.ts).
const adminById = new WeakMap<Database, ReturnType<typeof prepareAdminById>>();

export async function findAdminById(db: Database, id: number): Promise<AdminUserRow | null> {
  let statement = adminById.get(db);
  if (!statement) {
    statement = prepareAdminById(db);
    adminById.set(db, statement);
  }
  return joined(await statement.execute({ id }))[0] ?? null;
}

export async function listAdmins(db: Database): Promise<AdminUserRow[]> {
  return joined(await selectAdmins(db).orderBy(asc(sql`lower(${adminUsers.username})`)));
}

export async function countAdmins(db: Database): Promise<number> {
  const [row] = await db.select({ total: count() }).from(adminUsers);
  return row?.total ?? 0;
}

export async function insertAdmin(
  db: Database,
  values: { username: string; passwordHash: string; roleId: number; isActive: boolean },
): Promise<AdminUserRow> {
  const [row] = await db.insert(adminUsers).values(values).returning({ id: adminUsers.id });
  const inserted = row ? await findAdminById(db, row.id) : null;
  if (!inserted) throw new Error('Inserting an admin user returned no row');
  return inserted;
}

export async function recordAdminLogin(db: Database, id: number): Promise<AdminUserRow | null> {
  await db
    .update(adminUsers)
    .set({ lastLoginAt: sql`now()` })
    .where(eq(adminUsers.id, id));
  return findAdminById(db, id);
}

/**
 * Serializes the admin accounts' and roles' writes until the transaction ends: two owners
 * demoting or deactivating each other at once must not both succeed, which row locks alone cannot
 * prevent.
 */
export async function lockAdminAccounts(db: Database): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('canopy.admin_accounts'))`);
}

export async function countActiveOwners(db: Database): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(adminUsers)
    .innerJoin(roles, eq(adminUsers.roleId, roles.id))
    .where(and(eq(adminUsers.isActive, true), eq(roles.key, OWNER_ROLE_KEY)));
  return row?.total ?? 0;
}

export async function updateAdmin(
  db: Database,
  id: number,
  values: { isActive?: boolean; roleId?: number },
): Promise<AdminUserRow | null> {
  const [row] = await db
    .update(adminUsers)
    .set(values)
    .where(eq(adminUsers.id, id))
    .returning({ id: adminUsers.id });
  return row ? findAdminById(db, row.id) : null;
}

export async function deleteAdmin(db: Database, id: number): Promise<void> {
  await db.delete(adminUsers).where(eq(adminUsers.id, id));
}
