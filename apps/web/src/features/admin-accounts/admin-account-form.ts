// The new-admin form's values as the fields hold them, checked with the contract's
// adminUserCreateSchema (its password rules explain themselves), and where the server's refusals
// show: a taken username (409) beside Username, a 422 beside the field it names, anything else
// (such as a 403) above the form.
import { adminUserCreateSchema, type AdminUserCreate } from '@canopy/contracts';
import { getApiErrorMessage } from '../../lib/api';
import { isErrorBody, type ApiCallError } from '../../lib/api/api-error';

export type AdminAccountFormValues = AdminUserCreate;

export type AdminAccountField = keyof AdminAccountFormValues;

export const EMPTY_ACCOUNT_FORM: AdminAccountFormValues = {
  username: '',
  password: '',
  is_superuser: false,
};

export const adminAccountFormSchema = adminUserCreateSchema;

export const CREATE_ADMIN_FAILED = 'Failed to create admin user';

export interface AccountServerErrors {
  fields: Partial<Record<AdminAccountField, string>>;
  message: string | null;
}

const isFormField = (name: unknown): name is AdminAccountField =>
  name === 'username' || name === 'password' || name === 'is_superuser';

export function accountServerErrors(error: ApiCallError): AccountServerErrors {
  const answered = error && 'status' in error ? error : null;
  const body: unknown = answered?.data;
  if (!isErrorBody(body) || typeof body.detail === 'string') {
    if (answered?.status === 409 && isErrorBody(body) && typeof body.detail === 'string') {
      return { fields: { username: body.detail }, message: null };
    }
    return { fields: {}, message: getApiErrorMessage(error, CREATE_ADMIN_FAILED) };
  }
  const fields: AccountServerErrors['fields'] = {};
  const unplaced: string[] = [];
  for (const issue of body.detail) {
    const field = issue.loc[0] === 'body' ? issue.loc[1] : undefined;
    if (isFormField(field)) fields[field] ??= issue.msg;
    else unplaced.push(issue.msg);
  }
  return { fields, message: unplaced.length > 0 ? unplaced.join('; ') : null };
}
