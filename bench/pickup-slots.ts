// The checkout-pickup scenario's slots: the shop's pickup slots opened wide (the most places a slot
// may have, no preparation time) through System Config, then the starts of the pickup slots of the
// next days, which the scenario's orders take in turn. Capacity is never what limits the load.
import { fulfilmentSlotsSchema, shiftDay, storeDay, systemConfigSchema } from '@canopy/contracts';
import { jsonRequest, type ServerAddress } from './json-request';

/** The most orders System Config lets one slot take. */
export const BENCH_SLOT_CAPACITY = 1_000;
/** The days (from tomorrow) whose pickup slots the scenario books. */
const BOOKED_DAYS = 3;

/**
 * Opens pickup with wide slots and answers the starts of the pickup slots of the next days: at
 * least `orders` places in all, or an error saying the run would outgrow them.
 */
export async function openPickupSlots(
  context: ServerAddress,
  admin: Record<string, string>,
  storefront: Record<string, string>,
  orders: number,
): Promise<string[]> {
  const config = systemConfigSchema.parse(
    await jsonRequest(context, '/admin/system/config', {
      method: 'PUT',
      headers: admin,
      body: {
        fulfilment_methods: ['shipping', 'pickup', 'delivery'],
        pickup_slots: {
          slot_minutes: 30,
          prep_minutes: 0,
          days_ahead: BOOKED_DAYS + 1,
          slot_capacity: BENCH_SLOT_CAPACITY,
        },
      },
    }),
  );
  const today = storeDay(new Date(), config.timezone);
  const starts: string[] = [];
  for (let day = 1; day <= BOOKED_DAYS; day += 1) {
    const date = shiftDay(today, day);
    const answer = fulfilmentSlotsSchema.parse(
      await jsonRequest(context, `/fulfilment/slots?method=pickup&date=${date}`, {
        headers: storefront,
      }),
    );
    starts.push(...answer.slots.map((slot) => slot.start));
  }
  if (starts.length * BENCH_SLOT_CAPACITY < orders) {
    throw new Error(
      `${String(starts.length)} pickup slots of ${String(BENCH_SLOT_CAPACITY)} cannot take ${String(orders)} orders`,
    );
  }
  return starts;
}
