// The purchase limits' schemas (decisions 0033 and 0035): a product's limit facts with the product
// form's rule, a rule pack and its buckets (the owner's `custom` ones included), the store's pack
// setting, `GET|PUT /admin/compliance/limits`, `POST /orders/limit-check`, an order's snapshot and
// the `purchase_limit_exceeded` refusal. The engine itself is in limit-rules.ts and the shipped
// packs in limit-packs.ts, both free of zod.
import { z } from 'zod';
import { isCalendarDate } from './age-rules';
import { DEFAULT_LIMIT_PACK_KEY, LIMIT_PACK_KEYS } from './limit-packs';
import {
  hasAtMostThreeDecimals,
  LIMIT_CLASSES,
  LIMIT_PERS,
  LIMIT_UNITS,
  LIMIT_WINDOWS,
  limitFactsProblems,
  MAX_BUCKET_LIMIT,
  MAX_LIMIT_FACTOR,
  type LimitFacts,
} from './limit-rules';

export const MAX_LIMIT_BUCKETS = 10;

/** Adds the product form's limit-facts problems to the field they concern. */
export function refineLimitFacts(facts: LimitFacts, context: z.RefinementCtx): void {
  for (const [field, message] of Object.entries(limitFactsProblems(facts))) {
    context.addIssue({ code: 'custom', path: [field], message });
  }
}

export const limitFactsSchema = z
  .object({
    limit_class: z
      .enum(LIMIT_CLASSES, { error: `Choose a limit class: ${LIMIT_CLASSES.join(', ')}` })
      .nullable(),
    /** Grams of cannabis in one unit. */
    net_weight_g: z.number({ error: 'Enter the grams as a number' }).nullable(),
    /** mg of THC in one unit. */
    thc_mg: z.number({ error: 'Enter the mg of THC as a number' }).nullable(),
  })
  .superRefine(refineLimitFacts);

const positiveDecimal = (label: string, max: number) =>
  z
    .number({ error: `Enter the ${label} as a number` })
    .positive(`The ${label} must be more than 0`)
    .max(max, `The ${label} is at most ${max.toLocaleString('en-US')}`)
    .refine(hasAtMostThreeDecimals, `The ${label} has at most three decimals`);

export const limitCountSchema = z.strictObject({
  per: z.enum(LIMIT_PERS, { error: 'Count by net_weight_g, thc_mg or unit' }),
  factor: positiveDecimal('factor', MAX_LIMIT_FACTOR),
});

export const limitBucketSchema = z.strictObject({
  key: z
    .string({ error: 'Enter a key for the limit' })
    .regex(/^[a-z][a-z0-9_]{0,39}$/, 'A key is lowercase letters, digits and _ (like flower)'),
  label: z
    .string({ error: 'Enter a label for the limit' })
    .trim()
    .min(1, 'Enter a label for the limit')
    .max(40, 'A label is at most 40 characters'),
  limit: positiveDecimal('limit', MAX_BUCKET_LIMIT),
  unit: z.enum(LIMIT_UNITS, { error: 'Choose g, mg or units' }),
  counts: z
    .partialRecord(z.enum(LIMIT_CLASSES), limitCountSchema, {
      // Unknown classes arrive as `unrecognized_keys`, which zod's types do not list for records.
      error: (issue) =>
        'keys' in issue && Array.isArray(issue.keys)
          ? `Not a product class: ${issue.keys.join(', ')} (use ${LIMIT_CLASSES.join(', ')})`
          : 'counts must name product classes',
    })
    .refine((counts) => Object.keys(counts).length > 0, {
      message: 'Name a product class this limit counts',
      when: (payload) => payload.issues.length === 0,
    })
    .refine((counts) => !('accessory' in counts), 'Accessories never count towards a limit'),
});

export const limitBucketsSchema = z
  .array(limitBucketSchema, { error: 'buckets must be a list of limits' })
  .max(MAX_LIMIT_BUCKETS, `A pack has at most ${String(MAX_LIMIT_BUCKETS)} limits`)
  .superRefine((buckets, context) => {
    const seen = new Set<string>();
    buckets.forEach((bucket, index) => {
      if (seen.has(bucket.key)) {
        context.addIssue({
          code: 'custom',
          path: [index, 'key'],
          message: 'Each limit needs its own key',
        });
      }
      seen.add(bucket.key);
    });
  });

export const limitPackSchema = z
  .strictObject({
    key: z.enum(LIMIT_PACK_KEYS, { error: `Choose a pack: ${LIMIT_PACK_KEYS.join(', ')}` }),
    name: z.string().trim().min(1, 'Enter the pack name').max(120),
    version: z.number().int().min(1, 'A version is a whole number from 1'),
    source: z.string().trim().min(1, 'Cite the regulation the pack follows').max(500),
    effective_from: z.string().refine(isCalendarDate, 'Use a real day as YYYY-MM-DD'),
    window: z.enum(LIMIT_WINDOWS, { error: 'Choose transaction, store_day or rolling_24h' }),
    buckets: limitBucketsSchema,
  })
  .refine((pack) => pack.key === 'none' || pack.buckets.length > 0, {
    message: 'A pack needs at least one limit',
    path: ['buckets'],
  });

