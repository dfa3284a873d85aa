// GET /api/products?search=…: forgiving, case-insensitive search over name, brand, strain type and
// category name, ranked by relevance; safe with any input.
import { productListResponseSchema, type ProductListResponse } from '@canopy/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccessCode } from '../../../test/factories/access-codes';
import { createCategory } from '../../../test/factories/catalog';
import { createProducts, type ProductValues } from '../../../test/factories/products';
import { setupTestApp } from '../../../test/helpers/test-app';

const t = setupTestApp();
let accessCode = '';

async function search(text: string, query: Record<string, string> = {}) {
  return t.app.inject({
    method: 'GET',
    url: '/api/products',
    query: { search: text, sort_by: 'relevance', size: '100', ...query },
    headers: { 'x-access-code': accessCode },
  });
}

async function searchOk(
  text: string,
  query: Record<string, string> = {},
): Promise<ProductListResponse> {
  const response = await search(text, query);
  expect(response.statusCode, response.body).toBe(200);
  return productListResponseSchema.parse(response.json());
}

async function found(text: string, query: Record<string, string> = {}): Promise<string[]> {
  return (await searchOk(text, query)).items.map((item) => item.name);
}

const sorted = (values: string[]) => [...values].sort();

const KUSH = ['Bubba Kush', 'OG Kush', 'OG Kush Pre-roll', 'Purple Kush Cartridge'];

beforeAll(async () => {
  accessCode = (await createAccessCode(t)).code;
  const flower = await createCategory(t.db, { name: 'Flower' });
  const edibles = await createCategory(t.db, { name: 'Edibles' });
  const gummies = await createCategory(t.db, { name: 'Gummies', parentId: edibles.id });
  const vapes = await createCategory(t.db, { name: 'Vape Cartridges' });
  const accessories = await createCategory(t.db, { name: 'Accessories' });

  const product = (
    name: string,
    brand: string,
    strainType: ProductValues['strainType'],
    categoryId: number,
    extra: ProductValues = {},
  ): ProductValues => ({ name, brand, strainType, categoryId, ...extra });

  await createProducts(t.db, [
    product('Blue Dream', 'Pacific Bloom', 'hybrid', flower.id),
    product('Blue Dream Pre-roll', 'Pacific Bloom', 'hybrid', flower.id),
    product('Blue Dream Distillate Cartridge', 'Cloudline', 'hybrid', vapes.id),
    product('Blueberry Muffin', 'Highland Harvest', 'indica', flower.id),
    product('Blackberry Dream Gummies', 'Juniper & Jam', 'indica', gummies.id),
    product('OG Kush', 'Evergreen Reserve', 'hybrid', flower.id),
    product('Bubba Kush', 'Highland Harvest', 'indica', flower.id),
    product('OG Kush Pre-roll', 'Evergreen Reserve', 'hybrid', flower.id, { stockQuantity: 0 }),
    product('Purple Kush Cartridge', 'Cloudline', 'indica', vapes.id),
    product('Sour Diesel', 'Stonebridge Farms', 'sativa', flower.id),
    product('Granddaddy Purple', 'Pacific Bloom', 'indica', flower.id),
    product('Watermelon Rings', 'Juniper & Jam', 'sativa', gummies.id),
    product('Dark Chocolate Bar', 'Golden Hour Kitchen', 'hybrid', edibles.id),
    product('ACDC', 'Meadowlight Wellness', 'cbd', flower.id),
    product('Pocket Grinder', 'Fieldkit Supply Co.', null, accessories.id),
    product('Retired Kush', 'Highland Harvest', 'indica', flower.id, { isActive: false }),
  ]);
});

