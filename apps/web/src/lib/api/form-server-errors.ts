// A refused form write, mapped onto the form (docs/product.md#error-catalogue): each 422 issue
// about a body field goes beside that field (the first per field), a 409 conflict beside the field
// it is about (a taken code, SKU or name), and everything else is one message above the form.
import { getApiErrorMessage, isErrorBody, type ApiCallError } from './api-error';

export interface FormServerErrors<Field extends string> {
  fields: Partial<Record<Field, string>>;
  message: string | null;
}

export interface FormServerErrorOptions<Field extends string> {
  /** The form field a body field name stands for; undefined when the form has none. */
  fieldOf: (name: string) => Field | undefined;
  /** The field a 409's detail belongs beside; undefined: the detail is the form's message. */
  conflictField?: (detail: string) => Field | undefined;
  /** The fallback text for this write when the server gave no detail. */
  fallback: string;
}

export function formServerErrors<Field extends string>(
  error: ApiCallError,
  { fieldOf, conflictField, fallback }: FormServerErrorOptions<Field>,
): FormServerErrors<Field> {
  const answered = error && 'status' in error ? error : null;
  const body: unknown = answered?.data;
  if (!isErrorBody(body)) return { fields: {}, message: getApiErrorMessage(error, fallback) };
  if (typeof body.detail === 'string') {
    const field = answered?.status === 409 ? conflictField?.(body.detail) : undefined;
    if (field)
      return { fields: { [field]: body.detail } as Partial<Record<Field, string>>, message: null };
    return { fields: {}, message: getApiErrorMessage(error, fallback) };
  }
  const fields: Partial<Record<Field, string>> = {};
  const unplaced: string[] = [];
  for (const issue of body.detail) {
    const name = issue.loc[0] === 'body' ? issue.loc[1] : undefined;
    const field = typeof name === 'string' ? fieldOf(name) : undefined;
    if (field) fields[field] ??= issue.msg;
    else unplaced.push(issue.msg);
  }
  return { fields, message: unplaced.length > 0 ? unplaced.join('; ') : null };
}
