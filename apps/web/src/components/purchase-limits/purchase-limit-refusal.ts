// Reads a failed POST /orders as a purchase-limit refusal (422 purchase_limit_exceeded with the
// buckets that are over), checked against the contract's error body; anything else is not one.
import { ERROR_CODES, errorBodySchema, type LimitSnapshotBucket } from '@canopy/contracts';
import type { ApiCallError } from '../../lib/api/api-error';

export interface PurchaseLimitRefusal {
  detail: string;
  buckets: LimitSnapshotBucket[];
}

export function purchaseLimitRefusal(error: ApiCallError): PurchaseLimitRefusal | null {
  if (!error || !('status' in error) || error.status !== 422) return null;
  const parsed = errorBodySchema.safeParse(error.data);
  if (!parsed.success || parsed.data.error !== ERROR_CODES.purchaseLimitExceeded) return null;
  const { detail, buckets } = parsed.data;
  if (typeof detail !== 'string' || !buckets || buckets.length === 0) return null;
  return { detail, buckets };
}
