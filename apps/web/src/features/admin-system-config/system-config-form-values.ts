// The System Config form's values as the fields hold them (the tax rate in percent, money in
// dollars), how they become the PUT body (tax_rate a fraction; checked by the contract's
// systemConfigUpdateSchema, whose messages show beside the fields of the same names), and where the server's
// refusals show. The age settings (docs/product.md#age-verification) are the store time zone, the
// age step's mode, the minimum age, the age policy version and the ID check at hand-off.
import {
  AGE_VERIFICATION_MODES,
  STORE_STATUSES,
  type AgeVerificationMode,
  systemConfigUpdateSchema,
  type StoreStatus,
  type SystemConfig,
} from '@canopy/contracts';
import { z } from 'zod';
import type { ApiCallError } from '../../lib/api/api-error';
import { formServerErrors, type FormServerErrors } from '../../lib/api/form-server-errors';

export interface SystemConfigFormValues {
  store_status: StoreStatus;
  /** In percent here ('8'); the body's tax_rate is the fraction (0.08). */
  tax_rate: string;
  flat_shipping_rate: string;
  free_shipping_threshold: string;
  low_stock_threshold: string;
  max_quantity_per_item: string;
  max_unpaid_orders_per_session: string;
  reservation_minutes: string;
  timezone: string;
  age_verification: AgeVerificationMode;
  minimum_age: string;
  age_policy_version: string;
  require_id_check: boolean;
}

export type SystemConfigField = keyof SystemConfigFormValues;

/** 0.0725 → '7.25' (no float noise). */
export function percentFromFraction(fraction: number): string {
  return String(Math.round(fraction * 1_000_000) / 10_000);
}

export function systemConfigFormValues(config: SystemConfig): SystemConfigFormValues {
  return {
    store_status: config.store_status,
    tax_rate: percentFromFraction(config.tax_rate),
    flat_shipping_rate: String(config.flat_shipping_rate),
    free_shipping_threshold: String(config.free_shipping_threshold),
    low_stock_threshold: String(config.low_stock_threshold),
    max_quantity_per_item: String(config.max_quantity_per_item),
    max_unpaid_orders_per_session: String(config.max_unpaid_orders_per_session),
    reservation_minutes: String(config.reservation_minutes),
    timezone: config.timezone,
    age_verification: config.age_verification,
    minimum_age: String(config.minimum_age),
    age_policy_version: String(config.age_policy_version),
    require_id_check: config.require_id_check,
  };
}

// A blank field reads as NaN, which the contract refuses with its "Enter the …" message.
const numberFrom = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

export const systemConfigFormSchema = z
  .object({
    store_status: z.enum(STORE_STATUSES),
    tax_rate: z.string(),
    flat_shipping_rate: z.string(),
    free_shipping_threshold: z.string(),
    low_stock_threshold: z.string(),
    max_quantity_per_item: z.string(),
    max_unpaid_orders_per_session: z.string(),
    reservation_minutes: z.string(),
    timezone: z.string(),
    age_verification: z.enum(AGE_VERIFICATION_MODES),
    minimum_age: z.string(),
    age_policy_version: z.string(),
    require_id_check: z.boolean(),
  })
  .transform((values): z.input<typeof systemConfigUpdateSchema> => ({
    store_status: values.store_status,
    tax_rate: Math.round(numberFrom(values.tax_rate) * 10_000) / 1_000_000,
    flat_shipping_rate: numberFrom(values.flat_shipping_rate),
    free_shipping_threshold: numberFrom(values.free_shipping_threshold),
    low_stock_threshold: numberFrom(values.low_stock_threshold),
    max_quantity_per_item: numberFrom(values.max_quantity_per_item),
    max_unpaid_orders_per_session: numberFrom(values.max_unpaid_orders_per_session),
    reservation_minutes: numberFrom(values.reservation_minutes),
    timezone: values.timezone.trim(),
    age_verification: values.age_verification,
    minimum_age: numberFrom(values.minimum_age),
    age_policy_version: numberFrom(values.age_policy_version),
    require_id_check: values.require_id_check,
  }))
  .pipe(systemConfigUpdateSchema);

const FORM_FIELDS: readonly string[] = [
  'store_status',
  'tax_rate',
  'flat_shipping_rate',
  'free_shipping_threshold',
  'low_stock_threshold',
  'max_quantity_per_item',
  'max_unpaid_orders_per_session',
  'reservation_minutes',
  'timezone',
  'age_verification',
  'minimum_age',
  'age_policy_version',
  'require_id_check',
] satisfies SystemConfigField[];

const isFormField = (key: unknown): key is SystemConfigField =>
  typeof key === 'string' && FORM_FIELDS.includes(key);

export const SAVE_CONFIG_FAILED = 'Failed to update system config';

export function systemConfigServerErrors(error: ApiCallError): FormServerErrors<SystemConfigField> {
  return formServerErrors(error, {
    fieldOf: (name) => (isFormField(name) ? name : undefined),
    fallback: SAVE_CONFIG_FAILED,
  });
}
