// The back office's access codes through the real app: list filters and paging, create (chosen
// or random, unique), edit and (de)activation with the storefront's reaction.
import type {
  AdminAccessCode,
  AdminAccessCodeCreated,
  AdminAccessCodeListResponse,
} from '@canopy/contracts';
import { describe, expect, it } from 'vitest';
import { createAccessCode, readAccessCode } from '../../../test/factories/access-codes';
import {
  readAuditEntries,
  signInAdmin,
  type AdminSession,
} from '../../../test/helpers/admin-catalog';
import { newClientIp, setupTestApp } from '../../../test/helpers/test-app';

const t = setupTestApp();

let session: AdminSession | undefined;
async function adminHeaders() {
  session ??= await signInAdmin(t);
  return session.headers;
}

async function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH',
  url: string,
  payload?: object,
) {
  return t.app.inject({
    method,
    url: `/api${url}`,
    headers: await adminHeaders(),
    ...(payload === undefined ? {} : { payload }),
  });
}

async function list(query = ''): Promise<AdminAccessCodeListResponse> {
  const response = await call('GET', `/admin/access-codes${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AdminAccessCodeListResponse>();
}

async function create(body: object): Promise<AdminAccessCodeCreated> {
  const response = await call('POST', '/admin/access-codes', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<AdminAccessCodeCreated>();
}

function validate(code: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/validate-access-code',
    payload: { code },
    remoteAddress: newClientIp(),
  });
}

function browse(code: string) {
  return t.app.inject({ method: 'GET', url: '/api/products', headers: { 'x-access-code': code } });
}

let labelCounter = 0;
function uniqueLabel(prefix: string): string {
  labelCounter += 1;
  return `${prefix} ${labelCounter}-${Date.now().toString(36)}`;
}

describe('GET /api/admin/access-codes', () => {
  it('lists codes newest first with an 8-hex hash and never the code itself', async () => {
    const label = uniqueLabel('Shape');
    const { id, code } = await createAccessCode(t, { label, maxUses: 5 });
    const body = await list(`?search=${encodeURIComponent(label)}`);
    expect(body).toMatchObject({ page: 1, per_page: 20, pages: 1, total: 1 });
    const row = await readAccessCode(t.db, id);
    expect(body.codes).toEqual([
      {
        id,
        code_hash: row.codeHash.slice(0, 8),
        label,
        is_active: true,
        expires_at: null,
        max_uses: 5,
        use_count: 0,
        last_used_at: null,
        created_at: row.createdAt.toISOString(),
      },
    ]);
    expect(JSON.stringify(body)).not.toContain(code);
  });

  it('searches labels case-insensitively, finds a whole code, filters by is_active and pages', async () => {
    const tag = uniqueLabel('Festival');
    const made: number[] = [];
    for (let index = 0; index < 23; index += 1) {
      made.push(
        (await createAccessCode(t, { label: `${tag} #${index}`, isActive: index % 4 !== 0 })).id,
      );
    }
    const search = `?search=${encodeURIComponent(tag.toUpperCase())}`;

    const first = await list(search);
    expect(first).toMatchObject({ page: 1, per_page: 20, pages: 2, total: 23 });
    expect(first.codes.map((code) => code.id)).toEqual([...made].reverse().slice(0, 20));
    const second = await list(`${search}&page=2`);
    expect(second.codes.map((code) => code.id)).toEqual([...made].reverse().slice(20));
    const tens = await list(`${search}&per_page=10&page=3`);
    expect(tens).toMatchObject({ per_page: 10, pages: 3, total: 23 });
    expect(tens.codes).toHaveLength(3);

    const inactive = await list(`${search}&is_active=false`);
    expect(inactive.codes.map((code) => code.id).sort((a, b) => a - b)).toEqual(
      made.filter((_, index) => index % 4 === 0),
    );
    expect((await list(`${search}&is_active=true`)).total).toBe(17);

    const other = await createAccessCode(t, { label: uniqueLabel('Unrelated') });
    const byCode = await list(`?search=${other.code.toLowerCase()}`);
    expect(byCode.codes.map((code) => code.id)).toContain(other.id);

    expect((await list('?search=%25')).codes.every((code) => code.label.includes('%'))).toBe(true);
  });

  it('answers 422 for a malformed is_active or page', async () => {
    expect((await call('GET', '/admin/access-codes?is_active=maybe')).statusCode).toBe(422);
    expect((await call('GET', '/admin/access-codes?page=0')).statusCode).toBe(422);
  });
});

