// The admin accounts screen's writes (docs/product.md#staff-roles): create, deactivate,
// reactivate, delete and change a role. The safety rules are decided inside one transaction under
// the accounts lock, so they hold when two admins act at once: nobody deactivates or deletes
// themselves (403); only an owner grants the owner role or deactivates, reactivates, deletes or
// demotes an owner (403 owner_required); the last active owner is never deactivated, deleted or
// demoted (409). Every write is audited in the transaction that makes it.
import type { AdminUser, AdminUserCreateInput } from '@canopy/contracts';
import type { Database } from '../../db/client';
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  OwnerRequiredError,
  UnauthorizedError,
  ValidationError,
} from '../../lib/errors';
import { hashPassword } from '../../lib/password-hash';
import type { AdminPrincipal } from './admin-actor';
import {
  countActiveOwners,
  deleteAdmin,
  findAdminById,
  findAdminByUsername,
  insertAdmin,
  lockAdminAccounts,
  updateAdmin,
  type AdminUserRow,
  type RoleRow,
} from './admin-users.repository';
import { toAdminUser } from './admin-users.service';
import { createAuditLogService } from './audit-log.service';
import { findRoleById, findRoleByKey } from './roles.repository';
import { DEFAULT_STAFF_ROLE, isOwnerRole, OWNER_ROLE } from './staff-access';

export const ADMIN_ACCOUNT_MESSAGES = {
  notFound: 'Admin user not found',
  duplicate: 'An admin user with this username already exists',
  unknownRole: 'There is no such role',
  roleAndSuperuser: 'is_superuser means the owner role: leave it out when you choose a role',
  ownerGrantsOwner: 'Only owners can grant the owner role',
  selfDeactivate: 'You cannot deactivate your own account',
  selfDelete: 'You cannot delete your own account',
  lastOwnerDeactivate: 'The last active owner cannot be deactivated',
  lastOwnerDelete: 'The last active owner cannot be deleted',
  lastOwnerDemote: 'The last active owner cannot be demoted',
  ownerDeactivate: 'Only owners can deactivate an owner',
  ownerReactivate: 'Only owners can reactivate an owner',
  ownerDelete: 'Only owners can delete an owner',
  ownerDemote: 'Only owners can change an owner’s role',
} as const;

const ENTITY = 'admin_user';

type AccountChange =
  | { kind: 'deactivate' }
  | { kind: 'reactivate' }
  | { kind: 'delete' }
  | { kind: 'set_role'; role: RoleRow };

const OWNER_ONLY: Record<AccountChange['kind'], string> = {
  deactivate: ADMIN_ACCOUNT_MESSAGES.ownerDeactivate,
  reactivate: ADMIN_ACCOUNT_MESSAGES.ownerReactivate,
  delete: ADMIN_ACCOUNT_MESSAGES.ownerDelete,
  set_role: ADMIN_ACCOUNT_MESSAGES.ownerDemote,
};

const LAST_OWNER: Record<AccountChange['kind'], string> = {
  deactivate: ADMIN_ACCOUNT_MESSAGES.lastOwnerDeactivate,
  reactivate: '',
  delete: ADMIN_ACCOUNT_MESSAGES.lastOwnerDelete,
  set_role: ADMIN_ACCOUNT_MESSAGES.lastOwnerDemote,
};

function removesOwner(target: AdminUserRow, change: AccountChange): boolean {
  if (!target.isActive || !isOwnerRole(target.role)) return false;
  if (change.kind === 'set_role') return !isOwnerRole(change.role);
  return change.kind === 'deactivate' || change.kind === 'delete';
}

/** The refusal of a change, or null when the rules allow it. */
async function refusalOf(
  tx: Database,
  target: AdminUserRow,
  change: AccountChange,
  actor: AdminPrincipal,
): Promise<Error | null> {
  const self = target.id === actor.id;
  if (change.kind === 'deactivate' && self) {
    return new ForbiddenError(ADMIN_ACCOUNT_MESSAGES.selfDeactivate);
  }
  if (change.kind === 'delete' && self)
    return new ForbiddenError(ADMIN_ACCOUNT_MESSAGES.selfDelete);
  if (!actor.isOwner) {
    if (isOwnerRole(target.role)) return new OwnerRequiredError(OWNER_ONLY[change.kind]);
    if (change.kind === 'set_role' && isOwnerRole(change.role)) {
      return new OwnerRequiredError(ADMIN_ACCOUNT_MESSAGES.ownerGrantsOwner);
    }
  }
  if (removesOwner(target, change) && (await countActiveOwners(tx)) <= 1) {
    return new ConflictError(LAST_OWNER[change.kind]);
  }
  return null;
}

function valuesFor(change: AccountChange): { isActive?: boolean; roleId?: number } {
  switch (change.kind) {
    case 'deactivate':
      return { isActive: false };
    case 'reactivate':
      return { isActive: true };
    case 'set_role':
      return { roleId: change.role.id };
    case 'delete':
      return {};
  }
}

