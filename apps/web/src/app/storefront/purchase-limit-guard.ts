// Before Add to Cart puts a product in the cart: would the cart then go over a purchase limit the
// product counts towards? Asks POST /orders/limit-check for the cart with the addition (and the
// cart as it is, to tell which buckets the new units push over) and answers with the sentence the
// shopper reads beside the button, or null to add. Loaded on the first add, so the storefront's
// first download does not carry it; a failed check adds (checkout enforces the limits anyway).
import { limitMeterLabel, type LimitEvaluationResponse, type Product } from '@canopy/contracts';
import { limitCheckApi } from '../../components/purchase-limits/limit-check-api';
import {
  limitCheckRequest,
  type LimitCheckLine,
} from '../../components/purchase-limits/limit-check-request';
import { isBucketOver } from '../../components/purchase-limits/limit-lines';
import { readShopperEmail } from '../../lib/shopper-email';
import type { AppDispatch } from '../store';

type Bucket = LimitEvaluationResponse['buckets'][number];

async function check(
  dispatch: AppDispatch,
  lines: readonly LimitCheckLine[],
): Promise<LimitEvaluationResponse | null> {
  if (lines.length === 0) return null;
  const request = limitCheckRequest(lines, readShopperEmail());
  const answer = await dispatch(
    limitCheckApi.endpoints.checkPurchaseLimits.initiate(request, { subscribe: false }),
  );
  return answer.data ?? null;
}

/** The bucket before the addition: the cart's own answer, else nothing of this cart counted. */
function bucketBefore(bucket: Bucket, before: LimitEvaluationResponse | null): Bucket {
  const known = before?.buckets.find((candidate) => candidate.key === bucket.key);
  if (known) return known;
  const remaining = Math.max(0, Math.round((bucket.limit - bucket.used) * 1000) / 1000);
  return { ...bucket, this_order: 0, remaining, over: false };
}

export async function purchaseLimitRefusal(
  dispatch: AppDispatch,
  product: Product,
  current: readonly LimitCheckLine[],
  after: readonly LimitCheckLine[],
): Promise<string | null> {
  const answer = await check(dispatch, after);
  if (answer === null || answer.ok) return null;
  const before = await check(dispatch, current);
  const pushedOver = answer.buckets
    .map((bucket) => ({ bucket, was: bucketBefore(bucket, before) }))
    .filter(({ bucket, was }) => isBucketOver(bucket) && bucket.this_order > was.this_order);
  if (pushedOver.length === 0) return null;
  const left = pushedOver.map(({ was }) => limitMeterLabel(was, answer.window)).join('; ');
  return `Not added: ${product.name} would go over your purchase limit (${left}).`;
}
