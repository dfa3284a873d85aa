// Contract fuzzing of every endpoint (issue 8). The targets come from the route table of the very
// app buildApp makes (and of the same app with Stripe configured, for the routes only it has),
// each with the zod schemas it declares, so a new endpoint is fuzzed without touching this file;
// a route that reads an input without a schema fails the first test unless it is an explicit
// exception (fuzz-targets.ts). Every request carries a superuser's token and a usable access code,
// so input validation is what answers. From fixed seeds, fast-check sends valid-shaped requests
// with one hostile change each (wrong types, missing and extra fields, huge strings and arrays,
// control characters, injection and traversal strings, out-of-range ids), plus a fixed list of
// malformed bodies, query strings and raw paths per route, and proves for every answer:
//   - it is never a 5xx, and a request the contract rejects is a 4xx;
//   - every 4xx is the documented error body (errorBodySchema, a known error code, a detail a
//     person can act on) without a stack frame, SQL text or framework internals;
//   - a rejected write leaves every application table as it was (row count and md5 of the rows),
//     checked before any request the contract might accept and at the end of each route.
// Reproduce or widen a run with FUZZ_SEED=<seed> FUZZ_RUNS=<runs per route>, and narrow it with
// FUZZ_ROUTES=<regular expression over `METHOD /url`>.
import { ERROR_CODES, errorBodySchema } from '@canopy/contracts';
import fc from 'fast-check';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccessCode } from '../factories/access-codes';
import { createAdminUser } from '../factories/admin-users';
import { createCategory } from '../factories/catalog';
import { createShopper, orderRequest, placeOrder } from '../factories/orders';
import { createProducts } from '../factories/products';
import { createReferralCode } from '../factories/referral-codes';
import { recordRouteTables } from '../helpers/route-table';
import { startStripeApiServer, type StripeApiServer } from '../helpers/stripe-api-server';
import { STRIPE_TEST_ENV } from '../helpers/stripe-shop';
import { newClientIp, setupTestApp } from '../helpers/test-app';
import { createFingerprinter, type Fingerprint } from './database-fingerprint';
import {
  baselinesFor,
  fixedRequests,
  fuzzRequestArbitrary,
  type FuzzRequest,
} from './fuzz-requests';
import type { IdPool } from './schema-arbitraries';
import { isWrite, selectTargets, staleExceptions, type FuzzTarget } from './fuzz-targets';

const BASE_SEED = Number(process.env.FUZZ_SEED ?? 20_260_008);
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 40);
const ONLY_ROUTES = new RegExp(process.env.FUZZ_ROUTES ?? '');

// Tables whose rows change on a rejected request by design. None today: a refused access-code
// validation or login is counted in memory or Redis, not in a table.
const CHANGES_ON_REJECTION: Record<string, string> = {};
// Routes whose refusals are themselves records, by design: the tables they may write when they
// refuse, each with the reason. Every other table must stay as it was.
const RECORDED_REFUSALS: Record<string, { tables: string[]; why: string }> = {
  'POST /api/admin/orders/:id/id-check': {
    tables: ['audit_log'],
    why: 'a refused ID check is audited: the shop can show it refused to hand goods over',
  },
};

const ERROR_CODE_VALUES = new Set<string>(Object.values(ERROR_CODES));
// What a stack frame, a database error or a framework internal looks like in a body.
const LEAKS =
  /\n\s+at |\bat \S+\.(?:ts|js|mjs|cjs):\d+|node_modules|Failed query|syntax error at or near|violates \w+(?: \w+)? constraint|duplicate key value|relation "|column "|SQLSTATE|drizzle|ZodError|FST_ERR/i;

const routeTables = recordRouteTables();
let stripeApi: StripeApiServer | undefined;
afterAll(() => stripeApi?.close());
const t = setupTestApp();

interface Target extends FuzzTarget {
  app: FastifyInstance;
}

interface RouteFigures {
  inputs: number;
  statuses: Record<number, number>;
}

let targets: Target[] = [];
let missingSchemas: string[] = [];
let stale: string[] = [];
let credentials: Record<string, string> = {};
let ids: IdPool = { existing: [], missing: 999_999 };
let fingerprint: () => Promise<Fingerprint>;

