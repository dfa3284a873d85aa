// GET /api/admin/audit-log (docs/product.md#staff-roles): newest first, paged, with its filters;
// audit.read only.
import type { AuditLogPage } from '@canopy/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { accountCaller, type Caller } from '../../../test/helpers/admin-accounts';
import { setupTestApp } from '../../../test/helpers/test-app';

const t = setupTestApp();
let compliance: Caller;

function readLog(who: Caller, query: Record<string, string | number> = {}) {
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
  );
  return t.app.inject({
    method: 'GET',
    url: `/api/admin/audit-log?${search.toString()}`,
    headers: who.headers,
  });
}

const page = async (query: Record<string, string | number>) => {
  const response = await readLog(compliance, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AuditLogPage>();
};

beforeAll(async () => {
  compliance = await accountCaller(t, { role: 'compliance' });
  await t.db.insert(auditLog).values([
    {
      actor: '7:Alice',
      action: 'create',
      entity: 'product',
      entityId: '1',
      after: { name: 'Tea' },
      at: new Date('2026-03-01T10:00:00Z'),
    },
    {
      actor: '8:bob',
      action: 'update',
      entity: 'product',
      entityId: '1',
      before: { name: 'Tea' },
      after: { name: 'Green tea' },
      at: new Date('2026-03-02T23:59:59Z'),
    },
    {
      actor: '7:Alice',
      action: 'delete',
      entity: 'access_code',
      entityId: '4',
      before: { label: 'Spring' },
      at: new Date('2026-03-03T00:00:00Z'),
    },
  ]);
});

describe('GET /api/admin/audit-log', () => {
  it('answers the entries newest first with their fields', async () => {
    const { items, total, pages } = await page({ date_from: '2026-03-01', date_to: '2026-03-03' });
    expect(total).toBe(3);
    expect(pages).toBe(1);
    expect(items.map((entry) => entry.action)).toEqual(['delete', 'update', 'create']);
    expect(items[1]).toEqual({
      id: expect.any(Number) as number,
      actor: '8:bob',
      action: 'update',
      entity: 'product',
      entity_id: '1',
      before: { name: 'Tea' },
      after: { name: 'Green tea' },
      at: '2026-03-02T23:59:59.000Z',
    });
  });

  it('filters by part of the actor in any case, entity, action and inclusive UTC days', async () => {
    const days = { date_from: '2026-03-01', date_to: '2026-03-03' };
    const actions = async (query: Record<string, string>) =>
      (await page({ ...days, ...query })).items.map((entry) => entry.action);
    expect(await actions({ actor: 'alice' })).toEqual(['delete', 'create']);
    expect(await actions({ entity: 'product' })).toEqual(['update', 'create']);
    expect(await actions({ action: 'update' })).toEqual(['update']);
    expect(await actions({ date_from: '2026-03-02', date_to: '2026-03-02' })).toEqual(['update']);
    expect(await actions({ actor: '%' })).toEqual([]);
  });

  it('pages', async () => {
    const days = { date_from: '2026-03-01', date_to: '2026-03-03', size: 2 };
    const first = await page({ ...days, page: 1 });
    const second = await page({ ...days, page: 2 });
    expect([first.pages, first.total]).toEqual([2, 3]);
    expect([...first.items, ...second.items].map((entry) => entry.action)).toEqual([
      'delete',
      'update',
      'create',
    ]);
  });

  it('refuses a bad filter with 422 and a role without audit.read with 403', async () => {
    expect((await readLog(compliance, { date_from: '2026-13-01' })).statusCode).toBe(422);
    expect((await readLog(compliance, { size: 500 })).statusCode).toBe(422);
    const marketing = await accountCaller(t, { role: 'marketing' });
    const refused = await readLog(marketing);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: 'forbidden', permission: 'audit.read' });
  });
});
