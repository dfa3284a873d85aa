// The role form's values, the permissions it offers grouped as the catalogue groups them, and
// where the server's refusals show: a taken name (409) beside Name, a 422 beside the field it
// names (an unknown permission beside Permissions), anything else above the form.
import {
  OWNER_ONLY_PERMISSION,
  PERMISSIONS,
  roleWriteSchema,
  type Role,
  type RoleWrite,
} from '@canopy/contracts';
import type { ApiCallError } from '../../lib/api/api-error';
import { formServerErrors, type FormServerErrors } from '../../lib/api/form-server-errors';

export type RoleFormValues = RoleWrite;

export type RoleFormField = keyof RoleFormValues;

export const roleFormSchema = roleWriteSchema;

export function roleFormValues(role: Role | null): RoleFormValues {
  return {
    name: role?.name ?? '',
    description: role?.description ?? '',
    permissions: role ? [...role.permissions] : [],
  };
}

export interface PermissionGroup {
  group: string;
  permissions: Array<{ key: string; label: string }>;
}

/**
 * The catalogue by group, in catalogue order. A custom role may hold every permission but the
 * owner's own, so the form leaves that one out unless the role shown already holds it.
 */
export function permissionGroups(shown: readonly string[] = []): PermissionGroup[] {
  const groups = new Map<string, PermissionGroup>();
  for (const { key, label, group } of PERMISSIONS) {
    if (key === OWNER_ONLY_PERMISSION && !shown.includes(key)) continue;
    const entry = groups.get(group) ?? { group, permissions: [] };
    entry.permissions.push({ key, label });
    groups.set(group, entry);
  }
  return [...groups.values()];
}

export const CREATE_ROLE_FAILED = 'Failed to create role';
export const UPDATE_ROLE_FAILED = 'Failed to update role';

const isFormField = (name: unknown): name is RoleFormField =>
  name === 'name' || name === 'description' || name === 'permissions';

export function roleServerErrors(
  error: ApiCallError,
  fallback: string,
): FormServerErrors<RoleFormField> {
  return formServerErrors(error, {
    fieldOf: (name) => (isFormField(name) ? name : undefined),
    // A role write's one conflict beside a field: the name is taken. Editing a built-in role
    // (also 409) is not offered, and its detail shows above the form if it happens anyway.
    conflictField: (detail) => (/name/i.test(detail) ? 'name' : undefined),
    fallback,
  });
}
