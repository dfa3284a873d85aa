// Sends the age step's answer and records what the server decided: passed (the new customer token
// replaces the stored one, with the verified date of birth in date-of-birth mode), under age (the
// exit page, kept for the shopper session), or a refusal to show on the form: the date of birth
// the server found impossible or in the future beside the fields, anything else above the button.
import {
  DEFAULT_STORE_SETTINGS,
  ERROR_CODES,
  type AgeVerificationRequest,
} from '@canopy/contracts';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useGetPaymentsConfigQuery } from '../../config/payments-config-api';
import { getApiErrorMessage, isErrorBody, type ApiCallError } from '../../lib/api/api-error';
import {
  saveAccessCredentials,
  saveAgeOutcome,
  type AgeOutcome,
} from '../../lib/session-credentials';
import { accessGranted } from './access-code-slice';
import { ageDecided } from './age-step-slice';
import { useVerifyAgeMutation } from './age-step-api';

export const AGE_CHECK_FAILED = 'Your age could not be confirmed. Please try again.';

export type AgeAnswerResult =
  | { kind: 'passed' }
  | { kind: 'underage' }
  /** The server refused the date of birth itself (impossible, in the future). */
  | { kind: 'invalid_date'; message: string }
  /** Nothing to show (the request was aborted, or the gate took over). */
  | { kind: 'failed'; message: string | null };

function statusOf(error: ApiCallError): number | null {
  return error && 'status' in error && typeof error.status === 'number' ? error.status : null;
}

/** The message of the validation issue about `date_of_birth`, if the refusal names it. */
function dateOfBirthIssue(data: unknown): string | null {
  if (!isErrorBody(data) || typeof data.detail === 'string') return null;
  const issue = data.detail.find((item) => item.loc.includes('date_of_birth'));
  return issue?.msg ?? null;
}

export function useAgeVerification() {
  const dispatch = useAppDispatch();
  const code = useAppSelector((state) => state.accessCode.code);
  const { data: rules } = useGetPaymentsConfigQuery();
  const [verifyAge, { isLoading }] = useVerifyAgeMutation();
  const storeMinimumAge = rules?.minimum_age ?? DEFAULT_STORE_SETTINGS.minimum_age;

  const decide = (outcome: AgeOutcome) => {
    saveAgeOutcome(outcome);
    dispatch(ageDecided(outcome));
  };

  const answer = async (request: AgeVerificationRequest): Promise<AgeAnswerResult> => {
    const result = await verifyAge(request);
    if (result.data) {
      if (code) {
        const credentials = { code, token: result.data.token, expiresAt: result.data.expires_at };
        saveAccessCredentials(credentials);
        dispatch(accessGranted(credentials));
      }
      decide({
        kind: 'verified',
        method: 'date_of_birth' in request ? 'date_of_birth' : 'attest',
        policyVersion: result.data.policy_version,
        dateOfBirth: 'date_of_birth' in request ? request.date_of_birth : null,
      });
      return { kind: 'passed' };
    }
    const { error } = result;
    const data = 'data' in error ? error.data : undefined;
    if (statusOf(error) === 422 && isErrorBody(data) && data.error === ERROR_CODES.ageRequirement) {
      decide({ kind: 'underage', minimumAge: storeMinimumAge });
      return { kind: 'underage' };
    }
    const invalid = statusOf(error) === 422 ? dateOfBirthIssue(data) : null;
    if (invalid) return { kind: 'invalid_date', message: invalid };
    return { kind: 'failed', message: getApiErrorMessage(error, AGE_CHECK_FAILED) };
  };

  /** In attest mode, a shopper who says they are under age leaves without asking the server. */
  const declareUnderage = () => decide({ kind: 'underage', minimumAge: storeMinimumAge });

  return { answer, declareUnderage, isLoading };
}
