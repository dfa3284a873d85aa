// POST /api/age-verification: ages in whole years on the store's calendar day in its time zone
// (America/Los_Angeles here), a 29 February birthday, a daylight-saving day, impossible and future
// dates, attest mode, the session kept, the refusals limit and the decisions log. Time is moved by
// the app's injected clock, never waited for.
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  clearAgeDecisions,
  newShopper,
  readAgeDecisions,
  setAgeRules,
  verifyAge,
} from '../../../test/helpers/age-step';
import { newClientIp, setupTestApp } from '../../../test/helpers/test-app';
import { AGE_VERIFICATION_OFF } from './store.routes';

const t = setupTestApp();
let clock = new Date('2026-01-15T20:00:00Z');
let app: FastifyInstance;

const DATE_OF_BIRTH_MODE = {
  age_verification: 'date_of_birth',
  minimum_age: 21,
  age_policy_version: 1,
  timezone: 'America/Los_Angeles',
};

beforeAll(async () => {
  app = await t.buildApp({}, { now: () => clock });
  await setAgeRules(app, t.db, DATE_OF_BIRTH_MODE);
});

function at(instant: string): void {
  clock = new Date(instant);
}

const shopper = () => newShopper(app, t);

async function statusOn(instant: string, dateOfBirth: string): Promise<number> {
  at(instant);
  return (await verifyAge(app, await shopper(), { date_of_birth: dateOfBirth })).statusCode;
}

function fieldIssue(field: string): unknown {
  return expect.arrayContaining([expect.objectContaining({ loc: ['body', field] })]);
}

describe('POST /api/age-verification: the age', () => {
  it('refuses 21 years minus a day and accepts the 21st birthday', async () => {
    at('2026-01-15T20:00:00Z');
    const response = await verifyAge(app, await shopper(), { date_of_birth: '2005-01-16' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      error: 'age_requirement',
      detail: 'You must be 21 or older to shop here',
    });
    expect(await statusOn('2026-01-15T20:00:00Z', '2005-01-15')).toBe(200);
  });

  it("turns 21 at midnight in the store's time zone, not in UTC", async () => {
    // 07:59Z on 16 January is 23:59 on the 15th in Los Angeles (PST, UTC-8); 08:00Z is midnight.
    expect(await statusOn('2026-01-16T07:59:00Z', '2005-01-16')).toBe(422);
    expect(await statusOn('2026-01-16T08:00:00Z', '2005-01-16')).toBe(200);
  });

  it('ages someone born on 29 February on 1 March in a common year', async () => {
    expect(await statusOn('2025-02-28T20:00:00Z', '2004-02-29')).toBe(422);
    expect(await statusOn('2025-03-01T20:00:00Z', '2004-02-29')).toBe(200);
  });

  it('counts the day after the clocks went forward from its local midnight (UTC-7)', async () => {
    // 8 March 2026 the clocks go forward: midnight on the 9th is 07:00Z, not 08:00Z.
    expect(await statusOn('2026-03-09T06:59:00Z', '2005-03-09')).toBe(422);
    expect(await statusOn('2026-03-09T07:00:00Z', '2005-03-09')).toBe(200);
  });

  it('answers impossible, future and too early dates 422 naming date_of_birth', async () => {
    at('2026-01-15T20:00:00Z');
    for (const [dateOfBirth, msg] of [
      ['2007-02-30', 'Enter a real date of birth'],
      ['2026-01-16', 'The date of birth cannot be in the future'],
      ['1899-12-31', 'Enter a year of birth from 1900 on'],
    ] as const) {
      const response = await verifyAge(app, await shopper(), { date_of_birth: dateOfBirth });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        error: 'validation_error',
        detail: [expect.objectContaining({ loc: ['body', 'date_of_birth'], msg })],
      });
    }
    const badShape = await verifyAge(app, await shopper(), { date_of_birth: '15/01/2000' });
    expect(badShape.statusCode).toBe(422);
  });
});

