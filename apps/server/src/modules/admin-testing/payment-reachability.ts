// Whether the live payment provider answers, and in which mode. For Stripe the cheapest
// authenticated call is retrieving a payment intent that does not exist: Stripe answers 404
// (resource_missing) when it is reachable and accepts our secret key, 401 when it refuses the
// key, and nothing when it cannot be reached. The built-in test provider is in-process.
import Stripe from 'stripe';
import type { StripeConfig } from '../../config';
import { createStripeClient } from '../payments/stripe-provider';

const PROBE_INTENT_ID = 'pi_canopy_connectivity_probe';

export type PaymentMode = 'test' | 'live';

export interface PaymentReachability {
  mode: PaymentMode;
  /** Throws with the reason when the provider cannot be used. */
  probe(): Promise<string>;
}

export function stripeMode(secretKey: string): PaymentMode {
  return secretKey.startsWith('sk_live_') || secretKey.startsWith('rk_live_') ? 'live' : 'test';
}

export function createPaymentReachability(stripe: StripeConfig | null): PaymentReachability {
  if (!stripe) {
    return {
      mode: 'test',
      probe: () => Promise.resolve('The built-in test provider is active (no Stripe keys)'),
    };
  }
  const client = createStripeClient(stripe);
  return {
    mode: stripeMode(stripe.secretKey),
    async probe() {
      try {
        await client.paymentIntents.retrieve(PROBE_INTENT_ID, {}, { maxNetworkRetries: 0 });
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) {
          return 'Stripe answered and accepted the secret key';
        }
        if (error instanceof Stripe.errors.StripeAuthenticationError) {
          throw new Error('Stripe refused the secret key', { cause: error });
        }
        throw error;
      }
      return 'Stripe answered and accepted the secret key';
    },
  };
}
