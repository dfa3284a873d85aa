import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { STRAIN_TYPES } from '@canopy/contracts';
import { CATEGORIES } from '../apps/server/src/seed/catalog-products';
import { evenSample, planBenchProducts, topBrands } from './catalog-fixture';

const now = new Date('2026-01-15T12:00:00Z');
const planned = planBenchProducts(5_000, now);

describe('planBenchProducts', () => {
  it('plans the asked number of products with unique SKUs, the same every time', () => {
    assert.equal(planned.length, 5_000);
    assert.equal(new Set(planned.map((product) => product.sku)).size, 5_000);
    assert.deepEqual(planBenchProducts(5_000, now), planned);
  });

  it('keeps every product within the database’s rules', () => {
    for (const product of planned) {
      assert.ok(product.retailPriceCents >= 99, product.sku);
      assert.ok(product.stockQuantity >= 0, product.sku);
      if (product.salePriceCents !== null) {
        assert.ok(product.salePriceCents < product.retailPriceCents, product.sku);
        assert.ok(product.salePriceCents > 0, product.sku);
      }
      for (const percent of [product.thcPercent, product.cbdPercent]) {
        if (percent !== null) assert.ok(percent >= 0 && percent <= 100, product.sku);
      }
      assert.ok(product.createdAt.getTime() <= now.getTime(), product.sku);
    }
  });

  it('spreads the catalogue like a real shop: every category and strain type, many brands, sales and sold-out stock', () => {
    const share = (test: (product: (typeof planned)[number]) => boolean) =>
      planned.filter(test).length / planned.length;
    assert.deepEqual(
      new Set(planned.map((product) => product.category)),
      new Set(CATEGORIES.map((category) => category.key)),
    );
    for (const strainType of STRAIN_TYPES) {
      assert.ok(share((product) => product.strainType === strainType) > 0.05, strainType);
    }
    assert.ok(new Set(planned.map((product) => product.brand)).size > 40);
    assert.ok(new Set(planned.map((product) => product.volume)).size > 15);
    const onSale = share((product) => product.salePriceCents !== null);
    assert.ok(onSale > 0.1 && onSale < 0.2, `on sale: ${onSale}`);
    const soldOut = share((product) => product.stockQuantity === 0);
    assert.ok(soldOut > 0.02 && soldOut < 0.08, `sold out: ${soldOut}`);
    const inactive = share((product) => !product.isActive);
    assert.ok(inactive > 0 && inactive < 0.05, `inactive: ${inactive}`);
  });
});

describe('topBrands and evenSample', () => {
  it('ranks brands by product count', () => {
    const brands = topBrands(planned, 3);
    assert.equal(brands.length, 3);
    const count = (brand: string) => planned.filter((product) => product.brand === brand).length;
    assert.ok(count(brands[0] ?? '') >= count(brands[1] ?? ''));
    assert.ok(count(brands[1] ?? '') >= count(brands[2] ?? ''));
  });

  it('samples evenly from first to last, or keeps a short list whole', () => {
    const ids = Array.from({ length: 100 }, (_, index) => index + 1);
    assert.deepEqual(evenSample(ids, 4), [1, 26, 51, 76]);
    assert.deepEqual(evenSample([1, 2], 4), [1, 2]);
  });
});
