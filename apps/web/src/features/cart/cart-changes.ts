// What a refresh of the cart from the server changed, as the shopper is told before paying: a
// new price, a line lowered to what is left (or to the per-item limit), a product sold out or
// taken off sale (those lines leave the cart).
import { formatUsd } from '@canopy/contracts';

export type CartChange =
  | { kind: 'price'; id: number; name: string; from: number; to: number }
  | { kind: 'quantity'; id: number; name: string; from: number; to: number }
  | { kind: 'sold_out' | 'unavailable'; id: number; name: string };

export function describeCartChange(change: CartChange): string {
  switch (change.kind) {
    case 'price':
      return `${change.name}: price changed from ${formatUsd(change.from)} to ${formatUsd(change.to)}`;
    case 'quantity':
      return `${change.name}: only ${String(change.to)} can be ordered now — your cart now has ${String(change.to)}`;
    case 'sold_out':
      return `${change.name} sold out and was removed from your cart`;
    case 'unavailable':
      return `${change.name} is no longer available and was removed from your cart`;
  }
}
