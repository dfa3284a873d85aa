// The admin accounts screen's writes (docs/product.md#roles): create, deactivate, reactivate,
// delete, promote and demote. The safety rules are decided inside one transaction under the
// accounts lock, so they hold when two admins act at once: nobody deactivates or deletes
// themselves; the last active superuser is never deactivated, deleted or demoted; only superusers
// create superusers, and only superusers deactivate, reactivate or delete one (an admin cannot lock
// out or remove the accounts above theirs). Every write is audited in the transaction that makes
// it.
import type { AdminUser, AdminUserCreateInput } from '@canopy/contracts';
import type { Database } from '../../db/client';
import { ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors';
import { hashPassword } from '../../lib/password-hash';
import type { AdminPrincipal } from './admin-actor';
import {
  countActiveSuperusers,
  deleteAdmin,
  findAdminById,
  findAdminByUsername,
  insertAdmin,
  lockAdminAccounts,
  updateAdminFlags,
  type AdminUserRow,
} from './admin-users.repository';
import { toAdminUser } from './admin-users.service';
import { createAuditLogService } from './audit-log.service';

export const ADMIN_ACCOUNT_MESSAGES = {
  notFound: 'Admin user not found',
  duplicate: 'An admin user with this username already exists',
  superuserCreatesSuperuser: 'Only superusers can create superusers',
  selfDeactivate: 'You cannot deactivate your own account',
  selfDelete: 'You cannot delete your own account',
  lastSuperuserDeactivate: 'The last active superuser cannot be deactivated',
  lastSuperuserDelete: 'The last active superuser cannot be deleted',
  lastSuperuserDemote: 'The last active superuser cannot be demoted',
  superuserDeactivate: 'Only superusers can deactivate a superuser',
  superuserReactivate: 'Only superusers can reactivate a superuser',
  superuserDelete: 'Only superusers can delete a superuser',
} as const;

const ENTITY = 'admin_user';

type AccountChange =
  { kind: 'deactivate' } | { kind: 'reactivate' } | { kind: 'set_superuser'; isSuperuser: boolean };

function isLastActiveSuperuser(row: AdminUserRow, activeSuperusers: number): boolean {
  return row.isActive && row.isSuperuser && activeSuperusers <= 1;
}

function superuserOnlyRefusal(change: AccountChange | { kind: 'delete' }): ForbiddenError {
  switch (change.kind) {
    case 'deactivate':
      return new ForbiddenError(ADMIN_ACCOUNT_MESSAGES.superuserDeactivate);
    case 'reactivate':
      return new ForbiddenError(ADMIN_ACCOUNT_MESSAGES.superuserReactivate);
    case 'delete':
      return new ForbiddenError(ADMIN_ACCOUNT_MESSAGES.superuserDelete);
    case 'set_superuser':
      // The route itself is for superusers only; kept here so the rule holds for every caller.
      return new ForbiddenError('Superuser privileges required');
  }
}

/** The refusal of a change, or null when the rules allow it. */
async function refusalOf(
  tx: Database,
  target: AdminUserRow,
  change: AccountChange | { kind: 'delete' },
  actor: AdminPrincipal,
): Promise<Error | null> {
  const self = target.id === actor.id;
  if (change.kind === 'deactivate' && self)
    return new ForbiddenError(ADMIN_ACCOUNT_MESSAGES.selfDeactivate);
  if (change.kind === 'delete' && self)
    return new ForbiddenError(ADMIN_ACCOUNT_MESSAGES.selfDelete);
  if (target.isSuperuser && !actor.isSuperuser) return superuserOnlyRefusal(change);
  const removesSuperuser =
    change.kind === 'deactivate' ||
    change.kind === 'delete' ||
    (change.kind === 'set_superuser' && !change.isSuperuser);
  if (!removesSuperuser || !isLastActiveSuperuser(target, await countActiveSuperusers(tx))) {
    return null;
  }
  if (change.kind === 'deactivate')
    return new ConflictError(ADMIN_ACCOUNT_MESSAGES.lastSuperuserDeactivate);
  if (change.kind === 'delete')
    return new ConflictError(ADMIN_ACCOUNT_MESSAGES.lastSuperuserDelete);
  return new ConflictError(ADMIN_ACCOUNT_MESSAGES.lastSuperuserDemote);
}

function flagsFor(change: AccountChange): { isActive?: boolean; isSuperuser?: boolean } {
  switch (change.kind) {
    case 'deactivate':
      return { isActive: false };
    case 'reactivate':
      return { isActive: true };
    case 'set_superuser':
      return { isSuperuser: change.isSuperuser };
  }
}

function actionOf(change: AccountChange): string {
  if (change.kind !== 'set_superuser') return change.kind;
  return change.isSuperuser ? 'promote' : 'demote';
}

export type AdminAccountsService = ReturnType<typeof createAdminAccountsService>;

export function createAdminAccountsService({ db }: { db: Database }) {
  const auditIn = (tx: Database) => createAuditLogService({ db: tx });

  async function lockedTarget(tx: Database, id: number): Promise<AdminUserRow> {
    await lockAdminAccounts(tx);
    const target = await findAdminById(tx, id);
    if (!target) throw new NotFoundError(ADMIN_ACCOUNT_MESSAGES.notFound);
    return target;
  }

  async function change(id: number, requested: AccountChange, actor: AdminPrincipal) {
    return db.transaction(async (tx) => {
      const target = await lockedTarget(tx, id);
      const refusal = await refusalOf(tx, target, requested, actor);
      if (refusal) throw refusal;
      const updated = await updateAdminFlags(tx, id, flagsFor(requested));
      if (!updated) throw new Error(`admin user ${String(id)} vanished under the accounts lock`);
      const before = toAdminUser(target);
      const after = toAdminUser(updated);
      await auditIn(tx).record({
        actor,
        action: actionOf(requested),
        entity: ENTITY,
        entityId: id,
        before,
        after,
      });
      return after;
    });
  }

  return {
    async create(input: AdminUserCreateInput, actor: AdminPrincipal): Promise<AdminUser> {
      if (input.is_superuser && !actor.isSuperuser) {
        throw new ForbiddenError(ADMIN_ACCOUNT_MESSAGES.superuserCreatesSuperuser);
      }
      const passwordHash = await hashPassword(input.password);
      return db.transaction(async (tx) => {
        await lockAdminAccounts(tx);
        if (await findAdminByUsername(tx, input.username)) {
          throw new ConflictError(ADMIN_ACCOUNT_MESSAGES.duplicate);
        }
        const row = await insertAdmin(tx, {
          username: input.username,
          passwordHash,
          isSuperuser: input.is_superuser,
          isActive: true,
        });
        const after = toAdminUser(row);
        await auditIn(tx).record({
          actor,
          action: 'create',
          entity: ENTITY,
          entityId: row.id,
          after,
        });
        return after;
      });
    },

    deactivate: (id: number, actor: AdminPrincipal) => change(id, { kind: 'deactivate' }, actor),
    reactivate: (id: number, actor: AdminPrincipal) => change(id, { kind: 'reactivate' }, actor),
    setSuperuser: (id: number, isSuperuser: boolean, actor: AdminPrincipal) =>
      change(id, { kind: 'set_superuser', isSuperuser }, actor),

    async remove(id: number, actor: AdminPrincipal): Promise<void> {
      await db.transaction(async (tx) => {
        const target = await lockedTarget(tx, id);
        const refusal = await refusalOf(tx, target, { kind: 'delete' }, actor);
        if (refusal) throw refusal;
        await deleteAdmin(tx, id);
        await auditIn(tx).record({
          actor,
          action: 'delete',
          entity: ENTITY,
          entityId: id,
          before: toAdminUser(target),
        });
      });
    },
  };
}
