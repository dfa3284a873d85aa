// Products for tests, written straight to the table with sensible defaults: a unique SKU, $10.00,
// ten in stock, active. Pass only what a test is about.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { products } from '../../src/db/schema';

export type ProductValues = Partial<typeof products.$inferInsert>;
export type TestProduct = typeof products.$inferSelect;

let productCounter = 0;

function withDefaults(values: ProductValues): typeof products.$inferInsert {
  productCounter += 1;
  return {
    name: `Test product ${productCounter}`,
    sku: `TEST-${productCounter}-${randomBytes(3).toString('hex')}`,
    retailPriceCents: 1000,
    stockQuantity: 10,
    ...values,
  };
}

export async function createProduct(
  db: Database,
  values: ProductValues = {},
): Promise<TestProduct> {
  const [row] = await createProducts(db, [values]);
  if (!row) throw new Error('inserting a product returned no row');
  return row;
}

/** Several products in one statement, returned in the order given. */
export async function createProducts(
  db: Database,
  list: readonly ProductValues[],
): Promise<TestProduct[]> {
  if (list.length === 0) return [];
  return db.insert(products).values(list.map(withDefaults)).returning();
}

/** What the admin product screen will do; direct until that endpoint exists. */
export async function updateProduct(
  db: Database,
  id: number,
  changes: ProductValues,
): Promise<void> {
  await db.update(products).set(changes).where(eq(products.id, id));
}
