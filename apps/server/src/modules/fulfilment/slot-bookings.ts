// How many orders each slot holds, per slot start (slotKey, ms). No order takes a slot yet: until
// checkout books them (decision 0034), every slot is empty. The slots service asks through this
// interface, so the slot-bookings table plugs in here without changing the slots answer.
import type { SlotMethod } from '@canopy/contracts';

export interface SlotBookings {
  /** Orders booked per slot start of `method` from `from` (included) to `to` (excluded). */
  bookedPerSlot(method: SlotMethod, from: Date, to: Date): Promise<ReadonlyMap<number, number>>;
}

export const noSlotBookings: SlotBookings = {
  bookedPerSlot: () => Promise.resolve(new Map()),
};
