// Storage side of an admin's sessions: raising token_version refuses every token issued before.
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { adminUsers } from '../../db/schema';
import { findAdminById, type AdminUserRow } from './admin-users.repository';

/** Ends every session of the admin; the row as it is now, or null if it is gone. */
export async function endAdminSessions(
  db: Database,
  adminId: number,
  newPasswordHash?: string,
): Promise<AdminUserRow | null> {
  const [row] = await db
    .update(adminUsers)
    .set({
      tokenVersion: sql`${adminUsers.tokenVersion} + 1`,
      ...(newPasswordHash === undefined ? {} : { passwordHash: newPasswordHash }),
    })
    .where(eq(adminUsers.id, adminId))
    .returning({ id: adminUsers.id });
  return row ? findAdminById(db, row.id) : null;
}
