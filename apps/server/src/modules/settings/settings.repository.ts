// Storage of system settings: one row per key, the value as JSON.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { settings } from '../../db/schema';

export async function readAllSettings(
  db: Database,
): Promise<Array<{ key: string; value: unknown }>> {
  return db.select({ key: settings.key, value: settings.value }).from(settings);
}

/** Writes the keys that have no row yet; existing values are left alone. */
export async function insertMissingSettings(
  db: Database,
  values: Array<{ key: string; value: unknown }>,
): Promise<void> {
  if (values.length === 0) return;
  await db.insert(settings).values(values).onConflictDoNothing({ target: settings.key });
}

/** Writes each key's value, creating missing rows. */
export async function upsertSettings(
  db: Database,
  values: Array<{ key: string; value: unknown }>,
): Promise<void> {
  if (values.length === 0) return;
  await db
    .insert(settings)
    .values(values)
    .onConflictDoUpdate({
      target: settings.key,
      set: { value: sql`excluded.value`, updatedAt: sql`now()` },
    });
}

/** Serializes System Config writes until the transaction ends (their audit before/after stay true). */
export async function lockSettings(db: Database): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('canopy.settings'))`);
}
