// PostgreSQL going away under load, and coming back, for the real server process. The server
// reaches PostgreSQL through a TCP proxy (tcp-proxy.ts): cutting it resets every open connection
// and refuses new ones, which is what a stopped or crashed database looks like from the server.
// Proves that while the database is away every answer comes quickly (none hangs) and none is a
// 500: orders answer 503 with an error body and a detail, catalogue reads answer 503 or from the
// cache, and GET /api/health/database says down; that the service comes back by itself once the
// database does (same process, no restart); and that the outage left no partial order: every
// order has its lines and its unpaid, held state, the stock balances, every 201 is in the
// database, no order exists for a request told "your order was not placed", and a request whose
// outcome the client could not know (503 while its order committed) gets that order on retry.
//
// Runs once per CI, in the PostgreSQL pass (see fault-environment.ts for why); skipped with the
// reason printed otherwise.
import { ACCESS_CODE_HEADER } from '@canopy/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  attemptOrder,
  auditLedger,
  createStockedProducts,
  newKey,
  orderIdForKey,
  randomOrderBody,
  REQUEST_TIMEOUT_MS,
  WHOLE_LEDGER,
  type Attempt,
} from './checkout-ledger';
import {
  cleanUp,
  createScratchDatabase,
  faultSuitesSkipReason,
  onCleanup,
  postgresAddress,
  type ScratchDatabase,
} from './fault-environment';
import { FAULT_SHOP, startServerProcess, type ServerProcess } from './server-process';
import { startTcpProxy, type TcpProxy } from './tcp-proxy';

const skipReason = await faultSuitesSkipReason();
if (skipReason) console.warn(`database-outage suite skipped: ${skipReason}`);

const BUYERS = 16;
const READERS = 4;
const STARTING_STOCK = [2000, 2000, 2000];
const BEFORE_CUT_MS = 1500;
const OUTAGE_MS = 3000;
const AFTER_RECOVERY_MS = 1500;
// How long the service may take to notice that the database is back.
const RECOVERY_DEADLINE_MS = 30_000;
// A client told this must find no order: the checkout promises it.
const NOT_PLACED = /not placed/i;

interface Timed<T> {
  sentAt: number;
  doneAt: number;
  result: T;
}

interface Read {
  status: number | null;
  body: unknown;
}

