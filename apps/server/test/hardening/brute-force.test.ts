// The brakes on guessing hold per client and across instances: access-code validation
// allows 10 calls a minute per client, admin login 5 failures per username and client in 15
// minutes. A blocked client gets 429 with Retry-After (even with the right code or password) while
// another client goes on; the client is the socket address, or X-Forwarded-For only with
// TRUST_PROXY (without it the header cannot buy fresh attempts). With REDIS_URL the counters are
// shared, so spreading guesses over two instances (two apps in this process on one Redis) gains
// nothing. The Redis part is skipped with a printed reason when no Redis answers.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccessCode } from '../factories/access-codes';
import { createAdminUser, type TestAdmin } from '../factories/admin-users';
import { setupTestApp } from '../helpers/test-app';
import { redisUnavailableReason, testRedisUrl } from '../helpers/test-redis';

const t = setupTestApp();
const RATE_LIMITED = {
  detail: 'Rate limit exceeded. Please wait before retrying.',
  error: 'rate_limited',
};

// Redis keeps counters between runs (for their window) and other suites share it: each run takes
// client addresses of its own in 198.18.0.0/15 (the benchmarking range), so keys never collide.
const [high = 0, low = 0] = randomBytes(2);
const runPrefix = `198.${18 + (high & 1)}.${low}`;
let clients = 0;
function newClient(): string {
  clients += 1;
  return `${runPrefix}.${clients}`;
}

interface Caller {
  app: FastifyInstance;
  /** The socket address the call comes from. */
  remoteAddress: string;
  /** An X-Forwarded-For header, as a proxy (or a liar) would send it. */
  forwardedFor?: string;
}

function validate(caller: Caller, code: string): Promise<LightMyRequestResponse> {
  return caller.app.inject({
    method: 'POST',
    url: '/api/validate-access-code',
    remoteAddress: caller.remoteAddress,
    headers: caller.forwardedFor ? { 'x-forwarded-for': caller.forwardedFor } : {},
    payload: { code },
  });
}

function login(caller: Caller, username: string, password: string) {
  return caller.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    remoteAddress: caller.remoteAddress,
    headers: caller.forwardedFor ? { 'x-forwarded-for': caller.forwardedFor } : {},
    payload: { username, password },
  });
}

function expectLimited(response: LightMyRequestResponse): void {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual(RATE_LIMITED);
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
}

function inTurn(callers: Caller[], call: number): Caller {
  const caller = callers[call % callers.length];
  if (!caller) throw new Error('no callers');
  return caller;
}

/** Eleven validations of a wrong code, spread over the callers in turn; the statuses. */
async function spendValidations(callers: Caller[], count = 11): Promise<number[]> {
  const statuses: number[] = [];
  for (let call = 0; call < count; call += 1) {
    statuses.push((await validate(inTurn(callers, call), 'WRONG1')).statusCode);
  }
  return statuses;
}

/** Six wrong passwords for one username, spread over the callers in turn; the statuses. */
async function spendLogins(callers: Caller[], admin: TestAdmin, count = 6): Promise<number[]> {
  const statuses: number[] = [];
  for (let call = 0; call < count; call += 1) {
    const caller = inTurn(callers, call);
    statuses.push((await login(caller, admin.username, 'not-the-password')).statusCode);
  }
  return statuses;
}

// Each failed login costs a real scrypt check (~0.3 s idle, much more on a busy machine).
const SLOW = { timeout: 120_000 };
const TEN_THEN_LIMITED = [...Array<number>(10).fill(200), 429];
const FIVE_THEN_LIMITED = [...Array<number>(5).fill(401), 429];

