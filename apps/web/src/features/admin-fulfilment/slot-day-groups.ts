// The pick list's grouping: a day's pickup and delivery orders by slot (method and start), in
// time order, pickup before delivery at the same time, with the places the slot's capacity allows.
import type { AdminOrderListItem, SlotMethod, SystemConfig } from '@canopy/contracts';

export interface SlotGroup {
  method: SlotMethod;
  start: string;
  end: string;
  capacity: number;
  orders: AdminOrderListItem[];
}

export function slotGroups(
  orders: readonly AdminOrderListItem[],
  config: SystemConfig,
): SlotGroup[] {
  const groups = new Map<string, SlotGroup>();
  for (const order of orders) {
    const method = order.fulfilment_method;
    if (method === 'shipping' || !order.slot_start || !order.slot_end) continue;
    if (order.status === 'cancelled') continue;
    const key = `${method} ${order.slot_start}`;
    const group = groups.get(key) ?? {
      method,
      start: order.slot_start,
      end: order.slot_end,
      capacity: (method === 'pickup' ? config.pickup_slots : config.delivery_slots).slot_capacity,
      orders: [],
    };
    group.orders.push(order);
    groups.set(key, group);
  }
  return [...groups.values()].sort(
    (a, b) => a.start.localeCompare(b.start) || a.method.localeCompare(b.method) * -1,
  );
}
