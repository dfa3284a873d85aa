// The shop's system configuration (the `settings` table): the keys, their types and defaults.
// Amounts are dollars, as the API speaks them; the server converts to cents where it computes.
import { z } from 'zod';
import {
  AGE_VERIFICATION_MODES,
  isTimeZone,
  MAXIMUM_AGE_SETTING,
  MINIMUM_AGE_SETTING,
} from './age-rules';
import { DEFAULT_FULFILMENT_SETTINGS, fulfilmentSettingsSchema } from './fulfilment-settings';
import { DEFAULT_PURCHASE_LIMIT_SETTING, purchaseLimitSettingSchema } from './purchase-limits';

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
  /** Open unpaid card orders one shopper session may hold; 0 = no bound. */
  max_unpaid_orders_per_session: z.number().int().nonnegative(),
  /** How long an unpaid order holds its stock. */
  reservation_minutes: z.number().int().positive(),
  /** The store's IANA time zone: ages, store days, opening hours and slots are computed in it. */
  timezone: z.string().refine(isTimeZone),
  /** What the storefront asks after the access code (docs/product.md#age-verification). */
  age_verification: z.enum(AGE_VERIFICATION_MODES),
  minimum_age: z.number().int().min(MINIMUM_AGE_SETTING).max(MAXIMUM_AGE_SETTING),
  /** Raising it voids every verified customer token: everyone confirms their age again. */
  age_policy_version: z.number().int().positive(),
  /** Pickup and local-delivery orders need a passing ID check before they are done. */
  require_id_check: z.boolean(),
  /** The purchase-limit pack orders are checked against (`PUT /admin/compliance/limits`). */
  purchase_limits: purchaseLimitSettingSchema,
  /** Methods, store address, opening hours and slots (decision 0034). */
  ...fulfilmentSettingsSchema.shape,
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
  max_unpaid_orders_per_session: 3,
  reservation_minutes: 30,
  timezone: 'America/Los_Angeles',
  age_verification: 'date_of_birth',
  minimum_age: 21,
  age_policy_version: 1,
  require_id_check: true,
  purchase_limits: DEFAULT_PURCHASE_LIMIT_SETTING,
  ...DEFAULT_FULFILMENT_SETTINGS,
};
