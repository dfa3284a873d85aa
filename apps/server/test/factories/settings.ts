// Stored settings for tests, as the system config screen will write them.
import type { Database } from '../../src/db/client';
import { settings } from '../../src/db/schema';

/** Stores any JSON under a key, even a value of the wrong type (to test how it is read). */
export async function putSetting(db: Database, key: string, value: unknown): Promise<void> {
  await db
    .insert(settings)
    .values({ key, value })
    .onConflictDoUpdate({ target: settings.key, set: { value } });
}
