// The one base query of the API client: it attaches the credentials and reacts to the server's
// answers exactly as docs/product.md#error-catalogue says.
//   - admin paths (/admin…, /auth…) carry the ADMIN token as Bearer;
//   - every other call carries X-Access-Code and, when there is one, the customer token as Bearer;
//   - 401 on an admin call clears the admin token and user and goes to /admin/login (unless the
//     call or the page is the login itself);
//   - 403 invalid_access_code clears the stored code and token and reloads the page;
//   - 403 age_verification_required forgets the verified age (keeping the code and token) and
//     announces it, so the storefront shows the age step again in place of the page;
//   - 403 forbidden on an admin call (the role lacks the permission) announces it, so the admin
//     shell re-reads the admin's permissions;
//   - 422, 429 and network failures are logged.
import { ACCESS_CODE_HEADER, ERROR_CODES } from '@canopy/contracts';
import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type { AppNavigation } from '../navigation';
import {
  clearAccessCredentials,
  clearAdminCredentials,
  forgetVerifiedAge,
  readAccessCredentials,
  readAdminCredentials,
} from '../session-credentials';
import { serverDetail, serverErrorCode } from './api-error';
import {
  accessCodeRejected,
  adminAccessRefused,
  adminSessionExpired,
  ageVerificationRequired,
} from './session-events';

export const RATE_LIMIT_WARNING = 'Rate limit exceeded. Please wait before retrying.';
const ADMIN_LOGIN_PATH = '/admin/login';
const REQUEST_TIMEOUT_MS = 30_000;

/** What the store hands every request as its thunk extra argument. */
export interface ApiExtra {
  apiUrl: string;
  navigation: AppNavigation;
}

function requestPath(args: string | FetchArgs): string {
  const url = typeof args === 'string' ? args : args.url;
  return url.startsWith('/') ? url : `/${url}`;
}

/** Admin calls: everything under /admin and the admin's own /auth/me. */
export function isAdminPath(path: string): boolean {
  return /^\/(admin|auth)(\/|\?|$)/.test(path);
}

function applyCredentials(headers: Headers, adminCall: boolean): Headers {
  if (adminCall) {
    const admin = readAdminCredentials();
    if (admin) headers.set('Authorization', `Bearer ${admin.token}`);
    return headers;
  }
  const access = readAccessCredentials();
  if (access) {
    headers.set(ACCESS_CODE_HEADER, access.code);
    if (access.token) headers.set('Authorization', `Bearer ${access.token}`);
  }
  return headers;
}

/** An absolute base URL, so a relative '/api' resolves against the page (also in jsdom). */
function absoluteBaseUrl(apiUrl: string): string {
  return new URL(apiUrl, window.location.href).href;
}

export const canopyBaseQuery: BaseQueryFn<
  string | FetchArgs,
  unknown,
  FetchBaseQueryError
> = async (args, api, extraOptions) => {
  const extra = api.extra as ApiExtra;
  const path = requestPath(args);
  const adminCall = isAdminPath(path);
  const rawBaseQuery = fetchBaseQuery({
    baseUrl: absoluteBaseUrl(extra.apiUrl),
    timeout: REQUEST_TIMEOUT_MS,
    prepareHeaders: (headers) => applyCredentials(headers, adminCall),
  });
  const result = await rawBaseQuery(args, api, extraOptions);
  const { error } = result;
  if (!error) return result;

  if (error.status === 401 && adminCall) {
    clearAdminCredentials();
    api.dispatch(adminSessionExpired(serverDetail(error.data)));
    const onLogin = path.includes('login') || extra.navigation.currentPath().includes('login');
    if (!onLogin) extra.navigation.redirect(ADMIN_LOGIN_PATH);
  } else if (
    error.status === 403 &&
    serverErrorCode(error.data) === ERROR_CODES.invalidAccessCode
  ) {
    clearAccessCredentials();
    api.dispatch(accessCodeRejected());
    extra.navigation.reload();
  } else if (
    error.status === 403 &&
    !adminCall &&
    serverErrorCode(error.data) === ERROR_CODES.ageVerificationRequired
  ) {
    forgetVerifiedAge();
    api.dispatch(ageVerificationRequired());
  } else if (
    error.status === 403 &&
    adminCall &&
    serverErrorCode(error.data) === ERROR_CODES.forbidden
  ) {
    api.dispatch(adminAccessRefused());
  } else if (error.status === 429) {
    console.warn(RATE_LIMIT_WARNING);
  } else if (error.status === 422) {
    console.warn(`Validation error on ${path}: ${serverDetail(error.data) ?? 'invalid request'}`);
  } else if (
    (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR') &&
    !api.signal.aborted
  ) {
    console.error(`Network error on ${path}: ${error.error}`);
  }
  return result;
};
