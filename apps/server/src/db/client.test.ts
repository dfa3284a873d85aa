// The PostgreSQL pool survives a connection that dies while checked out: the backend of a
// transaction in progress is terminated between two of its queries (what a database restart or a
// network cut does), and the process must not crash on the client's 'error' event. The
// transaction fails as "service unavailable" (503) and the pool goes on with a new connection.
// Needs PostgreSQL: TEST_DATABASE_URL, else postgres@127.0.0.1:5432; skipped with a message when
// neither answers (a failure when TEST_DATABASE_URL is set).
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { isServiceUnavailableError } from '../lib/service-unavailable';
import { openDatabase } from './client';

const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function postgresUnavailableReason(): Promise<string | null> {
  const probe = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 2000 });
  try {
    await probe.connect();
    return null;
  } catch (error) {
    if (process.env.TEST_DATABASE_URL) throw error;
    return `no PostgreSQL at ${new URL(serverUrl).host} (${String(error)}); set TEST_DATABASE_URL`;
  } finally {
    await probe.end().catch(() => undefined);
  }
}

const unavailable = await postgresUnavailableReason();
if (unavailable) console.warn(`db client test skipped: ${unavailable}`);

describe.skipIf(unavailable !== null)('openDatabase on PostgreSQL', () => {
  it('answers a connection lost inside a transaction as unavailable, and carries on', async () => {
    const handle = await openDatabase({ url: serverUrl, poolSize: 2 });
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      const outcome = await handle.db
        .transaction(async (tx) => {
          const result = await tx.execute(sql`select pg_backend_pid() as pid`);
          const pid = (result as { rows: Array<{ pid: number }> }).rows[0]?.pid;
          await admin.query('select pg_terminate_backend($1)', [pid]);
          // The client learns of it while idle in the transaction: that is the 'error' event.
          for (;;) {
            const { rowCount } = await admin.query(
              'select 1 from pg_stat_activity where pid = $1',
              [pid],
            );
            if (rowCount === 0) break;
          }
          await new Promise((resolve) => setTimeout(resolve, 200));
          await tx.execute(sql`select 1`);
        })
        .then(
          () => 'committed',
          (error: unknown) => error,
        );
      expect(isServiceUnavailableError(outcome)).toBe(true);
      const after = await handle.db.execute(sql`select 1 as one`);
      expect((after as { rows: unknown[] }).rows).toEqual([{ one: 1 }]);
    } finally {
      await admin.end();
      await handle.close();
    }
  });
});
