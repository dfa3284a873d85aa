// The fulfilment module's services, built once (decisions 0034, 0037): `app.deliveryZones` (the
// back office's zones and the zone of a postal code), `app.fulfilmentSlots` (the slots offered,
// with the places taken), `app.fulfilmentCheckout` (what checkout checks and takes for an order's
// method and slot) and `app.slotNotifier` (the `slot_update` frame).
import fp from 'fastify-plugin';
import { createDeliveryZonesService, type DeliveryZonesService } from './delivery-zones.service';
import { createFulfilmentCheckout, type FulfilmentCheckout } from './fulfilment-checkout';
import { slotPlacesBookings } from './slot-bookings';
import { createSlotNotifier, type SlotNotifier } from './slot-notifier';
import { createSlotsService, type SlotsService } from './slots.service';

declare module 'fastify' {
  interface FastifyInstance {
    deliveryZones: DeliveryZonesService;
    fulfilmentSlots: SlotsService;
    fulfilmentCheckout: FulfilmentCheckout;
    slotNotifier: SlotNotifier;
  }
}

export default fp(
  (app, _options, done) => {
    const zones = createDeliveryZonesService({ db: app.db });
    const now = () => app.now();
    app.decorate('deliveryZones', zones);
    app.decorate(
      'fulfilmentSlots',
      createSlotsService({
        settings: app.settings,
        zones,
        bookings: slotPlacesBookings(app.db),
        now,
      }),
    );
    app.decorate('fulfilmentCheckout', createFulfilmentCheckout({ zones, now }));
    app.decorate(
      'slotNotifier',
      createSlotNotifier({
        db: app.db,
        settings: app.settings,
        realtime: app.realtime,
        log: app.log,
      }),
    );
    done();
  },
  { name: 'fulfilment', dependencies: ['app-config', 'database', 'settings', 'realtime'] },
);
