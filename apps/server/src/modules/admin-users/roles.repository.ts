// Storage of staff roles. Names are unique case-insensitively and keys are unique (indexes); the
// roles screen's writes run under the admin accounts lock (admin-users.repository.ts).
import { asc, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { adminUsers, roles } from '../../db/schema';
import type { RoleRow } from './admin-users.repository';

export type RoleWithCount = RoleRow & { userCount: number };

export async function findRoleById(db: Database, id: number): Promise<RoleRow | null> {
  const [row] = await db.select().from(roles).where(eq(roles.id, id));
  return row ?? null;
}

export async function findRoleByKey(db: Database, key: string): Promise<RoleRow | null> {
  const [row] = await db.select().from(roles).where(eq(roles.key, key));
  return row ?? null;
}

/** Another role named `name` (case-insensitively) or with the key `key`. */
export async function findClashingRole(
  db: Database,
  name: string,
  key: string,
): Promise<RoleRow | null> {
  const [row] = await db
    .select()
    .from(roles)
    .where(sql`lower(${roles.name}) = ${name.toLowerCase()} or ${roles.key} = ${key}`)
    .limit(1);
  return row ?? null;
}

/** Built-in roles first (in the order they were made), then custom roles by name. */
export async function listRolesWithCounts(db: Database): Promise<RoleWithCount[]> {
  const rows = await db
    .select({ role: roles, userCount: count(adminUsers.id) })
    .from(roles)
    .leftJoin(adminUsers, eq(adminUsers.roleId, roles.id))
    .groupBy(roles.id)
    .orderBy(
      sql`${roles.isBuiltin} desc`,
      sql`case when ${roles.isBuiltin} then ${roles.id} end`,
      asc(sql`lower(${roles.name})`),
    );
  return rows.map(({ role, userCount }) => ({ ...role, userCount }));
}

export async function countRoleHolders(db: Database, roleId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(adminUsers)
    .where(eq(adminUsers.roleId, roleId));
  return row?.total ?? 0;
}

export interface RoleValues {
  key: string;
  name: string;
  description: string;
  permissions: string[];
}

export async function insertRole(db: Database, values: RoleValues): Promise<RoleRow> {
  const [row] = await db
    .insert(roles)
    .values({ ...values, isBuiltin: false })
    .returning();
  if (!row) throw new Error('Inserting a role returned no row');
  return row;
}

export async function updateRole(
  db: Database,
  id: number,
  values: RoleValues,
): Promise<RoleRow | null> {
  const [row] = await db.update(roles).set(values).where(eq(roles.id, id)).returning();
  return row ?? null;
}

export async function deleteRole(db: Database, id: number): Promise<void> {
  await db.delete(roles).where(eq(roles.id, id));
}
