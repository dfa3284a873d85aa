// An order as the admin sees it: the customer's view (orders/order-view) plus the payment
// reference, the last change, the history, the latest passing ID check and the purchase-limit
// snapshot; and one row of the
// admin's order list (never a date of birth). The date of birth and the ID's details show only to
// staff holding orders.view_id; others see who checked the ID and when
// (docs/decisions/0030-id-check-at-hand-off.md).
import {
  centsToDollars,
  ORDER_STATUSES,
  type AdminOrderDetail,
  type AdminOrderListItem,
  type OrderStatus,
} from '@canopy/contracts';
import { toIdCheck } from './id-checks.service';
import type { IdCheckRow } from './id-checks.repository';
import { toOrder } from './order-view';
import type { OrderRecord } from './orders.repository';
import type { OrderEventRow, OrderListRow } from './admin-orders.repository';

// order_events stores statuses as text; anything outside the state machine is a corrupt row.
function asOrderStatus(value: string): OrderStatus {
  const status = ORDER_STATUSES.find((known) => known === value);
  if (status === undefined) throw new Error(`order_events holds an unknown status "${value}"`);
  return status;
}

export interface AdminOrderExtras {
  events: OrderEventRow[];
  idCheck: IdCheckRow | null;
  /** The viewer holds orders.view_id. */
  canViewId: boolean;
}

export function toAdminOrderDetail(
  record: OrderRecord,
  { events, idCheck, canViewId }: AdminOrderExtras,
): AdminOrderDetail {
  const check = idCheck === null ? null : toIdCheck(idCheck);
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
    ...(canViewId ? { date_of_birth: record.order.dateOfBirth } : {}),
    id_check:
      check === null || canViewId
        ? check
        : { checked_by: check.checked_by, checked_at: check.checked_at },
    limits: record.order.limits ?? null,
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
