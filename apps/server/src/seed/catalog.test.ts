import sharp from 'sharp';
import { limitFactsProblems } from '@canopy/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findImageBySha256 } from '../modules/catalog/images.repository';
import { openTestDatabase, type TestDatabase } from '../../test/helpers/test-database';
import type { DatabaseHandle } from '../db/client';
import { planCatalogProducts, seedCatalog } from './catalog';

let testDatabase: TestDatabase;
let handle: DatabaseHandle;
let firstRun: Awaited<ReturnType<typeof seedCatalog>>;

beforeAll(async () => {
  testDatabase = await openTestDatabase();
  handle = testDatabase.handle;
  firstRun = await seedCatalog(handle.db);
});

afterAll(async () => {
  await testDatabase.dispose();
});

describe('seedCatalog', () => {
  it('writes about 80 products over the category tree, with Gummies under Edibles', async () => {
    const categories = await handle.db.query.categories.findMany();
    const byId = new Map(categories.map((category) => [category.id, category]));
    const roots = categories.filter((category) => category.parentId === null).map((c) => c.name);
    const gummies = categories.find((category) => category.name === 'Gummies');

    expect(firstRun.categories).toBe(8);
    expect(roots.sort()).toEqual([
      'Accessories',
      'CBD Products',
      'Concentrates',
      'Edibles',
      'Flower',
      'Pre-rolls',
      'Vape Cartridges',
    ]);
    expect(byId.get(gummies?.parentId ?? -1)?.name).toBe('Edibles');

    const products = await handle.db.query.products.findMany();
    expect(firstRun.products).toBe(products.length);
    expect(products.length).toBeGreaterThanOrEqual(75);
    expect(products.length).toBeLessThanOrEqual(90);
    const perCategory = new Map<string, number>();
    for (const product of products) {
      const name = byId.get(product.categoryId ?? -1)?.name ?? 'none';
      perCategory.set(name, (perCategory.get(name) ?? 0) + 1);
    }
    for (const category of categories) expect(perCategory.get(category.name)).toBeGreaterThan(0);
    expect(products.map((p) => p.name)).toEqual(
      expect.arrayContaining(['Blue Dream', 'OG Kush', 'Sour Diesel', 'Granddaddy Purple']),
    );
  });

  it('gives products brands, sizes, strain types and believable THC levels', async () => {
    const products = await handle.db.query.products.findMany();
    const brands = new Set(products.map((p) => p.brand));
    expect(brands.size).toBeGreaterThanOrEqual(8);
    expect(brands.size).toBeLessThanOrEqual(12);
    expect(new Set(products.map((p) => p.strainType))).toEqual(
      new Set(['indica', 'sativa', 'hybrid', 'cbd', null]),
    );
    for (const volume of ['1g', '3.5g', '0.5g', '5 pack', '10 pack', '30ml']) {
      expect(
        products.some((p) => p.volume === volume),
        volume,
      ).toBe(true);
    }
    for (const product of products) {
      expect(product.description.length, product.sku).toBeGreaterThan(20);
      expect(product.retailPriceCents, product.sku).toBeGreaterThan(0);
      if (product.strainType === 'indica' || product.strainType === 'sativa') {
        if (product.thcPercent !== null) expect(product.thcPercent).toBeGreaterThanOrEqual(15);
      }
      if (product.strainType === null) expect(product.thcPercent, product.sku).toBeNull();
    }
  });

  it('asks 18 for CBD products, 21 for THC products and the store minimum for accessories', async () => {
    const products = await handle.db.query.products.findMany();
    const categories = await handle.db.query.categories.findMany();
    const names = new Map(categories.map((c) => [c.id, c.name]));
    for (const product of products) {
      const category = product.categoryId === null ? null : names.get(product.categoryId);
      const expected = category === 'CBD Products' ? 18 : category === 'Accessories' ? null : 21;
      expect(product.minimumAge, product.sku).toBe(expected);
    }
    const balm = products.find((p) => p.sku === 'CBD-MBA-500');
    expect(balm?.minimumAge).toBe(18);
    expect(products.filter((p) => p.minimumAge === 21).length).toBeGreaterThan(40);
  });

  it('gives every product purchase-limit facts the product form accepts', async () => {
    const products = await handle.db.query.products.findMany();
    const facts = (sku: string) => {
      const product = products.find((p) => p.sku === sku);
      return product && [product.limitClass, product.netWeightG, product.thcMg];
    };
    for (const product of products) {
      const problems = limitFactsProblems({
        limit_class: product.limitClass,
        net_weight_g: product.netWeightG,
        thc_mg: product.thcMg,
      });
      expect(problems, product.sku).toEqual({});
    }
    // Only the two THC-free tinctures count towards no limit.
    expect(
      products
        .filter((p) => p.limitClass === null)
        .map((p) => p.sku)
        .sort(),
    ).toEqual(['CBD-BST-500', 'CBD-PET-250']);
    expect(facts('FLW-NL-28')).toEqual(['flower', 28, null]);
    expect(facts('PRE-SD-5PK')).toEqual(['preroll', 2.5, null]);
    expect(facts('VAP-SD-LR-05')).toEqual(['concentrate', 0.5, null]);
    expect(facts('CON-GDP-HR-05')).toEqual(['concentrate', 0.5, null]);
    expect(facts('GUM-SPE-20')).toEqual(['edible', null, 100]);
    expect(facts('EDB-SLM-355')).toEqual(['beverage', null, 5]);
    expect(facts('CBD-MBA-500')).toEqual(['topical', null, null]);
    expect(facts('ACC-GRD-63')).toEqual(['accessory', null, null]);
  });

  it('puts some products on sale and leaves some low or out of stock', async () => {
    const products = await handle.db.query.products.findMany();
    const onSale = products.filter(
      (p) => p.salePriceCents !== null && p.salePriceCents < p.retailPriceCents,
    );
    const low = products.filter((p) => p.stockQuantity >= 1 && p.stockQuantity <= 9);
    const out = products.filter((p) => p.stockQuantity === 0);

    expect(onSale.length).toBeGreaterThanOrEqual(5);
    expect(onSale.length).toBeLessThanOrEqual(products.length * 0.3);
    expect(products.every((p) => p.salePriceCents === null || p.salePriceCents > 0)).toBe(true);
    expect(low.length).toBeGreaterThanOrEqual(3);
    expect(out.length).toBeGreaterThanOrEqual(1);
    expect(products.every((p) => p.stockQuantity <= 120)).toBe(true);
  });

  it('spreads creation dates over the last two months', async () => {
    const products = await handle.db.query.products.findMany();
    const ages = products.map((p) => (Date.now() - p.createdAt.getTime()) / 86_400_000);

    expect(Math.min(...ages)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...ages)).toBeLessThanOrEqual(61);
    expect(Math.max(...ages) - Math.min(...ages)).toBeGreaterThan(30);
  });

  it('gives every product a stored WebP image that decodes', async () => {
    const products = await handle.db.query.products.findMany();
    const urls = new Set(products.map((p) => p.primaryImageUrl));

    expect(urls.size).toBeGreaterThan(10);
    for (const url of urls) {
      const sha256 = /^\/api\/images\/([0-9a-f]{64})\.webp$/.exec(url ?? '')?.[1];
      expect(sha256, `${url}`).toBeDefined();
      const image = await findImageBySha256(handle.db, sha256 ?? '');
      expect(image?.contentType).toBe('image/webp');
      const metadata = await sharp(image?.bytes).metadata();
      expect([metadata.format, metadata.width]).toEqual(['webp', 640]);
    }
    const images = await handle.db.query.images.findMany({ columns: { width: true } });
    expect(new Set(images.map((image) => image.width))).toEqual(new Set([320, 640]));
  });

  it('plans the same catalogue every time', () => {
    const now = new Date('2025-06-01T12:00:00Z');

    expect(planCatalogProducts(now)).toEqual(planCatalogProducts(now));
  });

  it('adds nothing on a second run', async () => {
    const before = await handle.db.query.products.findMany({ columns: { id: true } });

    const secondRun = await seedCatalog(handle.db);

    expect(secondRun).toEqual({ products: 0, categories: 0 });
    const after = await handle.db.query.products.findMany({ columns: { id: true } });
    expect(after.length).toBe(before.length);
    expect((await handle.db.query.categories.findMany()).length).toBe(8);
  });
});
