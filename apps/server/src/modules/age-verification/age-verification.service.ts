// The storefront's age step (docs/product.md#age-verification): judges what the shopper sent under
// the current rules, writes its decisions-log row and counts refusals per client (30 a minute,
// then 429 whatever is sent). Ages are whole years on the store's calendar day (storeDay of
// app.now() in the store's time zone); the date of birth itself never leaves this file except as
// its keyed digest in the token's claim.
import {
  ageOn,
  DATE_OF_BIRTH_PROBLEM_DETAILS,
  dateOfBirthProblem,
  storeDay,
  type AgeDecisionOutcome,
  type AgeVerificationRequest,
  type DateOfBirthProblem,
} from '@canopy/contracts';
import type { Database } from '../../db/client';
import { AgeRequirementError, RateLimitedError, ValidationError } from '../../lib/errors';
import type { PersonalDataDigest } from '../../lib/personal-data-digest';
import { utcDay } from '../../lib/utc-days';
import type { ClientRefusals } from '../../plugins/access-code-refusals';
import type { VerifiedAge } from '../../plugins/auth';
import { insertAgeDecision } from './age-decisions.repository';
import type { AgePolicy } from './age-policy-memory';

type AgeVerificationResult =
  | { outcome: 'verified'; age: VerifiedAge }
  | { outcome: 'underage'; minimumAge: number }
  | { outcome: 'invalid'; problem: DateOfBirthProblem };

export interface AgeVerificationDeps {
  db: Database;
  personalData: PersonalDataDigest;
  refusals: ClientRefusals;
  now: () => Date;
}

function refusal(result: Exclude<AgeVerificationResult, { outcome: 'verified' }>): Error {
  if (result.outcome === 'underage') return new AgeRequirementError(result.minimumAge);
  return new ValidationError([
    {
      loc: ['body', 'date_of_birth'],
      msg: DATE_OF_BIRTH_PROBLEM_DETAILS[result.problem],
      type: `date_of_birth_${result.problem}`,
    },
  ]);
}

export type AgeVerificationService = ReturnType<typeof createAgeVerificationService>;

export function createAgeVerificationService({
  db,
  personalData,
  refusals,
  now,
}: AgeVerificationDeps) {
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
     * The verified age for a request of the mode's kind (the route reads the body by the mode,
     * which is not off), the decision
     * logged (outcome, policy version, access code, UTC day); a refusal throws 422, or 429 once
     * `client` is past its budget of refusals.
     */
    async verify(
      request: AgeVerificationRequest,
      policy: AgePolicy,
      accessCodeId: number,
      client: string,
    ): Promise<VerifiedAge> {
      const blockedFor = await refusals.blockedFor(client);
      if (blockedFor !== null) throw new RateLimitedError(blockedFor);

      const at = now();
      const result = judge(request, policy, at);
      const outcome: AgeDecisionOutcome = result.outcome;
      await insertAgeDecision(db, {
        day: utcDay(at),
        outcome,
        policyVersion: policy.policyVersion,
        accessCodeId,
      });
      if (result.outcome === 'verified') return result.age;
      const retryAfter = await refusals.record(client);
      if (retryAfter !== null) throw new RateLimitedError(retryAfter);
      throw refusal(result);
    },
  };
}
