// Keyed digests of personal data the shop must compare later but never keep: a verified date of
// birth (carried in the customer token, matched against the order's) and an ID number (kept with
// an ID check). HMAC-SHA256 under keys derived with HKDF from ACCESS_CODE_SECRET, one per purpose,
// so a digest of one kind can never be mistaken for another.
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

export type DigestPurpose = 'date-of-birth' | 'id-number';

export interface PersonalDataDigest {
  digest(purpose: DigestPurpose, value: string): string;
  /** Whether `value` has `expected` as its digest (constant time). */
  matches(purpose: DigestPurpose, value: string, expected: string): boolean;
}

export function createPersonalDataDigest(secret: string): PersonalDataDigest {
  const keys: Record<DigestPurpose, Buffer> = {
    'date-of-birth': Buffer.from(hkdfSync('sha256', secret, 'canopy/personal-data', 'dob', 32)),
    'id-number': Buffer.from(hkdfSync('sha256', secret, 'canopy/personal-data', 'id-number', 32)),
  };
  const digest = (purpose: DigestPurpose, value: string) =>
    createHmac('sha256', keys[purpose]).update(value).digest('base64url');
  return {
    digest,
    matches(purpose, value, expected) {
      const actual = Buffer.from(digest(purpose, value));
      const wanted = Buffer.from(expected);
      return actual.length === wanted.length && timingSafeEqual(actual, wanted);
    },
  };
}
