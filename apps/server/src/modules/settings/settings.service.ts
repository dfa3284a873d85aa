// The shop's settings as one typed object. A key without a row, or with a value that no longer
// fits its type, reads as its default, so the shop works on an empty table.
import {
  DEFAULT_STORE_SETTINGS,
  storeSettingsSchema,
  type StoreSettingKey,
  type StoreSettings,
} from '@canopy/contracts';
import type { Database } from '../../db/client';
import { insertMissingSettings, readAllSettings } from './settings.repository';

const SETTING_KEYS = Object.keys(DEFAULT_STORE_SETTINGS) as StoreSettingKey[];

function isSettingKey(key: string): key is StoreSettingKey {
  return (SETTING_KEYS as string[]).includes(key);
}

/**
 * The settings as stored, each unusable or missing key read as its default. Each stored value is
 * checked against its key's schema and the defaults are valid by construction, so the whole is not
 * parsed again (the settings are read on hot paths: one parse of them all costs ~80 µs).
 */
export async function readStoreSettings(db: Database): Promise<StoreSettings> {
  const merged: StoreSettings = { ...DEFAULT_STORE_SETTINGS };
  for (const { key, value } of await readAllSettings(db)) {
    if (!isSettingKey(key)) continue;
    const fits = storeSettingsSchema.shape[key].safeParse(value);
    if (fits.success) Object.assign(merged, { [key]: fits.data });
  }
  return merged;
}

export type SettingsService = ReturnType<typeof createSettingsService>;

export function createSettingsService({ db }: { db: Database }) {
  return {
    get: () => readStoreSettings(db),

    /** Seeds every key that has no row with its default (idempotent). */
    async ensureDefaults(): Promise<void> {
      await insertMissingSettings(
        db,
        SETTING_KEYS.map((key) => ({ key, value: DEFAULT_STORE_SETTINGS[key] })),
      );
    },
  };
}
