// What checkout answers when it cannot place an order, in the customer's words.
import type { CreateOrderInput } from '@canopy/contracts';
import type { ShortLine } from '../catalog/stock.service';
import { PROVIDER_UNAVAILABLE } from './order-paid';

export const CHECKOUT_MESSAGES = {
  keyReused: 'This Idempotency-Key was already used for a different order',
  providerDown: 'Payment provider unavailable; your order was not placed. Please try again.',
  providerDownOnReplay: PROVIDER_UNAVAILABLE,
  // The order could not be withdrawn either (the database went away too): it may still exist.
  outcomeUnknown:
    'Service temporarily unavailable; we could not confirm your order. Please try again: a retry never places it twice.',
} as const;

/** `Not enough stock for Blue Dream (2 left), OG Kush (sold out)`, in the order's line order. */
export function shortStockMessage(short: readonly ShortLine[], input: CreateOrderInput): string {
  const position = (productId: number) =>
    input.items.findIndex((line) => line.product_id === productId);
  const names = [...short]
    .sort((a, b) => position(a.productId) - position(b.productId))
    .map((line) => `${line.name} (${line.left > 0 ? `${line.left} left` : 'sold out'})`);
  return `Not enough stock for ${names.join(', ')}`;
}
