// The Avg Order Value card (docs/product.md#admin-back-office): revenue divided by orders, worked
// out in cents so the rounding is a money rounding, and $0.00 while there are no orders.
import { centsToDollars, dollarsToCents } from '@canopy/contracts';

export function averageOrderValue(totalRevenue: number, totalOrders: number): number {
  if (totalOrders <= 0) return 0;
  return centsToDollars(dollarsToCents(totalRevenue) / totalOrders);
}
