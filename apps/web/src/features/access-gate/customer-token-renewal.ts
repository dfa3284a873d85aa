// Keeps the shopper's customer token fresh (docs/decisions/0017-customer-token-renewal.md): the
// live stock socket only accepts an unexpired token, and the shopper's code outlives it. Renewal
// keeps the shopper session and is not a use of the code. A refused code (403) locks the shop
// through the API client; a token the server does not recognise sends the shopper back to the gate.
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { clearAccessCredentials, saveAccessCredentials } from '../../lib/session-credentials';
import { accessCleared, accessGranted, type AccessCodeState } from './access-code-slice';
import { accessGateApi } from './access-gate-api';

/** How long before its expiry a token is renewed. */
export const RENEW_AHEAD_MS = 5 * 60_000;

type RenewalThunk = ThunkAction<
  Promise<boolean>,
  { accessCode: AccessCodeState },
  unknown,
  UnknownAction
>;

/** When to renew a token expiring at `expiresAt`: ms from now (0 when already due), or null. */
export function renewalDelayMs(expiresAt: string | null, now = Date.now()): number | null {
  if (!expiresAt) return null;
  const expiry = Date.parse(expiresAt);
  if (Number.isNaN(expiry)) return null;
  return Math.max(0, expiry - RENEW_AHEAD_MS - now);
}

let inFlight: Promise<boolean> | null = null;

/** Renews the stored customer token; true when a new one is stored. One request at a time. */
export function renewCustomerToken(): RenewalThunk {
  return (dispatch, getState) => {
    inFlight ??= (async () => {
      const { code, token } = getState().accessCode;
      if (!code || !token) return false;
      const result = await dispatch(accessGateApi.endpoints.renewCustomerToken.initiate());
      const current = getState().accessCode;
      // The shopper left, or entered another code, while the request was out.
      if (current.code !== code || current.token !== token) return false;
      if (result.data) {
        const credentials = { code, token: result.data.token, expiresAt: result.data.expires_at };
        saveAccessCredentials(credentials);
        dispatch(accessGranted(credentials));
        return true;
      }
      if ('status' in result.error && result.error.status === 401) {
        clearAccessCredentials();
        dispatch(accessCleared());
      }
      return false;
    })().finally(() => {
      inFlight = null;
    });
    return inFlight;
  };
}