/** Rows an id-shaped baseline may name (ids 1 and 2 of each table), and none of ours. */
async function seedVictims(): Promise<IdPool> {
  const db = t.db;
  const first = await createCategory(db, { name: 'Fuzz victim A' });
  const second = await createCategory(db, { name: 'Fuzz victim B', parentId: first.id });
  const products = await createProducts(db, [
    { categoryId: first.id, stockQuantity: 1000 },
    { categoryId: second.id, stockQuantity: 1000 },
  ]);
  const referral = [await createReferralCode(db), await createReferralCode(db)];
  const shopper = await createShopper({ db, config: t.config });
  await createAccessCode({ db, config: t.config });
  const admins = [await createAdminUser(db), await createAdminUser(db)];
  const orders = [];
  for (const product of products) {
    const placed = await placeOrder(
      t.app,
      shopper,
      orderRequest([{ product_id: product.id, quantity: 1 }]),
    );
    orders.push(placed.order.id);
  }
  const victimIds = [
    first.id,
    second.id,
    ...products.map((row) => row.id),
    ...referral.map((row) => row.id),
    shopper.accessCodeId,
    ...admins.map((row) => row.id),
    ...orders,
  ];
  return { existing: [...new Set(victimIds)], missing: 999_999 };
}

beforeAll(async () => {
  stripeApi = await startStripeApiServer({ secretKey: STRIPE_TEST_ENV.STRIPE_SECRET_KEY });
  const stripeApp = await t.buildApp({ ...STRIPE_TEST_ENV, STRIPE_API_URL: stripeApi.url });

  ids = await seedVictims();
  const superuser = await createAdminUser(t.db, { isSuperuser: true });
  const ourCode = await createAccessCode({ db: t.db, config: t.config });
  // Baselines never aim at the suite's own credentials, so an accepted write cannot revoke them.
  expect(ids.existing).not.toContain(superuser.id);
  expect(ids.existing).not.toContain(ourCode.id);
  credentials = {
    authorization: `Bearer ${t.app.tokens.issueAdminToken(superuser.id).token}`,
    'x-access-code': ourCode.code,
  };

  const prefix = t.config.apiPrefix;
  const main = selectTargets(routeTables.of(t.app), prefix);
  const withStripe = selectTargets(
    routeTables.of(stripeApp),
    prefix,
    new Set(main.targets.map((target) => target.key)),
  );
  targets = [
    ...main.targets.map((target) => ({ ...target, app: t.app })),
    ...withStripe.targets.map((target) => ({ ...target, app: stripeApp })),
  ];
  missingSchemas = [...main.missingSchemas, ...withStripe.missingSchemas];
  stale = staleExceptions([...routeTables.of(t.app), ...routeTables.of(stripeApp)], prefix);
  fingerprint = await createFingerprinter(t.db, CHANGES_ON_REJECTION);
}, 120_000);

