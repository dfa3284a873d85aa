import type { AdminProduct, AdminProductWrite } from '@canopy/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCategory } from '../../../test/factories/catalog';
import { stockOf } from '../../../test/factories/orders';
import { createProduct } from '../../../test/factories/products';
import {
  countAuditEntries,
  productBody,
  readAuditEntries,
  signInAdmin,
  type AdminSession,
} from '../../../test/helpers/admin-catalog';
import { captureRealtime } from '../../../test/helpers/realtime-capture';
import { setupTestApp } from '../../../test/helpers/test-app';

const t = setupTestApp();
let session: AdminSession;

beforeAll(async () => {
  session = await signInAdmin(t);
});

function post(body: unknown, headers: Record<string, string> = session.headers) {
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/products',
    headers,
    payload: body as Record<string, unknown>,
  });
}

function put(id: number, body: unknown) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/admin/products/${id}`,
    headers: session.headers,
    payload: body as Record<string, unknown>,
  });
}

async function created(body: AdminProductWrite): Promise<AdminProduct> {
  const response = await post(body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ product: AdminProduct }>().product;
}

interface Issue {
  loc: Array<string | number>;
  msg: string;
}

function issues(response: LightMyRequestResponse): Issue[] {
  return response.json<{ detail: Issue[] }>().detail;
}

const actorOf = (s: AdminSession) => `${s.admin.id}:${s.admin.username}`;

describe('POST /api/admin/products', () => {
  it('creates the product, stores cents, and audits it', async () => {
    const category = await createCategory(t.db, { name: 'Vapes' });
    const product = await created({
      name: '  Cartridge 1g ',
      sku: 'VAPE-CART-1',
      brand: 'Cloudline',
      description: 'Live resin',
      price: 39.99,
      sale_price: 34.5,
      stock: 20,
      image: `/api/images/${'b'.repeat(64)}.webp`,
      strain_type: 'sativa',
      volume: '1g',
      thc_percent: 80,
      cbd_percent: null,
      minimum_age: 21,
      category_id: category.id,
      is_active: true,
    });

    expect(product).toMatchObject({
      name: 'Cartridge 1g',
      sku: 'VAPE-CART-1',
      brand: 'Cloudline',
      price: 39.99,
      sale_price: 34.5,
      stock: 20,
      image: `/api/images/${'b'.repeat(64)}.webp`,
      strain_type: 'sativa',
      volume: '1g',
      thc_percent: 80,
      cbd_percent: null,
      minimum_age: 21,
      category: { id: category.id, name: 'Vapes' },
      is_active: true,
    });
    const stored = await t.db.query.products.findFirst({
      where: (row, { eq }) => eq(row.id, product.id),
    });
    expect(stored).toMatchObject({
      retailPriceCents: 3999,
      salePriceCents: 3450,
      stockQuantity: 20,
      minimumAge: 21,
    });

    const [entry, ...more] = await readAuditEntries(t.db, 'product', product.id);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ actor: actorOf(session), action: 'create', before: null });
    expect(entry?.after).toEqual(product);
  });

  it('fills what the form leaves out with its defaults', async () => {
    const product = await created({ name: 'Plain', sku: 'PLAIN-1', price: 5, stock: 0 });
    expect(product).toMatchObject({
      brand: null,
      description: '',
      sale_price: null,
      image: null,
      strain_type: null,
      volume: null,
      thc_percent: null,
      cbd_percent: null,
      minimum_age: null,
      category_id: null,
      category: null,
      is_active: true,
    });
  });

  it('refuses a sale price at or above the price, beside sale_price', async () => {
    for (const sale_price of [25, 30]) {
      const response = await post(productBody({ price: 25, sale_price }));
      expect(response.statusCode).toBe(422);
      expect(issues(response)).toEqual([
        expect.objectContaining({
          loc: ['body', 'sale_price'],
          msg: 'The sale price must be below the retail price',
        }),
      ]);
    }
  });

  it('refuses a minimum age outside 18–25 beside minimum_age', async () => {
    for (const minimum_age of [17, 26, 20.5, '21']) {
      const response = await post({ ...productBody(), minimum_age });
      expect(response.statusCode, String(minimum_age)).toBe(422);
      expect(issues(response).map((issue) => issue.loc)).toContainEqual(['body', 'minimum_age']);
    }
    const [message] = issues(await post(productBody({ minimum_age: 30 }))).map((i) => i.msg);
    expect(message).toBe('The minimum age is between 18 and 25');
    expect((await created(productBody({ minimum_age: 18 }))).minimum_age).toBe(18);
  });

  it('refuses malformed fields with 422 naming each, and stores nothing', async () => {
    const before = await countAuditEntries(t.db);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...productBody(), name: '   ' }, 'name'],
      [{ ...productBody(), sku: 'has spaces' }, 'sku'],
      [{ ...productBody(), price: 0 }, 'price'],
      [{ ...productBody(), price: 1.005 }, 'price'],
      [{ ...productBody(), stock: -1 }, 'stock'],
      [{ ...productBody(), stock: 1.5 }, 'stock'],
      [{ ...productBody(), thc_percent: 101 }, 'thc_percent'],
      [{ ...productBody(), strain_type: 'ruderalis' }, 'strain_type'],
      [{ ...productBody(), image: 'http://example.com/a.png' }, 'image'],
      [{ ...productBody(), image: 'javascript:alert(1)' }, 'image'],
      [{ ...productBody(), price: '25' }, 'price'],
    ];
    for (const [body, field] of cases) {
      const response = await post(body);
      expect(response.statusCode, field).toBe(422);
      expect(
        issues(response).map((issue) => issue.loc),
        field,
      ).toContainEqual(['body', field]);
    }
    expect(await countAuditEntries(t.db)).toBe(before);
  });

  it('answers 422 beside category_id for a category that does not exist', async () => {
    const body = productBody({ category_id: 2_000_000 });
    const response = await post(body);
    expect(response.statusCode).toBe(422);
    expect(issues(response)).toEqual([
      { loc: ['body', 'category_id'], msg: 'Category not found', type: 'not_found' },
    ]);
    const stored = await t.db.query.products.findFirst({
      where: (row, { eq }) => eq(row.sku, body.sku),
    });
    expect(stored).toBeUndefined();
  });

  it('answers 409 for a SKU that exists, even when two creates race', async () => {
    const existing = await createProduct(t.db, { sku: 'DUP-SKU-1' });
    const again = await post(productBody({ sku: 'DUP-SKU-1' }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      detail: 'A product with SKU "DUP-SKU-1" already exists',
      error: 'conflict',
    });
    expect(await readAuditEntries(t.db, 'product', existing.id)).toEqual([]);

    const racing = await Promise.all([
      post(productBody({ sku: 'RACE-SKU-1' })),
      post(productBody({ sku: 'RACE-SKU-1' })),
    ]);
    expect(racing.map((response) => response.statusCode).sort()).toEqual([201, 409]);
  });

  it('needs an admin token', async () => {
    expect((await post(productBody(), {})).statusCode).toBe(401);
  });
});

describe('PUT /api/admin/products/:id', () => {
  it('replaces the whole product and audits before and after', async () => {
    const original = await created(
      productBody({ brand: 'Old brand', volume: '1g', sale_price: 20, price: 25 }),
    );
    const body = productBody({ name: 'Renamed', sku: original.sku, price: 30, stock: 12 });

    const response = await put(original.id, body);

    expect(response.statusCode).toBe(200);
    const product = response.json<{ product: AdminProduct }>().product;
    // Fields the body leaves out are cleared: PUT is the whole product.
    expect(product).toMatchObject({
      id: original.id,
      name: 'Renamed',
      sku: original.sku,
      price: 30,
      sale_price: null,
      brand: null,
      volume: null,
      created_at: original.created_at,
    });
    expect(Date.parse(product.updated_at)).toBeGreaterThanOrEqual(Date.parse(original.updated_at));

    const entries = await readAuditEntries(t.db, 'product', original.id);
    expect(entries.map((entry) => entry.action)).toEqual(['create', 'update']);
    expect(entries[1]).toMatchObject({ actor: actorOf(session), before: original, after: product });
  });

  it('answers 409 for another product’s SKU and 404 for an unknown product', async () => {
    const taken = await createProduct(t.db, { sku: 'TAKEN-SKU' });
    const mine = await created(productBody());
    const clash = await put(mine.id, productBody({ sku: 'TAKEN-SKU' }));
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({ detail: 'A product with SKU "TAKEN-SKU" already exists' });
    expect(await readAuditEntries(t.db, 'product', taken.id)).toEqual([]);

    const missing = await put(2_000_000, productBody());
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'Product not found', error: 'not_found' });
  });

  it('refuses a sale price at or above the new price and an unknown category', async () => {
    const mine = await created(productBody());
    const sale = await put(mine.id, productBody({ sku: mine.sku, price: 10, sale_price: 10 }));
    expect(sale.statusCode).toBe(422);
    expect(issues(sale).map((issue) => issue.loc)).toEqual([['body', 'sale_price']]);

    const category = await put(mine.id, productBody({ sku: mine.sku, category_id: 2_000_000 }));
    expect(category.statusCode).toBe(422);
    expect(issues(category).map((issue) => issue.loc)).toEqual([['body', 'category_id']]);
    expect((await readAuditEntries(t.db, 'product', mine.id)).map((e) => e.action)).toEqual([
      'create',
    ]);
  });

  it('announces a stock edit as stock_update to the storefront and inventory_update to admins', async () => {
    const mine = await created(productBody({ stock: 12 }));
    const storefront = captureRealtime(t.app, 'products');
    const admins = captureRealtime(t.app, 'admin');
    try {
      const response = await put(mine.id, productBody({ sku: mine.sku, stock: 3 }));
      expect(response.statusCode).toBe(200);

      const data = { product_id: mine.id, stock: 3 };
      expect(storefront.frames).toEqual([{ type: 'stock_update', data }]);
      expect(admins.frames).toEqual([{ type: 'inventory_update', data }]);
      // Sent after the commit: the announced stock is what the database holds.
      expect(await stockOf(t.db, mine.id)).toBe(3);

      storefront.clear();
      admins.clear();
      const priceOnly = await put(mine.id, productBody({ sku: mine.sku, stock: 3, price: 99 }));
      expect(priceOnly.statusCode).toBe(200);
      expect(storefront.frames).toEqual([]);
      expect(admins.frames).toEqual([]);
    } finally {
      storefront.stop();
      admins.stop();
    }
  });

  it('announces nothing when the edit is refused', async () => {
    const mine = await created(productBody({ stock: 12 }));
    await createProduct(t.db, { sku: 'TAKEN-FOR-STOCK' });
    const storefront = captureRealtime(t.app, 'products');
    try {
      const response = await put(mine.id, productBody({ sku: 'TAKEN-FOR-STOCK', stock: 1 }));
      expect(response.statusCode).toBe(409);
      expect(storefront.frames).toEqual([]);
      expect(await stockOf(t.db, mine.id)).toBe(12);
    } finally {
      storefront.stop();
    }
  });
});
