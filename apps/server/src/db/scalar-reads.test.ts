// Independent reads sent as one statement: each value comes back under its own schema, in the
// order the reads were added; an empty batch sends nothing; a value used before the batch ran is
// a programming error. On the database the suite runs against (PGlite, or TEST_DATABASE_URL).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openDatabase, type Database, type DatabaseHandle } from './client';
import { scalarBatch } from './scalar-reads';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openDatabase({ url: process.env.TEST_DATABASE_URL });
});

afterAll(async () => {
  await handle.close();
});

describe('scalarBatch', () => {
  it('answers each read with its own value, a count, an array and a JSON document', async () => {
    const batch = scalarBatch();
    const count = batch.add({
      sql: sql`select count(*)::int from generate_series(1, ${3}::int)`,
      schema: z.number().int(),
    });
    const words = batch.add({
      sql: sql`select array['b', 'a']::text[]`,
      schema: z.array(z.string()),
    });
    const lines = batch.add({
      sql: sql`select coalesce(json_agg(json_build_object('n', n) order by n), '[]'::json)
        from generate_series(1, 2) n`,
      schema: z.array(z.object({ n: z.number() })),
    });
    expect(() => count()).toThrow(/before the batch ran/);
    await batch.run(handle.db);
    expect(count()).toBe(3);
    expect(words()).toEqual(['b', 'a']);
    expect(lines()).toEqual([{ n: 1 }, { n: 2 }]);
  });

  it('refuses a value its schema does not accept', async () => {
    const batch = scalarBatch();
    const wrong = batch.add({ sql: sql`select 'seven'`, schema: z.number() });
    await batch.run(handle.db);
    expect(() => wrong()).toThrow();
  });

  it('sends nothing when it holds no read', async () => {
    const batch = scalarBatch();
    const sent: unknown[] = [];
    const recording = {
      execute: (statement: unknown) => {
        sent.push(statement);
        return handle.db.execute(sql`select 1`);
      },
    } as unknown as Database;
    await batch.run(recording);
    expect(sent).toEqual([]);
  });
});
