// Which staff role may call which admin route (docs/product.md#staff-roles), generated from the
// route table as buildApp makes it × every built-in role, against the matrix the contracts'
// BUILTIN_ROLES imply. Every route under /admin must declare a permission (a route declaring none
// fails here), and the permission each declares is pinned below, so a route guarded by the wrong
// one fails too.
import {
  BUILTIN_ROLE_KEYS,
  BUILTIN_ROLES,
  type BuiltinRoleKey,
  type Permission,
} from '@canopy/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { routePermissions } from '../src/plugins/route-access';
import { createAdminUser } from './factories/admin-users';
import { concreteUrl, recordRouteTables, type RegisteredRoute } from './helpers/route-table';
import { setupTestApp } from './helpers/test-app';

const routeTables = recordRouteTables();
const t = setupTestApp();

/** Each admin route's permission (any one of a list lets the call in). */
const EXPECTED_PERMISSIONS: Record<string, Permission | Permission[]> = {
  'GET /admin/dashboard': 'dashboard.read',
  'GET /admin/analytics': 'analytics.read',
  'GET /admin/products': 'products.read',
  'GET /admin/products/:id': 'products.read',
  'POST /admin/products': 'products.write',
  'PUT /admin/products/:id': 'products.write',
  'DELETE /admin/products/:id': 'products.write',
  'POST /admin/products/bulk': 'products.write',
  'POST /admin/upload/image': 'products.write',
  'GET /admin/categories': 'products.read',
  'POST /admin/categories': 'categories.write',
  'PUT /admin/categories/:id': 'categories.write',
  'DELETE /admin/categories/:id': 'categories.write',
  'GET /admin/orders': 'orders.read',
  'GET /admin/orders/:id': 'orders.read',
  'PUT /admin/orders/:id/status': ['orders.fulfil', 'orders.refund'],
  'PATCH /admin/orders/:id/status': ['orders.fulfil', 'orders.refund'],
  'DELETE /admin/orders/:id': 'orders.delete',
  'POST /admin/orders/:id/id-check': 'orders.fulfil',
  'POST /admin/orders/:id/payments': 'orders.fulfil',
  'GET /admin/access-codes': 'access_codes.read',
  'POST /admin/access-codes': 'access_codes.write',
  'PUT /admin/access-codes/:id': 'access_codes.write',
  'DELETE /admin/access-codes/:id': 'access_codes.write',
  'PATCH /admin/access-codes/:id/code': 'access_codes.write',
  'POST /admin/access-codes/:id/reveal': 'access_codes.reveal',
  'GET /admin/access-codes/:id/analytics': 'access_codes.read',
  'GET /admin/referral-codes': 'referrals.read',
  'POST /admin/referral-codes': 'referrals.write',
  'PUT /admin/referral-codes/:id': 'referrals.write',
  'DELETE /admin/referral-codes/:id': 'referrals.write',
  'GET /admin/referral-codes/:id/analytics': 'referrals.read',
  'GET /admin/users': 'admins.manage',
  'POST /admin/users': 'admins.manage',
  'PUT /admin/users/:id': 'admins.manage',
  'PUT /admin/users/:id/role': 'admins.manage',
  'PUT /admin/users/:id/deactivate': 'admins.manage',
  'PUT /admin/users/:id/reactivate': 'admins.manage',
  'DELETE /admin/users/:id': 'admins.manage',
  'GET /admin/permissions': 'admins.manage',
  'GET /admin/roles': 'admins.manage',
  'POST /admin/roles': 'roles.manage',
  'PUT /admin/roles/:id': 'roles.manage',
  'DELETE /admin/roles/:id': 'roles.manage',
  'GET /admin/audit-log': 'audit.read',
  'GET /admin/system/config': 'system.configure',
  'PUT /admin/system/config': 'system.configure',
  'GET /admin/testing/checks': 'testing.run',
  'POST /admin/testing/email': 'testing.run',
  'POST /admin/testing/payment': 'testing.run',
  'GET /admin/delivery-zones': 'orders.read',
  'POST /admin/delivery-zones': 'system.configure',
  'PUT /admin/delivery-zones/:id': 'system.configure',
  'DELETE /admin/delivery-zones/:id': 'system.configure',
  'GET /admin/compliance/limits': 'orders.read',
  'PUT /admin/compliance/limits': 'system.configure',
};

