// Storage side of the purchase limits (decision 0035): the per-customer lock, the ID-number HMACs
// recorded on a customer's orders, and the lines of their orders in a limit window with the facts
// each line was sold with. The customer is the normalised email (lower-case, trimmed; orders store
// it trimmed) and, once an ID check recorded it, the ID number's HMAC.
import { LIMIT_CLASSES, type LimitLine, type LimitOrder } from '@canopy/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { parseRows } from '../catalog/catalog.repository';

/**
 * Holds the customer's lock until the transaction ends: a transaction-scoped advisory lock on a
 * 64-bit hash of the key, the same on PostgreSQL and PGlite. Two orders of one customer take
 * their allowance one after the other.
 */
export async function lockLimitCustomer(tx: Database, key: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`canopy.limits:${key}`}, 0))`,
  );
}

/** The ID-number HMACs staff recorded on this email's orders, sorted (the lock order). */
export async function findCustomerIdHmacs(db: Database, email: string): Promise<string[]> {
  const result = await db.execute(sql`
    select distinct c.id_number_hmac as hmac
    from order_id_checks c join orders o on o.id = c.order_id
    where lower(o.customer_email) = ${email}
    order by 1`);
  return parseRows(result, z.object({ hmac: z.string() })).map((row) => row.hmac);
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
  const result = await db.execute(sql`
    select o.id as order_id, extract(epoch from o.created_at) * 1000 as placed_ms, i.quantity, i.limit_class,
      i.net_weight_g, i.thc_mg
    from orders o join order_items i on i.order_id = o.id
    where ${customer}
      and o.status <> 'cancelled'
      and o.created_at >= ${query.since.toISOString()}::timestamptz
      ${query.sessionId === undefined ? sql`` : sql`and o.session_id = ${query.sessionId}`}
      ${
        query.exceptIdempotencyKey === undefined
          ? sql``
          : sql`and o.idempotency_key is distinct from ${query.exceptIdempotencyKey}`
      }
    order by o.id`);
  const byOrder = new Map<number, { placed_at: Date; lines: LimitLine[] }>();
  for (const row of parseRows(result, historyRowSchema)) {
    const order = byOrder.get(row.order_id) ?? { placed_at: new Date(row.placed_ms), lines: [] };
    order.lines.push({
      quantity: row.quantity,
      limit_class: row.limit_class,
      net_weight_g: row.net_weight_g,
      thc_mg: row.thc_mg,
    });
    byOrder.set(row.order_id, order);
  }
  return [...byOrder.values()];
}
