// The one place orders tell the websocket about changes, always after the change committed: stock
// (catalog/stock-notifier.ts), `order_update` (admin) per order, which also goes to every
// instance's back-office figures, and for a pickup or delivery order its slot's places
// (`slot_update`, fulfilment/slot-notifier.ts): every change of a slot's places is a change of
// one of its orders (placed, cancelled, expired, revived); a new order announces the places its
// booking answered (no read). A failed publish is logged; the change itself already happened and
// stands.
import {
  createStockNotifier,
  publishAll,
  type StockNotifier,
  type StockNotifierDeps,
} from '../catalog/stock-notifier';
import type { SlotNotifier } from '../fulfilment/slot-notifier';
import type { SlotPlaces } from '../fulfilment/slot-places.repository';
import { toOrderUpdate } from './order-view';
import type { OrderRow } from './orders.repository';

export interface OrderNotifier extends StockNotifier {
  orderChanged(order: OrderRow): Promise<void>;
  /** The places of the order's slot, when it has one (also sent by orderChanged). */
  slotChanged(order: OrderRow): Promise<void>;
  /** A new order's slot: the places its booking answered, when it booked one. */
  placesTaken(places: SlotPlaces | null, timeZone: string): Promise<void>;
  /** A new order, once answered: `order_update` alone (placesTaken announced its slot). */
  orderPlaced(order: OrderRow): Promise<void>;
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

  function orderUpdate(order: OrderRow): Promise<void> {
    deps.invalidation.bump('sales');
    return deps.realtime.publish('admin', { type: 'order_update', data: toOrderUpdate(order) });
  }

  return {
    ...createStockNotifier(deps),
    slotChanged,

    placesTaken: (places, timeZone) =>
      places ? deps.slots.placesTaken(places, timeZone) : Promise.resolve(),

    orderPlaced: (order) => publishAll(deps.log, [orderUpdate(order)]),

    orderChanged: (order) => publishAll(deps.log, [orderUpdate(order), slotChanged(order)]),
  };
}
