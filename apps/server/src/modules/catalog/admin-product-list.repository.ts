// The back office's product list (GET /admin/products) in one statement: the total and one page
// of products, active or not. Search is plain and literal, as staff type SKUs and names they know:
// every word must appear (case-insensitively) in the name, the brand or the SKU; the trigram
// indexes on name and brand serve the substring matches. A category filter takes in its
// descendants, as the storefront's does.
import type { AdminProductSort } from '@canopy/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { parseRows } from '../../db/rows';
import {
  adminProductRowJson,
  adminProductRowSchema,
  type AdminProductRow,
} from './admin-products.repository';
import { containsPattern } from '../../lib/like-pattern';

export interface AdminProductPageQuery {
  /** Lower-cased words; each must be found in the name, brand or SKU. */
  searchWords: string[];
  categoryId: number | null;
  isActive: boolean | null;
  /** Only products with at most this many in stock; null for all. */
  maxStock: number | null;
  sort: AdminProductSort;
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
}

const pageRowSchema = z.object({
  total: z.number().int(),
  items: z.array(adminProductRowSchema),
});

export async function findAdminProductPage(
  db: Database,
  query: AdminProductPageQuery,
): Promise<{ items: AdminProductRow[]; total: number }> {
  const result = await db.execute(adminProductPageStatement(query));
  const [row] = parseRows(result, pageRowSchema);
  if (!row) throw new Error('the admin product page statement returned no row');
  return row;
}

function adminProductPageStatement(query: AdminProductPageQuery): SQL {
  const conditions: SQL[] = [];
  let scope = sql``;
  if (query.categoryId !== null) {
    // UNION, not UNION ALL: a cycle in the tree would end instead of looping.
    scope = sql`with recursive category_scope(id) as (
      select id from categories where id = ${query.categoryId}
      union
      select c.id from categories c join category_scope s on c.parent_id = s.id) `;
    conditions.push(sql`p.category_id in (select id from category_scope)`);
  }
  if (query.isActive !== null) conditions.push(sql`p.is_active = ${query.isActive}`);
  if (query.maxStock !== null) conditions.push(sql`p.stock_quantity <= ${query.maxStock}`);
  for (const word of query.searchWords) {
    const pattern = containsPattern(word);
    conditions.push(
      sql`(p.name ilike ${pattern} or p.brand ilike ${pattern} or p.sku ilike ${pattern})`,
    );
  }
  const where = conditions.length === 0 ? sql`true` : sql.join(conditions, sql` and `);
  const order = orderBy(query.sort, query.order);

  return sql`${scope}select
      (select count(*)::int from products p where ${where}) as total,
      (select coalesce(json_agg(page.product order by page.position), '[]'::json)
        from (
          select ${adminProductRowJson} as product, row_number() over (order by ${order}) as position
          from products p left join categories c on c.id = p.category_id
          where ${where}
          order by ${order}
          limit ${query.limit} offset ${query.offset}) page) as items`;
}

/** The list's order; ids break ties in the same direction, so pages never overlap. */
function orderBy(sort: AdminProductSort, order: 'asc' | 'desc'): SQL {
  const direction = order === 'asc' ? sql`asc` : sql`desc`;
  const key = {
    name: sql`lower(p.name)`,
    price: sql`p.retail_price_cents`,
    stock: sql`p.stock_quantity`,
    created_at: sql`p.created_at`,
  }[sort];
  return sql`${key} ${direction}, p.id ${direction}`;
}