describe('GET /api/products?search=', () => {
  it('finds Blue Dream from "blu drem", the closest match first', async () => {
    const names = await found('blu drem');
    expect(names[0]).toBe('Blue Dream');
    expect(names).toEqual(
      expect.arrayContaining(['Blue Dream Pre-roll', 'Blue Dream Distillate Cartridge']),
    );
    expect(names).not.toContain('OG Kush');
    expect((await found('Blue Dream'))[0]).toBe('Blue Dream');
  });

  it('ranks the product whose whole name was typed first', async () => {
    for (const name of [
      'Blue Dream Pre-roll',
      'Blue Dream Distillate Cartridge',
      'OG Kush Pre-roll',
    ]) {
      expect((await found(name))[0], name).toBe(name);
    }
    expect((await found('granddaddy purple'))[0]).toBe('Granddaddy Purple');
  });

  it('finds products from the start of a word', async () => {
    expect(sorted(await found('gumm'))).toEqual(['Blackberry Dream Gummies', 'Watermelon Rings']);
    expect(sorted(await found('cartri'))).toEqual([
      'Blue Dream Distillate Cartridge',
      'Purple Kush Cartridge',
    ]);
    expect(await found('waterm')).toEqual(['Watermelon Rings']);
    expect(sorted(await found('evergr'))).toEqual(['OG Kush', 'OG Kush Pre-roll']);
  });

  it('finds every active Kush and nothing else, whatever the case', async () => {
    expect(sorted(await found('kush'))).toEqual(KUSH);
    expect(sorted(await found('KUSH'))).toEqual(KUSH);
    expect(sorted(await found('Kush', { in_stock_only: 'true' }))).toEqual(
      KUSH.filter((name) => name !== 'OG Kush Pre-roll'),
    );
  });

  it('finds OG Kush from "OG"', async () => {
    const names = await found('OG');
    expect(names[0]).toBe('OG Kush');
    expect(sorted(names)).toEqual(['OG Kush', 'OG Kush Pre-roll']);
  });

  it('forgives typos', async () => {
    expect(await found('sour diesl')).toEqual(['Sour Diesel']);
    expect((await found('granddady purpel'))[0]).toBe('Granddaddy Purple');
  });

  it('matches the category name, including the categories above', async () => {
    expect(sorted(await found('gummies'))).toEqual([
      'Blackberry Dream Gummies',
      'Watermelon Rings',
    ]);
    expect(sorted(await found('edibles'))).toEqual([
      'Blackberry Dream Gummies',
      'Dark Chocolate Bar',
      'Watermelon Rings',
    ]);
    expect(sorted(await found('vape'))).toEqual([
      'Blue Dream Distillate Cartridge',
      'Purple Kush Cartridge',
    ]);
  });

  it('matches the brand and the strain type', async () => {
    expect(sorted(await found('cloudline'))).toEqual([
      'Blue Dream Distillate Cartridge',
      'Purple Kush Cartridge',
    ]);
    expect(sorted(await found('sativa'))).toEqual(['Sour Diesel', 'Watermelon Rings']);
    expect(await found('cbd')).toEqual(['ACDC']);
  });

  it('needs every word to match, in any field', async () => {
    expect(await found('kush cloudline')).toEqual(['Purple Kush Cartridge']);
    expect(await found('juniper sativa')).toEqual(['Watermelon Rings']);
  });

  it('finds nothing for nonsense', async () => {
    for (const text of ['xyzzy', 'qwertyuiop asdfgh', 'zzzzzz', 'kush xyzzy']) {
      const body = await searchOk(text);
      expect(body, text).toMatchObject({ items: [], total: 0, pages: 0 });
      expect(body.facets, text).toEqual({
        brands: [],
        volumes: [],
        strain_types: [],
        price: { min: null, max: null },
      });
    }
  });

  it('treats a blank search as none, and one without letters or digits as matching nothing', async () => {
    expect((await searchOk('   ')).total).toBe(15);
    expect((await searchOk('%%%')).total).toBe(0);
    expect(await found('OG & !!')).toEqual(['OG Kush', 'OG Kush Pre-roll']);
  });

  it('answers 200 to hostile input', async () => {
    const hostile = [
      "'",
      '"',
      "'; drop table products; --",
      '\\',
      "\\\\'",
      '%',
      '_',
      '%_%',
      ':*',
      '!(a & b) | c <-> d',
      '<% %> <<% %>>',
      'ñandú 🌿 日本語 Ω',
      '\u0000kush',
      'a'.repeat(200),
      'x '.repeat(100),
      '%'.repeat(200),
    ];
    for (const text of hostile) {
      const response = await search(text);
      expect(response.statusCode, JSON.stringify(text)).toBe(200);
      productListResponseSchema.parse(response.json());
    }
    expect(sorted(await found('\u0000kush'))).toEqual(KUSH);
  });

  it('rejects a search longer than 200 characters', async () => {
    expect((await search('a'.repeat(201))).statusCode).toBe(422);
  });

  it('combines with filters, other sorts and facets', async () => {
    expect(await found('kush', { strain_type: 'indica', sort_by: 'name' })).toEqual([
      'Bubba Kush',
      'Purple Kush Cartridge',
    ]);
    expect(await found('kush', { sort_by: 'name' })).toEqual(KUSH);
    const body = await searchOk('kush', { strain_type: 'indica' });
    // The strain facet ignores the strain filter but keeps the search.
    expect(body.facets.strain_types).toEqual([
      { value: 'hybrid', count: 2 },
      { value: 'indica', count: 2 },
    ]);
    expect(body.facets.brands).toEqual([
      { value: 'Cloudline', count: 1 },
      { value: 'Highland Harvest', count: 1 },
    ]);
  });
});
