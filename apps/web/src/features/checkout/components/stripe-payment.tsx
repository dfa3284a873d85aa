// The Stripe payment form: Stripe's Payment Element for the order's PaymentIntent and
// 'Pay {total}'. This module (and with it Stripe.js) is loaded only when the server's payment
// provider is Stripe; Stripe.js itself is loaded once per publishable key.
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { LoaderCircle } from 'lucide-react';
import { useState, type SyntheticEvent } from 'react';
import { useAppSelector } from '../../../app/hooks';
import { Button } from '../../../components/ui/button';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { useConfirmStripePaymentMutation, type OrderAccess } from '../checkout-api';
import { paymentFailure, type PaymentOutcomeHandlers } from '../payment-failure';
import { payWithStripe } from '../stripe-checkout';

export const STRIPE_UNAVAILABLE =
  'Card payments are unavailable right now. Please try again later.';

const stripeByKey = new Map<string, Promise<Stripe | null>>();

function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripeByKey.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    stripeByKey.set(publishableKey, stripe);
  }
  return stripe;
}

interface StripePaymentProps extends PaymentOutcomeHandlers {
  access: OrderAccess;
  payLabel: string;
  clientSecret: string | undefined;
  publishableKey: string | undefined;
}

export function StripePayment({ clientSecret, publishableKey, ...form }: StripePaymentProps) {
  const configuredKey = useAppSelector((state) => state.config.stripePublishableKey);
  const darkMode = useAppSelector((state) => state.theme.mode === 'dark');
  const key = publishableKey ?? configuredKey;
  if (!key || !clientSecret) return <ErrorAlert>{STRIPE_UNAVAILABLE}</ErrorAlert>;
  return (
    <Elements
      stripe={stripeFor(key)}
      options={{ clientSecret, appearance: { theme: darkMode ? 'night' : 'stripe' } }}
    >
      <StripePaymentForm {...form} />
    </Elements>
  );
}

function StripePaymentForm({
  access,
  payLabel,
  onPaid,
  onExpired,
}: PaymentOutcomeHandlers & { access: OrderAccess; payLabel: string }) {
  const stripe = useStripe();
  const elements = useElements();
  const [confirmStripePayment] = useConfirmStripePaymentMutation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function pay(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!stripe || !elements) return;
    setBusy(true);
    setError(null);
    const outcome = await payWithStripe({
      stripe,
      elements,
      returnUrl: new URL(`/checkout?order=${access.id}`, window.location.href).href,
      confirmWithCanopy: async () => {
        const result = await confirmStripePayment(access);
        return result.data
          ? { ok: true, order: result.data.order }
          : { ok: false, failure: paymentFailure(result.error) };
      },
    });
    setBusy(false);
    if (outcome.ok) onPaid(outcome.order);
    else if (outcome.failure.kind === 'expired') onExpired(outcome.failure.message);
    else setError(outcome.failure.message);
  }

  return (
    <form onSubmit={(event) => void pay(event)} className="flex flex-col gap-4">
      <PaymentElement />
      {error && <ErrorAlert>{error}</ErrorAlert>}
      <Button type="submit" size="lg" className="w-full" disabled={!stripe || busy}>
        {busy && <LoaderCircle className="size-5 animate-spin" aria-hidden="true" />}
        {busy ? 'Processing...' : payLabel}
      </Button>
    </form>
  );
}