async function readCatalogue(origin: string): Promise<Read> {
  try {
    const response = await fetch(`${origin}/api/products?page_size=5`, {
      headers: { [ACCESS_CODE_HEADER]: FAULT_SHOP.accessCode },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    return { status: response.status, body: await response.json() };
  } catch (error) {
    return { status: null, body: String(error) };
  }
}

async function timed<T>(run: () => Promise<T>): Promise<Timed<T>> {
  const sentAt = Date.now();
  const result = await run();
  return { sentAt, doneAt: Date.now(), result };
}

async function databaseHealth(origin: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${origin}/api/health/database`, {
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  return { status: response.status, body: await response.json() };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(skipReason !== null)('PostgreSQL stopped under load', () => {
  let database: ScratchDatabase;
  let proxy: TcpProxy;
  let server: ServerProcess;

  beforeAll(async () => {
    database = await createScratchDatabase('outage');
    proxy = await startTcpProxy(postgresAddress());
    onCleanup(() => proxy.close());
    server = await startServerProcess({ DATABASE_URL: database.urlVia(proxy.port) });
  });

  afterAll(cleanUp);

  it('answers 503 while it is away, recovers by itself, and leaves no partial order', async () => {
    const productIds = await createStockedProducts(database.pool, STARTING_STOCK);
    const startingStock = new Map(productIds.map((id, index) => [id, STARTING_STOCK[index] ?? 0]));
    const orders: Array<Timed<Attempt>> = [];
    const reads: Array<Timed<Read>> = [];
    let stopped = false;

    // A refused buyer waits a little before the next order, as a client backing off would.
    const buyers = Array.from({ length: BUYERS }, async () => {
      while (!stopped) {
        const order = await timed(() =>
          attemptOrder(server.origin, newKey(), randomOrderBody(productIds)),
        );
        orders.push(order);
        if (order.result.status !== 201) await pause(100);
      }
    });
    const readers = Array.from({ length: READERS }, async () => {
      while (!stopped) {
        reads.push(await timed(() => readCatalogue(server.origin)));
        await pause(20);
      }
    });

    await pause(BEFORE_CUT_MS);
    const cutAt = Date.now();
    await proxy.cut();
    await pause(OUTAGE_MS / 2);
    const healthDuringOutage = await databaseHealth(server.origin);
    await pause(OUTAGE_MS / 2);
    const restoredAt = Date.now();
    await proxy.restore();

    let recoveredAt: number | null = null;
    while (recoveredAt === null && Date.now() - restoredAt < RECOVERY_DEADLINE_MS) {
      const health = await databaseHealth(server.origin);
      const placed = await timed(() =>
        attemptOrder(server.origin, newKey(), randomOrderBody(productIds)),
      );
      orders.push(placed);
      if (health.status === 200 && placed.result.status === 201) recoveredAt = Date.now();
      else await pause(200);
    }
    await pause(AFTER_RECOVERY_MS);
    stopped = true;
    await Promise.all([...buyers, ...readers]);

    expect(healthDuringOutage).toMatchObject({ status: 503, body: { status: 'down' } });
    expect(recoveredAt).not.toBeNull();
    expect(server.child.exitCode).toBeNull();

    // Every request answered (none hung past REQUEST_TIMEOUT_MS), and never with a 500.
    expect(orders.filter((order) => order.result.status === null)).toEqual([]);
    expect(reads.filter((read) => read.result.status === null)).toEqual([]);
    expect(new Set(orders.map((order) => order.result.status))).toSatisfy((statuses: Set<number>) =>
      [...statuses].every((status) => [201, 409, 503].includes(status)),
    );
    expect(new Set(reads.map((read) => read.result.status))).toSatisfy((statuses: Set<number>) =>
      [...statuses].every((status) => [200, 503].includes(status)),
    );
    for (const read of reads.filter((each) => each.result.status === 503)) {
      expect(read.result.body).toMatchObject({
        error: 'service_unavailable',
        detail: expect.any(String) as string,
      });
    }
    for (const order of orders.filter((each) => each.result.status === 503)) {
      expect(order.result.detail).toEqual(expect.any(String));
    }
    // Orders sent once the database was gone and answered before it was back: all refused.
    const duringOutage = orders.filter(
      (order) => order.sentAt >= cutAt && order.doneAt <= restoredAt,
    );
    expect(duringOutage.length).toBeGreaterThan(0);
    expect(duringOutage.filter((order) => order.result.status !== 503)).toEqual([]);

    const confirmedIds = orders
      .filter((order) => order.result.status === 201)
      .map((order) => order.result.orderId ?? -1);
    expect(await auditLedger(database.pool, startingStock, confirmedIds)).toEqual(WHOLE_LEDGER);

    // Refused requests: none told "not placed" has an order; one that committed anyway (the
    // client could not know) is answered with that very order when retried with its key.
    let committedDespite503 = 0;
    for (const { result } of orders.filter((order) => order.result.status === 503)) {
      const committed = await orderIdForKey(database.pool, result.key);
      if (committed === null) continue;
      committedDespite503 += 1;
      expect(result.detail).not.toMatch(NOT_PLACED);
      const again = await attemptOrder(server.origin, result.key, result.body);
      expect({ status: again.status, orderId: again.orderId }).toEqual({
        status: 201,
        orderId: committed,
      });
    }
    expect(await auditLedger(database.pool, startingStock, confirmedIds)).toEqual(WHOLE_LEDGER);

    const count = (list: Array<Timed<{ status: number | null }>>, status: number) =>
      list.filter((item) => item.result.status === status).length;
    console.info(
      `database-outage: ${String(orders.length)} orders (${String(count(orders, 201))} 201, ` +
        `${String(count(orders, 503))} 503, ${String(count(orders, 409))} 409) and ` +
        `${String(reads.length)} catalogue reads (${String(count(reads, 200))} 200, ` +
        `${String(count(reads, 503))} 503) from ${String(BUYERS)} buyers and ` +
        `${String(READERS)} readers; 1 cut of ${String(restoredAt - cutAt)} ms ` +
        `(${String(proxy.stats.connections)} database connections through the proxy); recovered ` +
        `${String((recoveredAt ?? 0) - restoredAt)} ms after the database was back; ` +
        `${String(committedDespite503)} orders committed despite a 503, each returned on retry; ` +
        'stock lost = 0',
    );
  }, 120_000);
});
