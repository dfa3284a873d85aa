// The buyer's age at checkout (docs/product.md#what-an-order-records). With age verification on,
// `POST /orders` needs the verified age its customer token carries (the age step, passed under the
// current mode and policy version); in date-of-birth mode the order's date_of_birth must be the
// one given there (its keyed digest is in the token). The verified age must reach every ordered
// product's minimum age (the store's where a product has none). The order then records how the
// age was verified, and in date-of-birth mode the date itself. With verification off it records
// nothing and nothing is asked.
import {
  ageOn,
  DATE_OF_BIRTH_PROBLEM_DETAILS,
  dateOfBirthProblem,
  ERROR_CODES,
  storeDay,
  type OrderAgeVerification,
  type StoreSettings,
} from '@canopy/contracts';
import { AppError, ProductAgeRequirementError, ValidationError } from '../../lib/errors';
import type { PersonalDataDigest } from '../../lib/personal-data-digest';
import type { VerifiedAge } from '../../plugins/auth';

export const ORDER_AGE_MESSAGES = {
  notVerified: 'Confirm your age before placing an order',
  dateOfBirthMissing: 'Enter your date of birth',
  mismatch: 'This date of birth is not the one you gave when you confirmed your age',
} as const;

/** What the order stores of its buyer's age: both null with age verification off. */
export interface OrderAgeRecord {
  ageVerification: OrderAgeVerification | null;
  dateOfBirth: string | null;
}

/** The buyer as the age step verified them. */
export interface VerifiedBuyer {
  record: OrderAgeRecord;
  /** Whole years today (date of birth), or the age the shopper confirmed (attest). */
  age: number;
}

export interface OrderAgeDeps {
  personalData: PersonalDataDigest;
  now: () => Date;
}

function dateOfBirthIssue(msg: string): ValidationError {
  return new ValidationError([{ loc: ['body', 'date_of_birth'], msg, type: 'value_error' }]);
}

/**
 * The verified buyer of this order, or null when age verification is off. 403
 * age_verification_required without a token verified under the current rules; in date-of-birth
 * mode 422 beside date_of_birth when it is missing or impossible, and 422
 * age_verification_mismatch when it is not the date given at the age step.
 */
export function verifiedBuyer(
  { personalData, now }: OrderAgeDeps,
  settings: StoreSettings,
  age: VerifiedAge | null,
  dateOfBirth: string | undefined,
): VerifiedBuyer | null {
  const mode = settings.age_verification;
  if (mode === 'off') return null;
  if (!age || age.method !== mode || age.policy_version !== settings.age_policy_version) {
    throw new AppError(ERROR_CODES.ageVerificationRequired, ORDER_AGE_MESSAGES.notVerified);
  }
  const verification = {
    method: age.method,
    policy_version: age.policy_version,
    verified_at: new Date(age.verified_at * 1000).toISOString(),
  };

  if (mode === 'attest') {
    if (age.attested_age === undefined) {
      throw new AppError(ERROR_CODES.ageVerificationRequired, ORDER_AGE_MESSAGES.notVerified);
    }
    return {
      record: { ageVerification: { ...verification, age_at_order: null }, dateOfBirth: null },
      age: age.attested_age,
    };
  }

  if (age.dob_digest === undefined) {
    throw new AppError(ERROR_CODES.ageVerificationRequired, ORDER_AGE_MESSAGES.notVerified);
  }
  if (dateOfBirth === undefined) throw dateOfBirthIssue(ORDER_AGE_MESSAGES.dateOfBirthMissing);
  const today = storeDay(now(), settings.timezone);
  const problem = dateOfBirthProblem(dateOfBirth, today);
  if (problem) throw dateOfBirthIssue(DATE_OF_BIRTH_PROBLEM_DETAILS[problem]);
  if (!personalData.matches('date-of-birth', dateOfBirth, age.dob_digest)) {
    throw new AppError(ERROR_CODES.ageVerificationMismatch, ORDER_AGE_MESSAGES.mismatch);
  }
  const ageToday = ageOn(dateOfBirth, today);
  return {
    record: { ageVerification: { ...verification, age_at_order: ageToday }, dateOfBirth },
    age: ageToday,
  };
}

/** 422 age_requirement naming the products above the buyer's age (null: the store's minimum). */
export function assertOldEnough(
  buyer: VerifiedBuyer,
  settings: StoreSettings,
  lines: readonly { productId: number; name: string; minimumAge: number | null }[],
): void {
  const tooYoung = lines.filter((line) => buyer.age < (line.minimumAge ?? settings.minimum_age));
  if (tooYoung.length === 0) return;
  const needed = Math.max(...tooYoung.map((line) => line.minimumAge ?? settings.minimum_age));
  const names = tooYoung.map((line) => line.name).join(', ');
  throw new ProductAgeRequirementError(
    `You must be ${String(needed)} or older to order ${names}`,
    tooYoung.map((line) => line.productId),
  );
}

export const NO_AGE_RECORD: OrderAgeRecord = { ageVerification: null, dateOfBirth: null };
