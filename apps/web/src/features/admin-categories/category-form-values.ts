// The category form's values as the fields hold them, how they become the write body (checked
// by the contract's adminCategoryWriteSchema), and where the server's refusals show: a duplicate
// name (409) beside Name, a 422 beside the field it names (a cycle or unknown parent beside
// Parent category), anything else above the form.
import {
  adminCategoryWriteSchema,
  type AdminCategory,
  type AdminCategoryWrite,
} from '@canopy/contracts';
import { z } from 'zod';
import { getApiErrorMessage } from '../../lib/api';
import { isErrorBody, type ApiCallError } from '../../lib/api/api-error';

export interface CategoryFormValues {
  name: string;
  /** '' is the top level. */
  parent_id: string;
}

export type CategoryFormField = keyof CategoryFormValues;

export function categoryFormValues(category: AdminCategory | null): CategoryFormValues {
  return {
    name: category?.name ?? '',
    parent_id: category && category.parent_id !== null ? String(category.parent_id) : '',
  };
}

export const categoryFormSchema = z
  .object({ name: z.string(), parent_id: z.string() })
  .transform((values): AdminCategoryWrite => ({
    name: values.name,
    parent_id: values.parent_id === '' ? null : Number(values.parent_id),
  }))
  .pipe(adminCategoryWriteSchema);

export interface CategoryServerErrors {
  fields: Partial<Record<CategoryFormField, string>>;
  message: string | null;
}

const isFormField = (name: unknown): name is CategoryFormField =>
  name === 'name' || name === 'parent_id';

export function categoryServerErrors(error: ApiCallError, fallback: string): CategoryServerErrors {
  const answered = error && 'status' in error ? error : null;
  const body: unknown = answered?.data;
  if (!isErrorBody(body)) return { fields: {}, message: getApiErrorMessage(error, fallback) };
  if (typeof body.detail === 'string') {
    // The one conflict a category write can meet: the name is taken under that parent.
    if (answered?.status === 409) return { fields: { name: body.detail }, message: null };
    return { fields: {}, message: getApiErrorMessage(error, fallback) };
  }
  const fields: CategoryServerErrors['fields'] = {};
  const unplaced: string[] = [];
  for (const issue of body.detail) {
    const field = issue.loc[0] === 'body' ? issue.loc[1] : undefined;
    if (isFormField(field)) fields[field] ??= issue.msg;
    else unplaced.push(issue.msg);
  }
  return { fields, message: unplaced.length > 0 ? unplaced.join('; ') : null };
}
