// A shopper session for the helpers that call storefront routes straight from the test process
// (storefront-api.ts, orders-api.ts): the access code is validated once per spec file (the
// validation's rate limit is 10 a minute per client) and the age step passed with an adult date of
// birth, so every call carries the code and a customer token with the verified age.
import {
  ACCESS_CODE_HEADER,
  ageVerificationResponseSchema,
  paymentsConfigSchema,
  validateAccessCodeResponseSchema,
} from '@canopy/contracts';
import { ADULT_DATE_OF_BIRTH } from './age-step-screen';
import { e2e } from './env';

interface StorefrontSession {
  headers: Record<string, string>;
  /** The date of birth POST /orders repeats in date-of-birth mode; null in the other modes. */
  dateOfBirth: string | null;
}

async function postJson(path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${e2e.baseUrl}/api${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [ACCESS_CODE_HEADER]: e2e.accessCode,
      ...headers,
    },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`POST ${path} answered ${response.status}: ${text}`);
  return JSON.parse(text) as unknown;
}

async function openSession(): Promise<StorefrontSession> {
  const admitted = validateAccessCodeResponseSchema.parse(
    await postJson('/validate-access-code', { code: e2e.accessCode }),
  );
  if (!admitted.valid || !admitted.token) throw new Error(`${e2e.accessCode} was refused`);
  const config = paymentsConfigSchema.parse(
    await (await fetch(`${e2e.baseUrl}/api/payments/config`)).json(),
  );
  let token = admitted.token;
  if (config.age_verification !== 'off') {
    const body =
      config.age_verification === 'date_of_birth'
        ? { date_of_birth: ADULT_DATE_OF_BIRTH }
        : { attest: true };
    const verified = ageVerificationResponseSchema.parse(
      await postJson('/age-verification', body, { authorization: `Bearer ${token}` }),
    );
    token = verified.token;
  }
  return {
    headers: { [ACCESS_CODE_HEADER]: e2e.accessCode, authorization: `Bearer ${token}` },
    dateOfBirth: config.age_verification === 'date_of_birth' ? ADULT_DATE_OF_BIRTH : null,
  };
}

let session: Promise<StorefrontSession> | undefined;

/** This spec file's verified shopper session, opened on first use. */
export function storefrontSession(): Promise<StorefrontSession> {
  session ??= openSession();
  return session;
}

/** Forgets the session: the next call opens a new one (after the age policy was raised). */
export function forgetStorefrontSession(): void {
  session = undefined;
}
