// Two real server processes (src/server.ts) on one fresh PostgreSQL database and one Redis, with
// the same secrets, behind no load balancer: the test plays the balancer and sends each call to
// the instance it is about. A stock change through A reaches a websocket client of B, the access
// code validation limit is counted across both, an order placed through A is read through B, and
// raising the age policy version through A sends B's verified shoppers through the age step
// again, and a pickup slot's last place booked through A is full through B, whose websocket
// client hears `slot_update`. The other tests run with age verification off (set through A's System Config).
// Runs wherever PostgreSQL (TEST_DATABASE_URL, else postgres@127.0.0.1:5432) and Redis
// (REDIS_URL, else 127.0.0.1:6379) answer; skipped with a message when one of them does not.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  ACCESS_CODE_HEADER,
  IDEMPOTENCY_KEY_HEADER,
  ORDER_TOKEN_HEADER,
  type AdminOrderListResponse,
  type CreateOrderResponse,
  type FulfilmentSlots,
  type OrderResponse,
  DEFAULT_STORE_SETTINGS,
  shiftDay,
  storeDay,
  type WsServerMessage,
} from '@canopy/contracts';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { newIdempotencyKey, orderRequest } from './factories/orders';
import { createProduct, type TestProduct } from './factories/products';
import { urlForDatabase } from './helpers/test-database-template';
import { connectTestRedis, redisUnavailableReason, testRedisUrl } from './helpers/test-redis';

const serverRoot = fileURLToPath(new URL('..', import.meta.url));
const postgresServerUrl =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function postgresUnavailableReason(): Promise<string | null> {
  const client = new pg.Client({
    connectionString: postgresServerUrl,
    connectionTimeoutMillis: 2000,
  });
  try {
    await client.connect();
    return null;
  } catch (error) {
    if (process.env.TEST_DATABASE_URL) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    return `no PostgreSQL at ${new URL(postgresServerUrl).host} (${reason}); set TEST_DATABASE_URL`;
  } finally {
    await client.end().catch(() => undefined);
  }
}

const unavailable = (await postgresUnavailableReason()) ?? (await redisUnavailableReason());
if (unavailable) console.warn(`several-instances test skipped: ${unavailable}`);

const ACCESS_CODE = 'MULTI7';
const ADMIN = { username: 'ops', password: 'several-instances-admin' };
const SECRETS = {
  JWT_SECRET: 'several-instances-jwt-secret-0123456789abcdef',
  ACCESS_CODE_SECRET: 'several-instances-access-code-secret-0123456789',
};
// Marks a Redis database index as this run's: the servers' rate-limit keys and realtime channel
// live in it, so parallel runs must not share one.
const REDIS_CLAIM_KEY = 'canopy-test:several-instances';

interface Instance {
  child: ChildProcess;
  origin: string;
}

const children: ChildProcess[] = [];
const dataDirs: string[] = [];

function startInstance(env: Record<string, string>): Promise<Instance> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'canopy-instance-'));
  dataDirs.push(dataDir);
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverRoot,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'warn',
      SEED_DEMO_DATA: 'false',
      WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
      TRUST_PROXY: 'true',
      DEMO_ACCESS_CODE: ACCESS_CODE,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      ...SECRETS,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const port = /Storefront\s+http:\/\/\S+?:(\d+)\//.exec(output)?.[1];
      if (port && output.includes('API docs')) {
        resolve({ child, origin: `http://127.0.0.1:${port}` });
      }
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('exit', (code, signal) => {
      reject(
        new Error(`server exited (${String(code ?? signal)}) before it was ready:\n${output}`),
      );
    });
  });
}

function stopInstance(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => {
      resolve();
    });
    child.kill('SIGTERM');
  });
}

