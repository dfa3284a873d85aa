// The new-admin form's values as the fields hold them, checked with the contract's
// adminUserCreateSchema (its password rules explain themselves), and where the server's refusals
// show: a taken username (409) beside Username, a 422 beside the field it names, anything else
// (such as a 403) above the form.
import { adminUserCreateSchema, type AdminUserCreate } from '@canopy/contracts';
import type { ApiCallError } from '../../lib/api/api-error';
import { formServerErrors, type FormServerErrors } from '../../lib/api/form-server-errors';

export type AdminAccountFormValues = AdminUserCreate;

export type AdminAccountField = keyof AdminAccountFormValues;

export const EMPTY_ACCOUNT_FORM: AdminAccountFormValues = {
  username: '',
  password: '',
  is_superuser: false,
};

export const adminAccountFormSchema = adminUserCreateSchema;

export const CREATE_ADMIN_FAILED = 'Failed to create admin user';

export type AccountServerErrors = FormServerErrors<AdminAccountField>;

const isFormField = (name: unknown): name is AdminAccountField =>
  name === 'username' || name === 'password' || name === 'is_superuser';

export function accountServerErrors(error: ApiCallError): AccountServerErrors {
  return formServerErrors(error, {
    fieldOf: (name) => (isFormField(name) ? name : undefined),
    // The one conflict creating an account can meet: the username is taken.
    conflictField: () => 'username',
    fallback: CREATE_ADMIN_FAILED,
  });
}
