// The new-admin form's values as the fields hold them, checked with the contract's
// adminUserCreateSchema (its password rules explain themselves), and where the server's refusals
// show: a taken username (409) beside Username, a 422 beside the field it names, anything else
// (such as a 403) above the form.
import {
  adminUserCreateSchema,
  type AdminUserCreate,
  type AdminUserCreateInput,
  type Role,
} from '@canopy/contracts';
import { z } from 'zod';
import type { ApiCallError } from '../../lib/api/api-error';
import { formServerErrors, type FormServerErrors } from '../../lib/api/form-server-errors';
import { OWNER_ROLE_KEY } from './grantable-roles';

export interface AdminAccountFormValues {
  username: string;
  password: string;
  /** The chosen role's id as the select holds it. */
  role_id: string;
}

export type AdminAccountField = keyof AdminAccountFormValues;

export const DEFAULT_ROLE_KEY = 'manager';

/** An empty form with the manager role chosen, as the server gives when none is named. */
export function emptyAccountForm(roles: readonly Role[]): AdminAccountFormValues {
  const role = roles.find(({ key }) => key === DEFAULT_ROLE_KEY) ?? roles[0];
  return { username: '', password: '', role_id: role ? String(role.id) : '' };
}

/**
 * The form as the create call's body. `is_superuser` says the same as the role (the owner role is
 * the spec's superuser), for a server that reads either.
 */
export function adminAccountFormSchema(roles: readonly Role[]) {
  return z
    .object({
      username: z.string(),
      password: z.string(),
      role_id: z.string(),
    })
    .transform((values): AdminUserCreate => {
      const role = roles.find(({ id }) => String(id) === values.role_id);
      return {
        username: values.username,
        password: values.password,
        ...(role ? { role_id: role.id } : {}),
        is_superuser: role?.key === OWNER_ROLE_KEY,
      };
    })
    .pipe(adminUserCreateSchema);
}

export type AdminAccountBody = AdminUserCreateInput;

export const CREATE_ADMIN_FAILED = 'Failed to create admin user';

export type AccountServerErrors = FormServerErrors<AdminAccountField>;

const isFormField = (name: unknown): name is AdminAccountField =>
  name === 'username' || name === 'password' || name === 'role_id';

export function accountServerErrors(error: ApiCallError): AccountServerErrors {
  return formServerErrors(error, {
    fieldOf: (name) => (isFormField(name) ? name : undefined),
    // The one conflict creating an account can meet: the username is taken.
    conflictField: () => 'username',
    fallback: CREATE_ADMIN_FAILED,
  });
}
