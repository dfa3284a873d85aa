// The built-in payment provider when no Stripe keys are configured ("test mode"). A
// payment is an intent id on the order; the customer "pays" through
// `POST /payments/test-provider/confirm` with a test card, which runs finalizePayment like
// Stripe's webhook would. Nothing leaves the server and no money moves.
import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/client';
import type { PaymentProvider, PaymentState } from './payment-provider';
import { findIntentOfOrder, findOrderByIntent } from './test-provider.repository';

export function createTestProvider(db: Database): PaymentProvider {
  async function state(intentId: string): Promise<PaymentState> {
    const order = await findOrderByIntent(db, intentId);
    if (order === null) return 'canceled';
    if (order.paymentStatus !== 'unpaid') return 'succeeded';
    return order.status === 'cancelled' ? 'canceled' : 'requires_payment';
  }

  return {
    name: 'test',
    publishableKey: null,

    async createPayment(input) {
      // Idempotent like Stripe's: an order that already has an intent gets the same one back.
      const existing = await findIntentOfOrder(db, input.orderId);
      return {
        intentId: existing ?? `test_pi_${randomBytes(12).toString('hex')}`,
        clientSecret: null,
      };
    },

    clientSecret: () => Promise.resolve(null),

    state,

    // Nothing to stop: the confirm route refuses orders past their reservation. A paid order's
    // payment is already made.
    async cancel(intentId) {
      return (await state(intentId)) === 'succeeded' ? 'succeeded' : 'canceled';
    },

    // The money never moved; the caller records the refund on the order.
    refund: () => Promise.resolve(),
  };
}
