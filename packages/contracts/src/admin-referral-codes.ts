// The back office's referral codes (docs/product.md#referral-codes): the list
// paged by skip/limit, the write body with its rules, delete-or-deactivate, and the analytics.
// On the wire `discount_value` is a percent (15 = 15 %) for 'percentage' and dollars for
// 'fixed'; `min_subtotal` and the analytics' money are dollars.
import { z } from 'zod';
import { adminProductDeleteResponseSchema, DEFAULT_ADMIN_PAGE_SIZE } from './admin-catalog';

export const REFERRAL_DISCOUNT_TYPES = ['percentage', 'fixed'] as const;
export type ReferralDiscountType = (typeof REFERRAL_DISCOUNT_TYPES)[number];

export const REFERRAL_CODE_MAX_LENGTH = 32;
/** The longest date range one analytics call covers (its `daily` list has one row per day). */
export const REFERRAL_ANALYTICS_MAX_DAYS = 366;
/** The days analytics covers when no range is given: the last 30, today included. */
export const REFERRAL_ANALYTICS_DEFAULT_DAYS = 30;

export const adminReferralCodeSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  description: z.string(),
  discount_type: z.enum(REFERRAL_DISCOUNT_TYPES),
  /** Percent for 'percentage', dollars for 'fixed'. */
  discount_value: z.number(),
  /** Dollars: the smallest subtotal the code applies to (0: any). */
  min_subtotal: z.number(),
  max_uses: z.number().int().nullable(),
  /** Orders placed with the code and not cancelled (checkout counts a use when it places one). */
  use_count: z.number().int(),
  expires_at: z.iso.datetime({ offset: true }).nullable(),
  is_active: z.boolean(),
  created_at: z.iso.datetime({ offset: true }),
});
export type AdminReferralCode = z.infer<typeof adminReferralCodeSchema>;

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

/** GET /admin/referral-codes?skip&limit (skip = (page-1)*size). */
export const adminReferralCodeListQuerySchema = z.object({
  skip: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(10_000_000).default(0)),
  limit: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1).max(100).default(DEFAULT_ADMIN_PAGE_SIZE),
  ),
});
export type AdminReferralCodeListQuery = z.input<typeof adminReferralCodeListQuerySchema>;

export const adminReferralCodeListResponseSchema = z.object({
  items: z.array(adminReferralCodeSchema),
  total: z.number().int(),
});
export type AdminReferralCodeListResponse = z.infer<typeof adminReferralCodeListResponseSchema>;

/** At most two decimals (cents, or hundredths of a percent as the database stores them). */
const twoDecimals = (value: number) => Number.isInteger(Math.round(value * 100 * 1e6) / 1e6);

const PERCENT_RANGE = 'A percentage must be above 0 and at most 100';
const FIXED_RANGE = 'A fixed discount must be above $0.00 and at most $100,000';

/** POST /admin/referral-codes and PUT /admin/referral-codes/{id}: the whole code. */
export const adminReferralCodeWriteSchema = z
  .object({
    code: z
      .string({ error: 'Enter a code' })
      .trim()
      .toUpperCase()
      .min(1, 'Enter a code')
      .max(REFERRAL_CODE_MAX_LENGTH, `A code is at most ${REFERRAL_CODE_MAX_LENGTH} characters`)
      .regex(/^[A-Z0-9_-]+$/, 'A code uses letters, digits, _ and - only'),
    description: z
      .string()
      .trim()
      .max(500, 'Keep the description under 501 characters')
      .optional()
      .default(''),
    discount_type: z.enum(REFERRAL_DISCOUNT_TYPES, { error: 'Choose percentage or fixed' }),
    discount_value: z
      .number({ error: 'Enter the discount' })
      .refine(twoDecimals, 'The discount has at most two decimals'),
    min_subtotal: z
      .number({ error: 'Enter the minimum subtotal' })
      .min(0, 'The minimum subtotal cannot be negative')
      .max(100_000, 'The minimum subtotal must be at most $100,000')
      .refine(twoDecimals, 'The minimum subtotal has at most two decimals')
      .optional()
      .default(0),
    max_uses: z
      .number({ error: 'Enter the maximum uses' })
      .int('Maximum uses is a whole number')
      .min(1, 'Maximum uses must be at least 1')
      .max(10_000_000, 'Maximum uses must be at most 10,000,000')
      .nullable()
      .optional()
      .default(null),
    /** Must lie in the future when set or changed (the server checks against its clock). */
    expires_at: z.iso
      .datetime({ offset: true, error: 'Enter a valid date and time' })
      .nullable()
      .optional()
      .default(null),
    is_active: z.boolean().optional().default(true),
  })
  .superRefine((code, context) => {
    const value = code.discount_value;
    const inRange =
      code.discount_type === 'percentage'
        ? value > 0 && value <= 100
        : value > 0 && value <= 100_000;
    if (!inRange) {
      context.addIssue({
        code: 'custom',
        path: ['discount_value'],
        message: code.discount_type === 'percentage' ? PERCENT_RANGE : FIXED_RANGE,
      });
    }
  });
export type AdminReferralCodeWrite = z.input<typeof adminReferralCodeWriteSchema>;
export type AdminReferralCodeWriteInput = z.output<typeof adminReferralCodeWriteSchema>;

export const adminReferralCodeResponseSchema = z.object({ referral_code: adminReferralCodeSchema });

/** DELETE /admin/referral-codes/{id}: deleted, or deactivated because orders used it. */
export const adminReferralCodeDeleteResponseSchema = adminProductDeleteResponseSchema;
export type AdminReferralCodeDeleteResponse = z.infer<typeof adminReferralCodeDeleteResponseSchema>;

// --- Analytics ---------------------------------------------------------------------------------

const isoDay = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use YYYY-MM-DD')
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'Not a real date')
    .optional(),
);

/** GET /admin/referral-codes/{id}/analytics?start_date&end_date (UTC days, inclusive). */
export const referralAnalyticsQuerySchema = z
  .object({ start_date: isoDay, end_date: isoDay })
  .refine((q) => !q.start_date || !q.end_date || q.start_date <= q.end_date, {
    message: 'start_date must not be after end_date',
    path: ['start_date'],
  });
export type ReferralAnalyticsQuery = z.input<typeof referralAnalyticsQuerySchema>;

/**
 * A use here is a paid, unrefunded order placed with the code (by the day it was placed, UTC);
 * revenue is those orders' totals and discount_total the discounts they were given, in dollars.
 */
export const referralAnalyticsSchema = z.object({
  code: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  uses: z.number().int(),
  revenue: z.number(),
  discount_total: z.number(),
  /** Every day of the range, oldest first; days without uses are zeros. */
  daily: z.array(
    z.object({
      date: z.string(),
      uses: z.number().int(),
      revenue: z.number(),
      discount_total: z.number(),
    }),
  ),
});
export type ReferralAnalytics = z.infer<typeof referralAnalyticsSchema>;
