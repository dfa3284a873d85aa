// The one place a stock change is announced, always after it committed: `stock_update`
// (storefront) and `inventory_update` (admin) per product, and a bump that makes every instance's
// storefront catalogue cache drop the answers it touches. A failed publish is logged; the change
// itself already happened and stands.
import type { FastifyBaseLogger } from 'fastify';
import type { InvalidationChannel } from '../../lib/cluster-invalidation';
import type { Realtime } from '../realtime/realtime.plugin';
import type { StockLevel } from './stock.repository';

export interface StockNotifierDeps {
  realtime: Pick<Realtime, 'publish'>;
  invalidation: Pick<InvalidationChannel, 'bump'>;
  log: FastifyBaseLogger;
}

export interface StockNotifier {
  stockChanged(levels: readonly StockLevel[]): Promise<void>;
}

/** Waits for every publish; a failed one is logged, never thrown. */
export async function publishAll(
  log: FastifyBaseLogger,
  publishes: Array<Promise<void>>,
): Promise<void> {
  const results = await Promise.allSettled(publishes);
  for (const result of results) {
    if (result.status === 'rejected') {
      log.error({ err: result.reason as unknown }, 'publishing a realtime update failed');
    }
  }
}

export function createStockNotifier(deps: StockNotifierDeps): StockNotifier {
  return {
    stockChanged(levels) {
      if (levels.length > 0) deps.invalidation.bump('catalog', { stock: levels });
      return publishAll(
        deps.log,
        levels.flatMap(({ productId, stock }) => {
          const data = { product_id: productId, stock };
          return [
            deps.realtime.publish('products', { type: 'stock_update', data }),
            deps.realtime.publish('admin', { type: 'inventory_update', data }),
          ];
        }),
      );
    },
  };
}
