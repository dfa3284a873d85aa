import { describe, expect, it, vi } from 'vitest';
import { orderFixture } from '../../test/checkout-setup';
import { PAYMENT_FAILED } from './payment-failure';
import { payWithStripe, type PaymentConfirmer, type PaymentOutcome } from './stripe-checkout';

// Stripe.js is an outside service (js.stripe.com): here it is replaced at its boundary, the one
// call this module makes of it.
function stripeAnswering(answer: { error?: { message?: string } }) {
  const confirmPayment = vi.fn(() => Promise.resolve(answer));
  const stripe: PaymentConfirmer<string> = { confirmPayment };
  return { stripe, confirmPayment };
}

const paid: PaymentOutcome = { ok: true, order: orderFixture({ payment_status: 'paid' }) };

describe('paying through Stripe', () => {
  it('confirms with the Payment Element, redirecting only if needed, then with Canopy', async () => {
    const { stripe, confirmPayment } = stripeAnswering({});
    const confirmWithCanopy = vi.fn(() => Promise.resolve(paid));
    const outcome = await payWithStripe({
      stripe,
      elements: 'the-elements',
      returnUrl: 'http://localhost/checkout?order=12',
      confirmWithCanopy,
    });
    expect(confirmPayment).toHaveBeenCalledWith({
      elements: 'the-elements',
      redirect: 'if_required',
      confirmParams: { return_url: 'http://localhost/checkout?order=12' },
    });
    expect(confirmWithCanopy).toHaveBeenCalledOnce();
    expect(outcome).toBe(paid);
  });

  it('stops at Stripe’s error, with its message, without asking Canopy', async () => {
    const confirmWithCanopy = vi.fn(() => Promise.resolve(paid));
    const declined = await payWithStripe({
      stripe: stripeAnswering({ error: { message: 'Your card has insufficient funds.' } }).stripe,
      elements: 'the-elements',
      returnUrl: 'http://localhost/checkout?order=12',
      confirmWithCanopy,
    });
    expect(declined).toEqual({
      ok: false,
      failure: { kind: 'failed', message: 'Your card has insufficient funds.' },
    });
    const silent = await payWithStripe({
      stripe: stripeAnswering({ error: {} }).stripe,
      elements: 'the-elements',
      returnUrl: 'http://localhost/checkout?order=12',
      confirmWithCanopy,
    });
    expect(silent).toEqual({ ok: false, failure: { kind: 'failed', message: PAYMENT_FAILED } });
    expect(confirmWithCanopy).not.toHaveBeenCalled();
  });
});
