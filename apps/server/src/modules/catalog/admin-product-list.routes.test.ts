import type { AdminProduct, AdminProductListResponse } from '@canopy/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCategory } from '../../../test/factories/catalog';
import { createProduct, createProducts } from '../../../test/factories/products';
import { putSetting } from '../../../test/factories/settings';
import { signInAdmin, type AdminSession } from '../../../test/helpers/admin-catalog';
import { setupTestApp } from '../../../test/helpers/test-app';

const t = setupTestApp();
let session: AdminSession;

beforeAll(async () => {
  session = await signInAdmin(t);
});

function get(url: string, headers: Record<string, string> = session.headers) {
  return t.app.inject({ method: 'GET', url, headers });
}

async function list(query: Record<string, string | number | boolean>) {
  const params = new URLSearchParams(
    Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
  );
  const response = await get(`/api/admin/products?${params.toString()}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AdminProductListResponse>();
}

const names = (page: AdminProductListResponse) => page.items.map((item) => item.name);

let shelfCounter = 0;
/** A category of the test's own, so its listing sees only the test's products. */
async function shelf() {
  shelfCounter += 1;
  return createCategory(t.db, { name: `Shelf ${shelfCounter}` });
}

describe('GET /api/admin/products', () => {
  it('lists products with the admin names, inactive ones included', async () => {
    const category = await shelf();
    const product = await createProduct(t.db, {
      name: 'Blue Dream 3.5g',
      sku: 'BD-35-LIST',
      brand: 'Cloudline',
      description: 'Sweet and calm',
      retailPriceCents: 4500,
      salePriceCents: 3999,
      stockQuantity: 7,
      primaryImageUrl: `/api/images/${'a'.repeat(64)}.webp`,
      strainType: 'hybrid',
      volume: '3.5g',
      thcPercent: 21.5,
      cbdPercent: 0.4,
      categoryId: category.id,
      isActive: false,
    });

    const page = await list({ category_id: category.id });

    expect(page).toMatchObject({ page: 1, pages: 1, total: 1 });
    expect(page.items[0]).toEqual({
      id: product.id,
      name: 'Blue Dream 3.5g',
      sku: 'BD-35-LIST',
      brand: 'Cloudline',
      description: 'Sweet and calm',
      price: 45,
      sale_price: 39.99,
      stock: 7,
      image: `/api/images/${'a'.repeat(64)}.webp`,
      strain_type: 'hybrid',
      volume: '3.5g',
      thc_percent: 21.5,
      cbd_percent: 0.4,
      minimum_age: null,
      limit_class: null,
      net_weight_g: null,
      thc_mg: null,
      category_id: category.id,
      category: { id: category.id, name: category.name },
      is_active: false,
      created_at: product.createdAt.toISOString(),
      updated_at: product.updatedAt.toISOString(),
    } satisfies AdminProduct);
  });

  it('searches name, brand and SKU, case-insensitively, every word', async () => {
    const category = await shelf();
    await createProducts(t.db, [
      { name: 'Northern Lights', brand: 'Cloudline', sku: 'NL-1', categoryId: category.id },
      { name: 'Sour Diesel', brand: 'Highfield', sku: 'SD-1', categoryId: category.id },
      { name: 'Gummies', brand: 'Cloudline', sku: 'GUM-QX7', categoryId: category.id },
    ]);
    const search = async (text: string) =>
      names(
        await list({ category_id: category.id, search: text, sort_by: 'name', sort_order: 'asc' }),
      );

    expect(await search('northern')).toEqual(['Northern Lights']);
    expect(await search('CLOUDLINE')).toEqual(['Gummies', 'Northern Lights']);
    expect(await search('gum-qx')).toEqual(['Gummies']);
    expect(await search('cloudline lights')).toEqual(['Northern Lights']);
    expect(await search('cloudline diesel')).toEqual([]);
    // LIKE's wildcards are plain characters here.
    expect(await search('%')).toEqual([]);
    expect(await search('_')).toEqual([]);
    // Blank is no search.
    expect(await search('   ')).toHaveLength(3);
  });

  it('filters by category including every descendant, and by active state', async () => {
    const root = await shelf();
    const child = await createCategory(t.db, { name: 'Child', parentId: root.id });
    const grandchild = await createCategory(t.db, { name: 'Grandchild', parentId: child.id });
    const sibling = await shelf();
    await createProducts(t.db, [
      { name: 'In root', categoryId: root.id },
      { name: 'In child', categoryId: child.id, isActive: false },
      { name: 'In grandchild', categoryId: grandchild.id },
      { name: 'In sibling', categoryId: sibling.id },
    ]);
    const byName = { sort_by: 'name', sort_order: 'asc' } as const;

    expect(names(await list({ category_id: root.id, ...byName }))).toEqual([
      'In child',
      'In grandchild',
      'In root',
    ]);
    expect(names(await list({ category_id: child.id, ...byName }))).toEqual([
      'In child',
      'In grandchild',
    ]);
    expect(names(await list({ category_id: root.id, is_active: true, ...byName }))).toEqual([
      'In grandchild',
      'In root',
    ]);
    expect(names(await list({ category_id: root.id, is_active: false, ...byName }))).toEqual([
      'In child',
    ]);
  });

  it('shows only products at or below the low-stock threshold with low_stock=true', async () => {
    const category = await shelf();
    await createProducts(t.db, [
      { name: 'Empty', stockQuantity: 0, categoryId: category.id },
      { name: 'At threshold', stockQuantity: 3, categoryId: category.id },
      { name: 'Above threshold', stockQuantity: 4, categoryId: category.id },
    ]);
    await putSetting(t.db, 'low_stock_threshold', 3);
    try {
      const low = await list({
        category_id: category.id,
        low_stock: true,
        sort_by: 'stock',
        sort_order: 'asc',
      });
      expect(names(low)).toEqual(['Empty', 'At threshold']);
      expect((await list({ category_id: category.id, low_stock: false })).total).toBe(3);
      expect((await list({ category_id: category.id })).total).toBe(3);
    } finally {
      await putSetting(t.db, 'low_stock_threshold', 10);
    }
  });

  it('sorts by name, price, stock and creation, both ways, ties broken by id', async () => {
    const category = await shelf();
    const [cheap, pricey, twinA, twinB] = await createProducts(t.db, [
      { name: 'banana', retailPriceCents: 500, stockQuantity: 9, categoryId: category.id },
      { name: 'Apple', retailPriceCents: 9000, stockQuantity: 1, categoryId: category.id },
      { name: 'cherry', retailPriceCents: 2000, stockQuantity: 5, categoryId: category.id },
      { name: 'Cherry', retailPriceCents: 2000, stockQuantity: 5, categoryId: category.id },
    ]);
    if (!cheap || !pricey || !twinA || !twinB) throw new Error('products missing');
    const ids = async (sort_by: string, sort_order: string) =>
      (await list({ category_id: category.id, sort_by, sort_order })).items.map((item) => item.id);

    expect(await ids('name', 'asc')).toEqual([pricey.id, cheap.id, twinA.id, twinB.id]);
    expect(await ids('name', 'desc')).toEqual([twinB.id, twinA.id, cheap.id, pricey.id]);
    expect(await ids('price', 'asc')).toEqual([cheap.id, twinA.id, twinB.id, pricey.id]);
    expect(await ids('price', 'desc')).toEqual([pricey.id, twinB.id, twinA.id, cheap.id]);
    expect(await ids('stock', 'asc')).toEqual([pricey.id, twinA.id, twinB.id, cheap.id]);
    expect(await ids('stock', 'desc')).toEqual([cheap.id, twinB.id, twinA.id, pricey.id]);
    // One statement inserted all four: the same created_at, so the id decides.
    expect(await ids('created_at', 'asc')).toEqual([cheap.id, pricey.id, twinA.id, twinB.id]);
    expect(await ids('created_at', 'desc')).toEqual([twinB.id, twinA.id, pricey.id, cheap.id]);
  });

  it('defaults to the newest first, ten per page', async () => {
    const category = await shelf();
    const created = await createProducts(
      t.db,
      Array.from({ length: 12 }, (_, index) => ({
        name: `Paged ${index}`,
        categoryId: category.id,
      })),
    );
    const newestFirst = created.map((product) => product.id).reverse();

    const first = await list({ category_id: category.id });
    expect(first).toMatchObject({ page: 1, pages: 2, total: 12 });
    expect(first.items.map((item) => item.id)).toEqual(newestFirst.slice(0, 10));

    const second = await list({ category_id: category.id, page: 2 });
    expect(second).toMatchObject({ page: 2, pages: 2, total: 12 });
    expect(second.items.map((item) => item.id)).toEqual(newestFirst.slice(10));

    const past = await list({ category_id: category.id, page: 3 });
    expect(past).toMatchObject({ page: 3, pages: 2, total: 12, items: [] });

    // A size outside 10/20/50/100 is the default 10; an allowed one is honoured.
    expect((await list({ category_id: category.id, size: 7 })).items).toHaveLength(10);
    expect((await list({ category_id: category.id, size: 20 })).items).toHaveLength(12);
  });

  it('answers an empty page when nothing matches', async () => {
    const category = await shelf();
    expect(await list({ category_id: category.id })).toEqual({
      items: [],
      page: 1,
      pages: 0,
      total: 0,
    });
  });

  it('refuses malformed filters with 422 naming the parameter', async () => {
    for (const [query, field] of [
      ['sort_by=popularity', 'sort_by'],
      ['sort_order=sideways', 'sort_order'],
      ['category_id=abc', 'category_id'],
      ['is_active=maybe', 'is_active'],
      ['low_stock=yes', 'low_stock'],
      ['page=0', 'page'],
    ] as const) {
      const response = await get(`/api/admin/products?${query}`);
      expect(response.statusCode, query).toBe(422);
      expect(response.json<{ detail: Array<{ loc: unknown[] }> }>().detail[0]?.loc).toEqual([
        'querystring',
        field,
      ]);
    }
  });

  it('needs an admin token', async () => {
    expect((await get('/api/admin/products', {})).statusCode).toBe(401);
  });
});

describe('GET /api/admin/products/:id', () => {
  it('answers one product, inactive ones too', async () => {
    const product = await createProduct(t.db, { name: 'Hidden gem', isActive: false });
    const response = await get(`/api/admin/products/${product.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json<{ product: AdminProduct }>().product).toMatchObject({
      id: product.id,
      name: 'Hidden gem',
      price: 10,
      stock: 10,
      image: null,
      is_active: false,
      category: null,
    });
  });

  it('answers 404 for an unknown product and 422 for a malformed id', async () => {
    const missing = await get('/api/admin/products/2147483647');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'Product not found', error: 'not_found' });
    expect((await get('/api/admin/products/abc')).statusCode).toBe(422);
  });
});
