// Guessing access codes through the storefront routes is as slow as through
// /validate-access-code: every storefront route answers 200 or 403 for an X-Access-Code, so each
// refused code counts against the client, 10 a minute; past that the client gets 429 with
// Retry-After whatever code it sends (a right guess must not show), while another client goes on.
// A shopper with a usable code is never counted, and one holding a customer token for its code
// keeps shopping even from an address a guesser has blocked. With REDIS_URL the count is shared,
// so spreading guesses over two instances gains nothing (skipped with a reason without Redis).
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccessCode } from '../factories/access-codes';
import { setupTestApp } from '../helpers/test-app';
import { redisUnavailableReason, testRedisUrl } from '../helpers/test-redis';

const t = setupTestApp();
const RATE_LIMITED = {
  detail: 'Rate limit exceeded. Please wait before retrying.',
  error: 'rate_limited',
};

// Redis keeps counters for their window and other suites share it: each run takes client
// addresses of its own in 198.18.0.0/15, so keys never collide.
const [high = 0, low = 0] = randomBytes(2);
const runPrefix = `198.${18 + (high & 1)}.${low}`;
let clients = 0;
function newClient(): string {
  clients += 1;
  return `${runPrefix}.${clients}`;
}

// Storefront routes of every kind: guesses may go to any of them.
const ROUTES = [
  { method: 'GET', url: '/api/products' },
  { method: 'GET', url: '/api/products/categories' },
  { method: 'GET', url: '/api/products/1' },
  { method: 'POST', url: '/api/orders/validate-referral', payload: { code: 'FRIEND' } },
] as const;

let guesses = 0;
/**
 * One guess at a storefront route, each a different wrong code; with `code`, a shopper's call that
 * answers 200 past the gate (the categories).
 */
function guess(
  app: FastifyInstance,
  client: string,
  code?: string,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  guesses += 1;
  const route = code === undefined ? (ROUTES[guesses % ROUTES.length] ?? ROUTES[0]) : ROUTES[1];
  return app.inject({
    ...route,
    remoteAddress: client,
    headers: {
      'x-access-code': code ?? `ZZ${String(guesses % 10_000).padStart(4, '0')}`,
      ...headers,
    },
  });
}

async function statusesOf(calls: Array<() => Promise<LightMyRequestResponse>>): Promise<number[]> {
  const statuses: number[] = [];
  for (const call of calls) statuses.push((await call()).statusCode);
  return statuses;
}

const TEN_REFUSED_THEN_LIMITED = [...Array<number>(10).fill(403), 429];

function expectLimited(response: LightMyRequestResponse): void {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual(RATE_LIMITED);
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(60);
}

async function customerToken(app: FastifyInstance, code: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/validate-access-code',
    remoteAddress: newClient(),
    payload: { code },
  });
  const body = response.json<{ valid: boolean; token?: string }>();
  if (!body.token) throw new Error(`validation failed: ${response.body}`);
  return body.token;
}

describe('refused access codes on storefront routes, one instance', () => {
  it('blocks client A after 10 refused codes, even with a usable code; client B goes on', async () => {
    const { code } = await createAccessCode(t);
    const a = newClient();
    const calls = Array.from({ length: 11 }, () => () => guess(t.app, a));
    expect(await statusesOf(calls)).toEqual(TEN_REFUSED_THEN_LIMITED);
    expectLimited(await guess(t.app, a));
    // A right guess must look like any other once the client is blocked.
    expectLimited(await guess(t.app, a, code));
    expect((await guess(t.app, newClient(), code)).statusCode).toBe(200);
  });

  it('never counts a shopper with a usable code', async () => {
    const { code } = await createAccessCode(t);
    const shopper = newClient();
    const browsing = Array.from({ length: 25 }, () => () => guess(t.app, shopper, code));
    expect(new Set(await statusesOf(browsing))).toEqual(new Set([200]));
    const mistakes = Array.from({ length: 11 }, () => () => guess(t.app, shopper));
    expect(await statusesOf(mistakes)).toEqual(TEN_REFUSED_THEN_LIMITED);
  });

  it('lets a shopper with its customer token through from an address a guesser blocked', async () => {
    const { code } = await createAccessCode(t);
    const token = await customerToken(t.app, code);
    const sharedAddress = newClient();
    const calls = Array.from({ length: 11 }, () => () => guess(t.app, sharedAddress));
    expect(await statusesOf(calls)).toEqual(TEN_REFUSED_THEN_LIMITED);
    const shopper = await guess(t.app, sharedAddress, code, { authorization: `Bearer ${token}` });
    expect(shopper.statusCode).toBe(200);
    // The token opens nothing else: other codes from that address are still limited.
    expectLimited(
      await guess(t.app, sharedAddress, undefined, { authorization: `Bearer ${token}` }),
    );
  });
});

const redisUnavailable = await redisUnavailableReason();
if (redisUnavailable) console.warn(`code guessing across instances skipped: ${redisUnavailable}`);

describe.skipIf(redisUnavailable !== null)('two instances sharing one Redis', () => {
  let one: FastifyInstance;
  let two: FastifyInstance;

  beforeAll(async () => {
    one = await t.buildApp({ REDIS_URL: testRedisUrl });
    two = await t.buildApp({ REDIS_URL: testRedisUrl });
  });

  it('counts one client’s refused codes on both: blocked on each, another client allowed', async () => {
    const { code } = await createAccessCode(t);
    const client = newClient();
    const calls = Array.from(
      { length: 11 },
      (_, call) => () => guess(call % 2 === 0 ? one : two, client),
    );
    expect(await statusesOf(calls)).toEqual(TEN_REFUSED_THEN_LIMITED);
    expectLimited(await guess(one, client, code));
    expectLimited(await guess(two, client, code));
    const other = newClient();
    expect((await guess(one, other, code)).statusCode).toBe(200);
    expect((await guess(two, other, code)).statusCode).toBe(200);
  });
});
