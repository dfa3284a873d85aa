// Turns whatever an RTK Query call failed with into the text a user sees
// (docs/product.md#error-catalogue): the server's `detail` where present, a per-call fallback
// otherwise, and nothing for internal rejections.
import type { ErrorBody } from '@canopy/contracts';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

/** An internal rejection that is never shown to users. */
export const IGNORED_REJECTION_MESSAGE = 'Request already in progress or completed';

export const NETWORK_ERROR_MESSAGE = 'Could not reach Canopy. Check your connection and try again.';

export type ApiCallError = FetchBaseQueryError | SerializedError | undefined;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isValidationIssue(value: unknown): boolean {
  return (
    isRecord(value) &&
    Array.isArray(value.loc) &&
    value.loc.every((part) => typeof part === 'string' || typeof part === 'number') &&
    typeof value.msg === 'string' &&
    typeof value.type === 'string'
  );
}

/**
 * Whether a response body is the API's error body (docs/product.md#error-catalogue). A type guard
 * rather than errorBodySchema: every screen's error handling is on the first download, zod is not.
 */
export function isErrorBody(data: unknown): data is ErrorBody {
  if (!isRecord(data)) return false;
  const { detail, error } = data;
  const detailOk =
    typeof detail === 'string' || (Array.isArray(detail) && detail.every(isValidationIssue));
  return detailOk && (error === undefined || typeof error === 'string');
}

/** The server's `detail`: a string as is, a validation field list joined into one line. */
export function serverDetail(data: unknown): string | null {
  if (!isErrorBody(data)) return null;
  const { detail } = data;
  if (typeof detail === 'string') return detail.trim() || null;
  const messages = detail.map((issue) => issue.msg).filter(Boolean);
  return messages.length > 0 ? messages.join('; ') : null;
}

/** The machine-readable `error` code of a server error body, if any. */
export function serverErrorCode(data: unknown): string | null {
  return isErrorBody(data) ? (data.error ?? null) : null;
}

function isFetchBaseQueryError(
  error: FetchBaseQueryError | SerializedError,
): error is FetchBaseQueryError {
  return 'status' in error;
}

/**
 * The message for a failed call, or null when nothing should be shown (the ignored internal
 * rejection). `fallback` is the per-call text ('Login failed', …; docs/product.md#error-catalogue).
 */
export function getApiErrorMessage(error: ApiCallError, fallback: string): string | null {
  if (!error) return fallback;
  let message: string;
  if (!isFetchBaseQueryError(error)) {
    // A thrown client-side error: its text is for developers, except the ignored rejection and
    // an aborted request, which show nothing.
    if (error.name === 'AbortError') return null;
    message = error.message === IGNORED_REJECTION_MESSAGE ? error.message : fallback;
  } else if (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR') {
    message = NETWORK_ERROR_MESSAGE;
  } else if (typeof error.status === 'number') {
    message = serverDetail(error.data) ?? fallback;
  } else {
    message = fallback;
  }
  return message === IGNORED_REJECTION_MESSAGE ? null : message;
}
