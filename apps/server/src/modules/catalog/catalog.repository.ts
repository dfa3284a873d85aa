// Storage reads of the catalogue.
import { asc, count, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { categories, products } from '../../db/schema';

export async function listCategories(
  db: Database,
): Promise<Array<{ id: number; name: string; parentId: number | null }>> {
  return db
    .select({ id: categories.id, name: categories.name, parentId: categories.parentId })
    .from(categories)
    .orderBy(asc(sql`lower(${categories.name})`), asc(categories.id));
}

export async function countCatalog(
  db: Database,
): Promise<{ products: number; categories: number }> {
  const [productRow] = await db.select({ total: count() }).from(products);
  const [categoryRow] = await db.select({ total: count() }).from(categories);
  return { products: productRow?.total ?? 0, categories: categoryRow?.total ?? 0 };
}
