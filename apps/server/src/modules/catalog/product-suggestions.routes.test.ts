// GET /api/products/suggestions?q=: at most eight products, brands and categories for what the
// shopper has typed so far, forgiving half-typed and misspelt words; behind the access-code gate.
import { productSuggestionsResponseSchema, type ProductSuggestion } from '@canopy/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccessCode } from '../../../test/factories/access-codes';
import { createCategory } from '../../../test/factories/catalog';
import { createProducts } from '../../../test/factories/products';
import { setupTestApp } from '../../../test/helpers/test-app';

const t = setupTestApp();
let accessCode = '';

function ask(
  q: string | undefined,
  headers: Record<string, string> = { 'x-access-code': accessCode },
) {
  return t.app.inject({
    method: 'GET',
    url: '/api/products/suggestions',
    query: q === undefined ? {} : { q },
    headers,
  });
}

async function suggestions(q: string): Promise<ProductSuggestion[]> {
  const response = await ask(q);
  expect(response.statusCode, response.body).toBe(200);
  return productSuggestionsResponseSchema.parse(response.json()).items;
}

const labels = async (q: string, type: ProductSuggestion['type']) =>
  (await suggestions(q)).filter((item) => item.type === type).map((item) => item.label);

beforeAll(async () => {
  accessCode = (await createAccessCode(t)).code;
  const flower = await createCategory(t.db, { name: 'Flower' });
  const edibles = await createCategory(t.db, { name: 'Edibles' });
  const gummies = await createCategory(t.db, { name: 'Gummies', parentId: edibles.id });
  await createProducts(t.db, [
    { name: 'Blue Dream', brand: 'Pacific Bloom', strainType: 'hybrid', categoryId: flower.id },
    { name: 'Blue Dream', brand: 'Cedar Farms', strainType: 'hybrid', categoryId: flower.id },
    { name: 'Blueberry Muffin', brand: 'Cedar Labs', strainType: 'indica', categoryId: flower.id },
    { name: 'Watermelon Rings', brand: 'Juniper & Jam', categoryId: gummies.id },
    { name: 'Sour Gummy Worms', brand: 'Juniper & Jam', categoryId: gummies.id },
    { name: 'Hidden Kush', brand: 'Cedar Farms', categoryId: flower.id, isActive: false },
    ...Array.from({ length: 12 }, (_, index) => ({
      name: `Blue Haze ${index + 1}`,
      brand: 'Pacific Bloom',
      categoryId: flower.id,
    })),
  ]);
});

describe('GET /api/products/suggestions', () => {
  it('suggests products as a word is typed, the closest first and each name once', async () => {
    const items = await suggestions('blue dr');
    expect(items[0]).toMatchObject({ type: 'product', label: 'Blue Dream' });
    expect(items[0]?.product_id).toEqual(expect.any(Number));
    expect(items.filter((item) => item.label === 'Blue Dream')).toHaveLength(1);
    expect((await suggestions('blu drem'))[0]).toMatchObject({ label: 'Blue Dream' });
  });

  it('answers at most eight, even when many products match', async () => {
    const items = await suggestions('blue');
    expect(items).toHaveLength(8);
    expect(items.every((item) => item.type === 'product')).toBe(true);
  });

  it('suggests brands and categories whose words are typed', async () => {
    expect(await labels('ceda', 'brand')).toEqual(['Cedar Farms', 'Cedar Labs']);
    expect(await labels('juniper', 'brand')).toEqual(['Juniper & Jam']);
    expect(await labels('gumm', 'category')).toEqual(['Gummies']);
    const gummies = await suggestions('gumm');
    // A category's products are found too (a gummy is in Gummies, and "gummy" is close).
    expect(gummies.map((item) => item.label)).toEqual(
      expect.arrayContaining(['Sour Gummy Worms', 'Watermelon Rings', 'Gummies']),
    );
  });

  it('leaves out inactive products, and suggests nothing for nonsense', async () => {
    expect(await labels('hidden kush', 'product')).toEqual([]);
    expect(await suggestions('xyzzy qwerty')).toEqual([]);
  });

  it('answers 200 with no items for an empty or blank q, or none at all', async () => {
    for (const q of ['', '   ', '%%', undefined]) {
      const response = await ask(q);
      expect(response.statusCode, String(q)).toBe(200);
      expect(response.json()).toEqual({ items: [] });
    }
  });

  it('is a storefront call: no access code, no suggestions', async () => {
    const response = await ask('blue', {});
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: 'invalid_access_code' });
  });

  it('refuses a q longer than 200 characters with a 422 that says why', async () => {
    const response = await ask('a'.repeat(201));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      detail: [{ loc: ['querystring', 'q'], msg: 'q must be at most 200 characters' }],
    });
  });
});
