// The Low Stock Alert list: each product running low with its SKU and the units left;
// sold-out products stand out in red.
import { TriangleAlert } from 'lucide-react';
import type { Dashboard } from '@canopy/contracts';
import { cx } from '../../../lib/class-names';
import { DashboardPanel } from './dashboard-panel';

type LowStockProduct = Dashboard['lowStockProducts'][number];

export function unitsRemaining(stock: number): string {
  return stock === 1 ? '1 unit remaining' : `${stock} units remaining`;
}

export function LowStockAlert({ products }: { products: readonly LowStockProduct[] }) {
  return (
    <DashboardPanel title="Low Stock Alert" description="Products that need restocking soon">
      {products.length === 0 ? (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">Every product is well stocked.</p>
      ) : (
        <ul className="flex flex-col divide-y divide-zinc-200 dark:divide-zinc-800">
          {products.map((product) => (
            <li key={product.id} className="flex items-start gap-3 py-3 first:pt-0 last:pb-0">
              <TriangleAlert
                className={cx(
                  'mt-0.5 size-4 shrink-0',
                  product.stock <= 0
                    ? 'text-red-600 dark:text-red-400'
                    : 'text-amber-600 dark:text-amber-400',
                )}
                aria-hidden="true"
              />
              <div className="flex min-w-0 flex-1 flex-col">
                <span className="text-sm font-medium text-zinc-900 dark:text-white">
                  {product.name}
                </span>
                <span className="text-xs text-zinc-500 dark:text-zinc-400">
                  SKU <span className="font-mono">{product.sku}</span>
                </span>
              </div>
              <span
                className={cx(
                  'shrink-0 text-sm font-medium tabular-nums',
                  product.stock <= 0
                    ? 'text-red-700 dark:text-red-400'
                    : 'text-amber-800 dark:text-amber-300',
                )}
              >
                {unitsRemaining(product.stock)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </DashboardPanel>
  );
}
