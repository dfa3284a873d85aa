// Storage of products as the back office writes them: the admin's row (the catalogue's product row
// plus is_active and updated_at), rows locked for a write, inserting, replacing, deleting and
// (de)activating products, and which of them orders reference (those are never deleted).
import type { LimitClass, StrainType } from '@canopy/contracts';
import { inArray, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { orderItems, products } from '../../db/schema';
import { parseRows } from '../../db/rows';
import { productRowJson, productRowSchema } from './catalog.repository';

export const adminProductRowSchema = productRowSchema.extend({
  is_active: z.boolean(),
  /** JSON renders timestamptz as ISO 8601 text with an offset. */
  updated_at: z.string(),
});
export type AdminProductRow = z.infer<typeof adminProductRowSchema>;

/** adminProductRowSchema as JSON, over `products p left join categories c`. */
export const adminProductRowJson = sql`((${productRowJson})::jsonb
  || jsonb_build_object('is_active', p.is_active, 'updated_at', p.updated_at))`;

/** Every stored field of a product the admin form edits, as stored (cents). */
export interface ProductWriteValues {
  name: string;
  sku: string;
  brand: string | null;
  description: string;
  retailPriceCents: number;
  salePriceCents: number | null;
  stockQuantity: number;
  primaryImageUrl: string | null;
  strainType: StrainType | null;
  volume: string | null;
  thcPercent: number | null;
  cbdPercent: number | null;
  minimumAge: number | null;
  limitClass: LimitClass | null;
  netWeightG: number | null;
  thcMg: number | null;
  categoryId: number | null;
  isActive: boolean;
}

function idList(ids: readonly number[]): SQL {
  return sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
}

const adminProductResultSchema = z.object({ product: adminProductRowSchema });

/**
 * The products with these ids, by id. `lock` takes their row locks for the rest of the
 * transaction: a checkout reserving stock, or an order line referencing one, waits until the
 * admin's write has committed (and the other way round).
 */
export async function findAdminProducts(
  db: Database,
  ids: readonly number[],
  { lock = false }: { lock?: boolean } = {},
): Promise<AdminProductRow[]> {
  if (ids.length === 0) return [];
  const result = await db.execute(sql`
    select ${adminProductRowJson} as product
    from products p left join categories c on c.id = p.category_id
    where p.id in (${idList(ids)})
    order by p.id
    ${lock ? sql`for update of p` : sql``}`);
  return parseRows(result, adminProductResultSchema).map((row) => row.product);
}

export async function findAdminProduct(
  db: Database,
  id: number,
  options: { lock?: boolean } = {},
): Promise<AdminProductRow | null> {
  const [row] = await findAdminProducts(db, [id], options);
  return row ?? null;
}

export async function insertProduct(db: Database, values: ProductWriteValues): Promise<number> {
  const [row] = await db.insert(products).values(values).returning({ id: products.id });
  if (!row) throw new Error('Inserting a product returned no row');
  return row.id;
}

export async function replaceProduct(
  db: Database,
  id: number,
  values: ProductWriteValues,
): Promise<void> {
  await db
    .update(products)
    .set({ ...values, updatedAt: sql`now()` })
    .where(inArray(products.id, [id]));
}

export async function setProductsActive(
  db: Database,
  ids: readonly number[],
  isActive: boolean,
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(products)
    .set({ isActive, updatedAt: sql`now()` })
    .where(inArray(products.id, [...ids]));
}

export async function deleteProducts(db: Database, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(products).where(inArray(products.id, [...ids]));
}

/** The ids among `ids` that at least one order line names. */
export async function findProductIdsInOrders(
  db: Database,
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ productId: orderItems.productId })
    .from(orderItems)
    .where(inArray(orderItems.productId, [...ids]));
  return new Set(rows.flatMap((row) => (row.productId === null ? [] : [row.productId])));
}
