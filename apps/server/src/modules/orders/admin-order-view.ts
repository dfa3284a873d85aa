// An order as the admin sees it: the customer's view (orders/order-view) plus the payment
// reference, the last change and the history; and one row of the admin's order list.
import {
  centsToDollars,
  ORDER_STATUSES,
  type AdminOrderDetail,
  type AdminOrderListItem,
  type OrderStatus,
} from '@canopy/contracts';
import { toOrder } from './order-view';
import type { OrderRecord } from './orders.repository';
import type { OrderEventRow, OrderListRow } from './admin-orders.repository';

// order_events stores statuses as text; anything outside the state machine is a corrupt row.
function asOrderStatus(value: string): OrderStatus {
  const status = ORDER_STATUSES.find((known) => known === value);
  if (status === undefined) throw new Error(`order_events holds an unknown status "${value}"`);
  return status;
}

export function toAdminOrderDetail(record: OrderRecord, events: OrderEventRow[]): AdminOrderDetail {
  return {
    ...toOrder(record),
    payment_provider: record.order.paymentProvider,
    payment_intent_id: record.order.paymentIntentId,
    updated_at: record.order.updatedAt.toISOString(),
    events: events.map((event) => ({
      from_status: event.fromStatus === null ? null : asOrderStatus(event.fromStatus),
      to_status: asOrderStatus(event.toStatus),
      actor: event.actor,
      at: event.at.toISOString(),
    })),
  };
}

export function toAdminOrderListItem(row: OrderListRow): AdminOrderListItem {
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    payment_status: row.paymentStatus,
    customer_email: row.customerEmail,
    customer_name: row.customerName,
    total: centsToDollars(row.totalCents),
    item_count: row.itemCount,
    created_at: row.createdAt.toISOString(),
  };
}
