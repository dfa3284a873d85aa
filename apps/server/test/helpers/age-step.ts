// For the age-verification tests: the shop's age rules as stored and heard by every app in the
// process, and a shopper who entered an access code (and, when asked, passed the age step).
import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../src/config';
import type { Database } from '../../src/db/client';
import { ageVerificationDecisions } from '../../src/db/schema';
import { createAccessCode } from '../factories/access-codes';
import { putSetting } from '../factories/settings';
import { newClientIp } from './test-app';

/** Stores the settings and bumps 'settings', as a System Config change does. */
export async function setAgeRules(
  app: FastifyInstance,
  db: Database,
  rules: Record<string, unknown>,
): Promise<void> {
  for (const [key, value] of Object.entries(rules)) await putSetting(db, key, value);
  app.invalidation.bump('settings');
}

export interface Shopper {
  accessCodeId: number;
  code: string;
  /** The customer token from /validate-access-code (not yet verified). */
  token: string;
}

/** A new access code, validated once: the shopper's code and unverified token. */
export async function newShopper(
  app: FastifyInstance,
  context: { db: Database; config: Config },
): Promise<Shopper> {
  const { id, code } = await createAccessCode(context);
  const response = await app.inject({
    method: 'POST',
    url: '/api/validate-access-code',
    payload: { code },
    remoteAddress: newClientIp(),
  });
  return { accessCodeId: id, code, token: response.json<{ token: string }>().token };
}

/** POST /api/age-verification with the shopper's code and token. */
export function verifyAge(
  app: FastifyInstance,
  shopper: Pick<Shopper, 'code' | 'token'>,
  payload: Record<string, unknown>,
  remoteAddress = newClientIp(),
) {
  return app.inject({
    method: 'POST',
    url: '/api/age-verification',
    remoteAddress,
    headers: { 'x-access-code': shopper.code, authorization: `Bearer ${shopper.token}` },
    payload,
  });
}

/** Every row of the decisions log, oldest first, without its id. */
export async function readAgeDecisions(db: Database) {
  const rows = await db
    .select()
    .from(ageVerificationDecisions)
    .orderBy(asc(ageVerificationDecisions.id));
  return rows.map(({ id: _id, ...decision }) => decision);
}

export async function clearAgeDecisions(db: Database): Promise<void> {
  await db.delete(ageVerificationDecisions);
}
