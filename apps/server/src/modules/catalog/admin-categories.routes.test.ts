import type { AdminCategory } from '@canopy/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCategory } from '../../../test/factories/catalog';
import { createProducts } from '../../../test/factories/products';
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

function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
  headers: Record<string, string> = session.headers,
) {
  return t.app.inject({
    method,
    url: `/api/admin/categories${url}`,
    headers,
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });
}

async function listed(): Promise<AdminCategory[]> {
  const response = await call('GET', '');
  expect(response.statusCode).toBe(200);
  return response.json<AdminCategory[]>();
}

async function createdCategory(name: string, parentId: number | null = null) {
  const response = await call('POST', '', { name, parent_id: parentId });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ category: AdminCategory }>().category;
}

function issueLocs(response: LightMyRequestResponse) {
  return response.json<{ detail: Array<{ loc: unknown[] }> }>().detail.map((issue) => issue.loc);
}

let unique = 0;
const fresh = (name: string) => {
  unique += 1;
  return `${name} ${unique}`;
};

describe('GET /api/admin/categories', () => {
  it('lists every category by name with its direct product count', async () => {
    const zeta = await createCategory(t.db, { name: fresh('zeta list') });
    const alpha = await createCategory(t.db, { name: fresh('Alpha list') });
    const child = await createCategory(t.db, { name: fresh('Child list'), parentId: alpha.id });
    await createProducts(t.db, [
      { categoryId: alpha.id },
      { categoryId: alpha.id, isActive: false },
      { categoryId: child.id },
    ]);

    const categories = await listed();
    const mine = categories.filter((category) =>
      [zeta.id, alpha.id, child.id].includes(category.id),
    );
    expect(
      mine.map(({ id, parent_id, product_count }) => ({ id, parent_id, product_count })),
    ).toEqual([
      { id: alpha.id, parent_id: null, product_count: 2 },
      { id: child.id, parent_id: alpha.id, product_count: 1 },
      { id: zeta.id, parent_id: null, product_count: 0 },
    ]);
  });

  it('needs an admin token', async () => {
    expect((await call('GET', '', undefined, {})).statusCode).toBe(401);
  });
});

