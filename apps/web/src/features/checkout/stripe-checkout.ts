// Paying through Stripe (docs/product.md#payment): Stripe.js confirms the PaymentIntent with what
// the Payment Element collected (redirecting only for payment methods that need it), then Canopy is
// asked to confirm the payment on its side, which marks the order paid. Only types come from Stripe
// here: the Stripe.js packages load with the Stripe payment form, and only when the shop uses
// Stripe.
import type { Order } from '@canopy/contracts';
import { PAYMENT_FAILED, type PaymentFailure } from './payment-failure';

export type PaymentOutcome = { ok: true; order: Order } | { ok: false; failure: PaymentFailure };

/** The part of Stripe.js this needs; Stripe's own `Stripe` object fits it. */
export interface PaymentConfirmer<Elements> {
  confirmPayment(options: {
    elements: Elements;
    redirect: 'if_required';
    confirmParams: { return_url: string };
  }): Promise<{ error?: { message?: string } }>;
}

interface StripePaymentSteps<Elements> {
  stripe: PaymentConfirmer<Elements>;
  elements: Elements;
  /** Where a redirect-based payment method comes back to: the order's confirmation. */
  returnUrl: string;
  confirmWithCanopy: () => Promise<PaymentOutcome>;
}

export async function payWithStripe<Elements>({
  stripe,
  elements,
  returnUrl,
  confirmWithCanopy,
}: StripePaymentSteps<Elements>): Promise<PaymentOutcome> {
  const { error } = await stripe.confirmPayment({
    elements,
    redirect: 'if_required',
    confirmParams: { return_url: returnUrl },
  });
  if (error)
    return { ok: false, failure: { kind: 'failed', message: error.message ?? PAYMENT_FAILED } };
  return confirmWithCanopy();
}
