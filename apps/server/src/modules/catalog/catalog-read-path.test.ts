// The catalogue read path across writes and instances: answers come from the answer cache until a
// write anywhere empties it (an admin edit, an order's stock change, a category change), a second
// app on the same database (another instance, sharing the process's invalidation channel) sees a
// write through the first on its next call, and the access-code gate answers from memory yet
// locks out a deactivated or expired code at once.
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccessCode } from '../../../test/factories/access-codes';
import { createCategory } from '../../../test/factories/catalog';
import { orderRequest, placeOrder } from '../../../test/factories/orders';
import { createProduct, updateProduct } from '../../../test/factories/products';
import { productBody, signInAdmin, type AdminSession } from '../../../test/helpers/admin-catalog';
import { setupTestApp } from '../../../test/helpers/test-app';

const t = setupTestApp();
let code = '';
let accessCodeId = 0;
let admin: AdminSession;
let other: FastifyInstance;

function read(app: FastifyInstance, url: string, headers: Record<string, string> = {}) {
  return app.inject({ method: 'GET', url, headers: { 'x-access-code': code, ...headers } });
}

beforeAll(async () => {
  ({ code, id: accessCodeId } = await createAccessCode(t));
  admin = await signInAdmin(t);
  other = await t.buildApp();
});

