// The rows of a raw statement (`db.execute(sql`…`)`), checked against what the SQL promised.
import { z } from 'zod';

/** Each row schema's `{rows}` schema, made once: zod compiles an object schema on first use. */
const resultSchemas = new WeakMap<z.ZodType, z.ZodType<{ rows: unknown[] }>>();

/**
 * The rows of a raw statement. PGlite and node-postgres both answer `{rows}`; the row schema
 * checks what the SQL promised, so a drift between the two fails loudly here. Pass a row schema
 * made once (a module constant), not one made per call.
 */
export function parseRows<T extends z.ZodType>(result: unknown, row: T): z.infer<T>[] {
  let schema = resultSchemas.get(row);
  if (!schema) {
    schema = z.object({ rows: z.array(row) });
    resultSchemas.set(row, schema);
  }
  return schema.parse(result).rows as z.infer<T>[];
}
