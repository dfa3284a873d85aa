// Transaction-scoped advisory locks by name, the same on PostgreSQL and PGlite: each name is
// hashed to 64 bits (hashtextextended) and held until the transaction ends. Several are taken in
// one statement, in the order given (PostgreSQL evaluates a select list left to right), so a
// hot path pays one round trip for all of them; callers list them in one fixed order so that two
// transactions never wait on each other in a cycle.
import { sql } from 'drizzle-orm';
import type { Database } from './client';

export async function lockNames(tx: Database, names: readonly string[]): Promise<void> {
  if (names.length === 0) return;
  await tx.execute(
    sql`select ${sql.join(
      names.map((name) => sql`pg_advisory_xact_lock(hashtextextended(${name}, 0))`),
      sql`, `,
    )}`,
  );
}
