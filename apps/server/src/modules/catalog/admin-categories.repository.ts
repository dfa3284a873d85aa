// Storage of the category tree as the back office edits it: categories with their product
// counts, one category locked for a write, what still hangs off a category, whether one category
// lies inside another's subtree, and the lock that serializes moves within the tree.
import { asc, count, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { categories, products } from '../../db/schema';
import { parseRows } from '../../db/rows';

export interface AdminCategoryRow {
  id: number;
  name: string;
  parentId: number | null;
  /** Products directly in the category, active or not. */
  productCount: number;
  createdAt: Date;
}

export interface CategoryValues {
  name: string;
  parentId: number | null;
}

function selectAdminCategories(db: Database) {
  return db
    .select({
      id: categories.id,
      name: categories.name,
      parentId: categories.parentId,
      productCount: count(products.id),
      createdAt: categories.createdAt,
    })
    .from(categories)
    .leftJoin(products, eq(products.categoryId, categories.id))
    .groupBy(categories.id);
}

/** Every category, by name (case-insensitively), ties by id. */
export async function listAdminCategories(db: Database): Promise<AdminCategoryRow[]> {
  return selectAdminCategories(db).orderBy(asc(sql`lower(${categories.name})`), asc(categories.id));
}

export async function findAdminCategory(
  db: Database,
  id: number,
): Promise<AdminCategoryRow | null> {
  const [row] = await selectAdminCategories(db).where(eq(categories.id, id));
  return row ?? null;
}

/**
 * The category, locked until the transaction ends: a product or subcategory being added to it
 * (which must share-lock it for its foreign key) waits, so a delete's counts stay true.
 */
export async function lockCategory(db: Database, id: number): Promise<CategoryValues | null> {
  const [row] = await db
    .select({ name: categories.name, parentId: categories.parentId })
    .from(categories)
    .where(eq(categories.id, id))
    .for('update');
  return row ?? null;
}

export async function findCategoryName(db: Database, id: number): Promise<string | null> {
  const [row] = await db
    .select({ name: categories.name })
    .from(categories)
    .where(eq(categories.id, id));
  return row?.name ?? null;
}

/**
 * Moves are decided on the tree as a whole (no cycles), which row locks cannot protect: two
 * moves at once could each put one category under the other. This transaction-scoped advisory
 * lock lets one tree edit decide at a time.
 */
export async function lockCategoryTree(db: Database): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('canopy.category_tree'))`);
}

const insideRowSchema = z.object({ inside: z.boolean() });

/** True when `candidateId` is `rootId` or lies anywhere in its subtree. */
export async function isInSubtree(
  db: Database,
  candidateId: number,
  rootId: number,
): Promise<boolean> {
  const result = await db.execute(sql`
    with recursive subtree(id) as (
      select ${rootId}::int
      union
      select c.id from categories c join subtree s on c.parent_id = s.id)
    select exists(select 1 from subtree where id = ${candidateId}) as inside`);
  const [row] = parseRows(result, insideRowSchema);
  return row?.inside ?? false;
}

/** What still refers to the category: its products (active or not) and direct subcategories. */
export async function countCategoryDependents(
  db: Database,
  id: number,
): Promise<{ products: number; subcategories: number }> {
  const [productRow] = await db
    .select({ total: count() })
    .from(products)
    .where(eq(products.categoryId, id));
  const [childRow] = await db
    .select({ total: count() })
    .from(categories)
    .where(eq(categories.parentId, id));
  return { products: productRow?.total ?? 0, subcategories: childRow?.total ?? 0 };
}

export async function insertCategory(db: Database, values: CategoryValues): Promise<number> {
  const [row] = await db.insert(categories).values(values).returning({ id: categories.id });
  if (!row) throw new Error('Inserting a category returned no row');
  return row.id;
}

export async function updateCategory(
  db: Database,
  id: number,
  values: CategoryValues,
): Promise<void> {
  await db.update(categories).set(values).where(eq(categories.id, id));
}

export async function deleteCategory(db: Database, id: number): Promise<void> {
  await db.delete(categories).where(eq(categories.id, id));
}
