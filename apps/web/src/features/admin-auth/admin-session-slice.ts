// The `admin` state section: the admin's token and user (mirroring local storage, where the API
// client reads the token) and whether the token has been checked since the app started.
import type { AdminUser } from '@canopy/contracts';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { adminAccessRefused, adminSessionExpired } from '../../lib/api';
import { readAdminCredentials } from '../../lib/session-credentials';

export interface AdminSessionState {
  token: string | null;
  user: AdminUser | null;
  /** True once this token was accepted by the server (login or GET /auth/me). */
  verified: boolean;
  /** Why the last session ended, shown on the login screen. */
  error: string | null;
  /** Counts the server's 403 forbidden answers, each a reason to re-read the permissions. */
  refusals: number;
}

/** The text when a stored session turns out to be invalid (docs/product.md#error-catalogue). */
export const TOKEN_VALIDATION_FAILED = 'Token validation failed';
/** Shown on the login screen when an admin page was opened without a stored token. */
export const NO_TOKEN_FOUND = 'No token found';

const SIGNED_OUT: AdminSessionState = {
  token: null,
  user: null,
  verified: false,
  error: null,
  refusals: 0,
};

export const adminSessionSlice = createSlice({
  name: 'admin',
  initialState: (): AdminSessionState => {
    const stored = readAdminCredentials();
    return stored ? { ...SIGNED_OUT, token: stored.token, user: stored.user } : SIGNED_OUT;
  },
  reducers: {
    adminLoggedIn(_state, { payload }: PayloadAction<{ token: string; user: AdminUser }>) {
      return { ...SIGNED_OUT, token: payload.token, user: payload.user, verified: true };
    },
    adminSessionVerified(state, { payload }: PayloadAction<AdminUser>) {
      state.user = payload;
      state.verified = true;
      state.error = null;
    },
    adminSessionInvalidated(_state, { payload }: PayloadAction<string | null>) {
      return { ...SIGNED_OUT, error: payload };
    },
    adminLoggedOut() {
      return SIGNED_OUT;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(adminAccessRefused, (state) => {
      state.refusals += 1;
    });
    builder.addCase(adminSessionExpired, (_state, { payload }) => ({
      ...SIGNED_OUT,
      error: payload ?? TOKEN_VALIDATION_FAILED,
    }));
  },
  selectors: {
    selectAdminSession: (state) => state,
    selectAdminUser: (state) => state.user,
  },
});

export const { adminLoggedIn, adminSessionVerified, adminSessionInvalidated, adminLoggedOut } =
  adminSessionSlice.actions;
export const { selectAdminSession, selectAdminUser } = adminSessionSlice.selectors;
