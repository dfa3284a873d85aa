// What a failed POST /orders means for the customer: short stock (409, the server's detail names
// the short lines), a full slot (409 slot_full, with the next slot that has a place), a delivery
// the zone refuses (422 out_of_zone, or below_minimum with the amount missing: both about the
// postal code), fields the server refused (422, each issue mapped back to its form field, the
// slot or the referral code, or to the cart lines whose product is no longer on sale), a purchase
// limit the cart goes over (422 purchase_limit_exceeded, with the buckets that are over), or a
// failure worth retrying with the same Idempotency-Key.
import {
  purchaseLimitRefusal,
  type PurchaseLimitRefusal,
} from '../../components/purchase-limits/purchase-limit-refusal';
import {
  getApiErrorMessage,
  isErrorBody,
  serverErrorCode,
  type ApiCallError,
} from '../../lib/api/api-error';
import { fieldOfIssue, type DetailsFieldName } from './checkout-details';

export const PLACE_ORDER_FAILED = 'Your order could not be placed. Please try again.';

export type PlaceOrderFailure =
  | { kind: 'stock'; message: string }
  | { kind: 'slot_full'; message: string; nextAvailable: string | null }
  | { kind: 'zone'; message: string }
  | {
      kind: 'invalid';
      fields: Array<{ field: DetailsFieldName; message: string }>;
      referral: string | null;
      /** The server's word on the chosen slot. */
      slot: string | null;
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
  const refusal = purchaseLimitRefusal(error);
  if (refusal) return { kind: 'limits', refusal };
  const data = error && 'data' in error ? error.data : undefined;
  const code = serverErrorCode(data);
  if (status === 409 && code === 'slot_full' && isErrorBody(data))
    return {
      kind: 'slot_full',
      message: message ?? PLACE_ORDER_FAILED,
      nextAvailable: data.next_available ?? null,
    };
  if (status === 409) return { kind: 'stock', message: message ?? PLACE_ORDER_FAILED };
  if (status === 422 && (code === 'out_of_zone' || code === 'below_minimum'))
    return { kind: 'zone', message: message ?? PLACE_ORDER_FAILED };
  if (status !== 422 || !isErrorBody(data)) return { kind: 'retry', message };

  const issues = typeof data.detail === 'string' ? [] : data.detail;
  const fields: Array<{ field: DetailsFieldName; message: string }> = [];
  const others: string[] = typeof data.detail === 'string' ? [data.detail] : [];
  const unavailable: number[] = [];
  let referral: string | null = null;
  let slot: string | null = null;
  for (const issue of issues) {
    const field = fieldOfIssue(issue.loc);
    const path = issue.loc.filter((part) => part !== 'body');
    if (field) fields.push({ field, message: issue.msg });
    else if (path[0] === 'referral_code') referral ??= issue.msg;
    else if (path[0] === 'fulfilment' && path[1] === 'slot_start') slot ??= issue.msg;
    else if (path[0] === 'items' && typeof path[1] === 'number' && path[2] === 'product_id')
      unavailable.push(path[1]);
    else others.push(issue.msg);
  }
  return {
    kind: 'invalid',
    fields,
    referral,
    slot,
    other: others.length > 0 ? others.join(' ') : null,
    unavailable,
  };
}
