// System Config: `GET|PUT /admin/system/config`, superuser only. The answer is the
// whole of the settings; PUT takes any subset of them (partial update). Amounts are dollars and
// tax_rate a fraction (0.08 is 8 %), as everywhere on the wire.
import { z } from 'zod';
import {
  AGE_VERIFICATION_MODES,
  isTimeZone,
  MAXIMUM_AGE_SETTING,
  MINIMUM_AGE_SETTING,
} from './age-rules';
import { STORE_STATUSES, storeSettingsSchema } from './settings';
import { dollarsSchema as dollars } from './money-schemas';

const wholeNumber = (label: string, min: number, max: number) =>
  z
    .number({ error: `Enter the ${label}` })
    .int(`The ${label} is a whole number`)
    .min(min, `The ${label} is at least ${String(min)}`)
    .max(max, `The ${label} is at most ${max.toLocaleString('en-US')}`);

export const systemConfigSchema = storeSettingsSchema;
export type SystemConfig = z.infer<typeof systemConfigSchema>;

export const systemConfigUpdateSchema = z
  .strictObject({
    store_status: z.enum(STORE_STATUSES, { error: 'Choose online, offline or maintenance' }),
    tax_rate: z
      .number({ error: 'Enter the tax rate' })
      .min(0, 'The tax rate cannot be negative')
      .max(0.5, 'The tax rate is at most 50%')
      .refine((value) => Number.isInteger(Math.round(value * 10_000 * 1e6) / 1e6), {
        message: 'The tax rate has at most two decimals as a percentage',
      }),
    flat_shipping_rate: dollars('flat shipping rate'),
    free_shipping_threshold: dollars('free-shipping threshold'),
    low_stock_threshold: wholeNumber('low-stock threshold', 0, 1_000_000),
    max_quantity_per_item: wholeNumber('maximum quantity per item', 1, 10_000),
    max_unpaid_orders_per_session: wholeNumber('maximum of unpaid orders per shopper', 0, 100),
    reservation_minutes: wholeNumber('reservation time in minutes', 5, 1_440),
    timezone: z
      .string({ error: 'Choose the store time zone' })
      .refine(isTimeZone, 'Choose a time zone from the list, like America/Los_Angeles'),
    age_verification: z.enum(AGE_VERIFICATION_MODES, {
      error: 'Choose off, attest or date of birth',
    }),
    minimum_age: wholeNumber('minimum age', MINIMUM_AGE_SETTING, MAXIMUM_AGE_SETTING),
    age_policy_version: wholeNumber('age policy version', 1, 1_000_000),
    require_id_check: z.boolean({ error: 'Choose whether an ID check is required' }),
  })
  .partial()
  .refine((update) => Object.keys(update).length > 0, { message: 'Nothing to update' });
export type SystemConfigUpdate = z.infer<typeof systemConfigUpdateSchema>;
