// Each admin account's role (docs/product.md#staff-roles): creating with a role, changing it, the
// owner-only actions, the last active owner, and a change reaching the same token at once.
import type { AdminUser } from '@canopy/contracts';
import { BUILTIN_ROLES } from '@canopy/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  accountCaller,
  callAccounts,
  demoteEverySuperuser,
  roleIdOf,
  type Caller,
} from '../../../test/helpers/admin-accounts';
import { readAuditEntries } from '../../../test/helpers/admin-catalog';
import { setupTestApp } from '../../../test/helpers/test-app';
import { ADMIN_ACCOUNT_MESSAGES } from './admin-accounts.service';

const t = setupTestApp();

const STRONG_PASSWORD = 'Correct-horse-battery-9';
let nameCounter = 0;
const freshName = (prefix: string) => `${prefix}-${String((nameCounter += 1))}`;

const caller = (options: { isSuperuser?: boolean; role?: string } = {}) =>
  accountCaller(t, options);
const call = (
  ...args: [Caller, 'GET' | 'POST' | 'PUT' | 'DELETE', string, Record<string, unknown>?]
) => callAccounts(t, ...args);
const setRole = async (who: Caller, target: Caller, key: string) =>
  call(who, 'PUT', `/${String(target.admin.id)}/role`, { role_id: await roleIdOf(t.db, key) });

describe('POST /api/admin/users with a role', () => {
  it('gives the chosen role and answers it with its permissions', async () => {
    const manager = await caller();
    const created = await call(manager, 'POST', '', {
      username: freshName('budtender'),
      password: STRONG_PASSWORD,
      role_id: await roleIdOf(t.db, 'budtender'),
    });
    expect(created.statusCode).toBe(201);
    expect(created.json<AdminUser>()).toMatchObject({
      is_superuser: false,
      role: { key: 'budtender', name: 'Budtender' },
      permissions: [...BUILTIN_ROLES.budtender.permissions],
    });
  });

  it('gives the manager role without role_id, and the owner role for is_superuser', async () => {
    const owner = await caller({ isSuperuser: true });
    const plain = await call(owner, 'POST', '', {
      username: freshName('plain'),
      password: STRONG_PASSWORD,
    });
    expect(plain.json<AdminUser>()).toMatchObject({ role: { key: 'manager' } });
    const superuser = await call(owner, 'POST', '', {
      username: freshName('super'),
      password: STRONG_PASSWORD,
      is_superuser: true,
    });
    expect(superuser.json<AdminUser>()).toMatchObject({
      is_superuser: true,
      role: { key: 'owner' },
    });
  });

  it('refuses an unknown role with 422 beside role_id, and the owner role to a manager', async () => {
    const manager = await caller();
    const unknown = await call(manager, 'POST', '', {
      username: freshName('nobody'),
      password: STRONG_PASSWORD,
      role_id: 999_999,
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({ detail: [{ loc: ['body', 'role_id'] }] });
    const owner = await call(manager, 'POST', '', {
      username: freshName('would-be-owner'),
      password: STRONG_PASSWORD,
      role_id: await roleIdOf(t.db, 'owner'),
    });
    expect(owner.statusCode).toBe(403);
    expect(owner.json()).toEqual({
      detail: ADMIN_ACCOUNT_MESSAGES.ownerGrantsOwner,
      error: 'owner_required',
    });
  });
});

describe('PUT /api/admin/users/{id}/role', () => {
  it('lets a manager give any role but the owner’s, audited', async () => {
    const manager = await caller();
    const target = await caller({ role: 'viewer' });
    const changed = await setRole(manager, target, 'marketing');
    expect(changed.statusCode).toBe(200);
    expect(changed.json<AdminUser>()).toMatchObject({ role: { key: 'marketing' } });
    const entries = await readAuditEntries(t.db, 'admin_user', target.admin.id);
    expect(entries.map((entry) => entry.action)).toEqual(['change_role']);

    const refused = await setRole(manager, target, 'owner');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: 'owner_required' });
  });

  it('lets only an owner change an owner’s role', async () => {
    const manager = await caller();
    const owner = await caller({ isSuperuser: true });
    const target = await caller({ isSuperuser: true });
    const refused = await setRole(manager, target, 'viewer');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      detail: ADMIN_ACCOUNT_MESSAGES.ownerDemote,
      error: 'owner_required',
    });
    expect((await setRole(owner, target, 'viewer')).statusCode).toBe(200);
  });

  it('takes the lost permission away from the same token on its next call', async () => {
    const owner = await caller({ isSuperuser: true });
    const target = await caller();
    expect((await call(target, 'GET', '')).statusCode).toBe(200);
    expect((await setRole(owner, target, 'budtender')).statusCode).toBe(200);
    const refused = await call(target, 'GET', '');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: 'forbidden', permission: 'admins.manage' });
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: target.headers });
    expect(me.json<AdminUser>()).toMatchObject({ role: { key: 'budtender' } });
  });

  it('locks a deactivated admin out of every route with the same token at once', async () => {
    const manager = await caller();
    const target = await caller({ role: 'budtender' });
    const orders = () =>
      t.app.inject({ method: 'GET', url: '/api/admin/orders', headers: target.headers });
    expect((await orders()).statusCode).toBe(200);
    expect((await call(manager, 'PUT', `/${String(target.admin.id)}/deactivate`)).statusCode).toBe(
      200,
    );
    expect((await orders()).statusCode).toBe(401);
  });
});

describe('the last active owner', () => {
  let onlyOwner: Caller;

  beforeEach(async () => {
    await demoteEverySuperuser(t.db);
    onlyOwner = await caller({ isSuperuser: true });
  });

  it('cannot be given another role (409) and stays an owner', async () => {
    const refused = await setRole(onlyOwner, onlyOwner, 'manager');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      detail: ADMIN_ACCOUNT_MESSAGES.lastOwnerDemote,
      error: 'conflict',
    });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: onlyOwner.headers,
    });
    expect(me.json<AdminUser>()).toMatchObject({ is_superuser: true, role: { key: 'owner' } });
  });

  it('holds when two owners demote each other at the same moment', async () => {
    const other = await caller({ isSuperuser: true });
    const [first, second] = await Promise.all([
      setRole(onlyOwner, other, 'manager'),
      setRole(other, onlyOwner, 'manager'),
    ]);
    const statuses = [first.statusCode, second.statusCode].sort();
    // The loser is refused: as the last owner (409) or, already demoted, as no owner (403).
    expect(statuses[0]).toBe(200);
    expect([403, 409]).toContain(statuses[1]);
    const owners = (await call(other, 'GET', ''))
      .json<AdminUser[]>()
      .filter((user) => user.is_active && user.role.key === 'owner');
    expect(owners).toHaveLength(1);
  });

  it('holds when two owners demote each other through is_superuser at the same moment', async () => {
    const other = await caller({ isSuperuser: true });
    const [first, second] = await Promise.all([
      call(onlyOwner, 'PUT', `/${String(other.admin.id)}`, { is_superuser: false }),
      call(other, 'PUT', `/${String(onlyOwner.admin.id)}`, { is_superuser: false }),
    ]);
    const statuses = [first.statusCode, second.statusCode].sort();
    expect(statuses[0]).toBe(200);
    expect([403, 409]).toContain(statuses[1]);
    const owners = (await call(other, 'GET', ''))
      .json<AdminUser[]>()
      .filter((user) => user.is_active && user.is_superuser);
    expect(owners).toHaveLength(1);
  });
});
