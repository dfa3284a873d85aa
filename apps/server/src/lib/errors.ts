// The errors services throw on purpose. Each carries a stable code from the contract; the one
// place that turns a code into an HTTP status is STATUS_BY_CODE below (used by the error handler).
import {
  ERROR_CODES,
  type ErrorBody,
  type ErrorCode,
  type LimitSnapshotBucket,
  type ValidationIssue,
} from '@canopy/contracts';

export const STATUS_BY_CODE: Record<ErrorCode, number> = {
  [ERROR_CODES.badRequest]: 400,
  [ERROR_CODES.unauthorized]: 401,
  [ERROR_CODES.forbidden]: 403,
  [ERROR_CODES.ownerRequired]: 403,
  [ERROR_CODES.invalidAccessCode]: 403,
  [ERROR_CODES.notFound]: 404,
  [ERROR_CODES.conflict]: 409,
  [ERROR_CODES.paymentDeclined]: 402,
  [ERROR_CODES.payloadTooLarge]: 413,
  [ERROR_CODES.unsupportedMediaType]: 415,
  [ERROR_CODES.validation]: 422,
  [ERROR_CODES.rateLimited]: 429,
  [ERROR_CODES.tooManyUnpaidOrders]: 429,
  [ERROR_CODES.ageVerificationRequired]: 403,
  [ERROR_CODES.ageRequirement]: 422,
  [ERROR_CODES.ageVerificationMismatch]: 422,
  [ERROR_CODES.idMismatch]: 422,
  [ERROR_CODES.idCheckRequired]: 409,
  [ERROR_CODES.paymentRequired]: 409,
  [ERROR_CODES.internal]: 500,
  [ERROR_CODES.unavailable]: 503,
  [ERROR_CODES.outOfZone]: 422,
  [ERROR_CODES.purchaseLimitExceeded]: 422,
  [ERROR_CODES.slotFull]: 409,
  [ERROR_CODES.belowMinimum]: 422,
};

export class AppError extends Error {
  override readonly name: string = 'AppError';

  constructor(
    readonly code: ErrorCode,
    readonly detail: string | ValidationIssue[],
  ) {
    super(typeof detail === 'string' ? detail : 'Validation failed');
  }

  get statusCode(): number {
    return STATUS_BY_CODE[this.code];
  }

  /** Fields the error body carries besides `detail` and `error` (none unless a subclass says). */
  get extraFields(): Partial<ErrorBody> {
    return {};
  }
}

export class NotFoundError extends AppError {
  constructor(detail = 'Not found') {
    super(ERROR_CODES.notFound, detail);
  }
}

export class ConflictError extends AppError {
  constructor(detail: string) {
    super(ERROR_CODES.conflict, detail);
  }
}

/** The payment provider refused the card; the order stays unpaid and can be paid again. */
export class PaymentDeclinedError extends AppError {
  constructor(detail = 'Your card was declined.') {
    super(ERROR_CODES.paymentDeclined, detail);
  }
}

export class UnauthorizedError extends AppError {
  constructor(detail = 'Not authenticated') {
    super(ERROR_CODES.unauthorized, detail);
  }
}

export class ForbiddenError extends AppError {
  constructor(detail = 'Forbidden') {
    super(ERROR_CODES.forbidden, detail);
  }
}

/** The signed-in admin's role lacks the permission the call needs (docs/product.md#staff-roles). */
export class PermissionDeniedError extends AppError {
  constructor(readonly permission: string) {
    super(ERROR_CODES.forbidden, `Your role does not allow this: it needs ${permission}`);
  }
}

/** An order names products the buyer is too young for: their ids go with the refusal. */
export class ProductAgeRequirementError extends AppError {
  constructor(
    detail: string,
    readonly productIds: readonly number[],
  ) {
    super(ERROR_CODES.ageRequirement, detail);
  }
}

/** An action only an owner may take: granting the owner role, managing an owner, editing roles. */
export class OwnerRequiredError extends AppError {
  constructor(detail: string) {
    super(ERROR_CODES.ownerRequired, detail);
  }
}

/** The storefront's gate: the client drops its stored code and shows the gate again. */
export class InvalidAccessCodeError extends AppError {
  constructor() {
    super(ERROR_CODES.invalidAccessCode, 'Invalid access code');
  }
}

export class RateLimitedError extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    detail = 'Rate limit exceeded. Please wait before retrying.',
  ) {
    super(ERROR_CODES.rateLimited, detail);
  }
}

export class UnavailableError extends AppError {
  constructor(detail = 'Service temporarily unavailable') {
    super(ERROR_CODES.unavailable, detail);
  }
}

/** Input that passed the schema but breaks a rule; answered like a schema failure (422). */
export class ValidationError extends AppError {
  constructor(issues: ValidationIssue[]) {
    super(ERROR_CODES.validation, issues);
  }
}

/**
 * The storefront's age step: with age verification on, a storefront call needs a customer token
 * verified under the current rules (docs/product.md#age-verification). The client shows the step.
 */
export class AgeVerificationRequiredError extends AppError {
  constructor(detail = 'Confirm your age to continue') {
    super(ERROR_CODES.ageVerificationRequired, detail);
  }
}

/** The shopper is younger than the age the shop (or an order's products) requires. */
export class AgeRequirementError extends AppError {
  constructor(readonly minimumAge: number) {
    super(ERROR_CODES.ageRequirement, `You must be ${String(minimumAge)} or older to shop here`);
  }
}

/** A delivery to a postal code no active delivery zone lists (decision 0034). */
export class OutOfZoneError extends AppError {
  constructor(detail: string) {
    super(ERROR_CODES.outOfZone, detail);
  }
}

/** An order into a slot with no place left (decision 0037): the next slot with one goes along. */
export class SlotFullError extends AppError {
  constructor(
    detail: string,
    readonly nextAvailable: string | null,
  ) {
    super(ERROR_CODES.slotFull, detail);
  }

  override get extraFields(): Partial<ErrorBody> {
    return { next_available: this.nextAvailable };
  }
}

/** A delivery order below its zone's minimum subtotal: `missing` is the dollars still to add. */
export class BelowMinimumError extends AppError {
  constructor(
    detail: string,
    readonly missing: number,
  ) {
    super(ERROR_CODES.belowMinimum, detail);
  }

  override get extraFields(): Partial<ErrorBody> {
    return { missing: this.missing };
  }
}

const decimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 });

/** The order would take its customer over buckets of the store's purchase-limit pack (0035). */
export class PurchaseLimitExceededError extends AppError {
  constructor(readonly buckets: readonly LimitSnapshotBucket[]) {
    const over = buckets
      .map(
        (bucket) =>
          `${bucket.label} ${decimal.format(bucket.used + bucket.this_order)} of ` +
          `${decimal.format(bucket.limit)}${bucket.unit === 'units' ? '' : ` ${bucket.unit}`}`,
      )
      .join(', ');
    super(
      ERROR_CODES.purchaseLimitExceeded,
      `This order goes over the purchase limit (${over}). Remove some items to continue.`,
    );
  }

  override get extraFields(): Partial<ErrorBody> {
    return { buckets: [...this.buckets] };
  }
}
