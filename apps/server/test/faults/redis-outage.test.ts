// Redis going away and coming back, for the real server process (REDIS_URL set, PostgreSQL
// straight). The server reaches Redis through a TCP proxy (tcp-proxy.ts): cutting it resets every
// open connection and refuses new ones, which is what a stopped Redis looks like from the server.
// Proves that one instance keeps serving while Redis is away, every call answered (none hangs):
// catalogue reads, access-code validation, admin login and order placement all succeed, and a
// warning about Redis is logged. Rate limits fall back to this instance's own memory (not off):
// the 11th validation a minute from one client is still refused. When Redis is back, what goes
// between instances through it resumes by itself: a stock change reaches a websocket client
// through Redis pub/sub again.
//
// Runs once per CI, in the PostgreSQL pass (see fault-environment.ts for why), where Redis
// answers (REDIS_URL, else 127.0.0.1:6379); skipped with the reason printed otherwise.
import {
  ACCESS_CODE_HEADER,
  type ValidateAccessCodeResponse,
  type WsServerMessage,
} from '@canopy/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { orderRequest } from '../factories/orders';
import { redisUnavailableReason } from '../helpers/test-redis';
import { attemptOrder, createStockedProducts, newKey, REQUEST_TIMEOUT_MS } from './checkout-ledger';
import {
  cleanUp,
  createScratchDatabase,
  faultSuitesSkipReason,
  onCleanup,
  type ScratchDatabase,
} from './fault-environment';
import { claimRedisDatabase, redisAddress } from './redis-database';
import { FAULT_SHOP, startServerProcess, type ServerProcess } from './server-process';
import { startTcpProxy, type TcpProxy } from './tcp-proxy';

const skipReason = (await faultSuitesSkipReason()) ?? (await redisUnavailableReason());
if (skipReason) console.warn(`redis-outage suite skipped: ${skipReason}`);

// How long Redis-backed features may take to resume once Redis is back.
const RESUME_DEADLINE_MS = 30_000;

async function call(
  origin: string,
  path: string,
  init: RequestInit = {},
): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${origin}${path}`, {
    ...init,
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  return { status: response.status, body: await response.json() };
}

function validateAccessCode(origin: string, clientIp: string) {
  return call(origin, '/api/validate-access-code', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': clientIp },
    body: JSON.stringify({ code: FAULT_SHOP.accessCode }),
  });
}

function adminLogin(origin: string) {
  return call(origin, '/api/admin/login', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(FAULT_SHOP.admin),
  });
}

function readCatalogue(origin: string) {
  return call(origin, '/api/products?page_size=5', {
    headers: { [ACCESS_CODE_HEADER]: FAULT_SHOP.accessCode },
  });
}

/** A websocket client that keeps every frame. */
function connectSocket(origin: string, token: string) {
  const frames: WsServerMessage[] = [];
  const socket = new WebSocket(`${origin.replace('http', 'ws')}/ws?token=${token}`);
  socket.on('message', (data: Buffer) => {
    frames.push(JSON.parse(data.toString('utf8')) as WsServerMessage);
  });
  const stockOf = (productId: number) =>
    frames.filter(
      (frame) =>
        frame.type === 'stock_update' &&
        (frame.data as { product_id: number }).product_id === productId,
    );
  return { socket, frames, stockOf };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(skipReason !== null)('Redis stopped', () => {
  let database: ScratchDatabase;
  let proxy: TcpProxy;
  let server: ServerProcess;

  beforeAll(async () => {
    database = await createScratchDatabase('redis');
    const redisDatabase = await claimRedisDatabase();
    proxy = await startTcpProxy(redisAddress());
    onCleanup(() => proxy.close());
    server = await startServerProcess({
      DATABASE_URL: database.url,
      REDIS_URL: redisDatabase.urlVia(proxy.port),
    });
  });

  afterAll(cleanUp);

  it('keeps one instance serving with a warning, and resumes pub/sub when it is back', async () => {
    const [productId = 0] = await createStockedProducts(database.pool, [500]);
    const validated = await validateAccessCode(server.origin, '198.51.100.1');
    expect(validated.status).toBe(200);
    const { token } = validated.body as ValidateAccessCodeResponse & { token: string };
    const client = connectSocket(server.origin, token);
    const placeOne = () =>
      attemptOrder(
        server.origin,
        newKey(),
        JSON.stringify(orderRequest([{ product_id: productId, quantity: 1 }])),
      );
    async function stockFrameArrives(deadlineMs: number): Promise<boolean> {
      const deadline = Date.now() + deadlineMs;
      while (Date.now() < deadline) {
        const seen = client.stockOf(productId).length;
        expect((await placeOne()).status).toBe(201);
        for (let wait = 0; wait < 10; wait += 1) {
          if (client.stockOf(productId).length > seen) return true;
          await pause(50);
        }
      }
      return false;
    }
    // Before the fault: a stock change reaches the socket through Redis.
    expect(await stockFrameArrives(RESUME_DEADLINE_MS)).toBe(true);

    const linesBefore = server.lines().length;
    await proxy.cut();
    const outageStarted = Date.now();
    const during = {
      catalogue: await readCatalogue(server.origin),
      validation: await validateAccessCode(server.origin, '198.51.100.2'),
      login: await adminLogin(server.origin),
      order: await placeOne(),
    };
    expect({
      catalogue: during.catalogue.status,
      validation: during.validation.status,
      login: during.login.status,
      order: during.order.status,
    }).toEqual({ catalogue: 200, validation: 200, login: 200, order: 201 });
    // The per-client limit still holds, counted in this instance's memory meanwhile.
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      statuses.push((await validateAccessCode(server.origin, '198.51.100.3')).status);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(200), 429]);
    const outageMs = Date.now() - outageStarted;
    const warnings = server
      .lines()
      .slice(linesBefore)
      .filter((line) => line.includes('"level":40') && /redis/i.test(line));
    expect(warnings.length).toBeGreaterThan(0);

    await proxy.restore();
    const restoredAt = Date.now();
    expect(await stockFrameArrives(RESUME_DEADLINE_MS)).toBe(true);
    const resumedMs = Date.now() - restoredAt;
    client.socket.terminate();

    console.info(
      `redis-outage: 1 cut; during ${String(outageMs)} ms without Redis: catalogue, validation, ` +
        `login and order answered 2xx, 11 validations from one client → 10 × 200 then 429 ` +
        `(in-memory fallback); ${String(warnings.length)} warning lines about Redis; pub/sub ` +
        `resumed ${String(resumedMs)} ms after Redis was back`,
    );
  }, 120_000);
});
