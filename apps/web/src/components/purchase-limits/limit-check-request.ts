// The body of a limit check: the cart's lines in a stable order (so one cart is one cache entry)
// and the shopper's email when it is a plausible address.
import type { LimitCheckRequest } from '@canopy/contracts';
import { plausibleEmail } from '../../lib/shopper-email';

export interface LimitCheckLine {
  id: number;
  quantity: number;
}

export function limitCheckRequest(
  lines: readonly LimitCheckLine[],
  email: string | null | undefined,
): LimitCheckRequest {
  const items = [...lines]
    .sort((a, b) => a.id - b.id)
    .map((line) => ({ product_id: line.id, quantity: line.quantity }));
  const customerEmail = plausibleEmail(email);
  return customerEmail === null ? { items } : { customer_email: customerEmail, items };
}
