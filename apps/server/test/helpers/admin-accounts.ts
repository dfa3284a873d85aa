// For the admin accounts tests: signed-in callers of /api/admin/users, and a database that starts
// the "last active owner" tests from a known state, whatever owners earlier tests created.
import { eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { adminUsers, roles } from '../../src/db/schema';
import { createAdminUser, type TestAdmin } from '../factories/admin-users';
import type { TestContext } from './test-app';

export interface Caller {
  admin: TestAdmin;
  headers: { authorization: string };
}

/** A new admin (a manager unless `isSuperuser` or `role`) with the headers of its token. */
export async function accountCaller(
  t: TestContext,
  options: { isSuperuser?: boolean; role?: string } = {},
): Promise<Caller> {
  const admin = await createAdminUser(t.db, {
    isSuperuser: options.isSuperuser ?? false,
    ...(options.role === undefined ? {} : { role: options.role }),
  });
  const { token } = t.app.tokens.issueAdminToken(admin.id);
  return { admin, headers: { authorization: `Bearer ${token}` } };
}

/** `METHOD /api/admin/users{url}` as `who`. */
export function callAccounts(
  t: TestContext,
  who: Caller,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: Record<string, unknown>,
) {
  return t.app.inject({
    method,
    url: `/api/admin/users${url}`,
    headers: who.headers,
    ...(body === undefined ? {} : { payload: body }),
  });
}

/** The id of a role, by key. */
export async function roleIdOf(db: Database, key: string): Promise<number> {
  const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.key, key));
  if (!role) throw new Error(`no role ${key}`);
  return role.id;
}

/** Makes every existing owner a manager, so the next owner created is the only one. */
export async function demoteEverySuperuser(db: Database): Promise<void> {
  const [owner, manager] = [await roleIdOf(db, 'owner'), await roleIdOf(db, 'manager')];
  await db.update(adminUsers).set({ roleId: manager }).where(eq(adminUsers.roleId, owner));
}