function seedFor(key: string): number {
  let hash = BASE_SEED;
  for (const char of key) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

const preview = (text: string) => (text.length > 300 ? `${text.slice(0, 300)}…` : text);

/** Why this answer breaks the contract, or null when it keeps it. */
function answerProblem(request: FuzzRequest, response: LightMyRequestResponse): string | null {
  const status = response.statusCode;
  if (status >= 500) return `answered ${status}`;
  if (request.verdict === 'invalid' && (status < 400 || status >= 500)) {
    return `answered ${status} to a request its contract rejects`;
  }
  if (status < 400) return null;
  if (!String(response.headers['content-type']).startsWith('application/json')) {
    return `answered ${status} as ${String(response.headers['content-type'])}`;
  }
  let body: unknown;
  try {
    body = JSON.parse(response.body);
  } catch {
    return `answered ${status} with a body that is not JSON`;
  }
  const parsed = errorBodySchema.safeParse(body);
  if (!parsed.success) return `answered ${status} without the error shape`;
  const { detail, error } = parsed.data;
  if (error === undefined || !ERROR_CODE_VALUES.has(error)) {
    return `answered ${status} with an unknown error code ${String(error)}`;
  }
  const actionable =
    typeof detail === 'string'
      ? detail.trim().length > 0
      : detail.length > 0 && detail.every((issue) => issue.msg.trim().length > 0);
  if (!actionable) return `answered ${status} with an empty detail`;
  if (LEAKS.test(response.body)) return `answered ${status} with internals in the body`;
  return null;
}

class ContractBreach extends Error {}

/** Tracks the database across one route's requests (see the file comment). */
function databaseGuard(target: Target) {
  let known: Fingerprint | null = null;
  let pending: string[] = [];
  return {
    async start() {
      known = await fingerprint();
      pending = [];
    },
    /** The rejected requests since the last fingerprint changed nothing. */
    async verify() {
      if (pending.length === 0) return;
      const now = await fingerprint();
      const recorded = RECORDED_REFUSALS[target.key]?.tables ?? [];
      const changed = Object.keys(now).filter(
        (table) => now[table] !== known?.[table] && !recorded.includes(table),
      );
      if (changed.length > 0) {
        throw new ContractBreach(
          `${target.key}: rejected requests changed ${changed.join(', ')}; one of:\n  ` +
            pending.slice(-20).join('\n  '),
        );
      }
      pending = [];
    },
    rejected(description: string) {
      pending.push(description);
    },
    async accepted() {
      known = await fingerprint();
      pending = [];
    },
  };
}

async function fuzzRoute(target: Target, figures: RouteFigures): Promise<void> {
  const seed = seedFor(target.key);
  const baselines = baselinesFor(target, ids, seed);
  const guard = databaseGuard(target);
  const write = isWrite(target.method);
  await guard.start();

  async function send(request: FuzzRequest): Promise<void> {
    if (write && request.verdict !== 'invalid') await guard.verify();
    const inject: InjectOptions = {
      ...request.inject,
      headers: { ...credentials, ...request.inject.headers },
      remoteAddress: newClientIp(),
    };
    const response = await target.app.inject(inject);
    figures.inputs += 1;
    figures.statuses[response.statusCode] = (figures.statuses[response.statusCode] ?? 0) + 1;
    const problem = answerProblem(request, response);
    if (problem) {
      throw new ContractBreach(
        `${target.key} ${problem}\n  request: ${request.description} (${request.inject.method} ` +
          `${preview(request.inject.url)})\n  answer: ${preview(response.body)}`,
      );
    }
    if (!write) return;
    if (response.statusCode >= 400) {
      guard.rejected(`${request.description} → ${response.statusCode}`);
      return;
    }
    await keepShopOpen();
    await guard.accepted();
  }

  for (const request of fixedRequests(target, baselines)) await send(request);
  await fc.assert(fc.asyncProperty(fuzzRequestArbitrary(target, baselines), send), {
    seed,
    numRuns: RUNS_PER_ROUTE,
    endOnFailure: true,
  });
  await guard.verify();
}

/**
 * An accepted System Config write may close the shop, and a closed shop answers 503 by design; it
 * may turn the age step on, which the suite's access code alone does not pass.
 */
async function keepShopOpen(): Promise<void> {
  const response = await t.app.inject({
    method: 'PUT',
    url: `${t.config.apiPrefix}/admin/system/config`,
    headers: credentials,
    payload: { store_status: 'online', age_verification: 'off' },
  });
  if (response.statusCode !== 200) throw new Error(`reopening the shop: ${response.body}`);
}

/** Whether the suite's credentials still pass both gates after a route's accepted writes. */
async function credentialsStillWork(): Promise<boolean> {
  const prefix = t.config.apiPrefix;
  const [admin, storefront] = await Promise.all([
    t.app.inject({ method: 'GET', url: `${prefix}/admin/system/config`, headers: credentials }),
    t.app.inject({ method: 'GET', url: `${prefix}/products/categories`, headers: credentials }),
  ]);
  return admin.statusCode === 200 && storefront.statusCode === 200;
}

/** fast-check reports the seed and counterexample; the breach itself is the error's cause. */
function describeFailure(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  return error.cause instanceof Error ? `${error.message}\n${error.cause.message}` : error.message;
}

describe('contract fuzzing of every endpoint', () => {
  it('reads every route from the route table, each input it reads with a schema', () => {
    expect(missingSchemas).toEqual([]);
    expect(stale).toEqual([]);
    const keys = targets.map((target) => target.key);
    const prefix = t.config.apiPrefix;
    for (const key of [
      `POST ${prefix}/orders`,
      `PUT ${prefix}/admin/products/:id`,
      `PATCH ${prefix}/admin/orders/:id/status`,
      `POST ${prefix}/payments/test-provider/confirm`,
      `POST ${prefix}/payments/confirm`,
      `GET ${prefix}/images/:file`,
    ]) {
      expect(keys).toContain(key);
    }
  });

  it('answers every hostile input with a 4xx error body, never a 5xx, and no half write', async () => {
    const figures = new Map<string, RouteFigures>();
    const failures: string[] = [];
    for (const target of targets.filter((candidate) => ONLY_ROUTES.test(candidate.key))) {
      const route: RouteFigures = { inputs: 0, statuses: {} };
      figures.set(target.key, route);
      try {
        await fuzzRoute(target, route);
      } catch (error) {
        failures.push(describeFailure(error));
      }
      if (!(await credentialsStillWork())) {
        failures.push(`${target.key}: the suite's own credentials stopped working`);
        break;
      }
    }

    const total = [...figures.values()].reduce((sum, route) => sum + route.inputs, 0);
    const lines = [...figures].map(
      ([key, route]) =>
        `${String(route.inputs).padStart(5)}  ${key}  ${JSON.stringify(route.statuses)}`,
    );
    console.info(
      `contract fuzz (seed ${BASE_SEED}, ${RUNS_PER_ROUTE} generated per route): ` +
        `${total} inputs over ${figures.size} routes\n${lines.join('\n')}`,
    );
    expect(failures).toEqual([]);
  }, 600_000);
});
