// The error body's stable machine-readable codes (docs/product.md#error-catalogue), free of zod so
// the storefront's first download can use them; the body's schema is in errors.ts.
/** Stable machine-readable codes carried in `error`. */
export const ERROR_CODES = {
  invalidAccessCode: 'invalid_access_code',
  validation: 'validation_error',
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  ownerRequired: 'owner_required',
  notFound: 'not_found',
  conflict: 'conflict',
  paymentDeclined: 'payment_declined',
  rateLimited: 'rate_limited',
  tooManyUnpaidOrders: 'too_many_unpaid_orders',
  ageVerificationRequired: 'age_verification_required',
  ageRequirement: 'age_requirement',
  ageVerificationMismatch: 'age_verification_mismatch',
  idMismatch: 'id_mismatch',
  idCheckRequired: 'id_check_required',
  /** Completing an order that has no recorded payment. */
  paymentRequired: 'payment_required',
  badRequest: 'bad_request',
  payloadTooLarge: 'payload_too_large',
  unsupportedMediaType: 'unsupported_media_type',
  unavailable: 'service_unavailable',
  internal: 'internal_error',
  /** A delivery to a postal code in no active delivery zone (decision 0034). */
  outOfZone: 'out_of_zone',
  /** An order over a bucket of the store's purchase-limit pack (decision 0035). */
  purchaseLimitExceeded: 'purchase_limit_exceeded',
  /** An order into a slot with no place left; the body carries `next_available` (decision 0037). */
  slotFull: 'slot_full',
  /** A delivery order below its zone's minimum subtotal; the body carries `missing` in dollars. */
  belowMinimum: 'below_minimum',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