describe('POST /api/admin/categories', () => {
  it('creates top-level and child categories and audits each', async () => {
    const parent = await createdCategory('  Flower create ');
    expect(parent).toMatchObject({ name: 'Flower create', parent_id: null, product_count: 0 });
    const child = await createdCategory('Indoor', parent.id);
    expect(child).toMatchObject({ name: 'Indoor', parent_id: parent.id });

    const [entry] = await readAuditEntries(t.db, 'category', child.id);
    expect(entry).toMatchObject({
      actor: `${session.admin.id}:${session.admin.username}`,
      action: 'create',
      before: null,
      after: child,
    });
  });

  it('keeps names unique per parent, case-insensitively, the top level included', async () => {
    const parent = await createdCategory('Edibles unique');
    await createdCategory('Gummies', parent.id);

    const sameParent = await call('POST', '', { name: 'GUMMIES', parent_id: parent.id });
    expect(sameParent.statusCode).toBe(409);
    expect(sameParent.json()).toEqual({
      detail: '"Edibles unique" already has a subcategory named "GUMMIES"',
      error: 'conflict',
    });

    const topLevel = await call('POST', '', { name: 'edibles UNIQUE' });
    expect(topLevel.statusCode).toBe(409);
    expect(topLevel.json()).toMatchObject({
      detail: 'A top-level category named "edibles UNIQUE" already exists',
    });

    // The same name elsewhere in the tree is another category.
    expect((await call('POST', '', { name: 'Gummies' })).statusCode).toBe(201);
  });

  it('answers 422 beside parent_id for an unknown parent, and for a malformed body', async () => {
    const before = await countAuditEntries(t.db);
    const unknown = await call('POST', '', { name: 'Orphan', parent_id: 2_000_000 });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toEqual({
      detail: [{ loc: ['body', 'parent_id'], msg: 'Parent category not found', type: 'not_found' }],
      error: 'validation_error',
    });
    for (const [body, field] of [
      [{ name: '   ' }, 'name'],
      [{ name: 'x'.repeat(101) }, 'name'],
      [{ name: 'Fine', parent_id: 'top' }, 'parent_id'],
      [{ name: 'Fine', parent_id: 0 }, 'parent_id'],
    ] as const) {
      const response = await call('POST', '', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(issueLocs(response)).toContainEqual(['body', field]);
    }
    expect(await countAuditEntries(t.db)).toBe(before);
  });
});

describe('PUT /api/admin/categories/:id', () => {
  it('renames and moves a category, auditing before and after', async () => {
    const from = await createdCategory('Move from');
    const to = await createdCategory('Move to');
    const moving = await createdCategory('Mover', from.id);

    const response = await call('PUT', `/${moving.id}`, { name: 'Moved', parent_id: to.id });
    expect(response.statusCode).toBe(200);
    const category = response.json<{ category: AdminCategory }>().category;
    expect(category).toMatchObject({ id: moving.id, name: 'Moved', parent_id: to.id });

    const entries = await readAuditEntries(t.db, 'category', moving.id);
    expect(entries.map((entry) => entry.action)).toEqual(['create', 'update']);
    expect(entries[1]).toMatchObject({ before: moving, after: category });

    // Back to the top level.
    const top = await call('PUT', `/${moving.id}`, { name: 'Moved', parent_id: null });
    expect(top.json()).toMatchObject({ category: { parent_id: null } });
  });

  it('refuses a move under itself or any of its descendants with 422', async () => {
    const root = await createdCategory('Cycle root');
    const child = await createdCategory('Cycle child', root.id);
    const grandchild = await createdCategory('Cycle grandchild', child.id);

    for (const parentId of [root.id, child.id, grandchild.id]) {
      const response = await call('PUT', `/${root.id}`, {
        name: 'Cycle root',
        parent_id: parentId,
      });
      expect(response.statusCode, String(parentId)).toBe(422);
      expect(response.json()).toEqual({
        detail: [
          {
            loc: ['body', 'parent_id'],
            msg: 'A category cannot be moved under itself or one of its subcategories',
            type: 'cycle',
          },
        ],
        error: 'validation_error',
      });
    }
    expect((await readAuditEntries(t.db, 'category', root.id)).map((e) => e.action)).toEqual([
      'create',
    ]);
    // Moving a descendant up or sideways is fine.
    const up = await call('PUT', `/${grandchild.id}`, {
      name: 'Cycle grandchild',
      parent_id: root.id,
    });
    expect(up.statusCode).toBe(200);
  });

  it('refuses a name a sibling has (409), an unknown parent (422) and an unknown id (404)', async () => {
    const parent = await createdCategory('Rename parent');
    await createdCategory('Taken', parent.id);
    const mine = await createdCategory('Mine', parent.id);

    const clash = await call('PUT', `/${mine.id}`, { name: 'taken', parent_id: parent.id });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({
      detail: '"Rename parent" already has a subcategory named "taken"',
    });
    // Its own name in another case is a rename, not a clash.
    expect(
      (await call('PUT', `/${mine.id}`, { name: 'MINE', parent_id: parent.id })).statusCode,
    ).toBe(200);

    const orphan = await call('PUT', `/${mine.id}`, { name: 'Mine', parent_id: 2_000_000 });
    expect(orphan.statusCode).toBe(422);
    expect(issueLocs(orphan)).toEqual([['body', 'parent_id']]);

    const missing = await call('PUT', '/2000000', { name: 'Ghost' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'Category not found', error: 'not_found' });
  });
});

describe('DELETE /api/admin/categories/:id', () => {
  it('deletes an empty category with 204 and audits it', async () => {
    const category = await createdCategory('Empty shelf');
    const response = await call('DELETE', `/${category.id}`);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await listed()).some((c) => c.id === category.id)).toBe(false);
    const entries = await readAuditEntries(t.db, 'category', category.id);
    expect(entries.at(-1)).toMatchObject({ action: 'delete', before: category, after: null });
  });

  it('refuses with 409 naming what is left: products and subcategories', async () => {
    const flower = await createdCategory('Flower delete');
    await createdCategory('Indoor', flower.id);
    await createdCategory('Outdoor', flower.id);
    await createProducts(
      t.db,
      Array.from({ length: 12 }, () => ({ categoryId: flower.id })),
    );
    const onlyProducts = await createdCategory('Only products');
    await createProducts(t.db, [{ categoryId: onlyProducts.id, isActive: false }]);
    const onlyChildren = await createdCategory('Only children');
    await createdCategory('Lone child', onlyChildren.id);

    for (const [category, detail] of [
      [flower, '"Flower delete" still has 12 products and 2 subcategories'],
      [onlyProducts, '"Only products" still has 1 product'],
      [onlyChildren, '"Only children" still has 1 subcategory'],
    ] as const) {
      const response = await call('DELETE', `/${category.id}`);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ detail, error: 'conflict' });
    }
    expect((await readAuditEntries(t.db, 'category', flower.id)).map((e) => e.action)).toEqual([
      'create',
    ]);
  });

  it('answers 404 for an unknown category and 401 without a token', async () => {
    expect((await call('DELETE', '/2000000')).statusCode).toBe(404);
    const category = await createdCategory('Guarded');
    expect((await call('DELETE', `/${category.id}`, undefined, {})).statusCode).toBe(401);
    expect((await listed()).some((c) => c.id === category.id)).toBe(true);
  });
});