/** The signed-in admin's own session: any role, no permission. */
const SELF_SERVICE = ['GET /auth/me', 'PUT /auth/password', 'POST /auth/logout'];

type Cell = 'allowed' | 'forbidden';
/** An id no row has: past the guard a call finds nothing, so the matrix changes no data. */
const MISSING_ID = '2147483000';

let adminRoutes: RegisteredRoute[] = [];
const keyOf = (route: Pick<RegisteredRoute, 'method' | 'url'>) =>
  `${route.method} ${route.url.slice(t.config.apiPrefix.length)}`;

beforeAll(() => {
  // HEAD routes are Fastify's copies of the GETs; their guard is the GET's.
  adminRoutes = routeTables
    .of(t.app)
    .filter((route) => route.method !== 'HEAD')
    .filter((route) => route.url.startsWith(`${t.config.apiPrefix}/admin/`))
    .filter((route) => route.access !== 'public');
});

function expectedCell(route: RegisteredRoute, role: BuiltinRoleKey): Cell {
  const held: readonly Permission[] = BUILTIN_ROLES[role].permissions;
  const needed = routePermissions(route.options.config);
  return needed.some((permission) => held.includes(permission)) ? 'allowed' : 'forbidden';
}

/** What the guard answered: a forbidden body names the route's (first) permission. */
async function actualCell(route: RegisteredRoute, token: string): Promise<string> {
  const withBody = ['POST', 'PUT', 'PATCH'].includes(route.method);
  const response = await t.app.inject({
    method: route.method,
    url: concreteUrl(route.url, MISSING_ID),
    headers: { authorization: `Bearer ${token}` },
    ...(withBody ? { payload: {} } : {}),
  });
  if (response.statusCode >= 500 || response.statusCode === 401) {
    return `unexpected ${String(response.statusCode)}`;
  }
  const body = response.json<{ error?: string; permission?: string }>();
  if (response.statusCode !== 403 || body.error !== 'forbidden') return 'allowed';
  const [named] = routePermissions(route.options.config);
  return body.permission === named ? 'forbidden' : `forbidden naming ${String(body.permission)}`;
}

describe('the staff permission matrix', { timeout: 180_000 }, () => {
  it('has every route under /admin declare a permission, the one pinned here', () => {
    const declared = Object.fromEntries(
      adminRoutes.map((route) => {
        const permissions = routePermissions(route.options.config);
        const [only] = permissions;
        return [keyOf(route), permissions.length === 1 ? only : [...permissions]];
      }),
    );
    expect(declared).toEqual(EXPECTED_PERMISSIONS);
  });

  it('has only the own-session routes open to every signed-in admin', () => {
    const signedIn = routeTables
      .of(t.app)
      .filter((route) => route.access === 'signedIn' && route.method !== 'HEAD')
      .map(keyOf);
    expect(signedIn.sort()).toEqual([...SELF_SERVICE].sort());
  });

  it.each(BUILTIN_ROLE_KEYS)('lets the %s role call exactly its routes', async (role) => {
    const admin = await createAdminUser(t.db, { role });
    const { token } = t.app.tokens.issueAdminToken(admin.id);
    const actual: Record<string, string> = {};
    const expected: Record<string, Cell> = {};
    for (const route of adminRoutes) {
      actual[keyOf(route)] = await actualCell(route, token);
      expected[keyOf(route)] = expectedCell(route, role);
    }
    expect(actual).toEqual(expected);
    expect(Object.values(expected)).toContain('allowed');
  });
});
