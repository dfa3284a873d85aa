// For the admin accounts tests: a file's database starts the "last active superuser" tests
// from a known state, whatever superusers earlier tests in the file created.
import { eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { adminUsers } from '../../src/db/schema';

/** Makes every existing account a plain admin, so the next superuser created is the only one. */
export async function demoteEverySuperuser(db: Database): Promise<void> {
  await db.update(adminUsers).set({ isSuperuser: false }).where(eq(adminUsers.isSuperuser, true));
}
