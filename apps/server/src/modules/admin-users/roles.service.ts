// The roles screen (docs/product.md#staff-roles): the permission catalogue, the roles with how
// many accounts hold each, and the owners' custom roles. Built-in roles are never edited or
// deleted (409), a role someone holds is never deleted (409), names are unique (409), and only
// the owner role manages roles (a custom role asking for it: 422). Writes run under the accounts
// lock, so a role cannot be deleted while it is being given to someone; every write is audited.
import {
  OWNER_ONLY_PERMISSION,
  roleKeyFromName,
  type Role,
  type RoleWriteInput,
} from '@canopy/contracts';
import type { Database } from '../../db/client';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import type { AdminPrincipal } from './admin-actor';
import { lockAdminAccounts, type RoleRow } from './admin-users.repository';
import { createAuditLogService } from './audit-log.service';
import {
  countRoleHolders,
  deleteRole,
  findClashingRole,
  findRoleById,
  insertRole,
  listRolesWithCounts,
  updateRole,
} from './roles.repository';
import { permissionsOf, roleRefOf } from './staff-access';

export const ROLE_MESSAGES = {
  notFound: 'Role not found',
  duplicate: 'A role with this name already exists',
  builtinEdit: 'Built-in roles cannot be edited',
  builtinDelete: 'Built-in roles cannot be deleted',
  ownerOnlyPermission: `Only the owner role can hold ${OWNER_ONLY_PERMISSION}`,
} as const;

const ENTITY = 'role';

function toRole(row: RoleRow, userCount: number): Role {
  return {
    ...roleRefOf(row),
    description: row.description,
    permissions: permissionsOf(row),
    is_builtin: row.isBuiltin,
    user_count: userCount,
  };
}

function roleInUse(holders: number): ConflictError {
  const accounts =
    holders === 1 ? '1 admin account holds' : `${String(holders)} admin accounts hold`;
  return new ConflictError(`${accounts} this role: give them another role first`);
}

/** The row values of a custom role, or the refusal of what it asks for. */
function customRoleValues(input: RoleWriteInput) {
  if (input.permissions.includes(OWNER_ONLY_PERMISSION)) {
    throw new ValidationError([
      { loc: ['body', 'permissions'], msg: ROLE_MESSAGES.ownerOnlyPermission, type: 'value_error' },
    ]);
  }
  const name = input.name.trim();
  return {
    key: roleKeyFromName(name),
    name,
    description: input.description,
    permissions: [...input.permissions],
  };
}

export type RolesService = ReturnType<typeof createRolesService>;

export function createRolesService({ db }: { db: Database }) {
  const auditIn = (tx: Database) => createAuditLogService({ db: tx });

  async function refuseClash(tx: Database, name: string, key: string, self?: number) {
    const clash = await findClashingRole(tx, name, key);
    if (clash && clash.id !== self) throw new ConflictError(ROLE_MESSAGES.duplicate);
  }

  async function customRole(tx: Database, id: number, builtinRefusal: string): Promise<RoleRow> {
    const role = await findRoleById(tx, id);
    if (!role) throw new NotFoundError(ROLE_MESSAGES.notFound);
    if (role.isBuiltin) throw new ConflictError(builtinRefusal);
    return role;
  }

  return {
    async list(): Promise<Role[]> {
      return (await listRolesWithCounts(db)).map((row) => toRole(row, row.userCount));
    },

    async create(input: RoleWriteInput, actor: AdminPrincipal): Promise<Role> {
      const values = customRoleValues(input);
      return db.transaction(async (tx) => {
        await lockAdminAccounts(tx);
        await refuseClash(tx, values.name, values.key);
        const after = toRole(await insertRole(tx, values), 0);
        await auditIn(tx).record({
          actor,
          action: 'create',
          entity: ENTITY,
          entityId: after.id,
          after,
        });
        return after;
      });
    },

    async update(id: number, input: RoleWriteInput, actor: AdminPrincipal): Promise<Role> {
      const values = customRoleValues(input);
      return db.transaction(async (tx) => {
        await lockAdminAccounts(tx);
        const role = await customRole(tx, id, ROLE_MESSAGES.builtinEdit);
        await refuseClash(tx, values.name, values.key, id);
        const updated = await updateRole(tx, id, values);
        if (!updated) throw new NotFoundError(ROLE_MESSAGES.notFound);
        const holders = await countRoleHolders(tx, id);
        const before = toRole(role, holders);
        const after = toRole(updated, holders);
        await auditIn(tx).record({
          actor,
          action: 'update',
          entity: ENTITY,
          entityId: id,
          before,
          after,
        });
        return after;
      });
    },

    async remove(id: number, actor: AdminPrincipal): Promise<void> {
      await db.transaction(async (tx) => {
        await lockAdminAccounts(tx);
        const role = await customRole(tx, id, ROLE_MESSAGES.builtinDelete);
        const holders = await countRoleHolders(tx, id);
        if (holders > 0) throw roleInUse(holders);
        await deleteRole(tx, id);
        await auditIn(tx).record({
          actor,
          action: 'delete',
          entity: ENTITY,
          entityId: id,
          before: toRole(role, 0),
        });
      });
    },
  };
}
