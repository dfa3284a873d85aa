// Storage for the admin's orders screen: a filtered, newest-first page of orders with the units
// each holds, an order's history, and removing a cancelled, unpaid order. Status changes are not
// here: they go through orders/order-status.service, the one way an order moves.
import { and, asc, count, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type {
  FulfilmentMethod,
  OrderPaymentMethod,
  OrderStatus,
  PaymentStatus,
} from '@canopy/contracts';
import type { Database } from '../../db/client';
import { orderEvents, orderItems, orders } from '../../db/schema';
import type { OrderRow } from './orders.repository';

export interface OrderListFilters {
  status: OrderStatus | undefined;
  paymentStatus: PaymentStatus | undefined;
  /** Part of the customer's email (any case) or a whole order number. */
  search: string | undefined;
  /** Placed at or after this instant. */
  placedFrom: Date | undefined;
  /** Placed before this instant. */
  placedBefore: Date | undefined;
  method: FulfilmentMethod | undefined;
  /** A slot starting at or after this instant and before `slotBefore` (a store day). */
  slotFrom: Date | undefined;
  slotBefore: Date | undefined;
}

export interface OrderListLine {
  name: string;
  sku: string;
  quantity: number;
}

export interface OrderListRow {
  id: number;
  number: string;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  customerEmail: string;
  customerName: string;
  totalCents: number;
  itemCount: number;
  lines: OrderListLine[];
  fulfilmentMethod: FulfilmentMethod;
  slotStart: Date | null;
  slotEnd: Date | null;
  paymentMethod: OrderPaymentMethod;
  createdAt: Date;
}

export type OrderEventRow = typeof orderEvents.$inferSelect;

function listConditions(filters: OrderListFilters): SQL | undefined {
  const conditions: Array<SQL | undefined> = [];
  if (filters.status) conditions.push(eq(orders.status, filters.status));
  if (filters.paymentStatus) conditions.push(eq(orders.paymentStatus, filters.paymentStatus));
  if (filters.placedFrom) conditions.push(gte(orders.createdAt, filters.placedFrom));
  if (filters.placedBefore) conditions.push(lt(orders.createdAt, filters.placedBefore));
  if (filters.method) conditions.push(eq(orders.fulfilmentMethod, filters.method));
  if (filters.slotFrom) conditions.push(gte(orders.slotStart, filters.slotFrom));
  if (filters.slotBefore) conditions.push(lt(orders.slotStart, filters.slotBefore));
  if (filters.search) {
    // LIKE on lower(email) is what the trigram index orders_email_trgm_idx serves; a % or _ the
    // admin types is escaped, so it is a character, not a wildcard.
    const pattern = `%${filters.search.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;
    conditions.push(
      or(
        eq(orders.number, filters.search.toUpperCase()),
        sql`lower(${orders.customerEmail}) like ${pattern}`,
      ),
    );
  }
  return and(...conditions);
}

/** One page of the matching orders, newest first (ids break ties), and how many match in all. */
export async function findOrderPage(
  db: Database,
  filters: OrderListFilters,
  page: { limit: number; offset: number },
): Promise<{ rows: OrderListRow[]; total: number }> {
  const where = listConditions(filters);
  const [counted] = await db.select({ total: count() }).from(orders).where(where);
  const rows = await db
    .select({
      id: orders.id,
      number: orders.number,
      status: orders.status,
      paymentStatus: orders.paymentStatus,
      customerEmail: orders.customerEmail,
      customerName: orders.customerName,
      totalCents: orders.totalCents,
      // Written out: Drizzle leaves the columns of a single-table select unqualified, and a bare
      // "id" inside the subquery would be the line's.
      itemCount: sql<number>`(
        select coalesce(sum(oi.quantity), 0) from ${orderItems} oi
        where oi.order_id = ${orders}.id)`.mapWith(Number),
      fulfilmentMethod: orders.fulfilmentMethod,
      slotStart: orders.slotStart,
      slotEnd: orders.slotEnd,
      paymentMethod: orders.paymentMethod,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(page.limit)
    .offset(page.offset);
  const lines = await findLinesOf(
    db,
    rows.map((row) => row.id),
  );
  return {
    rows: rows.map((row) => ({ ...row, lines: lines.get(row.id) ?? [] })),
    total: counted?.total ?? 0,
  };
}

/** The lines of the page's orders, in one query, in the order they were placed. */
async function findLinesOf(
  db: Database,
  orderIds: number[],
): Promise<Map<number, OrderListLine[]>> {
  const byOrder = new Map<number, OrderListLine[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select({
      orderId: orderItems.orderId,
      name: orderItems.name,
      sku: orderItems.sku,
      quantity: orderItems.quantity,
    })
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.id));
  for (const { orderId, ...line } of rows) {
    byOrder.set(orderId, [...(byOrder.get(orderId) ?? []), line]);
  }
  return byOrder;
}

/** The order's history, oldest first. */
export async function findOrderEvents(db: Database, orderId: number): Promise<OrderEventRow[]> {
  return db
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.at), asc(orderEvents.id));
}

/**
 * Deletes the order (its lines and history go with it) if it is cancelled and unpaid at the
 * moment of the delete; answers the deleted row, or null when nothing matched.
 */
export async function deleteCancelledUnpaidOrder(
  db: Database,
  id: number,
): Promise<OrderRow | null> {
  const [row] = await db
    .delete(orders)
    .where(
      and(eq(orders.id, id), eq(orders.status, 'cancelled'), eq(orders.paymentStatus, 'unpaid')),
    )
    .returning();
  return row ?? null;
}
