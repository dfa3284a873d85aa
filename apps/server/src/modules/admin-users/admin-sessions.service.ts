// An admin's own session: signing out ends every token of the account (token_version, checked
// by the admin guard on every call, so on every instance: decision 0025), and a password change
// ends the others and hands this session a new token.
import { PASSWORD_CONTAINS_USERNAME, WRONG_CURRENT_PASSWORD } from '@canopy/contracts';
import type { Database } from '../../db/client';
import { UnauthorizedError, ValidationError } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/password-hash';
import type { AdminUserRow } from './admin-users.repository';
import { createAdminUserService } from './admin-users.service';
import { createAuditLogService, type AuditActor } from './audit-log.service';
import { endAdminSessions } from './admin-sessions.repository';

export function createAdminSessionsService({ db }: { db: Database }) {
  const adminUsers = createAdminUserService({ db });

  return {
    async logout(adminId: number): Promise<void> {
      await endAdminSessions(db, adminId);
    },

    /** The admin with the new password and token version; 422 at current_password when wrong. */
    async changePassword(
      adminId: number,
      input: { current_password: string; new_password: string },
      actor: AuditActor,
    ): Promise<AdminUserRow> {
      const admin = await adminUsers.findById(adminId);
      if (!admin) throw new UnauthorizedError('Not authenticated');
      if (!(await verifyPassword(input.current_password, admin.passwordHash))) {
        throw new ValidationError([
          { loc: ['body', 'current_password'], msg: WRONG_CURRENT_PASSWORD, type: 'value_error' },
        ]);
      }
      if (input.new_password.toLowerCase().includes(admin.username.toLowerCase())) {
        throw new ValidationError([
          { loc: ['body', 'new_password'], msg: PASSWORD_CONTAINS_USERNAME, type: 'value_error' },
        ]);
      }
      const changed = await db.transaction(async (tx) => {
        const row = await endAdminSessions(tx, adminId, await hashPassword(input.new_password));
        await createAuditLogService({ db: tx }).record({
          actor,
          action: 'change_password',
          entity: 'admin_user',
          entityId: String(adminId),
          before: null,
          after: null,
        });
        return row;
      });
      if (!changed) throw new UnauthorizedError('Not authenticated');
      return changed;
    },
  };
}

export type AdminSessionsService = ReturnType<typeof createAdminSessionsService>;