describe('POST /api/age-verification: the token', () => {
  it('answers a token for the same session carrying the verified age, never the date', async () => {
    at('2026-01-15T20:00:00Z');
    const before = await shopper();
    const response = await verifyAge(app, before, { date_of_birth: '1990-06-01' });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ token: string; expires_at: string; policy_version: number }>();
    expect(body).toMatchObject({ verified: true, policy_version: 1 });
    const claims = app.tokens.verify(body.token);
    expect(claims).toEqual({
      kind: 'customer',
      access_code_id: before.accessCodeId,
      session_id: app.tokens.readCustomerToken(before.token)?.session_id,
      age: {
        method: 'date_of_birth',
        policy_version: 1,
        verified_at: Date.parse('2026-01-15T20:00:00Z') / 1000,
        dob_digest: app.personalData.digest('date-of-birth', '1990-06-01'),
      },
    });
    expect(body.token).not.toContain('1990');
  });

  it('needs the usable code first, then a token of that code', async () => {
    const someone = await shopper();
    const wrongCode = await verifyAge(
      app,
      { ...someone, code: 'NOPE99' },
      {
        date_of_birth: '1990-06-01',
      },
    );
    expect(wrongCode.statusCode).toBe(403);
    expect(wrongCode.json()).toMatchObject({ error: 'invalid_access_code' });
    const other = await shopper();
    const foreign = await verifyAge(
      app,
      { code: someone.code, token: other.token },
      {
        date_of_birth: '1990-06-01',
      },
    );
    expect(foreign.statusCode).toBe(401);
  });

  it('answers 422 naming the field for the other mode’s body, or none', async () => {
    const response = await verifyAge(app, await shopper(), { attest: true });
    expect(response.statusCode).toBe(422);
    expect(response.json<{ detail: unknown }>().detail).toEqual(fieldIssue('date_of_birth'));
    const empty = await verifyAge(app, await shopper(), {});
    expect(empty.json()).toEqual({
      error: 'validation_error',
      detail: [
        expect.objectContaining({ loc: ['body', 'date_of_birth'], msg: 'Enter the date of birth' }),
      ],
    });
  });
});

describe('POST /api/age-verification in the other modes', () => {
  it('takes the confirmation in attest mode, naming the age confirmed', async () => {
    await setAgeRules(app, t.db, { age_verification: 'attest', minimum_age: 18 });
    try {
      const someone = await shopper();
      const dob = await verifyAge(app, someone, { date_of_birth: '1990-06-01' });
      expect(dob.statusCode).toBe(422);
      expect(dob.json<{ detail: unknown }>().detail).toEqual(fieldIssue('attest'));
      const response = await verifyAge(app, someone, { attest: true });
      expect(response.statusCode).toBe(200);
      expect(app.tokens.verify(response.json<{ token: string }>().token)).toMatchObject({
        age: { method: 'attest', policy_version: 1, attested_age: 18 },
      });
    } finally {
      await setAgeRules(app, t.db, DATE_OF_BIRTH_MODE);
    }
  });

  it('answers 409 with age verification off', async () => {
    await setAgeRules(app, t.db, { age_verification: 'off' });
    try {
      const response = await verifyAge(app, await shopper(), { date_of_birth: '1990-06-01' });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ detail: AGE_VERIFICATION_OFF });
    } finally {
      await setAgeRules(app, t.db, DATE_OF_BIRTH_MODE);
    }
  });
});

describe('POST /api/age-verification: refusals and the decisions log', () => {
  it('answers 429 with Retry-After after 30 refusals a minute from one client', async () => {
    at('2026-01-15T20:00:00Z');
    const client = newClientIp();
    const someone = await shopper();
    const statuses: number[] = [];
    for (let call = 0; call < 30; call += 1) {
      const refused = await verifyAge(app, someone, { date_of_birth: '2010-01-01' }, client);
      statuses.push(refused.statusCode);
    }
    expect(statuses).toEqual(Array<number>(30).fill(422));
    const blocked = await verifyAge(app, someone, { date_of_birth: '1990-01-01' }, client);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Successes never count, and another client is not held back.
    const other = newClientIp();
    for (let call = 0; call < 31; call += 1) {
      expect(
        (await verifyAge(app, someone, { date_of_birth: '1990-01-01' }, other)).statusCode,
      ).toBe(200);
    }
  });

  it('logs each decision (outcome, policy version, code, UTC day) and no date of birth', async () => {
    const lines: string[] = [];
    const logged = await t.buildApp(
      { LOG_LEVEL: 'trace' },
      { now: () => clock, logStream: { write: (line) => lines.push(line) } },
    );
    await clearAgeDecisions(t.db);
    // 23:30 on 15 January in Los Angeles is already 16 January in UTC.
    at('2026-01-16T07:30:00Z');
    const someone = await newShopper(logged, t);
    expect((await verifyAge(logged, someone, { date_of_birth: '1993-07-14' })).statusCode).toBe(
      200,
    );
    expect((await verifyAge(logged, someone, { date_of_birth: '2011-07-14' })).statusCode).toBe(
      422,
    );
    expect((await verifyAge(logged, someone, { date_of_birth: '1993-02-30' })).statusCode).toBe(
      422,
    );
    const rows = await readAgeDecisions(t.db);
    const row = { day: '2026-01-16', policyVersion: 1, accessCodeId: someone.accessCodeId };
    expect(rows).toEqual([
      { ...row, outcome: 'verified' },
      { ...row, outcome: 'underage' },
      { ...row, outcome: 'invalid' },
    ]);
    expect(lines.length).toBeGreaterThan(0);
    for (const secret of ['1993-07-14', '2011-07-14', '1993-02-30']) {
      expect(lines.filter((line) => line.includes(secret))).toEqual([]);
    }
  });
});
