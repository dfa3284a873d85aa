// GET|PUT /api/admin/compliance/limits: who may read and choose the pack, the answer's shape, the
// custom pack's versions, the audit entry and the 422s.
import {
  LIMIT_PACK_KEYS,
  SHIPPED_LIMIT_PACKS,
  type ComplianceLimitsResponse,
} from '@canopy/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAdminUser } from '../../../test/factories/admin-users';
import { latestAuditEntry } from '../../../test/helpers/system-config';
import { setupTestApp } from '../../../test/helpers/test-app';

const t = setupTestApp();
const URL = '/api/admin/compliance/limits';
let owner: { authorization: string };
let compliance: { authorization: string };
let manager: { authorization: string };

async function headersOf(role: string) {
  const user = await createAdminUser(t.db, { role });
  return { authorization: `Bearer ${t.app.tokens.issueAdminToken(user.id).token}` };
}

const get = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: URL, headers });
const put = (payload: Record<string, unknown>, headers = owner) =>
  t.app.inject({ method: 'PUT', url: URL, headers, payload });

const customBuckets = [
  {
    key: 'flower',
    label: 'flower',
    limit: 10,
    unit: 'g',
    counts: { flower: { per: 'net_weight_g', factor: 1 } },
  },
];

beforeAll(async () => {
  owner = await headersOf('owner');
  compliance = await headersOf('compliance');
  manager = await headersOf('manager');
});

describe('/api/admin/compliance/limits', () => {
  it('answers the pack none by default, and every pack to choose from', async () => {
    const response = await get(compliance);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<ComplianceLimitsResponse>();
    expect(body.active).toEqual(SHIPPED_LIMIT_PACKS.none);
    expect(body.packs.map((pack) => pack.key)).toEqual(LIMIT_PACK_KEYS);
    expect(body.packs[1]).toEqual({
      key: 'us-ca-adult',
      name: SHIPPED_LIMIT_PACKS['us-ca-adult'].name,
      version: 1,
    });
  });

  it('chooses a shipped pack, answers like GET and audits the change', async () => {
    const response = await put({ pack: 'us-ca-adult' });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<ComplianceLimitsResponse>();
    expect(body.active).toEqual(SHIPPED_LIMIT_PACKS['us-ca-adult']);
    expect((await get(owner)).json()).toEqual(body);

    const entry = await latestAuditEntry(t.db, 'purchase_limits');
    expect(entry).toMatchObject({
      action: 'update',
      before: { key: 'none' },
      after: { key: 'us-ca-adult', window: 'store_day' },
    });
  });

  it('saves custom limits as a new version each time, effective from the store day', async () => {
    const first = await put({ pack: 'custom', window: 'rolling_24h', buckets: customBuckets });
    expect(first.statusCode, first.body).toBe(200);
    const active = first.json<ComplianceLimitsResponse>().active;
    expect(active).toMatchObject({
      key: 'custom',
      window: 'rolling_24h',
      buckets: customBuckets,
      version: 1,
    });
    expect(active.effective_from).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    await put({ pack: 'us-co-adult' });
    const again = await put({ pack: 'custom', window: 'transaction', buckets: customBuckets });
    expect(again.json<ComplianceLimitsResponse>().active).toMatchObject({
      key: 'custom',
      window: 'transaction',
      version: 2,
    });
    expect(again.json<ComplianceLimitsResponse>().packs.at(-1)).toEqual({
      key: 'custom',
      name: 'Custom limits',
      version: 2,
    });
    await put({ pack: 'none' });
  });

  it.each([
    [{ pack: 'us-tx-adult' }, 'pack'],
    [{ pack: 'custom', buckets: customBuckets }, 'window'],
    [{ pack: 'custom', window: 'store_day' }, 'buckets'],
    [{ pack: 'us-ca-adult', window: 'store_day' }, 'window'],
    [
      { pack: 'custom', window: 'store_day', buckets: [{ ...customBuckets[0], limit: -1 }] },
      'buckets',
    ],
  ])('refuses %j with 422 at %s, changing nothing', async (payload, field) => {
    const before = (await get(owner)).json<ComplianceLimitsResponse>();
    const response = await put(payload);
    expect(response.statusCode, response.body).toBe(422);
    const detail = response.json<{ error: string; detail: { loc: (string | number)[] }[] }>();
    expect(detail.error).toBe('validation_error');
    expect(detail.detail.map((issue) => issue.loc[1])).toContain(field);
    expect((await get(owner)).json()).toEqual(before);
  });

  it('lets orders.read read it, and only system.configure change it', async () => {
    expect((await get(manager)).statusCode).toBe(200);
    const refused = await put({ pack: 'us-ca-adult' }, manager);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      error: 'forbidden',
      permission: 'system.configure',
    });
    expect((await put({ pack: 'us-ca-adult' }, compliance)).statusCode).toBe(403);
    const marketing = await headersOf('marketing');
    expect((await get(marketing)).json()).toMatchObject({ permission: 'orders.read' });
    expect((await t.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
  });
});
