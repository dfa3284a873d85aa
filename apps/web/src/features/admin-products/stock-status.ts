// The stock badge of an admin product row (in_stock, low_stock, out_of_stock). Low stock
// is at or below the shop's default low-stock threshold, the same line as the 'Low stock only'
// filter draws with the default settings.
import { DEFAULT_STORE_SETTINGS } from '@canopy/contracts';

export type StockStatus = 'in_stock' | 'low_stock' | 'out_of_stock';

export function stockStatus(
  stock: number,
  threshold = DEFAULT_STORE_SETTINGS.low_stock_threshold,
): StockStatus {
  if (stock <= 0) return 'out_of_stock';
  if (stock <= threshold) return 'low_stock';
  return 'in_stock';
}
