// The statements behind a whole-catalogue import into an empty shop (catalog-import.service.ts).
import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { categories, products } from '../../db/schema';

/** Key of the transaction-level advisory lock that lets one instance import at a time. */
const CATALOG_IMPORT_LOCK = 0x5eed_ca7;

export type ImportedProductRow = Omit<typeof products.$inferInsert, 'id'>;

/** Waits until no other instance imports, for the rest of the transaction. */
export async function lockCatalogImport(tx: Database): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${CATALOG_IMPORT_LOCK})`);
}

export async function countAllProducts(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(products);
  return row?.n ?? 0;
}

/** The category of that name (any letter case) under that parent, if there is one. */
export async function findCategoryIdByName(
  db: Database,
  name: string,
  parentId: number | null,
): Promise<number | undefined> {
  const [found] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(
      and(
        sql`lower(${categories.name}) = lower(${name})`,
        parentId === null ? isNull(categories.parentId) : eq(categories.parentId, parentId),
      ),
    );
  return found?.id;
}

export async function insertCategoryRow(
  db: Database,
  values: { name: string; parentId: number | null },
): Promise<number | undefined> {
  const [inserted] = await db.insert(categories).values(values).returning({ id: categories.id });
  return inserted?.id;
}

export function insertProductRows(
  db: Database,
  rows: readonly ImportedProductRow[],
): Promise<{ id: number; sku: string }[]> {
  return db
    .insert(products)
    .values([...rows])
    .returning({ id: products.id, sku: products.sku });
}

export async function setPrimaryImage(
  db: Database,
  productIds: readonly number[],
  url: string,
): Promise<void> {
  await db
    .update(products)
    .set({ primaryImageUrl: url })
    .where(inArray(products.id, [...productIds]));
}

/** Fresh planner statistics after a bulk write. */
export async function analyzeCatalogTables(db: Database): Promise<void> {
  await db.execute(sql`vacuum analyze categories, products, images`);
}
