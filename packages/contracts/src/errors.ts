// The error body every endpoint answers with (docs/product.md#error-catalogue).
import { z } from 'zod';
import { limitSnapshotBucketSchema } from './purchase-limits';

export const validationIssueSchema = z.object({
  loc: z.array(z.union([z.string(), z.number()])),
  msg: z.string(),
  type: z.string(),
});
export type ValidationIssue = z.infer<typeof validationIssueSchema>;

export const errorBodySchema = z.object({
  detail: z.union([z.string(), z.array(validationIssueSchema)]),
  error: z.string().optional(),
  /** On a `forbidden` refusal of a staff role: the permission the call needs. */
  permission: z.string().optional(),
  /** On an `age_requirement` refusal of an order: the products above the buyer's age. */
  product_ids: z.array(z.number().int()).optional(),
  /** On a `purchase_limit_exceeded` refusal of an order: every bucket the order would go over. */
  buckets: z.array(limitSnapshotBucketSchema).optional(),
  /** On a `slot_full` refusal: the start of the next slot of that method with a place, or null. */
  next_available: z.string().nullable().optional(),
  /** On a `below_minimum` refusal: dollars still to add to reach the zone's minimum subtotal. */
  missing: z.number().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