/** The audit verb: gaining or losing the owner role keeps part 1's promote and demote. */
function actionOf(target: AdminUserRow, change: AccountChange): string {
  if (change.kind !== 'set_role') return change.kind;
  const wasOwner = isOwnerRole(target.role);
  const isOwner = isOwnerRole(change.role);
  if (isOwner && !wasOwner) return 'promote';
  if (wasOwner && !isOwner) return 'demote';
  return 'change_role';
}

function unknownRole(field: 'role_id'): ValidationError {
  return new ValidationError([
    { loc: ['body', field], msg: ADMIN_ACCOUNT_MESSAGES.unknownRole, type: 'value_error' },
  ]);
}

/** The role POST /admin/users asks for: role_id, else is_superuser's owner, else manager. */
async function requestedRole(tx: Database, input: AdminUserCreateInput): Promise<RoleRow> {
  if (input.role_id === undefined) {
    const role = await findRoleByKey(tx, input.is_superuser ? OWNER_ROLE : DEFAULT_STAFF_ROLE);
    if (!role) throw new Error('The built-in roles are missing');
    return role;
  }
  const role = await findRoleById(tx, input.role_id);
  if (!role) throw unknownRole('role_id');
  if (input.is_superuser && !isOwnerRole(role)) {
    throw new ValidationError([
      {
        loc: ['body', 'is_superuser'],
        msg: ADMIN_ACCOUNT_MESSAGES.roleAndSuperuser,
        type: 'value_error',
      },
    ]);
  }
  return role;
}

export type AdminAccountsService = ReturnType<typeof createAdminAccountsService>;

export function createAdminAccountsService({ db }: { db: Database }) {
  const auditIn = (tx: Database) => createAuditLogService({ db: tx });

  /**
   * Takes the accounts lock and reads the caller again under it: an owner demoted by a request
   * that committed a moment ago no longer acts as one.
   */
  async function lockedActor(tx: Database, actor: AdminPrincipal): Promise<AdminPrincipal> {
    await lockAdminAccounts(tx);
    const current = await findAdminById(tx, actor.id);
    if (!current?.isActive) throw new UnauthorizedError('Not authenticated');
    return { ...actor, isOwner: isOwnerRole(current.role) };
  }

  async function lockedTarget(tx: Database, id: number): Promise<AdminUserRow> {
    const target = await findAdminById(tx, id);
    if (!target) throw new NotFoundError(ADMIN_ACCOUNT_MESSAGES.notFound);
    return target;
  }

  async function change(id: number, requested: AccountChange, caller: AdminPrincipal) {
    return db.transaction(async (tx) => {
      const actor = await lockedActor(tx, caller);
      const target = await lockedTarget(tx, id);
      const refusal = await refusalOf(tx, target, requested, actor);
      if (refusal) throw refusal;
      const before = toAdminUser(target);
      if (requested.kind === 'delete') {
        await deleteAdmin(tx, id);
        await auditIn(tx).record({ actor, action: 'delete', entity: ENTITY, entityId: id, before });
        return before;
      }
      const updated = await updateAdmin(tx, id, valuesFor(requested));
      if (!updated) throw new Error(`admin user ${String(id)} vanished under the accounts lock`);
      const after = toAdminUser(updated);
      await auditIn(tx).record({
        actor,
        action: actionOf(target, requested),
        entity: ENTITY,
        entityId: id,
        before,
        after,
      });
      return after;
    });
  }

  /** Gives the account the role with this id (422 at role_id when there is none). */
  async function setRole(id: number, roleId: number, actor: AdminPrincipal): Promise<AdminUser> {
    const role = await findRoleById(db, roleId);
    if (!role) throw unknownRole('role_id');
    return change(id, { kind: 'set_role', role }, actor);
  }

  return {
    async create(input: AdminUserCreateInput, caller: AdminPrincipal): Promise<AdminUser> {
      const passwordHash = await hashPassword(input.password);
      return db.transaction(async (tx) => {
        const actor = await lockedActor(tx, caller);
        const role = await requestedRole(tx, input);
        if (isOwnerRole(role) && !actor.isOwner) {
          throw new OwnerRequiredError(ADMIN_ACCOUNT_MESSAGES.ownerGrantsOwner);
        }
        if (await findAdminByUsername(tx, input.username)) {
          throw new ConflictError(ADMIN_ACCOUNT_MESSAGES.duplicate);
        }
        const row = await insertAdmin(tx, {
          username: input.username,
          passwordHash,
          roleId: role.id,
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
    setRole,

    /** Part 1's promote and demote: the owner role, or back to the manager role. */
    async setSuperuser(
      id: number,
      isSuperuser: boolean,
      actor: AdminPrincipal,
    ): Promise<AdminUser> {
      const target = await findAdminById(db, id);
      if (!target) throw new NotFoundError(ADMIN_ACCOUNT_MESSAGES.notFound);
      const role = await findRoleByKey(db, isSuperuser ? OWNER_ROLE : DEFAULT_STAFF_ROLE);
      if (!role) throw new Error('The built-in roles are missing');
      // Asking for what the account already is changes nothing (and records nothing).
      if (isOwnerRole(target.role) === isSuperuser) return toAdminUser(target);
      return setRole(id, role.id, actor);
    },

    async remove(id: number, actor: AdminPrincipal): Promise<void> {
      await change(id, { kind: 'delete' }, actor);
    },
  };
}
