import { describe, expect, it } from 'vitest';
import { createAccessCode, updateAccessCode } from '../../../test/factories/access-codes';
import { createCategory } from '../../../test/factories/catalog';
import { setupTestApp } from '../../../test/helpers/test-app';

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
    await updateAccessCode(t.db, id, { isActive: false });
    const response = await listCategories({ 'x-access-code': code });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(INVALID_ACCESS_CODE);
  });

  it('answers 403 for an expired code', async () => {
    const { code } = await createAccessCode(t, { expiresAt: new Date(Date.now() - 60_000) });
    expect((await listCategories({ 'x-access-code': code })).json()).toEqual(INVALID_ACCESS_CODE);
  });

  it('still admits a code whose max_uses are spent: the limit counts validations', async () => {
    const { code } = await createAccessCode(t, { maxUses: 1 });
    await t.app.inject({ method: 'POST', url: '/api/validate-access-code', payload: { code } });
    expect((await listCategories({ 'x-access-code': code })).statusCode).toBe(200);
  });

  it('does not accept an admin token instead of an access code', async () => {
    const { token } = t.app.tokens.issueAdminToken(1);
    const response = await listCategories({ authorization: `Bearer ${token}` });
    expect(response.statusCode).toBe(403);
  });
});
