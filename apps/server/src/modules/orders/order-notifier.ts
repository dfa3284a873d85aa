// The one place orders tell the websocket about changes, always after the change committed: stock
// (catalog/stock-notifier.ts), `order_update` (admin) per order, which also goes to every
// instance's back-office figures, and for a pickup or delivery order its slot's places
// (`slot_update`, fulfilment/slot-notifier.ts): every change of a slot's places is a change of
// one of its orders (placed, cancelled, expired, revived). A failed publish is logged; the change itself already happened
// and stands.
import {
  createStockNotifier,
  publishAll,
  type StockNotifier,
  type StockNotifierDeps,
} from '../catalog/stock-notifier';
import type { SlotNotifier } from '../fulfilment/slot-notifier';
import { toOrderUpdate } from './order-view';
import type { OrderRow } from './orders.repository';

export interface OrderNotifier extends StockNotifier {
  orderChanged(order: OrderRow): Promise<void>;
  /** The places of the order's slot, when it has one (also sent by orderChanged). */
  slotChanged(order: OrderRow): Promise<void>;
}

export function createOrderNotifier(
  deps: StockNotifierDeps & { slots: SlotNotifier },
): OrderNotifier {
  function slotChanged(order: OrderRow): Promise<void> {
    if (order.fulfilmentMethod === 'shipping' || order.slotStart === null) {
      return Promise.resolve();
    }
    return deps.slots.slotChanged(order.fulfilmentMethod, order.slotStart);
  }

  return {
    ...createStockNotifier(deps),
    slotChanged,

    orderChanged(order) {
      deps.invalidation.bump('sales');
      return publishAll(deps.log, [
        deps.realtime.publish('admin', { type: 'order_update', data: toOrderUpdate(order) }),
        slotChanged(order),
      ]);
    },
  };
}
