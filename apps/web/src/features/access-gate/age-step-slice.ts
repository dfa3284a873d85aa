// The `ageStep` state section (docs/product.md#age-verification): the outcome of the storefront's
// age step for this shopper session, mirroring local storage (lib/session-credentials.ts), and
// whether the server has just asked for the step again. It ends with the access code.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { accessCodeRejected, ageVerificationRequired } from '../../lib/api';
import { readAgeOutcome, type AgeOutcome } from '../../lib/session-credentials';
import type { ConfigState } from '../../config/config-slice';
import { accessCleared } from './access-code-slice';

export interface AgeStepState {
  outcome: AgeOutcome | null;
  /**
   * A storefront call was refused with 403 age_verification_required: the step shows whatever the
   * cached mode says (it may still read 'off' while the new mode is on its way).
   */
  askedAgain: boolean;
}

export const ageStepSlice = createSlice({
  name: 'ageStep',
  initialState: (): AgeStepState => ({ outcome: readAgeOutcome(), askedAgain: false }),
  reducers: {
    ageDecided(_state, { payload }: PayloadAction<AgeOutcome>) {
      return { outcome: payload, askedAgain: false };
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(ageVerificationRequired, (state) => {
        if (state.outcome?.kind === 'verified') state.outcome = null;
        state.askedAgain = true;
      })
      .addCase(accessCodeRejected, () => ({ outcome: null, askedAgain: false }))
      .addCase(accessCleared, () => ({ outcome: null, askedAgain: false }));
  },
});

export const { ageDecided } = ageStepSlice.actions;

type AgeStepView = { ageStep: AgeStepState; config: ConfigState };

/**
 * What the storefront shows behind the access gate: the shop, the age step, the under-age exit,
 * or nothing yet (the mode is not known and no outcome is stored).
 */
export type AgeGateView = 'shop' | 'step' | 'exit' | 'pending';

export function selectAgeGateView({ ageStep, config }: AgeStepView): AgeGateView {
  if (ageStep.outcome?.kind === 'underage') return 'exit';
  if (ageStep.askedAgain) return 'step';
  if (ageStep.outcome?.kind === 'verified') return 'shop';
  if (config.ageVerification === null) return 'pending';
  return config.ageVerification === 'off' ? 'shop' : 'step';
}