describe('POST /api/admin/access-codes', () => {
  it('draws a random code when none is chosen and returns the plaintext once, not cached', async () => {
    const response = await call('POST', '/admin/access-codes', {
      label: uniqueLabel('Random'),
      max_uses: 3,
      expires_at: '2099-01-01T00:00:00.000Z',
    });
    expect(response.statusCode).toBe(201);
    expect(response.headers['cache-control']).toBe('no-store');
    const created = response.json<AdminAccessCodeCreated>();
    expect(created.plaintext_code).toMatch(/^[A-Z0-9]{6}$/);
    expect(created.access_code).toMatchObject({
      max_uses: 3,
      expires_at: '2099-01-01T00:00:00.000Z',
      is_active: true,
      use_count: 0,
    });
    expect((await validate(created.plaintext_code)).json()).toMatchObject({ valid: true });

    const [entry] = await readAuditEntries(t.db, 'access_code', created.access_code.id);
    expect(entry).toMatchObject({ action: 'create', after: created.access_code });
    expect(JSON.stringify(entry)).not.toContain(created.plaintext_code);
    expect((await readAccessCode(t.db, created.access_code.id)).createdBy).toBe(session?.admin.id);
  });

  it('keeps a chosen code upper-cased and refuses it again in any case with 409', async () => {
    const created = await create({ code: ' fe5t1v ', label: uniqueLabel('Chosen') });
    expect(created.plaintext_code).toBe('FE5T1V');
    expect((await validate('FE5T1V')).json()).toMatchObject({ valid: true });

    const again = await call('POST', '/admin/access-codes', { code: 'Fe5T1v', label: 'Copy' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      detail: 'An access code with this code already exists',
      error: 'conflict',
    });
  });

  it('answers 422 beside the field for a malformed code, label or max_uses', async () => {
    const cases: Array<[object, string]> = [
      [{ code: 'ABC12', label: 'x' }, 'code'],
      [{ code: 'ABC1234', label: 'x' }, 'code'],
      [{ code: 'AB-12C', label: 'x' }, 'code'],
      [{ label: '   ' }, 'label'],
      [{}, 'label'],
      [{ label: 'x', max_uses: 0 }, 'max_uses'],
      [{ label: 'x', max_uses: 1.5 }, 'max_uses'],
      [{ label: 'x', expires_at: 'tomorrow' }, 'expires_at'],
    ];
    for (const [body, field] of cases) {
      const response = await call('POST', '/admin/access-codes', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      const detail = response.json<{ detail: Array<{ loc: unknown[] }> }>().detail;
      expect(detail[0]?.loc, JSON.stringify(body)).toEqual(['body', field]);
    }
  });
});

describe('PUT /api/admin/access-codes/{id}', () => {
  it('changes only the fields sent and audits the change', async () => {
    const { access_code: before } = await create({ label: uniqueLabel('Before'), max_uses: 9 });
    const response = await call('PUT', `/admin/access-codes/${before.id}`, {
      label: 'After',
      expires_at: '2098-06-30T12:00:00.000Z',
    });
    expect(response.statusCode).toBe(200);
    const after = response.json<{ access_code: AdminAccessCode }>().access_code;
    expect(after).toEqual({ ...before, label: 'After', expires_at: '2098-06-30T12:00:00.000Z' });

    const cleared = await call('PUT', `/admin/access-codes/${before.id}`, { max_uses: null });
    expect(cleared.json<{ access_code: AdminAccessCode }>().access_code.max_uses).toBeNull();

    const entries = await readAuditEntries(t.db, 'access_code', before.id);
    expect(entries.map((entry) => entry.action)).toEqual(['create', 'update', 'update']);
    expect(entries[1]).toMatchObject({ before, after });
  });

  it('deactivating locks holders out on their next storefront call; reactivating lets them in', async () => {
    const { access_code: created, plaintext_code: code } = await create({
      label: uniqueLabel('Holder'),
    });
    expect((await browse(code)).statusCode).toBe(200);

    const off = await call('PUT', `/admin/access-codes/${created.id}`, { is_active: false });
    expect(off.json<{ access_code: AdminAccessCode }>().access_code.is_active).toBe(false);
    const refused = await browse(code);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: 'invalid_access_code' });
    expect((await validate(code)).json()).toMatchObject({ valid: false });

    await call('PUT', `/admin/access-codes/${created.id}`, { is_active: true });
    expect((await browse(code)).statusCode).toBe(200);
    const actions = (await readAuditEntries(t.db, 'access_code', created.id)).map((e) => e.action);
    expect(actions).toEqual(['create', 'deactivate', 'activate']);
  });

  it('answers 404 for an unknown code and 422 for an empty or malformed body', async () => {
    expect((await call('PUT', '/admin/access-codes/999999', { label: 'x' })).statusCode).toBe(404);
    const { access_code: created } = await create({ label: uniqueLabel('Body') });
    expect((await call('PUT', `/admin/access-codes/${created.id}`, {})).statusCode).toBe(422);
    const bad = await call('PUT', `/admin/access-codes/${created.id}`, { is_active: 'no' });
    expect(bad.statusCode).toBe(422);
  });
});
