// What Canopy needs from a card payment provider. Two implement it: Stripe through its official
// SDK (stripe-provider.ts) and the built-in test provider (test-provider.ts) used when no Stripe
// keys are configured. Every write carries an idempotency key, so a retried call is one charge.
import type { PaymentProviderName } from '@canopy/contracts';

/** A payment's state, reduced to what checkout decides on. */
export type PaymentState = 'requires_payment' | 'processing' | 'succeeded' | 'canceled';

export interface CreatePaymentInput {
  orderId: number;
  orderNumber: string;
  amountCents: number;
  customerEmail: string;
  /** The same key always answers with the same payment. */
  idempotencyKey: string;
}

export interface CreatedPayment {
  intentId: string;
  /** What the browser confirms the payment with (Stripe); null for the test provider. */
  clientSecret: string | null;
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Stripe's publishable key for the browser; null for the test provider. */
  readonly publishableKey: string | null;
  createPayment(input: CreatePaymentInput): Promise<CreatedPayment>;
  clientSecret(intentId: string): Promise<string | null>;
  state(intentId: string): Promise<PaymentState>;
  /**
   * Stops a payment that has not succeeded, so it never can. Answers the state it ended in:
   * `succeeded` when it was too late (the caller must then treat the payment as made).
   */
  cancel(intentId: string): Promise<PaymentState>;
  /** Gives a succeeded payment back in full. */
  refund(intentId: string, idempotencyKey: string): Promise<void>;
}
