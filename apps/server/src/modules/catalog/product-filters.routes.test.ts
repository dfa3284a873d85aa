// GET /api/products: each filter alone and combined, every sort, and the facets, over a small
// catalogue made here (times an hour apart, so "newest first" is the reverse of this list).
import { productListResponseSchema, type ProductListResponse } from '@canopy/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccessCode } from '../../../test/factories/access-codes';
import { createCategory } from '../../../test/factories/catalog';
import { createProducts, type ProductValues } from '../../../test/factories/products';
import { setupTestApp } from '../../../test/helpers/test-app';

const t = setupTestApp();
let accessCode = '';
const categoryIds: Record<'flower' | 'edibles' | 'gummies' | 'sours', number> = {
  flower: 0,
  edibles: 0,
  gummies: 0,
  sours: 0,
};

type Query = Record<string, string | number | boolean>;

async function list(query: Query = {}) {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/products',
    query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
    headers: { 'x-access-code': accessCode },
  });
  return response;
}

async function listOk(query: Query = {}): Promise<ProductListResponse> {
  const response = await list(query);
  expect(response.statusCode, response.body).toBe(200);
  return productListResponseSchema.parse(response.json());
}

async function names(query: Query = {}): Promise<string[]> {
  return (await listOk(query)).items.map((item) => item.name);
}

const sorted = (values: string[]) => [...values].sort();

beforeAll(async () => {
  accessCode = (await createAccessCode(t)).code;
  const flower = await createCategory(t.db, { name: 'Flower' });
  const edibles = await createCategory(t.db, { name: 'Edibles' });
  const gummies = await createCategory(t.db, { name: 'Gummies', parentId: edibles.id });
  const sours = await createCategory(t.db, { name: 'Sours', parentId: gummies.id });
  Object.assign(categoryIds, {
    flower: flower.id,
    edibles: edibles.id,
    gummies: gummies.id,
    sours: sours.id,
  });

  const hour = 3_600_000;
  const start = Date.UTC(2025, 0, 1);
  const rows: ProductValues[] = [
    // name, brand, volume, strain, retail, sale, stock, category
    p('Alpine Haze', 'Pacific Bloom', '3.5g', 'sativa', 4000, null, 12, flower.id),
    p('blue Ridge', 'PACIFIC BLOOM', '7g', 'indica', 6000, 4500, 0, flower.id),
    p('Cedar Kush', 'Highland Harvest', '3.5g', 'indica', 2500, null, 3, flower.id),
    p('Dune Diesel', 'Highland Harvest', '1g', 'hybrid', 1500, null, 25, flower.id),
    p('Ember Bar', 'Golden Hour', '100mg', 'hybrid', 2200, 2000, 8, edibles.id),
    p('Fig Gummies', 'Juniper & Jam', '10 pack', 'indica', 2000, null, 40, gummies.id),
    p('Grape Gummies', 'Juniper & Jam', '10 pack', 'sativa', 2400, 1800, 0, gummies.id),
    p('Honey Sours', 'Juniper & Jam', '20 pack', 'hybrid', 2800, null, 6, sours.id),
    p('Iris Tincture', null, '30ml', 'cbd', 5000, 5000, 9, null),
    p('Juniper Papers', 'Ember & Ash', null, null, 300, null, 100, null),
    {
      ...p('Kettle Corn', 'Golden Hour', '100mg', 'hybrid', 1000, null, 10, edibles.id),
      isActive: false,
    },
    p('Lemon Drops', 'Golden Hour', '2 pack', 'sativa', 10000, null, 15, edibles.id),
    p('Mango Gummies', 'Juniper & Jam', '10 pack', 'sativa', 2000, null, 12, gummies.id),
    p('Nova Cartridge', 'Cloudline', '1g', 'hybrid', 4500, 3999, 2, null),
    p('Oak Pre-roll', 'Pacific Bloom', '1g', 'indica', 1200, null, 30, flower.id),
  ];
  await createProducts(
    t.db,
    rows.map((row, index) => ({ ...row, createdAt: new Date(start + index * hour) })),
  );
});

function p(
  name: string,
  brand: string | null,
  volume: string | null,
  strainType: ProductValues['strainType'],
  retailPriceCents: number,
  salePriceCents: number | null,
  stockQuantity: number,
  categoryId: number | null,
): ProductValues {
  return {
    name,
    brand,
    volume,
    strainType,
    retailPriceCents,
    salePriceCents,
    stockQuantity,
    categoryId,
  };
}

const NEWEST_FIRST = [
  'Oak Pre-roll',
  'Nova Cartridge',
  'Mango Gummies',
  'Lemon Drops',
  'Juniper Papers',
  'Iris Tincture',
  'Honey Sours',
  'Grape Gummies',
  'Fig Gummies',
  'Ember Bar',
  'Dune Diesel',
  'Cedar Kush',
  'blue Ridge',
  'Alpine Haze',
];

describe('GET /api/products without filters', () => {
  it('lists every active product, newest first, in and out of stock', async () => {
    const body = await listOk();
    expect(body.items.map((item) => item.name)).toEqual(NEWEST_FIRST);
    expect(body).toMatchObject({ page: 1, pages: 1, total: 14 });
  });

  it('drops empty values as if they were absent', async () => {
    const empty = {
      search: '',
      category_id: '',
      in_stock_only: '',
      min_price: '',
      max_price: '',
      brand: '',
      volume: '',
      strain_type: '',
      sort_by: '',
      page: '',
      size: '',
    };
    expect(await names(empty)).toEqual(NEWEST_FIRST);
  });
});

