// The one place a slot's places are announced, always after the change committed (decision 0037):
// `slot_update {method, start, available}` to the storefront's `products` room, through the
// realtime bus, so every instance's sockets get it. `available` is what GET /fulfilment/slots
// answers for the slot now: read again after a change, or, for a new order, the places its
// booking's conditional write answered (no read: two announcements racing are not ordered either
// way, and the next one corrects a stale count). A failed publish is logged; the booking stands.
import { slotSettingsFor, storeIsoTime, type SlotMethod } from '@canopy/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { Realtime } from '../realtime/realtime.plugin';
import type { SettingsService } from '../settings/settings.service';
import { bookedInSlot, type SlotPlaces } from './slot-places.repository';

export interface SlotNotifier {
  /** Reads the places taken in the slot now and announces them. */
  slotChanged(method: SlotMethod, start: Date): Promise<void>;
  /** Announces the places a booking answered (takeSlotPlace), with no read. */
  placesTaken(places: SlotPlaces, timeZone: string): Promise<void>;
}

export function createSlotNotifier(deps: {
  db: Database;
  settings: Pick<SettingsService, 'get'>;
  realtime: Pick<Realtime, 'publish'>;
  log: FastifyBaseLogger;
}): SlotNotifier {
  async function announce(places: SlotPlaces, timeZone: string): Promise<void> {
    const { method, start, capacity, booked } = places;
    await deps.realtime.publish('products', {
      type: 'slot_update',
      data: {
        method,
        start: storeIsoTime(start.getTime(), timeZone),
        available: Math.max(0, capacity - booked),
      },
    });
  }

  return {
    async slotChanged(method, start) {
      try {
        const [settings, booked] = await Promise.all([
          deps.settings.get(),
          bookedInSlot(deps.db, method, start),
        ]);
        const capacity = slotSettingsFor(method, settings).slot_capacity;
        await announce({ method, start, capacity, booked }, settings.timezone);
      } catch (error) {
        deps.log.error({ err: error, method, start }, 'publishing a slot update failed');
      }
    },

    async placesTaken(places, timeZone) {
      try {
        await announce(places, timeZone);
      } catch (error) {
        deps.log.error({ err: error, ...places }, 'publishing a slot update failed');
      }
    },
  };
}
