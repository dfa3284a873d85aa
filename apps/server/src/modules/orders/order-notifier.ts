// The one place orders tell the websocket about changes, always after the change committed: stock
// (catalog/stock-notifier.ts) and `order_update` (admin) per order, which also goes to every
// instance's back-office figures. A failed publish is logged; the change itself already happened
// and stands.
import {
  createStockNotifier,
  publishAll,
  type StockNotifier,
  type StockNotifierDeps,
} from '../catalog/stock-notifier';
import { toOrderUpdate } from './order-view';
import type { OrderRow } from './orders.repository';

export interface OrderNotifier extends StockNotifier {
  orderChanged(order: OrderRow): Promise<void>;
}

export function createOrderNotifier(deps: StockNotifierDeps): OrderNotifier {
  return {
    ...createStockNotifier(deps),

    orderChanged(order) {
      deps.invalidation.bump('sales');
      return publishAll(deps.log, [
        deps.realtime.publish('admin', { type: 'order_update', data: toOrderUpdate(order) }),
      ]);
    },
  };
}
