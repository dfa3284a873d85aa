// The back office's access codes (docs/product.md#admin-back-office): the list, create (the
// plaintext comes back this once), edit, delete, reveal, changing the code itself, and one code's
// analytics over a range of UTC days.
import { z } from 'zod';
import { optionalCalendarDaySchema } from './calendar-day';
import { adminPageSchema, ADMIN_PAGE_SIZES } from './admin-catalog';
import { accessCodeSchema } from './access-codes';
import { pageSizeParameterMeta } from './product-rules';

/** The access code list's default page size. */
export const DEFAULT_ACCESS_CODE_PAGE_SIZE = 20;
/** A revealed code hides itself in the UI after this long. */
export const REVEALED_CODE_VISIBLE_MS = 30_000;
/** The analytics range when the query names none: the last 30 UTC days, today included. */
export const DEFAULT_ANALYTICS_DAYS = 30;
/** The longest analytics range, so one call can never ask for years of zero-filled days. */
export const MAX_ANALYTICS_DAYS = 366;
export const ACCESS_CODE_LABEL_MAX = 100;

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

/** `per_page` outside 10/20/50/100 becomes 20. */
const accessCodePageSizeSchema = z
  .preprocess(emptyToUndefined, z.unknown())
  .transform((value) => {
    const size = Number(value);
    return (ADMIN_PAGE_SIZES as readonly number[]).includes(size)
      ? size
      : DEFAULT_ACCESS_CODE_PAGE_SIZE;
  })
  .meta(pageSizeParameterMeta(ADMIN_PAGE_SIZES, DEFAULT_ACCESS_CODE_PAGE_SIZE));

export const adminAccessCodeListQuerySchema = z.object({
  page: adminPageSchema,
  per_page: accessCodePageSizeSchema,
  /** Part of a label, any case; a whole 6-character code also finds that code. */
  search: z.preprocess(emptyToUndefined, z.string().trim().max(200).optional()),
  is_active: z
    .preprocess(emptyToUndefined, z.enum(['true', 'false']).optional())
    .transform((value) => (value === undefined ? undefined : value === 'true')),
});
export type AdminAccessCodeListQuery = z.input<typeof adminAccessCodeListQuerySchema>;

export const adminAccessCodeSchema = z.object({
  id: z.number().int(),
  /** The first 8 hex digits of the code's lookup hash: tells codes apart without revealing one. */
  code_hash: z.string().regex(/^[0-9a-f]{8}$/),
  label: z.string(),
  is_active: z.boolean(),
  expires_at: z.iso.datetime({ offset: true }).nullable(),
  max_uses: z.number().int().nullable(),
  use_count: z.number().int(),
  last_used_at: z.iso.datetime({ offset: true }).nullable(),
  created_at: z.iso.datetime({ offset: true }),
});
export type AdminAccessCode = z.infer<typeof adminAccessCodeSchema>;

export const adminAccessCodeListResponseSchema = z.object({
  codes: z.array(adminAccessCodeSchema),
  page: z.number().int(),
  per_page: z.number().int(),
  pages: z.number().int(),
  total: z.number().int(),
});
export type AdminAccessCodeListResponse = z.infer<typeof adminAccessCodeListResponseSchema>;

const labelSchema = z
  .string()
  .trim()
  .min(1, 'Label is required')
  .max(ACCESS_CODE_LABEL_MAX, `Label must be at most ${ACCESS_CODE_LABEL_MAX} characters`);
const expiresAtSchema = z.iso.datetime({ offset: true, message: 'Use an ISO date and time' });
const maxUsesSchema = z
  .number()
  .int('Max uses must be a whole number')
  .positive('Max uses must be at least 1')
  .max(1_000_000_000);

