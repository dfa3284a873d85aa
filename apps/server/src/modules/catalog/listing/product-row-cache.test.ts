// The list pages' product rows kept by id: read once, then from memory, in the page's order; gone
// with a stock change to them or a new index; never kept when read across a change; bounded.
import { describe, expect, it } from 'vitest';
import type { ProductRow } from '../catalog.repository';
import { createProductRowCache } from './product-row-cache';

function row(id: number, stock = 5): ProductRow {
  return {
    id,
    name: `Product ${id}`,
    sku: `SKU-${id}`,
    brand: null,
    description: '',
    retail_price_cents: 1000,
    sale_price_cents: null,
    stock_quantity: stock,
    primary_image_url: null,
    image_variants: [],
    strain_type: null,
    volume: null,
    thc_percent: null,
    cbd_percent: null,
    minimum_age: null,
    limit_class: null,
    net_weight_g: null,
    thc_mg: null,
    category_id: null,
    category_name: null,
    created_at: '2026-01-01T00:00:00+00:00',
  };
}

/** A database of rows by id, counting the ids each read asked for. */
function database(stock = 5) {
  const asked: number[][] = [];
  return {
    asked,
    read: (ids: readonly number[]) => {
      asked.push([...ids]);
      // Ids above 100 have no row, as a product deleted since the index chose it.
      return Promise.resolve(ids.filter((id) => id <= 100).map((id) => row(id, stock)));
    },
  };
}

const ids = (rows: ProductRow[]) => rows.map((r) => r.id);

describe('the product row cache', () => {
  it('reads only the rows it does not hold and answers in the order asked', async () => {
    const cache = createProductRowCache();
    const db = database();
    expect(ids(await cache.rowsOf([3, 1, 2], db.read))).toEqual([3, 1, 2]);
    expect(ids(await cache.rowsOf([2, 4, 101, 3], db.read))).toEqual([2, 4, 3]);
    expect(ids(await cache.rowsOf([4, 3], db.read))).toEqual([4, 3]);
    expect(db.asked).toEqual([
      [3, 1, 2],
      [4, 101],
    ]);
  });

  it('reads again the products whose stock changed, and everything after a clear', async () => {
    const cache = createProductRowCache();
    const db = database();
    await cache.rowsOf([1, 2, 3], db.read);
    cache.forget([2]);
    await cache.rowsOf([1, 2, 3], db.read);
    cache.clear();
    await cache.rowsOf([1, 2], db.read);
    expect(db.asked).toEqual([[1, 2, 3], [2], [1, 2]]);
    expect(cache.size).toBe(2);
  });

  it('answers with rows read across a change but does not keep them', async () => {
    const cache = createProductRowCache();
    const before = database(5);
    let release = (): void => undefined;
    const read = cache.rowsOf([1, 2], async (missing) => {
      await new Promise<void>((resolve) => (release = resolve));
      return before.read(missing);
    });
    await Promise.resolve();
    cache.forget([1]);
    release();
    expect((await read).map((r) => r.stock_quantity)).toEqual([5, 5]);
    const after = database(0);
    const again = await cache.rowsOf([1, 2], after.read);
    expect(again.map((r) => r.stock_quantity)).toEqual([0, 0]);
    expect(after.asked).toEqual([[1, 2]]);
  });

  it('keeps at most its bound, dropping the least recently used', async () => {
    const cache = createProductRowCache(3);
    const db = database();
    await cache.rowsOf([1, 2, 3], db.read);
    await cache.rowsOf([1], db.read);
    await cache.rowsOf([4], db.read);
    expect(cache.size).toBe(3);
    await cache.rowsOf([1, 3, 4, 2], db.read);
    expect(db.asked).toEqual([[1, 2, 3], [4], [2]]);
  });
});
