// A statement run through executePrepared answers each execution with its own values; on
// PostgreSQL it is one prepared statement per text on a connection, whose generic plan is reused
// after the first executions (what the checkout's batch of reads relies on). PGlite prepares
// nothing and answers the same. On the database the suite runs against (PGlite, or
// TEST_DATABASE_URL).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openDatabase, type DatabaseHandle } from './client';
import { executePrepared } from './prepared';
import { parseRows } from './rows';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openDatabase({ url: process.env.TEST_DATABASE_URL });
});

afterAll(async () => {
  await handle.close();
});

const doubledSchema = z.object({ doubled: z.number().int() });
const preparedSchema = z.object({
  generic_plans: z.coerce.number(),
  custom_plans: z.coerce.number(),
});

describe('executePrepared', () => {
  it('answers each execution with its values, from one statement prepared once', async () => {
    const values = [1, 2, 3, 4, 5, 6, 7, 8];
    await handle.db.transaction(async (tx) => {
      const doubled: number[] = [];
      for (const value of values) {
        const [row] = parseRows(
          await executePrepared(tx, sql`select ${value}::int * 2 as doubled`),
          doubledSchema,
        );
        doubled.push(row?.doubled ?? 0);
      }
      expect(doubled).toEqual(values.map((value) => value * 2));

      const prepared = parseRows(
        await tx.execute(sql`select generic_plans, custom_plans from pg_prepared_statements
          where statement = 'select $1::int * 2 as doubled'`),
        preparedSchema,
      );
      if (handle.kind === 'pglite') {
        expect(prepared).toEqual([]);
        return;
      }
      // Planned for the first five executions, then the generic plan for the rest.
      expect(prepared).toHaveLength(1);
      expect(prepared[0]?.custom_plans).toBe(5);
      expect(prepared[0]?.generic_plans).toBe(values.length - 5);
    });
  });
});
