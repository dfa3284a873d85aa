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

describe('GET /api/products sort_by', () => {
  it('created_at: newest first', async () => {
    expect(await names({ sort_by: 'created_at' })).toEqual(NEWEST_FIRST);
  });

  it('name: A to Z whatever the case', async () => {
    expect(await names({ sort_by: 'name' })).toEqual([
      'Alpine Haze',
      'blue Ridge',
      'Cedar Kush',
      'Dune Diesel',
      'Ember Bar',
      'Fig Gummies',
      'Grape Gummies',
      'Honey Sours',
      'Iris Tincture',
      'Juniper Papers',
      'Lemon Drops',
      'Mango Gummies',
      'Nova Cartridge',
      'Oak Pre-roll',
    ]);
  });

  it('price_low and price_high: by effective price, equal prices in a fixed order', async () => {
    const lowToHigh = [
      'Juniper Papers', // 3.00
      'Oak Pre-roll', // 12.00
      'Dune Diesel', // 15.00
      'Grape Gummies', // 18.00 (sale)
      'Ember Bar', // 20.00 (sale), then the two other 20.00 products by age
      'Fig Gummies',
      'Mango Gummies',
      'Cedar Kush', // 25.00
      'Honey Sours', // 28.00
      'Nova Cartridge', // 39.99 (sale)
      'Alpine Haze', // 40.00
      'blue Ridge', // 45.00 (sale)
      'Iris Tincture', // 50.00
      'Lemon Drops', // 100.00
    ];
    expect(await names({ sort_by: 'price_low' })).toEqual(lowToHigh);
    const highToLow = await names({ sort_by: 'price_high' });
    expect(highToLow.slice(0, 7)).toEqual([...lowToHigh].reverse().slice(0, 7));
    expect(highToLow.slice(7, 10)).toEqual(['Ember Bar', 'Fig Gummies', 'Mango Gummies']);
    expect(highToLow.slice(10)).toEqual([
      'Grape Gummies',
      'Dune Diesel',
      'Oak Pre-roll',
      'Juniper Papers',
    ]);
  });

  it('relevance without a search term: newest first', async () => {
    expect(await names({ sort_by: 'relevance' })).toEqual(NEWEST_FIRST);
  });

  it('answers 422 naming sort_by for an unknown sort', async () => {
    for (const sortBy of ['price', 'featured', 'NAME']) {
      const response = await list({ sort_by: sortBy });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        error: 'validation_error',
        detail: [expect.objectContaining({ loc: ['querystring', 'sort_by'] })],
      });
    }
  });
});

describe('GET /api/products facets', () => {
  it('counts brands, volumes and strain types of the matching products, and their price range', async () => {
    const { facets } = await listOk();
    // "Pacific Bloom" and "PACIFIC BLOOM" are one brand; which spelling shows is the database's.
    expect(facets.brands.map(({ value, count }) => [value.toLowerCase(), count])).toEqual([
      ['cloudline', 1],
      ['ember & ash', 1],
      ['golden hour', 2],
      ['highland harvest', 2],
      ['juniper & jam', 4],
      ['pacific bloom', 3],
    ]);
    expect(facets.volumes).toEqual([
      { value: '1g', count: 3 },
      { value: '3.5g', count: 2 },
      { value: '7g', count: 1 },
      { value: '100mg', count: 1 },
      { value: '30ml', count: 1 },
      { value: '2 pack', count: 1 },
      { value: '10 pack', count: 3 },
      { value: '20 pack', count: 1 },
    ]);
    expect(facets.strain_types).toEqual([
      { value: 'cbd', count: 1 },
      { value: 'hybrid', count: 4 },
      { value: 'indica', count: 4 },
      { value: 'sativa', count: 4 },
    ]);
    expect(facets.price).toEqual({ min: 3, max: 100 });
  });

  it('each facet ignores its own filter but not the others', async () => {
    const all = (await listOk()).facets;
    const juniper = (await listOk({ brand: 'Juniper & Jam' })).facets;
    expect(juniper.brands).toEqual(all.brands);
    expect(juniper.volumes).toEqual([
      { value: '10 pack', count: 3 },
      { value: '20 pack', count: 1 },
    ]);
    expect(juniper.strain_types).toEqual([
      { value: 'hybrid', count: 1 },
      { value: 'indica', count: 1 },
      { value: 'sativa', count: 2 },
    ]);
    expect(juniper.price).toEqual({ min: 18, max: 28 });

    const indica = (await listOk({ strain_type: 'indica' })).facets;
    expect(indica.strain_types).toEqual(all.strain_types);
    expect(indica.volumes).toEqual([
      { value: '1g', count: 1 },
      { value: '3.5g', count: 1 },
      { value: '7g', count: 1 },
      { value: '10 pack', count: 1 },
    ]);

    const priced = (await listOk({ min_price: 40 })).facets;
    expect(priced.price).toEqual(all.price);
    expect(priced.strain_types).toEqual([
      { value: 'cbd', count: 1 },
      { value: 'indica', count: 1 },
      { value: 'sativa', count: 2 },
    ]);
  });

  it('facet counts equal the totals of the lists they lead to', async () => {
    const views: Query[] = [
      {},
      { in_stock_only: true },
      { category_id: categoryIds.edibles },
      { strain_type: 'indica' },
      { brand: 'Juniper & Jam', in_stock_only: true },
      { min_price: 20 },
      { volume: '10 pack', max_price: 21 },
    ];
    for (const view of views) {
      const { facets, total } = await listOk(view);
      for (const { value, count } of facets.brands) {
        expect((await listOk({ ...view, brand: value })).total, `brand ${value}`).toBe(count);
      }
      for (const { value, count } of facets.volumes) {
        expect((await listOk({ ...view, volume: value })).total, `volume ${value}`).toBe(count);
      }
      for (const { value, count } of facets.strain_types) {
        expect((await listOk({ ...view, strain_type: value })).total, `type ${value}`).toBe(count);
      }
      // The price range covers exactly the products the other filters leave.
      const { min_price: _min, max_price: _max, ...unpriced } = view;
      const withoutPrice = await listOk(unpriced);
      if (facets.price.min === null || facets.price.max === null) {
        expect(withoutPrice.total).toBe(0);
      } else {
        const priced = { ...unpriced, min_price: facets.price.min, max_price: facets.price.max };
        expect((await listOk(priced)).total).toBe(withoutPrice.total);
      }
      expect(total).toBeLessThanOrEqual(withoutPrice.total);
    }
  });

  it('are empty, with no price range, when nothing matches the other filters', async () => {
    const { facets } = await listOk({ category_id: categoryIds.sours, strain_type: 'indica' });
    expect(facets.brands).toEqual([]);
    expect(facets.volumes).toEqual([]);
    expect(facets.price).toEqual({ min: null, max: null });
    // Only the strain facet still sees Honey Sours: it ignores the strain filter.
    expect(facets.strain_types).toEqual([{ value: 'hybrid', count: 1 }]);
  });
});
