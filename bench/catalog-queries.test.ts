import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Product, ProductListResponse } from '@canopy/contracts';
import { catalogQuerySpace, checkListAnswer, distinctCatalogQuery } from './catalog-queries';

const dimensions = { categoryIds: [1, 2, 3, 4, 5, 6, 7, 8], brands: ['A', 'B', 'C', 'D'] };

describe('distinctCatalogQuery', () => {
  it('sends thousands of different queries before any repeats, then starts over', () => {
    const space = catalogQuerySpace(dimensions);
    assert.equal(space, (1 + 8 + 4) * 5 * 6 * 2 * 4 * 3);
    const seen = new Set<string>();
    for (let index = 0; index < space; index += 1) {
      seen.add(new URLSearchParams(distinctCatalogQuery(index, dimensions)).toString());
    }
    assert.equal(seen.size, space);
    assert.deepEqual(
      distinctCatalogQuery(space + 7, dimensions),
      distinctCatalogQuery(7, dimensions),
    );
  });

  it('scatters neighbouring indices over the filters rather than paging one query', () => {
    const first = Array.from({ length: 50 }, (_, index) => distinctCatalogQuery(index, dimensions));
    assert.ok(new Set(first.map((query) => query.category_id ?? query.brand)).size > 5);
    assert.ok(first.every((query) => !(query.category_id && query.brand)));
    assert.ok(new Set(first.map((query) => query.sort_by)).size === 4);
    for (const query of first) {
      assert.equal(query.size, '20');
      assert.ok(['true', 'false'].includes(query.in_stock_only ?? ''));
    }
  });
});

describe('checkListAnswer', () => {
  const item = (id: number, price: number, overrides: Partial<Product> = {}): Product => ({
    id,
    name: `Product ${id}`,
    sku: `SKU-${id}`,
    brand: 'A',
    description: '',
    retail_price: price,
    sale_price: null,
    stock_quantity: 5,
    primary_image_url: null,
    images: [],
    strain_type: 'indica',
    volume: '1g',
    thc_percent: null,
    cbd_percent: null,
    minimum_age: null,
    limit_class: null,
    net_weight_g: null,
    thc_mg: null,
    category_id: 1,
    category: { id: 1, name: 'Flower' },
    created_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  });
  const answer = (items: Product[], page = 2): ProductListResponse => ({
    items,
    page,
    pages: 3,
    total: 50,
    facets: { brands: [], volumes: [], strain_types: [], price: { min: 0, max: 0 } },
  });
  const query = {
    brand: 'A',
    strain_type: 'indica',
    in_stock_only: 'true',
    min_price: '10',
    max_price: '40',
    sort_by: 'price_high',
    page: '2',
    size: '20',
  };

  it('accepts a page that honours every filter and the order', () => {
    assert.doesNotThrow(() =>
      checkListAnswer(query, answer([item(1, 30), item(2, 20), item(3, 10)])),
    );
    assert.doesNotThrow(() => checkListAnswer(query, answer([])));
  });

  it('names the filter or order a product breaks', () => {
    assert.throws(() => checkListAnswer(query, answer([item(1, 20)], 1)), /page 2/);
    assert.throws(() => checkListAnswer(query, answer([item(1, 20, { brand: 'B' })])), /brand/);
    assert.throws(
      () => checkListAnswer(query, answer([item(1, 20, { strain_type: 'cbd' })])),
      /strain type/,
    );
    assert.throws(
      () => checkListAnswer(query, answer([item(1, 20, { stock_quantity: 0 })])),
      /in stock/,
    );
    assert.throws(() => checkListAnswer(query, answer([item(1, 45)])), /price range/);
    assert.throws(() => checkListAnswer(query, answer([item(1, 10), item(2, 20)])), /order/);
    const byDate = { page: '1', sort_by: 'created_at' };
    const older = item(1, 20, { created_at: '2025-01-01T00:00:00.000Z' });
    assert.throws(() => checkListAnswer(byDate, answer([older, item(2, 20)], 1)), /order/);
  });
});