describe('GET /api/products filters', () => {
  it('in_stock_only=true hides sold-out products; false and absent show all', async () => {
    expect(sorted(await names({ in_stock_only: true }))).toEqual(
      sorted(NEWEST_FIRST.filter((name) => name !== 'blue Ridge' && name !== 'Grape Gummies')),
    );
    expect(await names({ in_stock_only: false })).toEqual(NEWEST_FIRST);
    expect(await names()).toEqual(NEWEST_FIRST);
  });

  it('category_id includes the category and every category below it', async () => {
    expect(sorted(await names({ category_id: categoryIds.flower }))).toEqual([
      'Alpine Haze',
      'Cedar Kush',
      'Dune Diesel',
      'Oak Pre-roll',
      'blue Ridge',
    ]);
    expect(sorted(await names({ category_id: categoryIds.edibles }))).toEqual([
      'Ember Bar',
      'Fig Gummies',
      'Grape Gummies',
      'Honey Sours',
      'Lemon Drops',
      'Mango Gummies',
    ]);
    expect(sorted(await names({ category_id: categoryIds.gummies }))).toEqual([
      'Fig Gummies',
      'Grape Gummies',
      'Honey Sours',
      'Mango Gummies',
    ]);
    expect(await names({ category_id: categoryIds.sours })).toEqual(['Honey Sours']);
  });

  it('an unknown category has no products and no pages', async () => {
    const body = await listOk({ category_id: 999_999 });
    expect(body).toMatchObject({ items: [], total: 0, pages: 0, page: 1 });
  });

  it('min_price and max_price bound the effective price, inclusively', async () => {
    // Cedar Kush costs exactly 25.00; blue Ridge's retail is 60.00 but its sale price 45.00.
    expect(sorted(await names({ min_price: 25 }))).toEqual([
      'Alpine Haze',
      'Cedar Kush',
      'Honey Sours',
      'Iris Tincture',
      'Lemon Drops',
      'Nova Cartridge',
      'blue Ridge',
    ]);
    // Ember Bar retails at 22.00 on sale for 20.00; Grape Gummies 24.00 on sale for 18.00.
    expect(sorted(await names({ max_price: 20 }))).toEqual([
      'Dune Diesel',
      'Ember Bar',
      'Fig Gummies',
      'Grape Gummies',
      'Juniper Papers',
      'Mango Gummies',
      'Oak Pre-roll',
    ]);
    expect(sorted(await names({ min_price: 20, max_price: 25 }))).toEqual([
      'Cedar Kush',
      'Ember Bar',
      'Fig Gummies',
      'Mango Gummies',
    ]);
    expect(sorted(await names({ min_price: 50 }))).toEqual(['Iris Tincture', 'Lemon Drops']);
    expect(await names({ min_price: 100, max_price: 100 })).toEqual(['Lemon Drops']);
    expect(await names({ min_price: 39.99, max_price: 39.99 })).toEqual(['Nova Cartridge']);
  });

  it('rejects a min_price above max_price', async () => {
    const response = await list({ min_price: 50, max_price: 20 });
    expect(response.statusCode).toBe(422);
  });

  it('brand matches whatever the case', async () => {
    const pacific = ['Alpine Haze', 'Oak Pre-roll', 'blue Ridge'];
    expect(sorted(await names({ brand: 'Pacific Bloom' }))).toEqual(pacific);
    expect(sorted(await names({ brand: 'pacific bloom' }))).toEqual(pacific);
    expect(sorted(await names({ brand: 'Juniper & Jam' }))).toEqual([
      'Fig Gummies',
      'Grape Gummies',
      'Honey Sours',
      'Mango Gummies',
    ]);
    expect(await names({ brand: 'Nobody' })).toEqual([]);
  });

  it('volume matches whatever the case', async () => {
    expect(sorted(await names({ volume: '10 pack' }))).toEqual([
      'Fig Gummies',
      'Grape Gummies',
      'Mango Gummies',
    ]);
    expect(sorted(await names({ volume: '1G' }))).toEqual([
      'Dune Diesel',
      'Nova Cartridge',
      'Oak Pre-roll',
    ]);
  });

  it('strain_type matches one type and rejects unknown ones', async () => {
    expect(sorted(await names({ strain_type: 'indica' }))).toEqual([
      'Cedar Kush',
      'Fig Gummies',
      'Oak Pre-roll',
      'blue Ridge',
    ]);
    expect(await names({ strain_type: 'cbd' })).toEqual(['Iris Tincture']);
    expect((await list({ strain_type: 'ruderalis' })).statusCode).toBe(422);
  });

  it('combines every filter', async () => {
    const edibles = {
      category_id: categoryIds.edibles,
      in_stock_only: true,
      brand: 'juniper & jam',
      max_price: 25,
    };
    // Grape Gummies is sold out, Honey Sours costs 28.00.
    expect(sorted(await names(edibles))).toEqual(['Fig Gummies', 'Mango Gummies']);
    expect(await names({ ...edibles, strain_type: 'sativa' })).toEqual(['Mango Gummies']);
    expect(await names({ ...edibles, volume: '10 pack', min_price: 20 })).toEqual([
      'Mango Gummies',
      'Fig Gummies',
    ]);
    expect(await names({ ...edibles, volume: '20 pack' })).toEqual([]);
  });
});
