// Catalogue rows for tests.
import { eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { categories } from '../../src/db/schema';

export async function createCategory(
  db: Database,
  values: { name: string; parentId?: number | null },
): Promise<{ id: number; name: string }> {
  const [row] = await db
    .insert(categories)
    .values({ name: values.name, parentId: values.parentId ?? null })
    .returning({ id: categories.id, name: categories.name });
  if (!row) throw new Error('inserting a category returned no row');
  return row;
}

/** A category changed straight in its table, as a write by hand would. */
export async function updateCategory(
  db: Database,
  id: number,
  changes: Partial<typeof categories.$inferInsert>,
): Promise<void> {
  await db.update(categories).set(changes).where(eq(categories.id, id));
}
