// The one place orders tell the websocket about changes, always after the change committed:
// `stock_update` (storefront) and `inventory_update` (admin) per product, `order_update` (admin)
// per order. A stock change also goes to every instance's storefront catalogue cache, which drops
// the answers it touches, and an order change to every instance's back-office figures. A failed publish is logged; the change itself already happened and
// stands.
import type { FastifyBaseLogger } from 'fastify';
import type { InvalidationChannel } from '../../lib/cluster-invalidation';
import type { Realtime } from '../realtime/realtime.plugin';
import { toOrderUpdate } from './order-view';
import type { OrderRow } from './orders.repository';
import type { StockLevel } from './stock.repository';

export interface OrderNotifier {
  stockChanged(levels: readonly StockLevel[]): Promise<void>;
  orderChanged(order: OrderRow): Promise<void>;
}

export function createOrderNotifier(deps: {
  realtime: Pick<Realtime, 'publish'>;
  invalidation: Pick<InvalidationChannel, 'bump'>;
  log: FastifyBaseLogger;
}): OrderNotifier {
  async function publishAll(publishes: Array<Promise<void>>): Promise<void> {
    const results = await Promise.allSettled(publishes);
    for (const result of results) {
      if (result.status === 'rejected') {
        deps.log.error({ err: result.reason as unknown }, 'publishing a realtime update failed');
      }
    }
  }

  return {
    stockChanged(levels) {
      if (levels.length > 0) deps.invalidation.bump('catalog', { stock: levels });
      return publishAll(
        levels.flatMap(({ productId, stock }) => {
          const data = { product_id: productId, stock };
          return [
            deps.realtime.publish('products', { type: 'stock_update', data }),
            deps.realtime.publish('admin', { type: 'inventory_update', data }),
          ];
        }),
      );
    },

    orderChanged(order) {
      deps.invalidation.bump('sales');
      return publishAll([
        deps.realtime.publish('admin', { type: 'order_update', data: toOrderUpdate(order) }),
      ]);
    },
  };
}
