import type { AdminUser } from '@canopy/contracts';
import { describe, expect, it } from 'vitest';
import { accountCaller, callAccounts, type Caller } from '../../../test/helpers/admin-accounts';
import { readAuditEntries } from '../../../test/helpers/admin-catalog';
import { newClientIp, setupTestApp } from '../../../test/helpers/test-app';
import { ADMIN_ACCOUNT_MESSAGES } from './admin-accounts.service';

const t = setupTestApp();

const STRONG_PASSWORD = 'Correct-Horse-42';

const caller = (options: { isSuperuser?: boolean } = {}) => accountCaller(t, options);
const call = (
  ...args: [Caller, 'GET' | 'POST' | 'PUT' | 'DELETE', string, Record<string, unknown>?]
) => callAccounts(t, ...args);

let counter = 0;
const freshName = (stem: string) => {
  counter += 1;
  return `${stem}.${String(counter)}`;
};

describe('POST /api/admin/users', () => {
  it('creates an active admin, never returns the password, and audits it', async () => {
    const admin = await caller();
    const username = freshName('new-admin');
    const response = await call(admin, 'POST', '', { username, password: STRONG_PASSWORD });
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json<AdminUser>();
    expect(created).toMatchObject({ username, is_active: true, is_superuser: false });
    expect(response.body).not.toContain(STRONG_PASSWORD);

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      remoteAddress: newClientIp(),
      payload: { username, password: STRONG_PASSWORD },
    });
    expect(login.statusCode).toBe(200);

    const [entry] = await readAuditEntries(t.db, 'admin_user', created.id);
    expect(entry).toMatchObject({
      action: 'create',
      actor: `${String(admin.admin.id)}:${admin.admin.username}`,
      after: { username, is_superuser: false },
    });
    expect(JSON.stringify(entry)).not.toContain(STRONG_PASSWORD);
  });

  it('answers 409 for a username taken in any letter case', async () => {
    const admin = await caller();
    const username = freshName('Taken');
    expect(
      (await call(admin, 'POST', '', { username, password: STRONG_PASSWORD })).statusCode,
    ).toBe(201);
    const again = await call(admin, 'POST', '', {
      username: username.toUpperCase(),
      password: STRONG_PASSWORD,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: ADMIN_ACCOUNT_MESSAGES.duplicate, error: 'conflict' });
  });

  it.each([
    { password: 'Short-1', message: 'A password has at least 12 characters' },
    { password: 'alllowercaseletters', message: 'Mix at least two of' },
    { password: 'Xx-weakling.sam-99', message: 'The password cannot contain the username' },
  ])('refuses the weak password $password with a reason (422)', async ({ password, message }) => {
    const admin = await caller();
    const response = await call(admin, 'POST', '', { username: 'weakling.sam', password });
    expect(response.statusCode).toBe(422);
    const [issue] = response.json<{ detail: Array<{ loc: string[]; msg: string }> }>().detail;
    expect(issue?.loc).toEqual(['body', 'password']);
    expect(issue?.msg).toContain(message);
  });

  it('refuses usernames outside 3–50 letters, digits, dots, dashes and underscores', async () => {
    const admin = await caller();
    for (const username of ['ab', 'x'.repeat(51), 'has space', 'semi;colon']) {
      const response = await call(admin, 'POST', '', { username, password: STRONG_PASSWORD });
      expect(response.statusCode, username).toBe(422);
    }
  });

  it('lets only owners create owners (403 owner_required for a manager)', async () => {
    const admin = await caller();
    const refused = await call(admin, 'POST', '', {
      username: freshName('would-be-super'),
      password: STRONG_PASSWORD,
      is_superuser: true,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      detail: ADMIN_ACCOUNT_MESSAGES.ownerGrantsOwner,
      error: 'owner_required',
    });

    const superuser = await caller({ isSuperuser: true });
    const created = await call(superuser, 'POST', '', {
      username: freshName('real-super'),
      password: STRONG_PASSWORD,
      is_superuser: true,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json<AdminUser>().is_superuser).toBe(true);
  });
});

describe('deactivate and reactivate', () => {
  it('locks a deactivated admin out at once and lets them back in when reactivated', async () => {
    const admin = await caller();
    const target = await caller();
    const before = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: target.headers,
    });
    expect(before.statusCode).toBe(200);

    const deactivated = await call(admin, 'PUT', `/${String(target.admin.id)}/deactivate`);
    expect(deactivated.statusCode).toBe(200);
    expect(deactivated.json<AdminUser>().is_active).toBe(false);

    const lockedOut = await t.app.inject({
      method: 'GET',
      url: '/api/admin/users',
      headers: target.headers,
    });
    expect(lockedOut.statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      remoteAddress: newClientIp(),
      payload: { username: target.admin.username, password: target.admin.password },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toMatchObject({ detail: 'Account is deactivated' });

    const reactivated = await call(admin, 'PUT', `/${String(target.admin.id)}/reactivate`);
    expect(reactivated.json<AdminUser>().is_active).toBe(true);
    const back = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: target.headers,
    });
    expect(back.statusCode).toBe(200);

    const entries = await readAuditEntries(t.db, 'admin_user', target.admin.id);
    expect(entries.map((entry) => entry.action)).toEqual(['deactivate', 'reactivate']);
    expect(entries[0]).toMatchObject({ before: { is_active: true }, after: { is_active: false } });
  });

  it('does not let anyone deactivate or delete themselves', async () => {
    const admin = await caller({ isSuperuser: true });
    await caller({ isSuperuser: true });
    const id = String(admin.admin.id);

    const deactivate = await call(admin, 'PUT', `/${id}/deactivate`);
    expect(deactivate.statusCode).toBe(403);
    expect(deactivate.json()).toMatchObject({ detail: ADMIN_ACCOUNT_MESSAGES.selfDeactivate });
    const remove = await call(admin, 'DELETE', `/${id}`);
    expect(remove.statusCode).toBe(403);
    expect(remove.json()).toMatchObject({ detail: ADMIN_ACCOUNT_MESSAGES.selfDelete });
    expect((await call(admin, 'GET', '')).statusCode).toBe(200);
    expect(await readAuditEntries(t.db, 'admin_user', admin.admin.id)).toEqual([]);
  });

  it('answers 404 for an unknown account', async () => {
    const admin = await caller();
    expect((await call(admin, 'PUT', '/999999/deactivate')).statusCode).toBe(404);
    expect((await call(admin, 'PUT', '/999999/reactivate')).statusCode).toBe(404);
    expect((await call(admin, 'DELETE', '/999999')).statusCode).toBe(404);
  });
});

describe('DELETE /api/admin/users/{id}', () => {
  it('deletes another admin, who is locked out, and audits it', async () => {
    const admin = await caller();
    const target = await caller();
    const response = await call(admin, 'DELETE', `/${String(target.admin.id)}`);
    expect(response.statusCode).toBe(204);
    const listed = (await call(admin, 'GET', '')).json<AdminUser[]>();
    expect(listed.map((user) => user.id)).not.toContain(target.admin.id);
    expect((await call(target, 'GET', '')).statusCode).toBe(401);
    const [entry] = await readAuditEntries(t.db, 'admin_user', target.admin.id);
    expect(entry).toMatchObject({ action: 'delete', before: { username: target.admin.username } });
  });
});
