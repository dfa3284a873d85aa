// An order's own slot place (decision 0037): what the orders module calls when an order stops
// holding its place (cancelled by staff, expired or a no-show by the sweeper, withdrawn because
// its payment could not be set up) and when a late payment revives an expired order. Both run
// inside the caller's transaction, with the order row locked; a shipped order holds no place.
import type { Database } from '../../db/client';
import type { orders } from '../../db/schema';
import { moveSlotPlace } from './slot-places.repository';

type SlotColumns = Pick<typeof orders.$inferSelect, 'fulfilmentMethod' | 'slotStart'>;

/** Moves the order's place by one; null when the order is shipped and holds none. */
async function moveOrderPlace(tx: Database, order: SlotColumns, by: 1 | -1) {
  if (order.fulfilmentMethod === 'shipping' || order.slotStart === null) return null;
  return (await moveSlotPlace(tx, order.fulfilmentMethod, order.slotStart, by)) !== null;
}

/** Gives the order's slot place back; false when it holds none. */
export async function giveBackOrderSlotPlace(tx: Database, order: SlotColumns): Promise<boolean> {
  return (await moveOrderPlace(tx, order, -1)) ?? false;
}

/** Takes the order's slot place again; false when the slot is full by now. */
export async function retakeOrderSlotPlace(tx: Database, order: SlotColumns): Promise<boolean> {
  return (await moveOrderPlace(tx, order, 1)) ?? true;
}
