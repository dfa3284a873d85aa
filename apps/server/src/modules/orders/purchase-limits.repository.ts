// Storage side of the purchase limits (decision 0035): the per-customer lock's name, the ID-number
// HMACs recorded on a customer's orders, and the lines of their orders in a limit window with the
// facts each line was sold with. The customer is the normalised email (lower-case, trimmed; orders
// store it trimmed) and, once an ID check recorded it, the ID number's HMAC.
import { LIMIT_CLASSES, type LimitLine, type LimitOrder } from '@canopy/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import type { ScalarRead } from '../../db/scalar-reads';
import { parseRows } from '../../db/rows';

/** The name of a customer's limits lock (db/advisory-locks.ts): `email:…` or `id:…`. */
export function limitLockName(customer: string): string {
  return `canopy.limits:${customer}`;
}

const historyRowSchema = z.object({
  order_id: z.number().int(),
  placed_ms: z.coerce.number(),
  quantity: z.number().int(),
  limit_class: z.enum(LIMIT_CLASSES).nullable(),
  net_weight_g: z.coerce.number().nullable(),
  thc_mg: z.coerce.number().nullable(),
});

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

/** The lines of the orders in the window that are not cancelled, `customer` naming whose. */
function historyLines(customer: SQL, query: LimitHistoryQuery): SQL {
  return sql`
    select o.id as order_id, extract(epoch from o.created_at) * 1000 as placed_ms, i.quantity,
      i.limit_class, i.net_weight_g, i.thc_mg
    from orders o join order_items i on i.order_id = o.id
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

/** History lines as orders, each with its lines. */
export function historyOrders(rows: readonly z.infer<typeof historyRowSchema>[]): LimitOrder[] {
  const orders = new Map<number, { placed_at: Date; lines: LimitLine[] }>();
  for (const row of rows) {
    const order = orders.get(row.order_id) ?? { placed_at: new Date(row.placed_ms), lines: [] };
    order.lines.push({
      quantity: row.quantity,
      limit_class: row.limit_class,
      net_weight_g: row.net_weight_g,
      thc_mg: row.thc_mg,
    });
    orders.set(row.order_id, order);
  }
  return [...orders.values()];
}

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
  const result = await db.execute(sql`${historyLines(customer, query)} order by o.id`);
  return historyOrders(parseRows(result, historyRowSchema));
}

const idHmacsSchema = z.array(z.string());
const historyLinesSchema = z.array(historyRowSchema);

/** A history read's lines (emailLimitReads), one order each with its lines. */
export type LimitHistoryLine = z.infer<typeof historyRowSchema>;

/**
 * What checkout reads for the limits together with its other reads (db/scalar-reads.ts): the
 * ID-number HMACs staff recorded on this email's orders (sorted: the lock order), and the email's
 * own orders in the window as JSON lines. When there are HMACs, the orders under them are read
 * with findLimitHistory once their locks are held.
 */
export function emailLimitReads(query: Omit<LimitHistoryQuery, 'idHmacs'>): {
  idHmacs: ScalarRead<string[]>;
  lines: ScalarRead<LimitHistoryLine[]>;
} {
  const lines = historyLines(sql`lower(o.customer_email) = ${query.email}`, query);
  return {
    idHmacs: {
      sql: sql`select array(
        select distinct c.id_number_hmac from order_id_checks c join orders o on o.id = c.order_id
        where lower(o.customer_email) = ${query.email}
        order by 1)`,
      schema: idHmacsSchema,
    },
    lines: {
      sql: sql`select coalesce(json_agg(h order by h.order_id), '[]'::json) from (${lines}) h`,
      schema: historyLinesSchema,
    },
  };
}
