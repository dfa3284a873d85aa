// The fulfilment module's services, built once (decision 0034): `app.deliveryZones` (the back
// office's zones and the zone of a postal code) and `app.fulfilmentSlots` (the slots offered).
import fp from 'fastify-plugin';
import { createDeliveryZonesService, type DeliveryZonesService } from './delivery-zones.service';
import { noSlotBookings } from './slot-bookings';
import { createSlotsService, type SlotsService } from './slots.service';

declare module 'fastify' {
  interface FastifyInstance {
    deliveryZones: DeliveryZonesService;
    fulfilmentSlots: SlotsService;
  }
}

export default fp(
  (app, _options, done) => {
    const zones = createDeliveryZonesService({ db: app.db });
    app.decorate('deliveryZones', zones);
    app.decorate(
      'fulfilmentSlots',
      createSlotsService({
        settings: app.settings,
        zones,
        bookings: noSlotBookings,
        now: () => app.now(),
      }),
    );
    done();
  },
  { name: 'fulfilment', dependencies: ['app-config', 'database', 'settings'] },
);
