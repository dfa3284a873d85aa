import type { AdminUser } from '@canopy/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { createAdminUser } from '../../../test/factories/admin-users';
import {
  accountCaller,
  callAccounts,
  demoteEverySuperuser,
  type Caller,
} from '../../../test/helpers/admin-accounts';
import { readAuditEntries } from '../../../test/helpers/admin-catalog';
import { setupTestApp } from '../../../test/helpers/test-app';
import { ADMIN_ACCOUNT_MESSAGES } from './admin-accounts.service';

const t = setupTestApp();

const caller = (options: { isSuperuser?: boolean } = {}) => accountCaller(t, options);
const call = (
  ...args: [Caller, 'GET' | 'POST' | 'PUT' | 'DELETE', string, Record<string, unknown>?]
) => callAccounts(t, ...args);

describe('PUT /api/admin/users/{id} (promote, demote)', () => {
  it('grants the owner role only when an owner asks (403 owner_required for a manager)', async () => {
    const admin = await caller();
    const target = await caller();
    const response = await call(admin, 'PUT', `/${String(target.admin.id)}`, {
      is_superuser: true,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: 'owner_required' });
  });

  it('promotes and demotes, audited', async () => {
    const superuser = await caller({ isSuperuser: true });
    const target = await caller();
    const url = `/${String(target.admin.id)}`;
    const promoted = await call(superuser, 'PUT', url, { is_superuser: true });
    expect(promoted.json<AdminUser>().is_superuser).toBe(true);
    const demoted = await call(superuser, 'PUT', url, { is_superuser: false });
    expect(demoted.json<AdminUser>().is_superuser).toBe(false);
    const entries = await readAuditEntries(t.db, 'admin_user', target.admin.id);
    expect(entries.map((entry) => entry.action)).toEqual(['promote', 'demote']);
  });
});

describe('the last active superuser', () => {
  let onlySuperuser: Caller;
  let admin: Caller;

  beforeEach(async () => {
    await demoteEverySuperuser(t.db);
    onlySuperuser = await caller({ isSuperuser: true });
    admin = await caller();
  });

  it('cannot be demoted', async () => {
    const url = `/${String(onlySuperuser.admin.id)}`;
    const demote = await call(onlySuperuser, 'PUT', url, { is_superuser: false });
    expect(demote.statusCode).toBe(409);
    expect(demote.json()).toMatchObject({ detail: ADMIN_ACCOUNT_MESSAGES.lastOwnerDemote });

    const [self] = (await call(admin, 'GET', ''))
      .json<AdminUser[]>()
      .filter((user) => user.id === onlySuperuser.admin.id);
    expect(self).toMatchObject({ is_active: true, is_superuser: true });
  });

  it('can go once another superuser is active, and an inactive superuser does not count', async () => {
    const inactive = await createAdminUser(t.db, { isSuperuser: true, isActive: false });
    const url = `/${String(onlySuperuser.admin.id)}`;
    expect((await call(onlySuperuser, 'DELETE', `/${String(inactive.id)}`)).statusCode).toBe(204);

    const second = await caller({ isSuperuser: true });
    expect((await call(second, 'PUT', url, { is_superuser: false })).statusCode).toBe(200);
    expect((await call(second, 'PUT', url, { is_superuser: true })).statusCode).toBe(200);
    expect((await call(second, 'PUT', `${url}/deactivate`)).statusCode).toBe(200);
  });

  it('survives two superusers deactivating each other at the same moment', async () => {
    const other = await caller({ isSuperuser: true });
    const [first, second] = await Promise.all([
      call(onlySuperuser, 'PUT', `/${String(other.admin.id)}/deactivate`),
      call(other, 'PUT', `/${String(onlySuperuser.admin.id)}/deactivate`),
    ]);
    const statuses = [first.statusCode, second.statusCode].sort();
    // The loser is refused: as the last superuser (409) or, already deactivated, locked out (401).
    expect(statuses[0]).toBe(200);
    expect([401, 409]).toContain(statuses[1]);
    const lastMessage = [first, second]
      .find((response) => response.statusCode === 409)
      ?.json<unknown>();
    if (lastMessage) {
      expect(lastMessage).toMatchObject({ detail: ADMIN_ACCOUNT_MESSAGES.lastOwnerDeactivate });
    }
    const active = (await call(admin, 'GET', ''))
      .json<AdminUser[]>()
      .filter((user) => user.is_active && user.is_superuser);
    expect(active).toHaveLength(1);
  });
});

describe('a superuser’s account', () => {
  it('is deactivated, reactivated or deleted only by a superuser (403 for a regular admin)', async () => {
    const admin = await caller();
    const superuser = await caller({ isSuperuser: true });
    const target = await caller({ isSuperuser: true });
    const url = `/${String(target.admin.id)}`;

    const deactivate = await call(admin, 'PUT', `${url}/deactivate`);
    expect(deactivate.statusCode).toBe(403);
    expect(deactivate.json()).toEqual({
      detail: ADMIN_ACCOUNT_MESSAGES.ownerDeactivate,
      error: 'owner_required',
    });
    const remove = await call(admin, 'DELETE', url);
    expect(remove.statusCode).toBe(403);
    expect(remove.json()).toMatchObject({ detail: ADMIN_ACCOUNT_MESSAGES.ownerDelete });

    expect((await call(superuser, 'PUT', `${url}/deactivate`)).statusCode).toBe(200);
    const reactivate = await call(admin, 'PUT', `${url}/reactivate`);
    expect(reactivate.statusCode).toBe(403);
    expect(reactivate.json()).toMatchObject({
      detail: ADMIN_ACCOUNT_MESSAGES.ownerReactivate,
    });
    const [still] = (await call(admin, 'GET', ''))
      .json<AdminUser[]>()
      .filter((user) => user.id === target.admin.id);
    expect(still).toMatchObject({ is_active: false, is_superuser: true });
    const actions = (await readAuditEntries(t.db, 'admin_user', target.admin.id)).map(
      (entry) => entry.action,
    );
    expect(actions).toEqual(['deactivate']);

    expect((await call(superuser, 'PUT', `${url}/reactivate`)).statusCode).toBe(200);
    expect((await call(superuser, 'DELETE', url)).statusCode).toBe(204);
  });
});