describe('the catalogue answer cache', () => {
  it('answers a repeated read from the cache, untouched by a write that announced nothing', async () => {
    const product = await createProduct(t.db, { name: 'Quiet', retailPriceCents: 1000 });
    const url = `/api/products/${product.id}`;
    const first = await read(t.app, url);
    expect(first.json()).toMatchObject({ retail_price: 10 });

    // Straight into the database, as no part of the app writes: the cache cannot know.
    await updateProduct(t.db, product.id, { retailPriceCents: 2000 });
    const cached = await read(t.app, url);
    expect(cached.body).toBe(first.body);
    expect(cached.headers.etag).toBe(first.headers.etag);
    const revalidated = await read(t.app, url, { 'if-none-match': String(first.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');

    t.app.invalidation.bump('catalog');
    expect((await read(t.app, url)).json()).toMatchObject({ retail_price: 20 });
  });

  it('keys list answers by the parsed query, so the same query spelled otherwise is a hit', async () => {
    await createProduct(t.db, { name: 'Spelled', brand: 'Keyline', retailPriceCents: 500 });
    t.app.invalidation.bump('catalog');
    const first = await read(t.app, '/api/products?brand=Keyline&size=10&page=1');
    expect(first.json()).toMatchObject({ total: 1 });
    await createProduct(t.db, { name: 'Unannounced', brand: 'Keyline', retailPriceCents: 600 });
    const reordered = await read(t.app, '/api/products?page=1&size=10&brand=Keyline&junk=1');
    expect(reordered.body).toBe(first.body);
    // Another query misses the cache, and is answered by the catalogue index, which hears only
    // announced writes (a search too).
    const otherQuery = await read(t.app, '/api/products?search=Keyline&size=20');
    expect(otherQuery.json()).toMatchObject({ total: 1 });
    t.app.invalidation.bump('catalog');
    const announced = await read(t.app, '/api/products?search=Keyline&size=20');
    expect(announced.json()).toMatchObject({ total: 2 });
  });

  it('shows an admin product edit on the next read', async () => {
    const product = await createProduct(t.db, { name: 'Edited', retailPriceCents: 1000 });
    const url = `/api/products/${product.id}`;
    const before = await read(t.app, url);
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${product.id}`,
      headers: admin.headers,
      payload: productBody({ name: 'Edited again', price: 15 }),
    });
    expect(edited.statusCode).toBe(200);
    const after = await read(t.app, url, { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toMatchObject({ name: 'Edited again', retail_price: 15 });
  });

  it("shows an order's stock change on the next read", async () => {
    const product = await createProduct(t.db, { name: 'Ordered', stockQuantity: 5 });
    const url = `/api/products/${product.id}`;
    expect((await read(t.app, url)).json()).toMatchObject({ stock_quantity: 5 });
    await placeOrder(
      t.app,
      { accessCodeId, code },
      orderRequest([{ product_id: product.id, quantity: 2 }]),
    );
    expect((await read(t.app, url)).json()).toMatchObject({ stock_quantity: 3 });
  });

  it('takes a product an order sold out off in-stock lists, also pages it was not on', async () => {
    const brand = 'Lastline';
    const last = await createProduct(t.db, { name: 'A last one', brand, stockQuantity: 1 });
    await createProduct(t.db, { name: 'B plenty', brand, stockQuantity: 50 });
    // Written straight to the table, so announced as the admin routes announce their writes.
    t.app.invalidation.bump('catalog');
    const secondPage = `/api/products?brand=${brand}&in_stock_only=true&sort_by=name&size=10&page=2`;
    const firstPage = `/api/products?brand=${brand}&in_stock_only=true&sort_by=name&size=10`;
    const everything = `/api/products?brand=${brand}&size=10`;
    expect((await read(t.app, secondPage)).json()).toMatchObject({ total: 2, items: [] });
    expect((await read(t.app, firstPage)).json()).toMatchObject({ total: 2 });
    expect((await read(t.app, everything)).json()).toMatchObject({ total: 2 });

    await placeOrder(
      t.app,
      { accessCodeId, code },
      orderRequest([{ product_id: last.id, quantity: 1 }]),
    );
    expect((await read(t.app, secondPage)).json()).toMatchObject({ total: 1, items: [] });
    expect((await read(t.app, firstPage)).json()).toMatchObject({ total: 1 });
    const all = (await read(t.app, everything)).json<{
      total: number;
      items: Array<{ id: number; stock_quantity: number }>;
    }>();
    expect(all.total).toBe(2);
    expect(all.items.find((item) => item.id === last.id)?.stock_quantity).toBe(0);
  });

  it('shows a category change on the next read', async () => {
    const category = await createCategory(t.db, { name: 'Tinctures' });
    const names = async () =>
      (await read(t.app, '/api/products/categories'))
        .json<Array<{ name: string }>>()
        .map((c) => c.name);
    expect(await names()).toContain('Tinctures');
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/categories/${category.id}`,
      headers: admin.headers,
      payload: { name: 'Oils' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(await names()).toEqual(expect.arrayContaining(['Oils']));
    expect(await names()).not.toContain('Tinctures');
  });
});

describe('two instances on one database', () => {
  it('see a write through one on the next read through the other', async () => {
    const product = await createProduct(t.db, { name: 'Shared', retailPriceCents: 1000 });
    const url = `/api/products/${product.id}`;
    const before = await read(other, url);
    expect(before.json()).toMatchObject({ retail_price: 10 });
    expect((await read(other, url)).body).toBe(before.body);

    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${product.id}`,
      headers: admin.headers,
      payload: productBody({ name: 'Shared', price: 11 }),
    });
    expect(edited.statusCode).toBe(200);
    const after = await read(other, url, { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toMatchObject({ retail_price: 11 });
  });

  it('find a product renamed through one by its new name at once on both', async () => {
    const product = await createProduct(t.db, { name: 'Plain Jane Flower', retailPriceCents: 900 });
    t.app.invalidation.bump('catalog');
    const names = async (app: FastifyInstance, text: string) =>
      (await read(app, `/api/products?search=${encodeURIComponent(text)}&sort_by=relevance`))
        .json<{ items: Array<{ name: string }> }>()
        .items.map((item) => item.name);
    for (const app of [t.app, other]) {
      expect(await names(app, 'plain jane')).toContain('Plain Jane Flower');
      expect(await names(app, 'zephyrine marigold')).toEqual([]);
    }
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${product.id}`,
      headers: admin.headers,
      payload: productBody({ name: 'Zephyrine Marigold', price: 9 }),
    });
    expect(renamed.statusCode).toBe(200);
    for (const app of [other, t.app]) {
      expect(await names(app, 'zephyrine marigold')).toEqual(['Zephyrine Marigold']);
      expect(await names(app, 'marigld')).toEqual(['Zephyrine Marigold']);
      expect(await names(app, 'plain jane')).not.toContain('Plain Jane Flower');
    }
  });

  it('see an order placed through one in the stock the other shows', async () => {
    const product = await createProduct(t.db, { name: 'Shared stock', stockQuantity: 4 });
    const url = `/api/products/${product.id}`;
    expect((await read(other, url)).json()).toMatchObject({ stock_quantity: 4 });
    await placeOrder(
      t.app,
      { accessCodeId, code },
      orderRequest([{ product_id: product.id, quantity: 1 }]),
    );
    expect((await read(other, url)).json()).toMatchObject({ stock_quantity: 3 });
  });

  it('answer a product page from the index, and 404 once it is deactivated through the other', async () => {
    const product = await createProduct(t.db, { name: 'Indexed page', stockQuantity: 6 });
    t.app.invalidation.bump('catalog');
    const url = `/api/products/${product.id}`;
    for (const app of [t.app, other]) {
      expect((await read(app, url)).json()).toMatchObject({ name: 'Indexed page' });
    }
    // Sold through one instance: the other's cached row is dropped with the stock change.
    await placeOrder(
      t.app,
      { accessCodeId, code },
      orderRequest([{ product_id: product.id, quantity: 2 }]),
    );
    expect((await read(other, url)).json()).toMatchObject({ stock_quantity: 4 });
    const deactivated = await other.inject({
      method: 'PUT',
      url: `/api/admin/products/${product.id}`,
      headers: admin.headers,
      payload: productBody({ name: 'Indexed page', is_active: false }),
    });
    expect(deactivated.statusCode).toBe(200);
    for (const app of [t.app, other]) {
      const gone = await read(app, url);
      expect(gone.statusCode).toBe(404);
      expect(gone.json()).toMatchObject({ detail: 'Product not found' });
    }
  });

  it('lock out a code deactivated through one on the next call through the other', async () => {
    const holder = await createAccessCode(t);
    const headers = { 'x-access-code': holder.code };
    const url = '/api/products/strain-types';
    expect((await other.inject({ method: 'GET', url, headers })).statusCode).toBe(200);
    expect((await other.inject({ method: 'GET', url, headers })).statusCode).toBe(200);

    const deactivated = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/access-codes/${holder.id}`,
      headers: admin.headers,
      payload: { is_active: false },
    });
    expect(deactivated.statusCode).toBe(200);
    const refused = await other.inject({ method: 'GET', url, headers });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: 'invalid_access_code' });
  });

  it('lock out a deleted code and the old text of an edited one', async () => {
    const deleted = await createAccessCode(t);
    const edited = await createAccessCode(t);
    const url = '/api/products/brands';
    for (const holder of [deleted, edited]) {
      const headers = { 'x-access-code': holder.code };
      expect((await other.inject({ method: 'GET', url, headers })).statusCode).toBe(200);
    }
    const removal = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/access-codes/${deleted.id}`,
      headers: admin.headers,
    });
    expect(removal.statusCode).toBe(204);
    const change = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/access-codes/${edited.id}/code`,
      headers: admin.headers,
      payload: { new_code: 'NEWC0D' },
    });
    expect(change.statusCode).toBe(200);
    for (const holder of [deleted, edited]) {
      const headers = { 'x-access-code': holder.code };
      expect((await other.inject({ method: 'GET', url, headers })).statusCode).toBe(403);
    }
    const renewed = await other.inject({
      method: 'GET',
      url,
      headers: { 'x-access-code': 'newc0d' },
    });
    expect(renewed.statusCode).toBe(200);
  });
});

describe('the access-code gate from memory', () => {
  it('still refuses a remembered code from the moment it expires', async () => {
    const expiring = await createAccessCode(t, { expiresAt: new Date(Date.now() + 1_500) });
    const headers = { 'x-access-code': expiring.code };
    const url = '/api/products/volumes';
    expect((await t.app.inject({ method: 'GET', url, headers })).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1_600));
    expect((await t.app.inject({ method: 'GET', url, headers })).statusCode).toBe(403);
  });

  it('admits a code created after a refusal without waiting', async () => {
    const headers = { 'x-access-code': 'LATE42' };
    const url = '/api/products/volumes';
    expect((await t.app.inject({ method: 'GET', url, headers })).statusCode).toBe(403);
    await createAccessCode(t, { code: 'LATE42' });
    expect((await t.app.inject({ method: 'GET', url, headers })).statusCode).toBe(200);
  });
});
