// An order's `fulfilment` as it leaves the server (decision 0037): the method, the slot's start and
// end as UTC ISO-8601 instants (null for shipping) and the delivery zone it was priced by.
import type { OrderFulfilment } from '@canopy/contracts';
import type { orders } from '../../db/schema';

type FulfilmentColumns = Pick<
  typeof orders.$inferSelect,
  'fulfilmentMethod' | 'slotStart' | 'slotEnd' | 'deliveryZoneId'
>;

export function toOrderFulfilment(order: FulfilmentColumns): OrderFulfilment {
  return {
    method: order.fulfilmentMethod,
    slot_start: order.slotStart?.toISOString() ?? null,
    slot_end: order.slotEnd?.toISOString() ?? null,
    zone_id: order.deliveryZoneId,
  };
}