/** `PUT /admin/compliance/limits`: a shipped pack by key, or `custom` with its window and buckets. */
export const limitSettingsUpdateSchema = z
  .strictObject({
    pack: z.enum(LIMIT_PACK_KEYS, { error: `Choose a pack: ${LIMIT_PACK_KEYS.join(', ')}` }),
    window: z.enum(LIMIT_WINDOWS, { error: 'Choose transaction, store_day or rolling_24h' }),
    buckets: limitBucketsSchema,
  })
  .partial({ window: true, buckets: true })
  .superRefine((update, context) => {
    if (update.pack === 'custom') {
      if (update.window === undefined) {
        context.addIssue({ code: 'custom', path: ['window'], message: 'Choose the window' });
      }
      if (update.buckets === undefined || update.buckets.length === 0) {
        context.addIssue({ code: 'custom', path: ['buckets'], message: 'Add at least one limit' });
      }
    } else if (update.window !== undefined || update.buckets !== undefined) {
      context.addIssue({
        code: 'custom',
        path: [update.window !== undefined ? 'window' : 'buckets'],
        message: 'Only custom limits take a window and buckets',
      });
    }
  });
export type LimitSettingsUpdate = z.infer<typeof limitSettingsUpdateSchema>;

/**
 * The `purchase_limits` setting: the active pack by key; for `custom` also the owner's window and
 * buckets with the save's version and store day (each save of custom limits is a new version).
 */
export const purchaseLimitSettingSchema = z.object({
  pack: z.enum(LIMIT_PACK_KEYS),
  window: z.enum(LIMIT_WINDOWS).optional(),
  buckets: limitBucketsSchema.optional(),
  version: z.number().int().min(1).optional(),
  effective_from: z.string().refine(isCalendarDate).optional(),
});
export type PurchaseLimitSetting = z.infer<typeof purchaseLimitSettingSchema>;
export const DEFAULT_PURCHASE_LIMIT_SETTING: PurchaseLimitSetting = {
  pack: DEFAULT_LIMIT_PACK_KEY,
};

/** `GET|PUT /admin/compliance/limits`: the whole active pack and the packs to choose from. */
export const complianceLimitsResponseSchema = z.object({
  active: limitPackSchema,
  packs: z.array(
    z.object({ key: z.enum(LIMIT_PACK_KEYS), name: z.string(), version: z.number().int() }),
  ),
});
export type ComplianceLimitsResponse = z.infer<typeof complianceLimitsResponseSchema>;

/** One bucket of a check's answer, in the bucket's unit as decimals. */
export const limitBucketStateSchema = z.object({
  key: z.string(),
  label: z.string(),
  unit: z.enum(LIMIT_UNITS),
  limit: z.number(),
  used: z.number(),
  this_order: z.number(),
  remaining: z.number(),
  over: z.boolean(),
});

/** One bucket of an order's snapshot and of a `purchase_limit_exceeded` refusal. */
export const limitSnapshotBucketSchema = limitBucketStateSchema.pick({
  key: true,
  label: true,
  unit: true,
  limit: true,
  used: true,
  this_order: true,
});
export type LimitSnapshotBucket = z.infer<typeof limitSnapshotBucketSchema>;

/**
 * What an order counted against the pack active when it was placed (null under `none`): `used` is
 * the customer's earlier orders in the window, `this_order` the order itself. A later pack change
 * never changes it.
 */
export const orderLimitsSchema = z.object({
  pack: z.string(),
  version: z.number().int(),
  buckets: z.array(limitSnapshotBucketSchema),
});
export type OrderLimits = z.infer<typeof orderLimitsSchema>;

export const limitEvaluationSchema = z.object({
  ok: z.boolean(),
  window: z.enum(LIMIT_WINDOWS),
  window_start: z.iso.datetime({ offset: true }).nullable(),
  buckets: z.array(limitBucketStateSchema),
});
export type LimitEvaluationResponse = z.infer<typeof limitEvaluationSchema>;

/**
 * `POST /orders/limit-check`, the cart meter's question: these lines for this customer. `used`
 * counts only the orders of `customer_email` placed in the asking shopper's session (0 without an
 * email); `POST /orders` counts every order of the customer.
 */
export const limitCheckRequestSchema = z.strictObject({
  customer_email: z
    .string()
    .trim()
    .max(254, 'Enter a shorter email address')
    .pipe(z.email('Enter a valid email address'))
    .optional(),
  items: z
    .array(
      z.strictObject({
        product_id: z.number().int().positive().max(2_147_483_647),
        quantity: z
          .number({ error: 'Enter a quantity' })
          .int('A quantity is a whole number')
          .min(1, 'A quantity is at least 1')
          .max(10_000, 'A quantity is at most 10,000'),
      }),
    )
    .max(200, 'A cart has at most 200 lines'),
});
export type LimitCheckRequest = z.infer<typeof limitCheckRequestSchema>;
