// The payment of a placed order (checkout step 4): created with the provider once, under a key
// derived from the order, and remembered on the order, so a replay or a race reuses it.
import type { Database } from '../../db/client';
import type { PaymentProvider } from '../payments/payment-provider';
import { attachPaymentIntent, type OrderRow } from './orders.repository';

function paymentIdempotencyKey(order: OrderRow): string {
  return `canopy-order-${order.id}-${order.number}-payment`;
}

/** The order's payment: created once (the provider dedupes by key), then remembered. */
export async function intentOf(
  { db, provider }: { db: Database; provider: PaymentProvider },
  order: OrderRow,
): Promise<{ intentId: string; clientSecret: string | null }> {
  if (order.paymentIntentId !== null) {
    return {
      intentId: order.paymentIntentId,
      clientSecret: await provider.clientSecret(order.paymentIntentId),
    };
  }
  const created = await provider.createPayment({
    orderId: order.id,
    orderNumber: order.number,
    amountCents: order.totalCents,
    customerEmail: order.customerEmail,
    idempotencyKey: paymentIdempotencyKey(order),
  });
  const attached = await attachPaymentIntent(db, order.id, created.intentId);
  if (attached === null)
    throw new Error(`order ${order.id} was removed while its payment was set up`);
  // A concurrent replay attached its intent first: answer with that one.
  return attached === created.intentId
    ? created
    : { intentId: attached, clientSecret: await provider.clientSecret(attached) };
}