describe('access-code validation limit, one instance', SLOW, () => {
  it('blocks client A after 10 calls, even with a valid code, while client B goes on', async () => {
    const { code } = await createAccessCode(t);
    const a = { app: t.app, remoteAddress: newClient() };
    const b = { app: t.app, remoteAddress: newClient() };
    expect(await spendValidations([a])).toEqual(TEN_THEN_LIMITED);
    expectLimited(await validate(a, code));
    const other = await validate(b, code);
    expect(other.statusCode).toBe(200);
    expect(other.json()).toMatchObject({ valid: true });
  });

  it('does not let X-Forwarded-For buy fresh attempts without TRUST_PROXY', async () => {
    const remoteAddress = newClient();
    const liar = (call: number) => ({ app: t.app, remoteAddress, forwardedFor: `10.9.9.${call}` });
    const callers = Array.from({ length: 11 }, (_, call) => liar(call));
    expect(await spendValidations(callers)).toEqual(TEN_THEN_LIMITED);
  });

  it('counts per forwarded client behind a trusted proxy (TRUST_PROXY)', async () => {
    const behindProxy = await t.buildApp({ TRUST_PROXY: 'true' });
    const proxy = newClient();
    const a = { app: behindProxy, remoteAddress: proxy, forwardedFor: newClient() };
    const b = { app: behindProxy, remoteAddress: proxy, forwardedFor: newClient() };
    expect(await spendValidations([a])).toEqual(TEN_THEN_LIMITED);
    expect((await validate(b, 'WRONG1')).statusCode).toBe(200);
  });
});

describe('failed login limit, one instance', SLOW, () => {
  let admin: TestAdmin;
  beforeAll(async () => {
    admin = await createAdminUser(t.db);
  });

  it('blocks the username from client A after 5 failures, even with the right password', async () => {
    const a = { app: t.app, remoteAddress: newClient() };
    expect(await spendLogins([a], admin)).toEqual(FIVE_THEN_LIMITED);
    expectLimited(await login(a, admin.username, admin.password));
    // Another spelling of the same username is the same account.
    expectLimited(await login(a, admin.username.toUpperCase(), admin.password));
  });

  it('lets client B sign in as the account client A is locked out of', async () => {
    const a = { app: t.app, remoteAddress: newClient() };
    const b = { app: t.app, remoteAddress: newClient() };
    expect(await spendLogins([a], admin)).toEqual(FIVE_THEN_LIMITED);
    expect((await login(b, admin.username, admin.password)).statusCode).toBe(200);
  });

  it('does not let X-Forwarded-For buy fresh attempts without TRUST_PROXY', async () => {
    const remoteAddress = newClient();
    const callers = Array.from({ length: 6 }, (_, call) => ({
      app: t.app,
      remoteAddress,
      forwardedFor: `10.8.8.${call}`,
    }));
    expect(await spendLogins(callers, admin)).toEqual(FIVE_THEN_LIMITED);
  });
});

const redisUnavailable = await redisUnavailableReason();
if (redisUnavailable)
  console.warn(`brute-force test across instances skipped: ${redisUnavailable}`);

describe.skipIf(redisUnavailable !== null)('two instances sharing one Redis', SLOW, () => {
  let one: FastifyInstance;
  let two: FastifyInstance;

  beforeAll(async () => {
    one = await t.buildApp({ REDIS_URL: testRedisUrl });
    two = await t.buildApp({ REDIS_URL: testRedisUrl });
  });

  it('counts one client’s validations on both: blocked on each, another client allowed', async () => {
    const { code } = await createAccessCode(t);
    const client = newClient();
    const onOne = { app: one, remoteAddress: client };
    const onTwo = { app: two, remoteAddress: client };
    expect(await spendValidations([onOne, onTwo])).toEqual(TEN_THEN_LIMITED);
    expectLimited(await validate(onOne, code));
    expectLimited(await validate(onTwo, code));
    const other = newClient();
    expect((await validate({ app: one, remoteAddress: other }, code)).statusCode).toBe(200);
    expect((await validate({ app: two, remoteAddress: other }, code)).statusCode).toBe(200);
  });

  it('counts one client’s failed logins on both: blocked on each, another client allowed', async () => {
    const admin = await createAdminUser(t.db);
    const client = newClient();
    const onOne = { app: one, remoteAddress: client };
    const onTwo = { app: two, remoteAddress: client };
    expect(await spendLogins([onOne, onTwo], admin)).toEqual(FIVE_THEN_LIMITED);
    expectLimited(await login(onOne, admin.username, admin.password));
    expectLimited(await login(onTwo, admin.username, admin.password));
    const other = { app: two, remoteAddress: newClient() };
    expect((await login(other, admin.username, admin.password)).statusCode).toBe(200);
  });
});
