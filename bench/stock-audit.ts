// The checkout scenario's oversell check, run on the database once the server has stopped: for
// every checkout product, the stock left plus the units that orders still hold (every order but a
// cancelled one) must equal the starting stock. A lost stock update under concurrency shows as
// more units sold than stock taken (an oversell); a double decrement as units that vanished.
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../apps/server/src/db/client';

export interface AuditResult {
  name: string;
  passed: boolean;
  detail: string;
}

export interface StockRow {
  productId: number;
  stock: number;
  /** Units in orders that still hold them (not cancelled). */
  unitsSold: number;
  orders: number;
}

export function judgeStock(rows: readonly StockRow[], startingStock: number): AuditResult {
  const wrong = rows.filter((row) => row.stock + row.unitsSold !== startingStock);
  const units = rows.reduce((sum, row) => sum + row.unitsSold, 0);
  const orderLines = rows.reduce((sum, row) => sum + row.orders, 0);
  const name = 'checkout: zero oversell';
  if (rows.length === 0) return { name, passed: false, detail: 'no checkout products found' };
  if (wrong.length === 0) {
    return {
      name,
      passed: true,
      detail: `${rows.length} products: stock + ${units.toLocaleString('en-US')} units sold (${orderLines.toLocaleString('en-US')} order lines) = starting stock for each`,
    };
  }
  const examples = wrong
    .slice(0, 5)
    .map(
      (row) =>
        `product ${row.productId}: ${row.stock} left + ${row.unitsSold} sold = ${row.stock + row.unitsSold}, started with ${startingStock}`,
    );
  return {
    name,
    passed: false,
    detail: `${wrong.length} of ${rows.length} products disagree: ${examples.join('; ')}`,
  };
}

const stockRowsSchema = z.object({
  rows: z.array(
    z.object({
      product_id: z.number().int(),
      stock: z.number().int(),
      units_sold: z.number().int(),
      orders: z.number().int(),
    }),
  ),
});

export async function auditCheckoutStock(
  db: Database,
  productIds: readonly number[],
  startingStock: number,
): Promise<AuditResult> {
  const result = await db.execute(sql`
    select p.id as product_id, p.stock_quantity as stock,
      coalesce(sum(i.quantity) filter (where o.status <> 'cancelled'), 0)::int as units_sold,
      count(i.id) filter (where o.status <> 'cancelled')::int as orders
    from products p
    left join order_items i on i.product_id = p.id
    left join orders o on o.id = i.order_id
    where p.id = any(${sql.param([...productIds])}::int[])
    group by p.id, p.stock_quantity
    order by p.id`);
  const rows = stockRowsSchema.parse(result).rows.map((row) => ({
    productId: row.product_id,
    stock: row.stock,
    unitsSold: row.units_sold,
    orders: row.orders,
  }));
  return judgeStock(rows, startingStock);
}
