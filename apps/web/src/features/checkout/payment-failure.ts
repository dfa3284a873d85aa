// What a failed payment call means for the customer: a declined card (402, the server's detail;
// the same order can be paid again), an order whose stock hold ran out (409: it has to be placed
// again), or any other failure, shown with the server's detail where there is one.
import type { Order } from '@canopy/contracts';
import { getApiErrorMessage, type ApiCallError } from '../../lib/api/api-error';

export const PAYMENT_FAILED = 'Your payment could not be completed. Please try again.';

export type PaymentFailure = { kind: 'expired' | 'failed'; message: string };

export function paymentFailure(error: ApiCallError): PaymentFailure {
  const message = getApiErrorMessage(error, PAYMENT_FAILED) ?? PAYMENT_FAILED;
  const expired = error !== undefined && 'status' in error && error.status === 409;
  return { kind: expired ? 'expired' : 'failed', message };
}

/** What a payment form reports: the paid order, or that the order has to be placed again. */
export interface PaymentOutcomeHandlers {
  onPaid: (order: Order) => void;
  onExpired: (message: string) => void;
}
