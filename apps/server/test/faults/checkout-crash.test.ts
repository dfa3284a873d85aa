// `kill -9` of the real server process in the middle of a 50-buyer checkout load, then a restart on
// the same PostgreSQL database. Proves that a crash loses nothing that was confirmed and leaves
// nothing half-done: every order a buyer got 201 for is there with its lines, no order lacks
// lines, and for every product the stock left plus the units in non-cancelled orders is the
// starting stock. Retrying any request with its Idempotency-Key after the restart answers the
// same order (the one that committed before the kill, if any) and never creates a second one.
//
// Runs once per CI, in the PostgreSQL pass (see fault-environment.ts for why); skipped with the
// reason printed otherwise.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  attemptOrder,
  auditLedger,
  createStockedProducts,
  orderIdForKey,
  runBuyers,
  WHOLE_LEDGER,
  type Attempt,
} from './checkout-ledger';
import {
  cleanUp,
  createScratchDatabase,
  faultSuitesSkipReason,
  type ScratchDatabase,
} from './fault-environment';
import { startServerProcess, type ServerProcess } from './server-process';

const skipReason = await faultSuitesSkipReason();
if (skipReason) console.warn(`checkout-crash suite skipped: ${skipReason}`);

const BUYERS = 50;
// Enough orders committed that the kill lands mid-load, not at its start or end.
const COMMITTED_BEFORE_KILL = 40;
const STARTING_STOCK = [300, 300, 300, 300];

describe.skipIf(skipReason !== null)('kill -9 during a 50-buyer checkout load', () => {
  let database: ScratchDatabase;
  let server: ServerProcess;

  beforeAll(async () => {
    database = await createScratchDatabase('crash');
    server = await startServerProcess({ DATABASE_URL: database.url });
  });

  afterAll(cleanUp);

  it('keeps every confirmed order whole and the stock balanced across a restart', async () => {
    const productIds = await createStockedProducts(database.pool, STARTING_STOCK);
    const startingStock = new Map(productIds.map((id, index) => [id, STARTING_STOCK[index] ?? 0]));
    const attempts: Attempt[] = [];
    let killed = false;
    const committed = () => attempts.filter((attempt) => attempt.status === 201).length;

    const load = runBuyers({
      buyers: BUYERS,
      origin: server.origin,
      productIds,
      attempts,
      stop: () => killed,
    });
    const started = Date.now();
    while (committed() < COMMITTED_BEFORE_KILL) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    server.child.kill('SIGKILL');
    killed = true;
    expect((await server.exited).signal).toBe('SIGKILL');
    await load;
    const loadSeconds = (Date.now() - started) / 1000;

    // Only 201s before the kill and, at the kill, 409s (short stock is fine) or no answer at all.
    expect(
      attempts.filter((a) => a.status !== null && a.status !== 201 && a.status !== 409),
    ).toEqual([]);
    const confirmed = attempts.filter((attempt) => attempt.status === 201);
    const unanswered = attempts.filter((attempt) => attempt.status === null);

    const restarted = await startServerProcess({ DATABASE_URL: database.url });
    const confirmedIds = confirmed.map((attempt) => attempt.orderId ?? -1);
    expect(await auditLedger(database.pool, startingStock, confirmedIds)).toEqual(WHOLE_LEDGER);

    // The same key again: the same order for a confirmed one.
    for (const attempt of confirmed) {
      const again = await attemptOrder(restarted.origin, attempt.key, attempt.body);
      expect({ status: again.status, orderId: again.orderId }).toEqual({
        status: 201,
        orderId: attempt.orderId,
      });
    }
    // For one that got no answer: the order that committed before the kill, or a first one now.
    let committedUnanswered = 0;
    for (const attempt of unanswered) {
      const before = await orderIdForKey(database.pool, attempt.key);
      if (before !== null) committedUnanswered += 1;
      const again = await attemptOrder(restarted.origin, attempt.key, attempt.body);
      expect(again.status).toBe(201);
      if (before !== null) expect(again.orderId).toBe(before);
      expect(await orderIdForKey(database.pool, attempt.key)).toBe(again.orderId);
    }
    expect(await auditLedger(database.pool, startingStock, confirmedIds)).toEqual(WHOLE_LEDGER);
    // One order per key that reached the server, none besides.
    const { rows } = await database.pool.query<{ orders: number }>(
      'select count(*)::int as orders from orders',
    );
    expect(rows[0]?.orders).toBe(confirmed.length + unanswered.length);
    console.info(
      `checkout-crash: ${String(BUYERS)} buyers sent ${String(attempts.length)} orders in ` +
        `${loadSeconds.toFixed(1)} s; kill -9 after ${String(confirmed.length)} confirmed; ` +
        `${String(unanswered.length)} unanswered at the kill, ${String(committedUnanswered)} of ` +
        `them had committed; ${String(rows[0]?.orders)} orders after retrying every key; ` +
        'stock lost = 0',
    );
  }, 120_000);
});
