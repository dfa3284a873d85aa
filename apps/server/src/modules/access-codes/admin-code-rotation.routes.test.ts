// The back office's access codes through the real app: delete, reveal (no-store, audited,
// logged) and changing the code itself.
import type {
  AccessCodeReveal,
  AdminAccessCodeCreated,
  AdminAccessCodeListResponse,
} from '@canopy/contracts';
import { describe, expect, it } from 'vitest';
import {
  createAccessCode,
  listAccessCodeEvents,
  readAccessCode,
} from '../../../test/factories/access-codes';
import {
  readAuditEntries,
  signInAdmin,
  type AdminSession,
} from '../../../test/helpers/admin-catalog';
import { setupTestApp } from '../../../test/helpers/test-app';

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

function browse(code: string) {
  return t.app.inject({ method: 'GET', url: '/api/products', headers: { 'x-access-code': code } });
}

let labelCounter = 0;
function uniqueLabel(prefix: string): string {
  labelCounter += 1;
  return `${prefix} ${labelCounter}-${Date.now().toString(36)}`;
}

describe('DELETE /api/admin/access-codes/{id}', () => {
  it('deletes the code, audits it, and the code no longer opens the storefront', async () => {
    const { access_code: created, plaintext_code: code } = await create({
      label: uniqueLabel('Doomed'),
    });
    const response = await call('DELETE', `/admin/access-codes/${created.id}`);
    expect(response.statusCode).toBe(204);
    expect((await list(`?search=${encodeURIComponent(created.label)}`)).total).toBe(0);
    expect((await browse(code)).statusCode).toBe(403);
    const entries = await readAuditEntries(t.db, 'access_code', created.id);
    expect(entries.at(-1)).toMatchObject({ action: 'delete', before: created });
    expect((await call('DELETE', `/admin/access-codes/${created.id}`)).statusCode).toBe(404);
  });
});

describe('POST /api/admin/access-codes/{id}/reveal', () => {
  it('answers the plaintext with no-store, logs a revealed event and an audit entry', async () => {
    const { id, code } = await createAccessCode(t, { label: uniqueLabel('Secret') });
    const response = await call('POST', `/admin/access-codes/${id}/reveal`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json<AccessCodeReveal>();
    expect(body.plaintext_code).toBe(code);
    expect(Math.abs(Date.parse(body.revealed_at) - Date.now())).toBeLessThan(60_000);

    const events = await listAccessCodeEvents(t.db, id);
    expect(events.map((event) => event.kind)).toEqual(['revealed']);
    expect(events[0]?.ipHash).toMatch(/^[0-9a-f]{32}$/);
    const entries = await readAuditEntries(t.db, 'access_code', id);
    expect(entries.map((entry) => entry.action)).toEqual(['reveal']);
    expect(entries[0]?.actor).toBe(
      `${String(session?.admin.id)}:${String(session?.admin.username)}`,
    );
    expect(JSON.stringify(entries)).not.toContain(code);
  });

  it('answers 404 for an unknown code', async () => {
    expect((await call('POST', '/admin/access-codes/999999/reveal')).statusCode).toBe(404);
  });
});

describe('PATCH /api/admin/access-codes/{id}/code', () => {
  it('replaces the code: the new one works, the old one is refused, reveal shows the new one', async () => {
    const { id, code: oldCode } = await createAccessCode(t, { label: uniqueLabel('Rotate') });
    const response = await call('PATCH', `/admin/access-codes/${id}/code`, { new_code: 'r0tat3' });
    expect(response.statusCode).toBe(200);
    const row = await readAccessCode(t.db, id);
    expect(response.json()).toEqual({ new_code_hash: row.codeHash.slice(0, 8) });

    expect((await browse(oldCode)).statusCode).toBe(403);
    expect((await browse('R0TAT3')).statusCode).toBe(200);
    const revealed = await call('POST', `/admin/access-codes/${id}/reveal`);
    expect(revealed.json<AccessCodeReveal>().plaintext_code).toBe('R0TAT3');

    const kinds = (await listAccessCodeEvents(t.db, id)).map((event) => event.kind);
    expect(kinds).toEqual(['edited', 'revealed']);
    const entries = await readAuditEntries(t.db, 'access_code', id);
    expect(entries.map((entry) => entry.action)).toEqual(['edit_code', 'reveal']);
    expect(JSON.stringify(entries)).not.toContain('R0TAT3');
  });

  it('refuses a code another row holds (409) and a malformed one (422); its own is fine', async () => {
    const taken = await createAccessCode(t, { label: uniqueLabel('Taken') });
    const mine = await createAccessCode(t, { label: uniqueLabel('Mine') });
    const clash = await call('PATCH', `/admin/access-codes/${mine.id}/code`, {
      new_code: taken.code.toLowerCase(),
    });
    expect(clash.statusCode).toBe(409);
    const malformed = await call('PATCH', `/admin/access-codes/${mine.id}/code`, {
      new_code: 'ABC',
    });
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json<{ detail: Array<{ loc: unknown[] }> }>().detail[0]?.loc).toEqual([
      'body',
      'new_code',
    ]);
    const same = await call('PATCH', `/admin/access-codes/${mine.id}/code`, {
      new_code: mine.code,
    });
    expect(same.statusCode).toBe(200);
    expect(
      (await call('PATCH', '/admin/access-codes/999999/code', { new_code: 'ZZZ999' })).statusCode,
    ).toBe(404);
  });
});
