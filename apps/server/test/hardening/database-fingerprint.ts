// A fingerprint of every application table (schema public): its row count and the md5 of its rows
// in primary-key order, all tables in one statement. Two equal fingerprints mean no row was
// added, removed or changed in between. Tables a test expects to change on purpose are left out
// by name, each with the reason.
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../src/db/client';

export type Fingerprint = Record<string, string>;

const tableKeySchema = z.object({ table: z.string(), primaryKey: z.array(z.string()) });
type TableKey = z.infer<typeof tableKeySchema>;
const tableStateSchema = z.object({ table: z.string(), state: z.string() });

/** The rows of a raw statement (PGlite and node-postgres both answer `{rows}`). */
const rowsOf = <T extends z.ZodType>(result: unknown, row: T): Array<z.infer<T>> =>
  z.object({ rows: z.array(row) }).parse(result).rows;

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function tableKeys(db: Database): Promise<TableKey[]> {
  const result = await db.execute(sql`
    select c.relname as "table",
           coalesce(array_agg(a.attname::text order by a.attnum)
                    filter (where a.attname is not null), '{}') as "primaryKey"
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    left join pg_index i on i.indrelid = c.oid and i.indisprimary
    left join pg_attribute a on a.attrelid = c.oid and a.attnum = any(i.indkey)
    where n.nspname = 'public' and c.relkind in ('r', 'p')
    group by c.relname
    order by c.relname`);
  return rowsOf(result, tableKeySchema);
}

/**
 * Reads the table list once and returns the one-statement fingerprint of those tables.
 * `ignored` maps a table name to why its rows may change (it must exist: a stale name fails).
 */
export async function createFingerprinter(
  db: Database,
  ignored: Readonly<Record<string, string>> = {},
): Promise<() => Promise<Fingerprint>> {
  const keys = await tableKeys(db);
  const names = new Set(keys.map((key) => key.table));
  for (const table of Object.keys(ignored)) {
    if (!names.has(table)) throw new Error(`No table ${table} to leave out of the fingerprint`);
  }
  const parts = keys
    .filter((key) => !(key.table in ignored))
    .map(({ table, primaryKey }) => {
      const order =
        primaryKey.length > 0
          ? primaryKey.map((column) => `x.${quote(column)}`).join(', ')
          : 'x::text';
      return (
        `select '${table}' as "table", count(*)::text || ':' || ` +
        `md5(coalesce(string_agg(x::text, E'\\n' order by ${order}), '')) as "state" ` +
        `from ${quote(table)} x`
      );
    });
  const statement = sql.raw(parts.join('\nunion all\n'));

  return async () => {
    const result = await db.execute(statement);
    return Object.fromEntries(
      rowsOf(result, tableStateSchema).map((row) => [row.table, row.state]),
    );
  };
}
