// How many places each slot has taken, per slot start (slotKey, ms), for the slots answer and the
// next slot with a place (decision 0037): read from fulfilment_slot_places.
import type { SlotMethod } from '@canopy/contracts';
import type { Database } from '../../db/client';
import { bookedPerSlot } from './slot-places.repository';

export interface SlotBookings {
  /** Places taken per slot start of `method` from `from` (included) to `to` (excluded). */
  bookedPerSlot(method: SlotMethod, from: Date, to: Date): Promise<ReadonlyMap<number, number>>;
}

export function slotPlacesBookings(db: Database): SlotBookings {
  return { bookedPerSlot: (method, from, to) => bookedPerSlot(db, method, from, to) };
}
