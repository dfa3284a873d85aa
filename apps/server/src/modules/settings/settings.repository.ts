// Storage of system settings: one row per key, the value as JSON.
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
