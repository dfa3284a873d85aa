// The `accessCode` state section: the accepted code and customer token (mirroring local storage,
// where the API client reads them). Locked while there is no code (docs/product.md#access-gate).
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { accessCodeRejected } from '../../lib/api';
import { readAccessCredentials, type AccessCredentials } from '../../lib/session-credentials';

export interface AccessCodeState {
  code: string | null;
  token: string | null;
  expiresAt: string | null;
}

const LOCKED: AccessCodeState = { code: null, token: null, expiresAt: null };

export const accessCodeSlice = createSlice({
  name: 'accessCode',
  initialState: (): AccessCodeState => readAccessCredentials() ?? LOCKED,
  reducers: {
    accessGranted(_state, { payload }: PayloadAction<AccessCredentials>) {
      return { code: payload.code, token: payload.token, expiresAt: payload.expiresAt };
    },
    accessCleared() {
      return LOCKED;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(accessCodeRejected, () => LOCKED);
  },
  selectors: {
    selectHasAccess: (state) => state.code !== null,
  },
});

export const { accessGranted, accessCleared } = accessCodeSlice.actions;
export const { selectHasAccess } = accessCodeSlice.selectors;
