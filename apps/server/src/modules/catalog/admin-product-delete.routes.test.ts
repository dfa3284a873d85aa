import type { AdminProductBulkResponse } from '@canopy/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createShopper, orderRequest, placeOrder } from '../../../test/factories/orders';
import { createProduct, createProducts, type TestProduct } from '../../../test/factories/products';
import {
  countAuditEntries,
  readAuditEntries,
  signInAdmin,
  type AdminSession,
} from '../../../test/helpers/admin-catalog';
import { setupTestApp } from '../../../test/helpers/test-app';

const t = setupTestApp();
let session: AdminSession;

beforeAll(async () => {
  session = await signInAdmin(t);
});

function remove(id: number | string, headers: Record<string, string> = session.headers) {
  return t.app.inject({ method: 'DELETE', url: `/api/admin/products/${id}`, headers });
}

function bulk(body: unknown, headers: Record<string, string> = session.headers) {
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/products/bulk',
    headers,
    payload: body as Record<string, unknown>,
  });
}

/** A product that an order line names (ordered through the real checkout). */
async function orderedProduct(values: Parameters<typeof createProduct>[1] = {}) {
  const product = await createProduct(t.db, { stockQuantity: 5, ...values });
  await placeOrder(
    t.app,
    await createShopper(t),
    orderRequest([{ product_id: product.id, quantity: 1 }]),
  );
  return product;
}

async function findProduct(id: number) {
  return t.db.query.products.findFirst({ where: (row, { eq }) => eq(row.id, id) });
}

const actions = async (product: TestProduct) =>
  (await readAuditEntries(t.db, 'product', product.id)).map((entry) => entry.action);

describe('DELETE /api/admin/products/:id', () => {
  it('deletes a product no order names, and audits what it was', async () => {
    const product = await createProduct(t.db, { name: 'Unsold' });
    const response = await remove(product.id);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      deleted: true,
      deactivated: false,
      detail: 'Product deleted',
    });
    expect(await findProduct(product.id)).toBeUndefined();
    const [entry] = await readAuditEntries(t.db, 'product', product.id);
    expect(entry).toMatchObject({
      actor: `${session.admin.id}:${session.admin.username}`,
      action: 'delete',
      before: { id: product.id, name: 'Unsold', price: 10, stock: 10 },
      after: null,
    });
  });

  it('deactivates a product that orders reference instead of deleting it', async () => {
    const product = await orderedProduct();
    const response = await remove(product.id);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      deleted: false,
      deactivated: true,
      detail: 'Orders reference this product, so it was deactivated instead of deleted',
    });
    expect(await findProduct(product.id)).toMatchObject({ isActive: false });
    const [entry] = await readAuditEntries(t.db, 'product', product.id);
    expect(entry).toMatchObject({
      action: 'deactivate',
      before: { is_active: true },
      after: { is_active: false },
    });

    // Asked again: the same answer, and nothing more to write.
    expect((await remove(product.id)).json()).toMatchObject({ deactivated: true });
    expect(await actions(product)).toEqual(['deactivate']);
  });

  it('answers 404 for an unknown product and 422 for a malformed id', async () => {
    const before = await countAuditEntries(t.db);
    const missing = await remove(2_000_000);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'Product not found', error: 'not_found' });
    expect((await remove('abc')).statusCode).toBe(422);
    expect(await countAuditEntries(t.db)).toBe(before);
  });

  it('needs an admin token', async () => {
    const product = await createProduct(t.db);
    expect((await remove(product.id, {})).statusCode).toBe(401);
    expect(await findProduct(product.id)).toBeDefined();
  });
});

describe('POST /api/admin/products/bulk', () => {
  it('deactivates and activates the selection, auditing each product that changed', async () => {
    const [a, b, c] = await createProducts(t.db, [{}, {}, { isActive: false }]);
    if (!a || !b || !c) throw new Error('products missing');

    const off = await bulk({ ids: [a.id, b.id, c.id], action: 'deactivate' });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({
      updated: 2,
      deleted: 0,
      deactivated: 0,
      detail: 'Deactivated 2 products; 1 already inactive',
    } satisfies AdminProductBulkResponse);
    for (const product of [a, b, c]) {
      expect(await findProduct(product.id)).toMatchObject({ isActive: false });
    }
    expect(await actions(a)).toEqual(['deactivate']);
    expect(await actions(c)).toEqual([]);

    const on = await bulk({ ids: [a.id, a.id], action: 'activate' });
    expect(on.json()).toMatchObject({ updated: 1, detail: 'Activated 1 product' });
    expect(await findProduct(a.id)).toMatchObject({ isActive: true });
    const entries = await readAuditEntries(t.db, 'product', a.id);
    expect(entries[1]).toMatchObject({
      action: 'activate',
      before: { is_active: false },
      after: { is_active: true },
    });
  });

  it('deletes what it can and deactivates what orders reference', async () => {
    const [free1, free2] = await createProducts(t.db, [{}, {}]);
    if (!free1 || !free2) throw new Error('products missing');
    const sold = await orderedProduct();

    const response = await bulk({ ids: [free1.id, sold.id, free2.id], action: 'delete' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      updated: 0,
      deleted: 2,
      deactivated: 1,
      detail: 'Deleted 2 products; 1 that orders reference was deactivated instead',
    });
    expect(await findProduct(free1.id)).toBeUndefined();
    expect(await findProduct(free2.id)).toBeUndefined();
    expect(await findProduct(sold.id)).toMatchObject({ isActive: false });
    expect(await actions(free1)).toEqual(['delete']);
    expect(await actions(sold)).toEqual(['deactivate']);
  });

  it('changes nothing and names every unknown id when some do not exist', async () => {
    const product = await createProduct(t.db);
    const before = await countAuditEntries(t.db);

    const response = await bulk({ ids: [product.id, 2_000_001, 2_000_000], action: 'delete' });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      detail: 'Products not found: 2000000, 2000001',
      error: 'not_found',
    });
    expect(await findProduct(product.id)).toBeDefined();
    expect(await countAuditEntries(t.db)).toBe(before);
  });

  it('refuses a malformed request with 422', async () => {
    for (const body of [
      { ids: [], action: 'delete' },
      { ids: [1], action: 'archive' },
      { ids: ['one'], action: 'delete' },
      { ids: Array.from({ length: 101 }, (_, index) => index + 1), action: 'activate' },
      { action: 'delete' },
    ]) {
      expect((await bulk(body)).statusCode, JSON.stringify(body).slice(0, 60)).toBe(422);
    }
  });

  it('needs an admin token', async () => {
    const product = await createProduct(t.db);
    expect((await bulk({ ids: [product.id], action: 'delete' }, {})).statusCode).toBe(401);
    expect(await findProduct(product.id)).toBeDefined();
  });
});
