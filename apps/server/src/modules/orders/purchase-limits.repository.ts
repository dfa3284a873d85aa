// Storage side of the purchase limits (decision 0035): the per-customer lock's name, the ID-number
// HMACs recorded on a customer's orders, and the lines of their orders in a limit window with the
// facts each line was sold with. The customer is the normalised email (lower-case, trimmed; orders
// store it trimmed) and, once an ID check recorded it, the ID number's HMAC.
import { LIMIT_CLASSES, type LimitOrder } from '@canopy/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import type { ScalarRead } from '../../db/scalar-reads';
import { parseRows } from '../../db/rows';

/** The name of a customer's limits lock (db/advisory-locks.ts): `email:…` or `id:…`. */
export function limitLockName(customer: string): string {
  return `canopy.limits:${customer}`;
}

const historyOrderSchema = z.object({
  placed_ms: z.coerce.number(),
  lines: z.array(
    z.object({
      quantity: z.number().int(),
      limit_class: z.enum(LIMIT_CLASSES).nullable(),
      net_weight_g: z.coerce.number().nullable(),
      thc_mg: z.coerce.number().nullable(),
    }),
  ),
});
const historySchema = z.array(historyOrderSchema);

/** A customer's orders in a window as read: each with when it was placed and its lines' facts. */
export type LimitHistory = z.infer<typeof historySchema>;

export interface LimitHistoryQuery {
  /** The normalised email. */
  email: string;
  /** Also the orders whose ID check recorded one of these. */
  idHmacs?: readonly string[];
  /** Only the orders placed in this shopper session (the cart meter's privacy). */
  sessionId?: string;
  /** Orders placed from this instant on. */
  since: Date;
  /** Leave out the order holding this Idempotency-Key (a concurrent retry of this very order). */
  exceptIdempotencyKey?: string;
}

/**
 * The orders in the window that are not cancelled, `customer` naming whose, as one JSON array:
 * each order with its lines in a subquery of its own rather than a join, which PostgreSQL plans
 * faster: planning is most of what this read costs where it is not prepared (decision 0044).
 */
function historyJson(customer: SQL, query: LimitHistoryQuery): SQL {
  return sql`
    select coalesce(json_agg(json_build_object(
      'placed_ms', extract(epoch from o.created_at) * 1000,
      'lines', (
        select coalesce(json_agg(json_build_object('quantity', i.quantity,
          'limit_class', i.limit_class, 'net_weight_g', i.net_weight_g, 'thc_mg', i.thc_mg)),
          '[]'::json)
        from order_items i where i.order_id = o.id)
    ) order by o.id), '[]'::json)
    from orders o
    where ${customer}
      and o.status <> 'cancelled'
      and o.created_at >= ${query.since.toISOString()}::timestamptz
      ${query.sessionId === undefined ? sql`` : sql`and o.session_id = ${query.sessionId}`}
      ${
        query.exceptIdempotencyKey === undefined
          ? sql``
          : sql`and o.idempotency_key is distinct from ${query.exceptIdempotencyKey}`
      }`;
}

/** History as read, as the evaluator's orders. */
export function historyOrders(history: LimitHistory): LimitOrder[] {
  return history.map((order) => ({ placed_at: new Date(order.placed_ms), lines: order.lines }));
}

const historyResultSchema = z.object({ history: historySchema });

/** The customer's orders in the window that are not cancelled, with their lines' facts. */
export async function findLimitHistory(
  db: Database,
  query: LimitHistoryQuery,
): Promise<LimitOrder[]> {
  const hmacs = query.idHmacs ?? [];
  const customer: SQL =
    hmacs.length === 0
      ? sql`lower(o.customer_email) = ${query.email}`
      : sql`(lower(o.customer_email) = ${query.email} or o.id in (
          select c.order_id from order_id_checks c
          where c.id_number_hmac in (${sql.join(
            hmacs.map((hmac) => sql`${hmac}`),
            sql`, `,
          )})))`;
  const result = await db.execute(sql`select (${historyJson(customer, query)}) as history`);
  const [row] = parseRows(result, historyResultSchema);
  return historyOrders(row?.history ?? []);
}

const idHmacsSchema = z.array(z.string());

/**
 * What checkout reads for the limits together with its other reads (db/scalar-reads.ts): the
 * ID-number HMACs staff recorded on this email's orders (sorted: the lock order), and the email's
 * own orders in the window as JSON. When there are HMACs, the orders under them are read
 * with findLimitHistory once their locks are held.
 */
export function emailLimitReads(query: Omit<LimitHistoryQuery, 'idHmacs'>): {
  idHmacs: ScalarRead<string[]>;
  history: ScalarRead<LimitHistory>;
} {
  return {
    // The email's order ids as an array first, then their checks: two one-table plans, no join.
    idHmacs: {
      sql: sql`select array(
        select distinct c.id_number_hmac from order_id_checks c
        where c.order_id = any(array(
          select o.id from orders o where lower(o.customer_email) = ${query.email}))
        order by 1)`,
      schema: idHmacsSchema,
    },
    history: {
      sql: historyJson(sql`lower(o.customer_email) = ${query.email}`, query),
      schema: historySchema,
    },
  };
}
