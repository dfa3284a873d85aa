// The second step, 'Payment', for the placed order: the test provider's card form (with its
// 'Test mode' badge) or, only when the server's provider is Stripe, the lazily loaded Stripe form.
// Either way the button charges the total the server computed for the order.
import { formatUsd } from '@canopy/contracts';
import { lazy, Suspense, useEffect, useRef } from 'react';
import type { PlacedOrder } from '../checkout-storage';
import type { PaymentOutcomeHandlers } from '../payment-failure';
import { TestCardForm } from './test-card-form';

const StripePayment = lazy(async () => ({
  default: (await import('./stripe-payment')).StripePayment,
}));

interface PaymentStepProps extends PaymentOutcomeHandlers {
  placed: PlacedOrder;
}

function TestModeBadge() {
  return (
    <span className="inline-flex items-center rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-600/30 ring-inset dark:bg-amber-950/60 dark:text-amber-200 dark:ring-amber-400/30">
      Test mode
    </span>
  );
}

export function PaymentStep({ placed, onPaid, onExpired }: PaymentStepProps) {
  const { order, order_token: token, payment } = placed;
  const access = { id: order.id, token };
  const payLabel = `Pay ${formatUsd(order.total)}`;
  const heading = useRef<HTMLHeadingElement>(null);

  // The step replaces the form the customer just submitted: move the focus along with them.
  useEffect(() => {
    heading.current?.focus();
  }, []);

  return (
    <section
      aria-labelledby="checkout-payment-title"
      className="flex flex-col gap-4 rounded-2xl border border-zinc-200 bg-white p-5 shadow-sm sm:p-6 dark:border-zinc-800 dark:bg-zinc-900"
    >
      <div className="flex flex-wrap items-center gap-3">
        <h2
          id="checkout-payment-title"
          ref={heading}
          tabIndex={-1}
          className="text-lg font-semibold text-zinc-900 outline-none dark:text-white"
        >
          Payment
        </h2>
        {payment.provider === 'test' && <TestModeBadge />}
      </div>
      {payment.provider === 'test' ? (
        <TestCardForm access={access} payLabel={payLabel} onPaid={onPaid} onExpired={onExpired} />
      ) : (
        <Suspense
          fallback={
            <p role="status" className="text-sm text-zinc-600 dark:text-zinc-400">
              Loading the payment form...
            </p>
          }
        >
          <StripePayment
            access={access}
            payLabel={payLabel}
            clientSecret={payment.client_secret}
            publishableKey={payment.publishable_key}
            onPaid={onPaid}
            onExpired={onExpired}
          />
        </Suspense>
      )}
    </section>
  );
}
