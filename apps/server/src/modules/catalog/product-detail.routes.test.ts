// GET /api/products/:id (the product page) and the filter value lists: /api/products/brands,
// /volumes and /strain-types.
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccessCode } from '../../../test/factories/access-codes';
import { createCategory } from '../../../test/factories/catalog';
import { createProduct, createProducts } from '../../../test/factories/products';
import { setupTestApp } from '../../../test/helpers/test-app';

const t = setupTestApp();
let accessCode = '';
let flowerId = 0;
const ids = { blueDream: 0, plain: 0, inactive: 0 };

function get(url: string) {
  return t.app.inject({ method: 'GET', url, headers: { 'x-access-code': accessCode } });
}

// Everything this file reads, made once: the tests only read.
beforeAll(async () => {
  accessCode = (await createAccessCode(t)).code;
  flowerId = (await createCategory(t.db, { name: 'Flower' })).id;
  const blueDream = await createProduct(t.db, {
    name: 'Blue Dream',
    sku: 'FLW-BD-35',
    brand: 'Pacific Bloom',
    description: 'Sweet blueberry aroma.',
    retailPriceCents: 3999,
    salePriceCents: 3499,
    stockQuantity: 7,
    primaryImageUrl: '/api/images/abc.webp',
    strainType: 'hybrid',
    volume: '3.5g',
    thcPercent: 21.5,
    cbdPercent: 0.1,
    minimumAge: 21,
    limitClass: 'flower',
    netWeightG: 3.5,
    categoryId: flowerId,
    createdAt: new Date('2025-03-04T05:06:07.089Z'),
  });
  const plain = await createProduct(t.db, { name: 'Plain', retailPriceCents: 500 });
  const inactive = await createProduct(t.db, { isActive: false });
  Object.assign(ids, { blueDream: blueDream.id, plain: plain.id, inactive: inactive.id });

  await createProducts(t.db, [
    { brand: 'Cloudline', volume: '1g', strainType: 'sativa' },
    { brand: 'cloudline', volume: '1G', strainType: 'indica' },
    { brand: 'Ember & Ash', volume: '10 pack', strainType: 'hybrid' },
    { brand: 'ember & ash', volume: '0.5g' },
    { brand: '   ', volume: '', strainType: 'indica' },
    { brand: 'Juniper & Jam', volume: '100mg', strainType: 'sativa' },
    { brand: 'Zeta', volume: '2 pack' },
    { brand: 'Gone Brand', volume: '9kg', strainType: 'cbd', isActive: false },
  ]);
});

describe('GET /api/products/:id', () => {
  it('answers the product in dollars with its category', async () => {
    const response = await get(`/api/products/${ids.blueDream}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: ids.blueDream,
      name: 'Blue Dream',
      sku: 'FLW-BD-35',
      brand: 'Pacific Bloom',
      description: 'Sweet blueberry aroma.',
      retail_price: 39.99,
      sale_price: 34.99,
      stock_quantity: 7,
      primary_image_url: '/api/images/abc.webp',
      images: [],
      strain_type: 'hybrid',
      volume: '3.5g',
      thc_percent: 21.5,
      cbd_percent: 0.1,
      minimum_age: 21,
      limit_class: 'flower',
      net_weight_g: 3.5,
      thc_mg: null,
      category_id: flowerId,
      category: { id: flowerId, name: 'Flower' },
      created_at: '2025-03-04T05:06:07.089Z',
    });
  });

  it('answers nulls for what a product does not have', async () => {
    expect((await get(`/api/products/${ids.plain}`)).json()).toMatchObject({
      brand: null,
      sale_price: null,
      retail_price: 5,
      primary_image_url: null,
      images: [],
      strain_type: null,
      volume: null,
      thc_percent: null,
      cbd_percent: null,
      minimum_age: null,
      category_id: null,
      category: null,
    });
  });

  it('answers 404 Product not found for an unknown or inactive product', async () => {
    for (const id of [ids.inactive, 2_147_483_647]) {
      const response = await get(`/api/products/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'Product not found', error: 'not_found' });
    }
  });

  it('answers 422 for an id that is not a positive whole number', async () => {
    for (const id of ['abc', '0', '-1', '1.5', '2147483648']) {
      const response = await get(`/api/products/${id}`);
      expect(response.statusCode, id).toBe(422);
      expect(response.json()).toMatchObject({ error: 'validation_error' });
    }
  });
});

describe('GET /api/products/brands, /volumes, /strain-types', () => {
  it('lists the brands of active products once each, sorted, without blanks', async () => {
    const brands = (await get('/api/products/brands')).json<string[]>();
    expect(brands.map((brand) => brand.toLowerCase())).toEqual([
      'cloudline',
      'ember & ash',
      'juniper & jam',
      'pacific bloom',
      'zeta',
    ]);
  });

  it('lists the sizes of active products by unit and amount', async () => {
    const volumes = (await get('/api/products/volumes')).json<string[]>();
    expect(volumes.map((volume) => volume.toLowerCase())).toEqual([
      '0.5g',
      '1g',
      '3.5g',
      '100mg',
      '2 pack',
      '10 pack',
    ]);
  });

  it('lists the strain types of active products', async () => {
    expect((await get('/api/products/strain-types')).json()).toEqual([
      'hybrid',
      'indica',
      'sativa',
    ]);
  });
});
