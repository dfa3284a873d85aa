// The roles screen's calls (docs/product.md#staff-roles): the catalogue, the roles, and the owners'
// custom roles with their rules and statuses.
import {
  BUILTIN_ROLE_KEYS,
  BUILTIN_ROLES,
  PERMISSIONS,
  type Role,
  type RoleList,
} from '@canopy/contracts';
import { describe, expect, it } from 'vitest';
import { accountCaller, roleIdOf, type Caller } from '../../../test/helpers/admin-accounts';
import { readAuditEntries } from '../../../test/helpers/admin-catalog';
import { setupTestApp } from '../../../test/helpers/test-app';
import { ROLE_MESSAGES } from './roles.service';

const t = setupTestApp();

let nameCounter = 0;
const freshName = (prefix = 'Night shift') => `${prefix} ${String((nameCounter += 1))}`;

function call(
  who: Caller,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: Record<string, unknown>,
) {
  return t.app.inject({
    method,
    url: `/api${url}`,
    headers: who.headers,
    ...(body === undefined ? {} : { payload: body }),
  });
}

const owner = () => accountCaller(t, { isSuperuser: true });

async function createRole(who: Caller, body: Record<string, unknown>): Promise<Role> {
  const response = await call(who, 'POST', '/admin/roles', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Role>();
}

describe('GET /api/admin/permissions and /api/admin/roles', () => {
  it('answers the catalogue and the six built-in roles with their fixed permissions', async () => {
    const manager = await accountCaller(t);
    const permissions = await call(manager, 'GET', '/admin/permissions');
    expect(permissions.json()).toEqual({ items: PERMISSIONS });

    const { items } = (await call(manager, 'GET', '/admin/roles')).json<RoleList>();
    const builtins = items.filter((role) => role.is_builtin);
    expect(builtins.map((role) => role.key)).toEqual([...BUILTIN_ROLE_KEYS]);
    for (const role of builtins) {
      const builtin = BUILTIN_ROLES[role.key as keyof typeof BUILTIN_ROLES];
      expect(role).toMatchObject({ name: builtin.name, permissions: [...builtin.permissions] });
    }
    expect(builtins.find((role) => role.key === 'manager')?.user_count).toBeGreaterThanOrEqual(1);
  });

  it('are for admins.manage: a budtender gets 403 naming it', async () => {
    const budtender = await accountCaller(t, { role: 'budtender' });
    const refused = await call(budtender, 'GET', '/admin/roles');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: 'forbidden', permission: 'admins.manage' });
  });
});

describe('custom roles', () => {
  it('are created by an owner with a key from the name, audited', async () => {
    const name = freshName('Night Shift Lead');
    const role = await createRole(await owner(), {
      name: `  ${name} `,
      description: 'Closes the shop',
      permissions: ['orders.read', 'orders.fulfil', 'orders.read'],
    });
    expect(role).toMatchObject({
      key: name.toLowerCase().replace(/ /g, '-'),
      name,
      description: 'Closes the shop',
      permissions: ['orders.read', 'orders.fulfil'],
      is_builtin: false,
      user_count: 0,
    });
    const entries = await readAuditEntries(t.db, 'role', role.id);
    expect(entries.map((entry) => entry.action)).toEqual(['create']);
  });

  it('are not created by a manager (roles.manage: 403)', async () => {
    const refused = await call(await accountCaller(t), 'POST', '/admin/roles', {
      name: freshName(),
      permissions: ['orders.read'],
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: 'forbidden', permission: 'roles.manage' });
  });

  it('refuse a name taken in any letter case, a built-in one too (409)', async () => {
    const who = await owner();
    const name = freshName();
    await createRole(who, { name, permissions: ['orders.read'] });
    for (const taken of [name.toUpperCase(), 'owner', 'Viewer']) {
      const response = await call(who, 'POST', '/admin/roles', {
        name: taken,
        permissions: ['orders.read'],
      });
      expect(response.statusCode, taken).toBe(409);
      expect(response.json()).toEqual({ detail: ROLE_MESSAGES.duplicate, error: 'conflict' });
    }
  });

  it('refuse an unknown permission and roles.manage with 422 beside permissions', async () => {
    const who = await owner();
    const unknown = await call(who, 'POST', '/admin/roles', {
      name: freshName(),
      permissions: ['orders.read', 'orders.teleport'],
    });
    expect(unknown.statusCode).toBe(422);
    const ownerOnly = await call(who, 'POST', '/admin/roles', {
      name: freshName(),
      permissions: ['orders.read', 'roles.manage'],
    });
    expect(ownerOnly.statusCode).toBe(422);
    expect(ownerOnly.json()).toEqual({
      detail: [
        {
          loc: ['body', 'permissions'],
          msg: ROLE_MESSAGES.ownerOnlyPermission,
          type: 'value_error',
        },
      ],
      error: 'validation_error',
    });
  });

  it('are edited, and the change reaches a holder on their next call', async () => {
    const who = await owner();
    const role = await createRole(who, { name: freshName(), permissions: ['dashboard.read'] });
    const holder = await accountCaller(t, { role: role.key });
    const before = await call(holder, 'GET', '/admin/orders');
    expect(before.statusCode).toBe(403);

    const edited = await call(who, 'PUT', `/admin/roles/${String(role.id)}`, {
      name: `${role.name} renamed`,
      permissions: ['dashboard.read', 'orders.read'],
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<Role>()).toMatchObject({
      key: `${role.key}-renamed`,
      permissions: ['dashboard.read', 'orders.read'],
      user_count: 1,
    });
    expect((await call(holder, 'GET', '/admin/orders')).statusCode).toBe(200);
    const me = (await call(holder, 'GET', '/auth/me')).json<{ permissions: string[] }>();
    expect(me.permissions).toEqual(['dashboard.read', 'orders.read']);
  });

  it('are deleted when nobody holds them; a held one is 409, audited only when it goes', async () => {
    const who = await owner();
    const role = await createRole(who, { name: freshName(), permissions: ['orders.read'] });
    const holder = await accountCaller(t, { role: role.key });
    const url = `/admin/roles/${String(role.id)}`;
    const held = await call(who, 'DELETE', url);
    expect(held.statusCode).toBe(409);
    expect(held.json()).toMatchObject({ error: 'conflict' });

    const manager = await roleIdOf(t.db, 'manager');
    const moved = await call(who, 'PUT', `/admin/users/${String(holder.admin.id)}/role`, {
      role_id: manager,
    });
    expect(moved.statusCode).toBe(200);
    expect((await call(who, 'DELETE', url)).statusCode).toBe(204);
    expect((await call(who, 'DELETE', url)).statusCode).toBe(404);
    const entries = await readAuditEntries(t.db, 'role', role.id);
    expect(entries.map((entry) => entry.action)).toEqual(['create', 'delete']);
  });
});

describe('built-in roles', () => {
  it('are never edited or deleted (409)', async () => {
    const who = await owner();
    for (const key of BUILTIN_ROLE_KEYS) {
      const url = `/admin/roles/${String(await roleIdOf(t.db, key))}`;
      const edit = await call(who, 'PUT', url, { name: freshName(), permissions: ['orders.read'] });
      expect(edit.statusCode, key).toBe(409);
      expect(edit.json()).toEqual({ detail: ROLE_MESSAGES.builtinEdit, error: 'conflict' });
      const remove = await call(who, 'DELETE', url);
      expect(remove.statusCode, key).toBe(409);
      expect(remove.json()).toEqual({ detail: ROLE_MESSAGES.builtinDelete, error: 'conflict' });
    }
  });
});
