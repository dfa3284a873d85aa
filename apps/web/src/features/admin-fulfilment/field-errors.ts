// The Fulfilment screen's messages beside nested fields: a check's or a 422's issues keyed by
// their dotted path inside the body (`opening_hours.mon.0.close`), the first per field; a 409
// about postal codes goes beside the postal codes; anything else is one message above the form.
import { getApiErrorMessage, isErrorBody, type ApiCallError } from '../../lib/api/api-error';

export type FieldErrors = Record<string, string>;

export interface RefusalMessages {
  fields: FieldErrors;
  message: string | null;
}

/** `['opening_hours', 'mon', 0, 'close']` → `opening_hours.mon.0.close`. */
export const fieldKey = (path: readonly PropertyKey[]) => path.map(String).join('.');

/** Issues (a zod check's or the server's, without its `body` head) keyed by field. */
export function fieldErrorsOf(
  issues: ReadonlyArray<{ path: readonly PropertyKey[]; message: string }>,
): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of issues) fields[fieldKey(issue.path)] ??= issue.message;
  return fields;
}

/** A refused write on the form: 422 issues by field, a 409 beside `conflictField` when given. */
export function refusalMessages(
  error: ApiCallError,
  fallback: string,
  conflictField?: string,
): RefusalMessages {
  const answered = error && 'status' in error ? error : null;
  const body: unknown = answered?.data;
  if (isErrorBody(body) && Array.isArray(body.detail)) {
    const issues = body.detail
      .filter((issue) => issue.loc[0] === 'body' && issue.loc.length > 1)
      .map((issue) => ({ path: issue.loc.slice(1), message: issue.msg }));
    const fields = fieldErrorsOf(issues);
    const rest = body.detail.filter((issue) => issue.loc[0] !== 'body' || issue.loc.length < 2);
    return { fields, message: rest.length > 0 ? rest.map((i) => i.msg).join('; ') : null };
  }
  if (isErrorBody(body) && typeof body.detail === 'string' && answered?.status === 409) {
    if (conflictField) return { fields: { [conflictField]: body.detail }, message: null };
  }
  return { fields: {}, message: getApiErrorMessage(error, fallback) };
}

/** Whether any message sits at `key` or inside it (`opening_hours.mon` holds `…mon.0.open`). */
export function hasErrorWithin(fields: FieldErrors, key: string): boolean {
  return Object.keys(fields).some((field) => field === key || field.startsWith(`${key}.`));
}
