// The admin's orders: the filtered list, one order with its history, moving an order through the
// state machine (orders/order-status.service does the move and its effects; this adds the admin as
// the actor and the audit entry) and deleting a cancelled, unpaid order. Every write is audited.
import {
  orderMovePermission,
  shiftDay,
  wallClockOn,
  type AdminOrderDetail,
  type AdminOrderListResponse,
  type adminOrderListQuerySchema,
  type OrderStatus,
} from '@canopy/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { addUtcDays, startOfUtcDay } from '../../lib/utc-days';
import { assertPermission, type AdminPrincipal } from '../admin-users/admin-actor';
import { findLatestIdCheck } from './id-checks.repository';
import type { AuditActor, AuditLogService } from '../admin-users/audit-log.service';
import type { SettingsService } from '../settings/settings.service';
import type { OrderStatusService } from './order-status.service';
import { toOrder } from './order-view';
import { findOrder, findOrderRecord } from './orders.repository';
import { ORDER_NOT_FOUND } from './orders.service';
import { toAdminOrderDetail, toAdminOrderListItem } from './admin-order-view';
import {
  deleteCancelledUnpaidOrder,
  findOrderEvents,
  findOrderPage,
} from './admin-orders.repository';

const ORDER_NOT_DELETABLE = 'Only cancelled, unpaid orders can be deleted';

type AdminOrderListQuery = z.output<typeof adminOrderListQuerySchema>;

/** `order_events.actor` for a change an admin made. */
function adminOrderActor(admin: AuditActor): string {
  return `admin:${admin.username}`;
}

export interface AdminOrdersDeps {
  db: Database;
  /** The store's time zone, in which a slot day is meant. */
  settings: Pick<SettingsService, 'get'>;
  orderStatus: OrderStatusService;
  audit: AuditLogService;
}

export type AdminOrdersService = ReturnType<typeof createAdminOrdersService>;

/** The instants a store day runs between: its local midnight to the next one's. */
function storeDayBounds(day: string, timeZone: string): { from: Date; before: Date } {
  return {
    from: new Date(wallClockOn(day, timeZone)(0).instant),
    before: new Date(wallClockOn(shiftDay(day, 1), timeZone)(0).instant),
  };
}

export function createAdminOrdersService({ db, settings, orderStatus, audit }: AdminOrdersDeps) {
  /** The ID details and the date of birth only for a `viewer` holding orders.view_id. */
  async function getOrder(
    id: number,
    viewer: Pick<AdminPrincipal, 'permissions'>,
  ): Promise<AdminOrderDetail> {
    const record = await findOrderRecord(db, id);
    if (!record) throw new NotFoundError(ORDER_NOT_FOUND);
    return toAdminOrderDetail(record, {
      events: await findOrderEvents(db, id),
      idCheck: await findLatestIdCheck(db, id),
      canViewId: viewer.permissions.includes('orders.view_id'),
    });
  }

  return {
    getOrder,

    async listOrders(query: AdminOrderListQuery): Promise<AdminOrderListResponse> {
      const slotDay =
        query.slot_date === undefined
          ? undefined
          : storeDayBounds(query.slot_date, (await settings.get()).timezone);
      const { rows, total } = await findOrderPage(
        db,
        {
          status: query.status,
          paymentStatus: query.payment_status,
          search: query.search,
          placedFrom: query.date_from === undefined ? undefined : startOfUtcDay(query.date_from),
          // date_to is inclusive: everything before the next day began.
          placedBefore:
            query.date_to === undefined ? undefined : startOfUtcDay(addUtcDays(query.date_to, 1)),
          method: query.method,
          slotFrom: slotDay?.from,
          slotBefore: slotDay?.before,
        },
        { limit: query.size, offset: (query.page - 1) * query.size },
      );
      return {
        items: rows.map(toAdminOrderListItem),
        page: query.page,
        pages: Math.ceil(total / query.size),
        total,
      };
    },

    /** A refused move is a 409 with the state machine's reason; nothing changes then. */
    /** The admin's role must hold the move's permission: refunds apart from fulfilment. */
    async changeStatus(
      id: number,
      to: OrderStatus,
      admin: AdminPrincipal,
    ): Promise<AdminOrderDetail> {
      const before = await findOrder(db, id);
      if (!before) throw new NotFoundError(ORDER_NOT_FOUND);
      await orderStatus.changeOrderStatus(id, to, adminOrderActor(admin), (order) => {
        assertPermission(admin, orderMovePermission(order, to));
      });
      const after = await getOrder(id, admin);
      await audit.record({
        actor: admin,
        action: 'change_status',
        entity: 'order',
        entityId: id,
        before: { status: before.status, payment_status: before.paymentStatus },
        after: { status: after.status, payment_status: after.payment_status },
      });
      return after;
    },

    /** Only a cancelled, unpaid order goes; the audit entry keeps what it was. */
    async deleteOrder(id: number, admin: AuditActor): Promise<{ deleted: true }> {
      const record = await findOrderRecord(db, id);
      if (!record) throw new NotFoundError(ORDER_NOT_FOUND);
      // Decided by the delete itself too: the order may have moved since it was read.
      const deleted = await deleteCancelledUnpaidOrder(db, id);
      if (!deleted) throw new ConflictError(ORDER_NOT_DELETABLE);
      await audit.record({
        actor: admin,
        action: 'delete',
        entity: 'order',
        entityId: id,
        before: toOrder(record),
      });
      return { deleted: true };
    },
  };
}
