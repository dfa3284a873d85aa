// The catalogue's fingerprint (readCatalogFingerprint), which the index's 30 s check compares
// (docs/decisions/0032-search-index-checked-not-rebuilt.md): a product or category changed by
// hand in any column changes its `rows` part, a stock level only its `stock` part, and nothing
// changes it when nothing changed.
import { beforeAll, describe, expect, it } from 'vitest';
import { createCategory, updateCategory } from '../../../../test/factories/catalog';
import {
  createProduct,
  updateProduct,
  type ProductValues,
} from '../../../../test/factories/products';
import { setupTestApp } from '../../../../test/helpers/test-app';
import { readCatalogFingerprint } from './catalog-index.repository';

const t = setupTestApp();
let productId = 0;
let categoryId = 0;

beforeAll(async () => {
  const category = await createCategory(t.db, { name: 'Fingerprinted' });
  categoryId = category.id;
  const product = await createProduct(t.db, { categoryId, stockQuantity: 5 });
  productId = product.id;
});

describe('the catalogue fingerprint', () => {
  it('stays the same while nothing changes', async () => {
    expect(await readCatalogFingerprint(t.db)).toEqual(await readCatalogFingerprint(t.db));
  });

  it.each<[string, ProductValues]>([
    ['its name', { name: 'Changed by hand' }],
    ['its description', { description: 'Changed by hand' }],
    ['its sale price', { salePriceCents: 799 }],
    ['its category', { categoryId: null }],
    ['its minimum age', { minimumAge: 25 }],
    ['its net weight', { netWeightG: 3.5 }],
    ['when it was updated', { updatedAt: new Date('2026-01-02T03:04:05Z') }],
  ])('changes its rows part, not its stock part, when %s is written by hand', async (_, change) => {
    const before = await readCatalogFingerprint(t.db);
    await updateProduct(t.db, productId, change);
    const after = await readCatalogFingerprint(t.db);
    expect(after.rows).not.toBe(before.rows);
    expect(after.stock).toBe(before.stock);
  });

  it('changes both parts when a product is deactivated by hand', async () => {
    const before = await readCatalogFingerprint(t.db);
    await updateProduct(t.db, productId, { isActive: false });
    const after = await readCatalogFingerprint(t.db);
    expect(after.rows).not.toBe(before.rows);
    expect(after.stock).not.toBe(before.stock);
    await updateProduct(t.db, productId, { isActive: true });
  });

  it('changes its stock part alone when a stock level is written by hand', async () => {
    const before = await readCatalogFingerprint(t.db);
    await updateProduct(t.db, productId, { stockQuantity: 8 });
    const after = await readCatalogFingerprint(t.db);
    expect(after.rows).toBe(before.rows);
    expect(after.stock).not.toBe(before.stock);
  });

  it('changes its rows part when a category is renamed by hand', async () => {
    const before = await readCatalogFingerprint(t.db);
    await updateCategory(t.db, categoryId, { name: 'Renamed by hand' });
    expect((await readCatalogFingerprint(t.db)).rows).not.toBe(before.rows);
  });
});
