// The Avg Order Value card (spec §2): revenue divided by orders, worked out in cents so the
// rounding is a money rounding, and $0.00 while there are no orders.
import { centsToDollars, dollarsToCents } from '@canopy/contracts';

export function averageOrderValue(totalRevenue: number, totalOrders: number): number {
  if (totalOrders <= 0) return 0;
  return centsToDollars(dollarsToCents(totalRevenue) / totalOrders);
}
