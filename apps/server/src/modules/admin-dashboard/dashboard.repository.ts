// The admin dashboard's figures in one statement: revenue and the number of paid, unrefunded
// orders, active products, the five newest orders, and the active products lowest on stock.
// At 100,000 orders: the paid sum reads the partial index orders_paid_total_idx alone, the newest
// orders walk orders_created_idx backwards.
import { sql } from 'drizzle-orm';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '@canopy/contracts';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { parseRows } from '../../db/rows';

const dashboardRowSchema = z.object({
  paid_orders: z.number().int(),
  revenue_cents: z.number().int(),
  active_products: z.number().int(),
  recent_orders: z.array(
    z.object({
      id: z.number().int(),
      number: z.string(),
      /** JSON renders timestamptz as ISO 8601 text with an offset. */
      created_at: z.string(),
      customer_email: z.string(),
      status: z.enum(ORDER_STATUSES),
      payment_status: z.enum(PAYMENT_STATUSES),
      total_cents: z.number().int(),
    }),
  ),
  low_stock: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      sku: z.string(),
      stock: z.number().int(),
    }),
  ),
});
export type DashboardRow = z.infer<typeof dashboardRowSchema>;

const dashboardResultSchema = z.object({ dashboard: dashboardRowSchema });

export async function findDashboardFigures(
  db: Database,
  options: { recentOrders: number; lowStockThreshold: number; lowStockProducts: number },
): Promise<DashboardRow> {
  const result = await db.execute(sql`
    with paid as (
      select count(*)::int as orders, coalesce(sum(total_cents), 0) as revenue_cents
      from orders where payment_status = 'paid')
    select json_build_object(
      'paid_orders', paid.orders,
      'revenue_cents', paid.revenue_cents,
      'active_products', (select count(*)::int from products where is_active),
      'recent_orders', coalesce((
        select json_agg(r order by r.created_at desc, r.id desc) from (
          select o.id, o.number, o.created_at, o.customer_email, o.status, o.payment_status,
            o.total_cents
          from orders o order by o.created_at desc, o.id desc
          limit ${options.recentOrders}) r), '[]'::json),
      'low_stock', coalesce((
        select json_agg(l order by l.stock, l.id) from (
          select p.id, p.name, p.sku, p.stock_quantity as stock
          from products p
          where p.is_active and p.stock_quantity <= ${options.lowStockThreshold}
          order by p.stock_quantity, p.id
          limit ${options.lowStockProducts}) l), '[]'::json)) as dashboard
    from paid`);
  const [row] = parseRows(result, dashboardResultSchema);
  if (!row) throw new Error('the dashboard statement returned no row');
  return row.dashboard;
}
