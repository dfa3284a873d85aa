// What a failed POST /orders means for the customer: short stock (409, the server's detail names
// the short lines), fields the server refused (422, each issue mapped back to its form field or
// to the referral code, or to the cart lines whose product is no longer on sale), a purchase limit
// the cart goes over (422 purchase_limit_exceeded, with the buckets that are over), or a failure
// worth retrying with the same Idempotency-Key.
import {
  purchaseLimitRefusal,
  type PurchaseLimitRefusal,
} from '../../components/purchase-limits/purchase-limit-refusal';
import { getApiErrorMessage, isErrorBody, type ApiCallError } from '../../lib/api/api-error';
import { fieldOfIssue, type DetailsFieldName } from './checkout-details';

export const PLACE_ORDER_FAILED = 'Your order could not be placed. Please try again.';

export type PlaceOrderFailure =
  | { kind: 'stock'; message: string }
  | {
      kind: 'invalid';
      fields: Array<{ field: DetailsFieldName; message: string }>;
      referral: string | null;
      /** Issues about neither a field nor the referral code (the cart lines). */
      other: string | null;
      /** The positions in the order of the lines whose product is no longer on sale. */
      unavailable: number[];
    }
  | { kind: 'limits'; refusal: PurchaseLimitRefusal }
  | { kind: 'retry'; message: string | null };

function statusOf(error: ApiCallError): number | null {
  return error && 'status' in error && typeof error.status === 'number' ? error.status : null;
}

export function placeOrderFailure(error: ApiCallError): PlaceOrderFailure {
  const status = statusOf(error);
  const message = getApiErrorMessage(error, PLACE_ORDER_FAILED);
  if (status === 409) return { kind: 'stock', message: message ?? PLACE_ORDER_FAILED };
  const refusal = purchaseLimitRefusal(error);
  if (refusal) return { kind: 'limits', refusal };
  const data = error && 'data' in error ? error.data : undefined;
  if (status !== 422 || !isErrorBody(data)) return { kind: 'retry', message };

  const issues = typeof data.detail === 'string' ? [] : data.detail;
  const fields: Array<{ field: DetailsFieldName; message: string }> = [];
  const others: string[] = typeof data.detail === 'string' ? [data.detail] : [];
  const unavailable: number[] = [];
  let referral: string | null = null;
  for (const issue of issues) {
    const field = fieldOfIssue(issue.loc);
    const path = issue.loc.filter((part) => part !== 'body');
    if (field) fields.push({ field, message: issue.msg });
    else if (path[0] === 'referral_code') referral ??= issue.msg;
    else if (path[0] === 'items' && typeof path[1] === 'number' && path[2] === 'product_id')
      unavailable.push(path[1]);
    else others.push(issue.msg);
  }
  return {
    kind: 'invalid',
    fields,
    referral,
    other: others.length > 0 ? others.join(' ') : null,
    unavailable,
  };
}