async function onPostgres(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: postgresServerUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A Redis database index no other run holds, emptied of Canopy's keys; released after the run. */
async function claimRedisDatabase(): Promise<{ db: number; release(): Promise<void> }> {
  // Database 0 is left to whatever else uses this Redis; start the search anywhere in 1–15.
  const start = randomInt(15);
  const indexes = Array.from({ length: 15 }, (_, i) => ((start + i) % 15) + 1);
  for (const db of indexes) {
    const redis = connectTestRedis(db, 'canopy-test-several-instances');
    const claimed = await redis.set(REDIS_CLAIM_KEY, String(process.pid), 'PX', 120_000, 'NX');
    if (claimed !== 'OK') {
      redis.disconnect();
      continue;
    }
    const stale = await redis.keys('canopy:*');
    if (stale.length > 0) await redis.del(...stale);
    return {
      db,
      async release() {
        await redis.del(REDIS_CLAIM_KEY);
        redis.disconnect();
      },
    };
  }
  throw new Error('every Redis database index from 1 to 15 is claimed by another run');
}

function redisUrlFor(db: number): string {
  const url = new URL(testRedisUrl);
  url.pathname = `/${String(db)}`;
  return url.toString();
}

/** A websocket client that keeps every frame and can wait for one that matches. */
function connectSocket(origin: string, token: string) {
  const frames: WsServerMessage[] = [];
  const socket = new WebSocket(`${origin.replace('http', 'ws')}/ws?token=${token}`);
  socket.on('message', (data: Buffer) => {
    frames.push(JSON.parse(data.toString('utf8')) as WsServerMessage);
  });
  return {
    socket,
    async waitFor(match: (frame: WsServerMessage) => boolean): Promise<WsServerMessage> {
      const deadline = Date.now() + 5000;
      for (;;) {
        const found = frames.find(match);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no such frame in ${JSON.stringify(frames)}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
  };
}

function validateAccessCode(instance: Instance, clientIp: string) {
  return fetch(`${instance.origin}/api/validate-access-code`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': clientIp },
    body: JSON.stringify({ code: ACCESS_CODE }),
  });
}

async function signIn(instance: Instance): Promise<{ authorization: string }> {
  const login = await fetch(`${instance.origin}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(ADMIN),
  });
  expect(login.status).toBe(200);
  const { access_token: adminToken } = (await login.json()) as { access_token: string };
  return { authorization: `Bearer ${adminToken}` };
}

async function putConfig(instance: Instance, body: Record<string, unknown>): Promise<void> {
  const response = await fetch(`${instance.origin}/api/admin/system/config`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', ...(await signIn(instance)) },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
}

function catalogue(instance: Instance, token: string) {
  return fetch(`${instance.origin}/api/products`, {
    headers: { [ACCESS_CODE_HEADER]: ACCESS_CODE, authorization: `Bearer ${token}` },
  });
}

/** The catalogue's answer once it is `status`: a settings change reaches B over Redis. */
async function catalogueBecomes(instance: Instance, token: string, status: number) {
  const deadline = Date.now() + 5000;
  for (;;) {
    const response = await catalogue(instance, token);
    if (response.status === status || Date.now() > deadline) return response;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function placeOrder(instance: Instance, product: TestProduct, quantity: number) {
  const response = await fetch(`${instance.origin}/api/orders`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [ACCESS_CODE_HEADER]: ACCESS_CODE,
      [IDEMPOTENCY_KEY_HEADER]: newIdempotencyKey(),
    },
    body: JSON.stringify(orderRequest([{ product_id: product.id, quantity }])),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as CreateOrderResponse;
}

function orderPickup(
  instance: Instance,
  product: TestProduct,
  slotStart: string,
  clientIp: string,
) {
  const { shipping_address: _address, ...body } = orderRequest([
    { product_id: product.id, quantity: 1 },
  ]);
  return fetch(`${instance.origin}/api/orders`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [ACCESS_CODE_HEADER]: ACCESS_CODE,
      [IDEMPOTENCY_KEY_HEADER]: newIdempotencyKey(),
      // A shopper of its own: the earlier tests' orders fill this client's unpaid-order bound.
      'x-forwarded-for': clientIp,
    },
    body: JSON.stringify({ ...body, fulfilment: { method: 'pickup', slot_start: slotStart } }),
  });
}

describe.skipIf(unavailable !== null)('several instances on one PostgreSQL and one Redis', () => {
  const databaseName = `canopy_multi_${randomBytes(6).toString('hex')}`;
  let redisDatabase: Awaited<ReturnType<typeof claimRedisDatabase>> | undefined;
  let database: DatabaseHandle | undefined;
  let a: Instance;
  let b: Instance;

  beforeAll(async () => {
    await onPostgres(`CREATE DATABASE ${databaseName}`);
    redisDatabase = await claimRedisDatabase();
    const env = {
      DATABASE_URL: urlForDatabase(postgresServerUrl, databaseName),
      REDIS_URL: redisUrlFor(redisDatabase.db),
    };
    // One after the other: the first start migrates the empty database.
    a = await startInstance(env);
    b = await startInstance(env);
    database = await openDatabase({ url: env.DATABASE_URL, poolSize: 1 });
    await putConfig(a, { age_verification: 'off' });
  }, 60_000);

  afterAll(async () => {
    await Promise.all(children.map(stopInstance));
    await database?.close();
    await onPostgres(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    await redisDatabase?.release();
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  function db() {
    if (!database) throw new Error('the database is not open');
    return database.db;
  }

  it('sends a stock change made through A to a websocket client of B', async () => {
    const product = await createProduct(db(), { stockQuantity: 5 });
    const validated = await validateAccessCode(b, '203.0.113.1');
    const { token } = (await validated.json()) as { token: string };
    const client = connectSocket(b.origin, token);
    await client.waitFor((frame) => frame.type === 'connection');

    await placeOrder(a, product, 2);

    expect(
      await client.waitFor(
        (frame) =>
          frame.type === 'stock_update' &&
          (frame.data as { product_id: number }).product_id === product.id,
      ),
    ).toEqual({ type: 'stock_update', data: { product_id: product.id, stock: 3 } });
    client.socket.terminate();
  });

  it('counts the access code validation limit (10 a minute) across both instances', async () => {
    const client = '203.0.113.2';
    const statuses: number[] = [];
    for (let call = 0; call < 6; call += 1)
      statuses.push((await validateAccessCode(a, client)).status);
    for (let call = 0; call < 5; call += 1)
      statuses.push((await validateAccessCode(b, client)).status);
    expect(statuses).toEqual([...Array<number>(10).fill(200), 429]);
    // Another client is not held back.
    expect((await validateAccessCode(b, '203.0.113.3')).status).toBe(200);
  });

  it('shows an order placed through A through B, to its token holder and to the admin', async () => {
    const product = await createProduct(db(), { stockQuantity: 4 });
    const placed = await placeOrder(a, product, 1);

    const mine = await fetch(`${b.origin}/api/orders/${String(placed.order.id)}`, {
      headers: { [ORDER_TOKEN_HEADER]: placed.order_token, [ACCESS_CODE_HEADER]: ACCESS_CODE },
    });
    expect(mine.status).toBe(200);
    expect(((await mine.json()) as OrderResponse).order).toMatchObject({
      id: placed.order.id,
      number: placed.order.number,
      total: placed.order.total,
    });

    const list = await fetch(`${b.origin}/api/admin/orders`, { headers: await signIn(b) });
    expect(list.status).toBe(200);
    const { items } = (await list.json()) as AdminOrderListResponse;
    expect(items.map((order) => order.number)).toContain(placed.order.number);
  });

  it("sends B's verified shoppers through the age step again when A raises the policy version", async () => {
    await putConfig(a, { age_verification: 'date_of_birth', age_policy_version: 1 });
    try {
      const validated = await validateAccessCode(b, '203.0.113.4');
      const { token } = (await validated.json()) as { token: string };
      expect((await catalogueBecomes(b, token, 403)).status).toBe(403);
      const verified = await fetch(`${b.origin}/api/age-verification`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [ACCESS_CODE_HEADER]: ACCESS_CODE,
          authorization: `Bearer ${token}`,
        },
        body: JSON.stringify({ date_of_birth: '1990-06-01' }),
      });
      expect(verified.status).toBe(200);
      const { token: verifiedToken } = (await verified.json()) as { token: string };
      expect((await catalogue(a, verifiedToken)).status).toBe(200);
      expect((await catalogue(b, verifiedToken)).status).toBe(200);
      const client = connectSocket(b.origin, verifiedToken);
      await client.waitFor((frame) => frame.type === 'connection');

      await putConfig(a, { age_policy_version: 2 });

      const refused = await catalogueBecomes(b, verifiedToken, 403);
      expect(refused.status).toBe(403);
      expect(await refused.json()).toMatchObject({ error: 'age_verification_required' });
      expect(
        await client.waitFor(
          (frame) =>
            frame.type === 'error' &&
            (frame.data as { detail: string }).detail === 'Age verification required',
        ),
      ).toBeTruthy();
      client.socket.terminate();
    } finally {
      await putConfig(a, { age_verification: 'off' });
    }
  });

  it("fills a pickup slot booked through A for B, and tells B's websocket client", async () => {
    await putConfig(a, {
      pickup_slots: { ...DEFAULT_STORE_SETTINGS.pickup_slots, slot_capacity: 1 },
    });
    const validated = await validateAccessCode(b, '203.0.113.5');
    const { token } = (await validated.json()) as { token: string };
    // The day after tomorrow in the store: all its slots are offered whatever the hour now.
    const date = shiftDay(storeDay(new Date(), DEFAULT_STORE_SETTINGS.timezone), 2);
    const listed = await fetch(`${a.origin}/api/fulfilment/slots?method=pickup&date=${date}`, {
      headers: { [ACCESS_CODE_HEADER]: ACCESS_CODE, authorization: `Bearer ${token}` },
    });
    expect(listed.status).toBe(200);
    const slot = ((await listed.json()) as FulfilmentSlots).slots[3];
    if (!slot) throw new Error('no pickup slot on the day after tomorrow');
    const client = connectSocket(b.origin, token);
    await client.waitFor((frame) => frame.type === 'connection');
    const product = await createProduct(db(), { stockQuantity: 5 });

    expect((await orderPickup(a, product, slot.start, '203.0.113.6')).status).toBe(201);
    const full = await orderPickup(b, product, slot.start, '203.0.113.7');
    expect(full.status).toBe(409);
    expect(await full.json()).toMatchObject({ error: 'slot_full' });

    expect(
      await client.waitFor(
        (frame) =>
          frame.type === 'slot_update' && (frame.data as { start: string }).start === slot.start,
      ),
    ).toEqual({
      type: 'slot_update',
      data: { method: 'pickup', start: slot.start, available: 0 },
    });
    client.socket.terminate();
  });
});
