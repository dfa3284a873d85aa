// Admin accounts for tests, made through the same service the app uses.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { adminUsers } from '../../src/db/schema';
import { createAdminUserService } from '../../src/modules/admin-users/admin-users.service';

export interface TestAdmin {
  id: number;
  username: string;
  password: string;
}

export async function createAdminUser(
  db: Database,
  overrides: {
    username?: string;
    password?: string;
    isActive?: boolean;
    /** An owner (the spec's superuser); otherwise a manager (its plain admin) unless `role`. */
    isSuperuser?: boolean;
    /** A role's key: a built-in one or a custom role's. */
    role?: string;
  } = {},
): Promise<TestAdmin> {
  const username = overrides.username ?? `admin-${randomBytes(4).toString('hex')}`;
  const password = overrides.password ?? `pw-${randomBytes(8).toString('hex')}`;
  const row = await createAdminUserService({ db }).create({
    username,
    password,
    isActive: overrides.isActive ?? true,
    isSuperuser: overrides.isSuperuser ?? false,
    ...(overrides.role === undefined ? {} : { roleKey: overrides.role }),
  });
  return { id: row.id, username: row.username, password };
}

/** What the admin users screen will do; direct until that endpoint exists. */
export async function setAdminActive(db: Database, id: number, isActive: boolean): Promise<void> {
  await db.update(adminUsers).set({ isActive }).where(eq(adminUsers.id, id));
}
