// For the admin accounts tests: signed-in callers of /api/admin/users, and a database that starts
// the "last active superuser" tests from a known state, whatever superusers earlier tests created.
import { eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { adminUsers } from '../../src/db/schema';
import { createAdminUser, type TestAdmin } from '../factories/admin-users';
import type { TestContext } from './test-app';

export interface Caller {
  admin: TestAdmin;
  headers: { authorization: string };
}

/** A new admin (a plain one unless `isSuperuser`) with the headers of its token. */
export async function accountCaller(
  t: TestContext,
  options: { isSuperuser?: boolean } = {},
): Promise<Caller> {
  const admin = await createAdminUser(t.db, { isSuperuser: options.isSuperuser ?? false });
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

/** Makes every existing account a plain admin, so the next superuser created is the only one. */
export async function demoteEverySuperuser(db: Database): Promise<void> {
  await db.update(adminUsers).set({ isSuperuser: false }).where(eq(adminUsers.isSuperuser, true));
}
