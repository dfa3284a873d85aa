// The slots the storefront offers (decision 0034): a method's slots on one local date of the
// store, cut by slotsOn from the settings' opening hours in the store's time zone, each with its
// capacity, the orders booked into it and the places left. A method the shop does not offer is a
// 422; delivery needs a postal code inside an active zone (422 `out_of_zone` otherwise).
import {
  placesLeft,
  slotDays,
  slotKey,
  slotSettingsFor,
  slotsOn,
  type FulfilmentDays,
  type FulfilmentSlots,
  type FulfilmentSlotsQuery,
  type SlotMethod,
} from '@canopy/contracts';
import { OutOfZoneError, ValidationError } from '../../lib/errors';
import type { SettingsService } from '../settings/settings.service';
import type { DeliveryZonesService } from './delivery-zones.service';
import type { SlotBookings } from './slot-bookings';

export type SlotsService = ReturnType<typeof createSlotsService>;

export function createSlotsService(deps: {
  settings: Pick<SettingsService, 'get'>;
  zones: Pick<DeliveryZonesService, 'activeZoneFor'>;
  bookings: SlotBookings;
  now: () => Date;
}) {
  /** Refuses a delivery without a postal code or to one no active zone lists. */
  async function checkDeliveryZone(postalCode: string | undefined): Promise<void> {
    if (postalCode === undefined) {
      throw new ValidationError([
        {
          loc: ['querystring', 'postal_code'],
          msg: 'Enter the postal code the order is delivered to',
          type: 'missing',
        },
      ]);
    }
    if (!(await deps.zones.activeZoneFor(postalCode))) {
      throw new OutOfZoneError(`We do not deliver to ${postalCode.toUpperCase()}`);
    }
  }

  /** The settings, when the shop offers `method`; a 422 otherwise. */
  async function settingsOffering(method: SlotMethod) {
    const settings = await deps.settings.get();
    if (!settings.fulfilment_methods.includes(method)) {
      throw new ValidationError([
        {
          loc: ['querystring', 'method'],
          msg: `The shop does not offer ${method} at the moment`,
          type: 'value_error',
        },
      ]);
    }
    return settings;
  }

  return {
    /** The dates a shopper may pick a slot on: the checkout's day tabs. */
    async days(method: SlotMethod): Promise<FulfilmentDays> {
      const settings = await settingsOffering(method);
      const days = slotDays({
        slotSettings: slotSettingsFor(method, settings),
        calendar: settings,
        now: deps.now(),
      });
      return { timezone: settings.timezone, method, days };
    },

    async slots(query: FulfilmentSlotsQuery): Promise<FulfilmentSlots> {
      const settings = await settingsOffering(query.method);
      if (query.method === 'delivery') await checkDeliveryZone(query.postal_code);

      const slotSettings = slotSettingsFor(query.method, settings);
      const slots = slotsOn({
        date: query.date,
        slotSettings,
        calendar: settings,
        now: deps.now(),
      });
      const first = slots[0];
      const last = slots.at(-1);
      const booked =
        first && last
          ? await deps.bookings.bookedPerSlot(
              query.method,
              new Date(first.start),
              new Date(last.end),
            )
          : new Map<number, number>();
      return {
        timezone: settings.timezone,
        method: query.method,
        date: query.date,
        slots: slots.map((slot) => {
          const start = slotKey(slot.start);
          return {
            ...slot,
            capacity: slotSettings.slot_capacity,
            booked: booked.get(start) ?? 0,
            available: placesLeft(start, booked, slotSettings),
          };
        }),
      };
    },
  };
}