/** POST /admin/access-codes: without `code` the server draws a random one. */
export const adminAccessCodeCreateSchema = z.object({
  code: z.preprocess(emptyToUndefined, accessCodeSchema.optional()),
  label: labelSchema,
  expires_at: expiresAtSchema.nullable().optional(),
  max_uses: maxUsesSchema.nullable().optional(),
});
export type AdminAccessCodeCreate = z.input<typeof adminAccessCodeCreateSchema>;

/** PUT /admin/access-codes/{id}: any of the fields; the ones left out stay as they are. */
export const adminAccessCodeUpdateSchema = z
  .object({
    label: labelSchema.optional(),
    is_active: z.boolean().optional(),
    expires_at: expiresAtSchema.nullable().optional(),
    max_uses: maxUsesSchema.nullable().optional(),
  })
  .refine((body) => Object.keys(body).length > 0, {
    message: 'Send at least one of label, is_active, expires_at, max_uses',
  });
export type AdminAccessCodeUpdate = z.input<typeof adminAccessCodeUpdateSchema>;

export const adminAccessCodeResponseSchema = z.object({ access_code: adminAccessCodeSchema });

/** The create answer: the only time the plaintext is sent without a (audited) reveal. */
export const adminAccessCodeCreatedSchema = z.object({
  access_code: adminAccessCodeSchema,
  plaintext_code: z.string(),
});
export type AdminAccessCodeCreated = z.infer<typeof adminAccessCodeCreatedSchema>;

export const accessCodeRevealSchema = z.object({
  plaintext_code: z.string(),
  revealed_at: z.iso.datetime({ offset: true }),
});
export type AccessCodeReveal = z.infer<typeof accessCodeRevealSchema>;

/** PATCH /admin/access-codes/{id}/code */
export const accessCodeEditRequestSchema = z.object({ new_code: accessCodeSchema });
export type AccessCodeEditRequest = z.input<typeof accessCodeEditRequestSchema>;

/** `new_code_hash` is the new code's 8-hex prefix, as the list shows it. */
export const accessCodeEditResponseSchema = z.object({
  new_code_hash: z.string().regex(/^[0-9a-f]{8}$/),
});
export type AccessCodeEditResponse = z.infer<typeof accessCodeEditResponseSchema>;

const isoDay = optionalCalendarDaySchema;

const DAY_MS = 86_400_000;

/** The number of UTC days from `start` to `end`, both included. */
export function daysInRange(start: string, end: string): number {
  return (
    Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / DAY_MS) + 1
  );
}

/** GET /admin/access-codes/{id}/analytics: UTC days, both included. */
export const accessCodeAnalyticsQuerySchema = z
  .object({ start_date: isoDay, end_date: isoDay })
  .refine((q) => !q.start_date || !q.end_date || q.start_date <= q.end_date, {
    message: 'start_date must not be after end_date',
    path: ['start_date'],
  })
  .refine(
    (q) =>
      !q.start_date || !q.end_date || daysInRange(q.start_date, q.end_date) <= MAX_ANALYTICS_DAYS,
    { message: `The range may span at most ${MAX_ANALYTICS_DAYS} days`, path: ['end_date'] },
  );
export type AccessCodeAnalyticsQuery = z.input<typeof accessCodeAnalyticsQuerySchema>;

export const accessCodeAnalyticsSchema = z.object({
  start_date: z.string(),
  end_date: z.string(),
  /** Calls of /validate-access-code with this code: successful + rejected. */
  total_validations: z.number().int(),
  successful: z.number().int(),
  rejected: z.number().int(),
  /** Paid, unrefunded orders placed with the code. */
  orders: z.number().int(),
  /** Dollars: the total of those orders. */
  revenue: z.number(),
  /** Every day of the range, oldest first; days without activity are zeros. */
  daily: z.array(
    z.object({
      date: z.string(),
      validations: z.number().int(),
      orders: z.number().int(),
      revenue: z.number(),
    }),
  ),
});
export type AccessCodeAnalytics = z.infer<typeof accessCodeAnalyticsSchema>;
