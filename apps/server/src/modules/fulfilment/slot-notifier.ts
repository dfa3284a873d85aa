// The one place a slot's places are announced, always after the change committed (decision 0037):
// `slot_update {method, start, available}` to the storefront's `products` room, through the
// realtime bus, so every instance's sockets get it. `available` is what GET /fulfilment/slots
// answers for the slot now. A failed publish is logged; the booking itself stands.
import { slotSettingsFor, storeIsoTime, type SlotMethod } from '@canopy/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { Realtime } from '../realtime/realtime.plugin';
import type { SettingsService } from '../settings/settings.service';
import { bookedInSlot } from './slot-places.repository';

export interface SlotNotifier {
  slotChanged(method: SlotMethod, start: Date): Promise<void>;
}

export function createSlotNotifier(deps: {
  db: Database;
  settings: Pick<SettingsService, 'get'>;
  realtime: Pick<Realtime, 'publish'>;
  log: FastifyBaseLogger;
}): SlotNotifier {
  return {
    async slotChanged(method, start) {
      try {
        const [settings, booked] = await Promise.all([
          deps.settings.get(),
          bookedInSlot(deps.db, method, start),
        ]);
        const capacity = slotSettingsFor(method, settings).slot_capacity;
        await deps.realtime.publish('products', {
          type: 'slot_update',
          data: {
            method,
            start: storeIsoTime(start.getTime(), settings.timezone),
            available: Math.max(0, capacity - booked),
          },
        });
      } catch (error) {
        deps.log.error({ err: error, method, start }, 'publishing a slot update failed');
      }
    },
  };
}
