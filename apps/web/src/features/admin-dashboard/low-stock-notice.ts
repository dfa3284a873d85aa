// What staff are told when a stock change leaves a product low (at or below the low-stock
// threshold, 10 by default) or sold out. The socket's `inventory_update` carries only the product
// id and stock, so the name is whatever the admin's screens already know, else 'Product #id'.
import { DEFAULT_STORE_SETTINGS, type StockUpdate } from '@canopy/contracts';
import type { ToastInput } from '../../components/ui/use-toast';

export const LOW_STOCK_ALERT_AT = DEFAULT_STORE_SETTINGS.low_stock_threshold;

export function lowStockNotice(update: StockUpdate, name: string | null): ToastInput | null {
  if (update.stock > LOW_STOCK_ALERT_AT) return null;
  const product = name ?? `Product #${update.product_id}`;
  if (update.stock <= 0) return { title: `${product} is sold out`, tone: 'error' };
  return { title: `${product} is low on stock (${update.stock} left)`, tone: 'info' };
}
