// The shop's system configuration (the `settings` table): the keys, their types and defaults.
// Amounts are dollars, as the API speaks them; the server converts to cents where it computes.
import { z } from 'zod';

export const STORE_STATUSES = ['online', 'offline', 'maintenance'] as const;
export type StoreStatus = (typeof STORE_STATUSES)[number];

export const storeSettingsSchema = z.object({
  store_status: z.enum(STORE_STATUSES),
  /** A fraction: 0.08 is 8 %. */
  tax_rate: z.number().min(0).max(1),
  flat_shipping_rate: z.number().nonnegative(),
  free_shipping_threshold: z.number().nonnegative(),
  low_stock_threshold: z.number().int().nonnegative(),
  max_quantity_per_item: z.number().int().positive(),
});
export type StoreSettings = z.infer<typeof storeSettingsSchema>;
export type StoreSettingKey = keyof StoreSettings;

export const DEFAULT_STORE_SETTINGS: StoreSettings = {
  store_status: 'online',
  tax_rate: 0.08,
  flat_shipping_rate: 10,
  free_shipping_threshold: 100,
  low_stock_threshold: 10,
  max_quantity_per_item: 10,
};
