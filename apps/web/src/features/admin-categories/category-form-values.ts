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
import type { ApiCallError } from '../../lib/api/api-error';
import { formServerErrors, type FormServerErrors } from '../../lib/api/form-server-errors';

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

export type CategoryServerErrors = FormServerErrors<CategoryFormField>;

const isFormField = (name: unknown): name is CategoryFormField =>
  name === 'name' || name === 'parent_id';

export function categoryServerErrors(error: ApiCallError, fallback: string): CategoryServerErrors {
  return formServerErrors(error, {
    fieldOf: (name) => (isFormField(name) ? name : undefined),
    // The one conflict a category write can meet: the name is taken under that parent.
    conflictField: () => 'name',
    fallback,
  });
}
