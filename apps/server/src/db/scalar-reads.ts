// Reads of one transaction that do not depend on each other, sent as one statement: each is a
// scalar subquery answering one value (a count, an array, a JSON document) checked by its own
// schema. A hot path (placing an order) pays one round trip for them instead of one each, and
// PostgreSQL plans each shape of the batch a few times per connection, not on every execution
// (db/prepared.ts).
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from './client';
import { executePrepared } from './prepared';
import { parseRows } from './rows';

/**
 * A subquery answering one value, and what that value must be. Its text must not vary with the
 * values (those are bound parameters): each shape of a batch is prepared once per connection.
 */
export interface ScalarRead<T> {
  sql: SQL;
  schema: z.ZodType<T>;
}

const rowSchema = z.record(z.string(), z.unknown());

export interface ScalarBatch {
  /** Adds a read; its value is there once the batch has run. */
  add<T>(read: ScalarRead<T>): () => T;
  /** Sends every read added, in one statement (none when there are none). */
  run(db: Database): Promise<void>;
}

export function scalarBatch(): ScalarBatch {
  const reads: ScalarRead<unknown>[] = [];
  let values: unknown[] | null = null;
  return {
    add<T>(read: ScalarRead<T>) {
      const index = reads.length;
      reads.push(read);
      return () => {
        if (values === null) throw new Error('a batched read was used before the batch ran');
        return read.schema.parse(values[index]);
      };
    },

    async run(db) {
      if (reads.length === 0) {
        values = [];
        return;
      }
      const result = await executePrepared(
        db,
        sql`select ${sql.join(
          reads.map((read, index) => sql`(${read.sql}) as ${sql.identifier(`read_${index}`)}`),
          sql`, `,
        )}`,
      );
      const [row] = parseRows(result, rowSchema);
      values = reads.map((_, index) => row?.[`read_${index}`]);
    },
  };
}
