import { describe, expect, it } from 'vitest';
import { createAccessCode } from '../../../test/factories/access-codes';
import { createCategory } from '../../../test/factories/catalog';
import { createProduct } from '../../../test/factories/products';
import { productBody, signInAdmin } from '../../../test/helpers/admin-catalog';
import { newClientIp, setupTestApp } from '../../../test/helpers/test-app';

const t = setupTestApp();

const INVALID_ACCESS_CODE = { detail: 'Invalid access code', error: 'invalid_access_code' };

function listCategories(headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url: '/api/products/categories', headers });
}

describe('GET /api/products/categories (behind the access-code gate)', () => {
  it('lists categories sorted by name with their parent', async () => {
    const flower = await createCategory(t.db, { name: 'Flower' });
    const edibles = await createCategory(t.db, { name: 'edibles' });
    const gummies = await createCategory(t.db, { name: 'Gummies', parentId: edibles.id });
    const { code } = await createAccessCode(t);

    const response = await listCategories({ 'x-access-code': code });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { id: edibles.id, name: 'edibles', parent_id: null },
      { id: flower.id, name: 'Flower', parent_id: null },
      { id: gummies.id, name: 'Gummies', parent_id: edibles.id },
    ]);
  });

  it('takes the header in any case', async () => {
    const { code } = await createAccessCode(t);
    expect((await listCategories({ 'x-access-code': code.toLowerCase() })).statusCode).toBe(200);
  });

  it('answers 403 invalid_access_code without a code, with a wrong or malformed one', async () => {
    const attempts: Array<Record<string, string>> = [
      {},
      { 'x-access-code': 'WRONG1' },
      { 'x-access-code': '' },
      { 'x-access-code': 'not a code at all' },
    ];
    for (const headers of attempts) {
      const response = await listCategories(headers);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(INVALID_ACCESS_CODE);
    }
  });

  it('locks a code out on the first call after it is deactivated', async () => {
    const { id, code } = await createAccessCode(t);
    expect((await listCategories({ 'x-access-code': code })).statusCode).toBe(200);
    const { headers } = await signInAdmin(t);
    const deactivated = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/access-codes/${id}`,
      headers,
      payload: { is_active: false },
    });
    expect(deactivated.statusCode).toBe(200);
    const response = await listCategories({ 'x-access-code': code });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(INVALID_ACCESS_CODE);
  });

  it('answers 403 for an expired code', async () => {
    const { code } = await createAccessCode(t, { expiresAt: new Date(Date.now() - 60_000) });
    expect((await listCategories({ 'x-access-code': code })).json()).toEqual(INVALID_ACCESS_CODE);
  });

  it('admits a code whose max_uses are spent only with the customer token of its validation', async () => {
    const { code } = await createAccessCode(t, { maxUses: 1 });
    const validated = await t.app.inject({
      method: 'POST',
      url: '/api/validate-access-code',
      payload: { code },
    });
    const { token } = validated.json<{ token: string }>();
    const withToken = { 'x-access-code': code, authorization: `Bearer ${token}` };
    expect((await listCategories(withToken)).statusCode).toBe(200);
    expect((await listCategories({ 'x-access-code': code })).statusCode).toBe(403);
  });

  it('does not accept an admin token instead of an access code', async () => {
    const { token } = t.app.tokens.issueAdminToken(1);
    const response = await listCategories({ authorization: `Bearer ${token}` });
    expect(response.statusCode).toBe(403);
  });
});

describe('every catalogue read', () => {
  // Categories are left to the test above, which lists all of them.
  const urls = async () => {
    const product = await createProduct(t.db, { name: 'Cached', brand: 'Cloudline' });
    return [
      '/api/products',
      '/api/products?search=cached&sort_by=relevance',
      `/api/products/${product.id}`,
      '/api/products/categories',
      '/api/products/brands',
      '/api/products/volumes',
      '/api/products/strain-types',
    ];
  };

  it('answers 403 invalid_access_code without a usable code', async () => {
    for (const url of await urls()) {
      for (const headers of [{}, { 'x-access-code': 'WRONG1' }]) {
        // Each from its own address: a client is allowed 10 refused codes a minute.
        const remoteAddress = newClientIp();
        const response = await t.app.inject({ method: 'GET', url, headers, remoteAddress });
        expect(response.statusCode, url).toBe(403);
        expect(response.json()).toEqual(INVALID_ACCESS_CODE);
      }
    }
  });

  it('carries a weak ETag to revalidate, and answers 304 while it still matches', async () => {
    const { code } = await createAccessCode(t);
    for (const url of await urls()) {
      const first = await t.app.inject({ method: 'GET', url, headers: { 'x-access-code': code } });
      expect(first.statusCode, url).toBe(200);
      const etag = first.headers.etag;
      expect(etag, url).toMatch(/^W\/"[\w-]+"$/);
      expect(first.headers['cache-control']).toBe('private, max-age=0, must-revalidate');

      for (const ifNoneMatch of [String(etag), `"other", ${String(etag)}`, '*']) {
        const again = await t.app.inject({
          method: 'GET',
          url,
          headers: { 'x-access-code': code, 'if-none-match': ifNoneMatch },
        });
        expect(again.statusCode, `${url} ${ifNoneMatch}`).toBe(304);
        expect(again.body).toBe('');
        expect(again.headers.etag).toBe(etag);
        expect(again.headers['cache-control']).toBe('private, max-age=0, must-revalidate');
      }
      const stale = await t.app.inject({
        method: 'GET',
        url,
        headers: { 'x-access-code': code, 'if-none-match': 'W/"stale"' },
      });
      expect(stale.statusCode, url).toBe(200);
      expect(stale.body).toBe(first.body);
    }
  });

  it('gets a new ETag when the catalogue changes', async () => {
    const { code } = await createAccessCode(t);
    const product = await createProduct(t.db, { name: 'Changing', retailPriceCents: 1000 });
    const url = `/api/products/${product.id}`;
    const before = await t.app.inject({ method: 'GET', url, headers: { 'x-access-code': code } });
    const { headers } = await signInAdmin(t);
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${product.id}`,
      headers,
      payload: productBody({ name: 'Changing', price: 12 }),
    });
    expect(edited.statusCode).toBe(200);
    const after = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'x-access-code': code, 'if-none-match': String(before.headers.etag) },
    });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toMatchObject({ retail_price: 12 });
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('does not tag errors', async () => {
    const { code } = await createAccessCode(t);
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/products/2147483647',
      headers: { 'x-access-code': code },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
  });
});
