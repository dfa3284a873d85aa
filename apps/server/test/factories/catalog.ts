// Catalogue rows for tests.
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
