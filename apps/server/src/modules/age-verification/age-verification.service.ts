// The storefront's age step (docs/product.md#age-verification): judges what the shopper sent under
// the current rules and writes its decisions-log row. Ages are whole years on the store's calendar
// day (storeDay of app.now() in the store's time zone); the date of birth itself never leaves this
// function except as its keyed digest in the token's claim.
import {
  ageOn,
  dateOfBirthProblem,
  storeDay,
  type AgeDecisionOutcome,
  type AgeVerificationRequest,
  type DateOfBirthProblem,
} from '@canopy/contracts';
import type { Database } from '../../db/client';
import type { PersonalDataDigest } from '../../lib/personal-data-digest';
import { utcDay } from '../../lib/utc-days';
import type { VerifiedAge } from '../../plugins/auth';
import { insertAgeDecision } from './age-decisions.repository';
import type { AgePolicy } from './age-policy-memory';

export type AgeVerificationResult =
  | { outcome: 'verified'; age: VerifiedAge }
  | { outcome: 'underage'; minimumAge: number }
  | { outcome: 'invalid'; problem: DateOfBirthProblem };

export interface AgeVerificationDeps {
  db: Database;
  personalData: PersonalDataDigest;
  now: () => Date;
}

export type AgeVerificationService = ReturnType<typeof createAgeVerificationService>;

export function createAgeVerificationService({ db, personalData, now }: AgeVerificationDeps) {
  function judge(
    request: AgeVerificationRequest,
    policy: AgePolicy,
    at: Date,
  ): AgeVerificationResult {
    const verifiedAt = Math.floor(at.getTime() / 1000);
    const base = { policy_version: policy.policyVersion, verified_at: verifiedAt };
    if ('attest' in request) {
      return {
        outcome: 'verified',
        age: { method: 'attest', ...base, attested_age: policy.minimumAge },
      };
    }
    const dateOfBirth = request.date_of_birth;
    const today = storeDay(at, policy.timeZone);
    const problem = dateOfBirthProblem(dateOfBirth, today);
    if (problem !== null) return { outcome: 'invalid', problem };
    if (ageOn(dateOfBirth, today) < policy.minimumAge) {
      return { outcome: 'underage', minimumAge: policy.minimumAge };
    }
    return {
      outcome: 'verified',
      age: {
        method: 'date_of_birth',
        ...base,
        dob_digest: personalData.digest('date-of-birth', dateOfBirth),
      },
    };
  }

  return {
    /**
     * Judges a request of the mode's kind (the caller checks the kind) and logs the decision:
     * outcome, policy version, access code, UTC day.
     */
    async verify(
      request: AgeVerificationRequest,
      policy: AgePolicy,
      accessCodeId: number,
    ): Promise<AgeVerificationResult> {
      const at = now();
      const result = judge(request, policy, at);
      const outcome: AgeDecisionOutcome = result.outcome;
      await insertAgeDecision(db, {
        day: utcDay(at),
        outcome,
        policyVersion: policy.policyVersion,
        accessCodeId,
      });
      return result;
    },
  };
}
