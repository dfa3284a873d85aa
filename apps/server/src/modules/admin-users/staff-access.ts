// What a role lets its holder do (docs/product.md#staff-roles). A built-in role's permissions are
// the contracts' BUILTIN_ROLES, so the server and the admin screens read one table; a custom
// role's are its row's. "Superuser" is the spec's word for holding the owner role.
import {
  BUILTIN_ROLE_KEYS,
  BUILTIN_ROLES,
  isPermission,
  type BuiltinRoleKey,
  type Permission,
  type RoleRef,
  type StaffAccess,
} from '@canopy/contracts';
import type { RoleRow } from './admin-users.repository';

export const OWNER_ROLE: BuiltinRoleKey = 'owner';
/** The role of the spec's plain admin: what part 1 created without is_superuser. */
export const DEFAULT_STAFF_ROLE: BuiltinRoleKey = 'manager';

type RoleFields = Pick<RoleRow, 'id' | 'key' | 'name' | 'isBuiltin' | 'permissions'>;

function builtinKey(role: Pick<RoleRow, 'key' | 'isBuiltin'>): BuiltinRoleKey | null {
  if (!role.isBuiltin) return null;
  return BUILTIN_ROLE_KEYS.find((key) => key === role.key) ?? null;
}

export function isOwnerRole(role: Pick<RoleRow, 'key' | 'isBuiltin'>): boolean {
  return builtinKey(role) === OWNER_ROLE;
}

/** The role's permissions, in the catalogue's terms (an unknown stored key grants nothing). */
export function permissionsOf(role: RoleFields): Permission[] {
  const builtin = builtinKey(role);
  if (builtin) return [...BUILTIN_ROLES[builtin].permissions];
  return role.permissions.filter(isPermission);
}

export function roleRefOf(role: Pick<RoleRow, 'id' | 'key' | 'name'>): RoleRef {
  return { id: role.id, key: role.key, name: role.name };
}

export function staffAccessOf(role: RoleFields): StaffAccess {
  return { role: roleRefOf(role), permissions: permissionsOf(role) };
}
