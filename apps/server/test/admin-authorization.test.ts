// Every admin route (a permission or signed-in route) refuses every credential that is not an
// active admin's with 401; which role may call what is test/staff-permission-matrix.test.ts.
// The routes come from the route table as the app builds it (test/helpers/route-table.ts), not
// from a list: a route added tomorrow is checked tomorrow. A route under /admin that declares no
// access at all is collected too, so forgetting its `config.permission` fails here (it would
// answer the storefront gate's 403), as does registering a route where the guard is not attached
// (it would answer 200, 404 or 422).
import { createHmac } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccessCode } from './factories/access-codes';
import { createAdminUser, setAdminActive } from './factories/admin-users';
import { concreteUrl, recordRouteTables, type RegisteredRoute } from './helpers/route-table';
import { newClientIp, setupTestApp, TEST_SECRETS } from './helpers/test-app';

type GuardedRoute = Pick<RegisteredRoute, 'method' | 'url' | 'access'>;

const routeTables = recordRouteTables();
const t = setupTestApp();
let routes: GuardedRoute[] = [];

/** The admin routes among everything the app registers, by their declared access. */
function isGuardedRoute({ access, url }: RegisteredRoute): boolean {
  const undeclaredAdminPath =
    access === 'storefront' && url.startsWith(`${t.config.apiPrefix}/admin/`);
  return access === 'permission' || access === 'signedIn' || undeclaredAdminPath;
}

/** An HS256 token as @fastify/jwt makes them, with any secret and any expiry. */
function signToken(claims: Record<string, unknown>, secret: string): string {
  const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
  const unsigned = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({
    iss: 'canopy',
    iat: Math.floor(Date.now() / 1000) - 60,
    ...claims,
  })}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;
const anHourAgo = () => Math.floor(Date.now() / 1000) - 3600;

beforeAll(() => {
  routes = routeTables
    .of(t.app)
    .filter(isGuardedRoute)
    .map(({ method, url, access }) => ({ method, url, access }));
});

/** A call the route could accept if the caller were allowed: a real-looking id and a JSON body. */
function call(route: GuardedRoute, headers: Record<string, string>) {
  const withBody = ['POST', 'PUT', 'PATCH'].includes(route.method);
  return t.app.inject({
    method: route.method,
    url: concreteUrl(route.url),
    headers,
    ...(withBody ? { payload: { name: 'Valid looking', status: 'working_on' } } : {}),
  });
}

/** Each route's status for these headers, keyed `METHOD /url`, to compare in one assertion. */
async function statusesFor(
  headers: Record<string, string>,
  selected: GuardedRoute[] = routes,
): Promise<Record<string, number>> {
  const statuses: Record<string, number> = {};
  for (const route of selected) {
    statuses[`${route.method} ${route.url}`] = (await call(route, headers)).statusCode;
  }
  return statuses;
}

function all(status: number, selected: GuardedRoute[] = routes): Record<string, number> {
  return Object.fromEntries(selected.map((route) => [`${route.method} ${route.url}`, status]));
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('admin route authorization', () => {
  it('reads the admin routes from the route table', () => {
    expect(routes).toContainEqual({
      method: 'GET',
      url: `${t.config.apiPrefix}/admin/dashboard`,
      access: 'permission',
    });
    expect(routes.filter((route) => route.access === 'storefront')).toEqual([]);
  });

  it('lets an active superuser through every GET guard (the credentials below differ only in what they break)', async () => {
    const superuser = await createAdminUser(t.db, { isSuperuser: true });
    const token = signToken(
      { kind: 'admin', sub: String(superuser.id), exp: inAnHour() },
      TEST_SECRETS.JWT_SECRET,
    );
    const reads = routes.filter((route) => route.method === 'GET');
    const statuses = await statusesFor(bearer(token), reads);
    // Past the guard a route may still find nothing (404) or want other query values (422).
    for (const [route, status] of Object.entries(statuses)) {
      expect([401, 403], route).not.toContain(status);
      expect(status, route).toBeLessThan(500);
    }
  });

  it('refuses a call without a token', async () => {
    expect(await statusesFor({})).toEqual(all(401));
  });

  it('refuses a token signed with another secret', async () => {
    const superuser = await createAdminUser(t.db, { isSuperuser: true });
    const token = signToken(
      { kind: 'admin', sub: String(superuser.id), exp: inAnHour() },
      'not-the-server-secret-0123456789abcdefghij',
    );
    expect(await statusesFor(bearer(token))).toEqual(all(401));
  });

  it('refuses an expired token', async () => {
    const superuser = await createAdminUser(t.db, { isSuperuser: true });
    const token = signToken(
      { kind: 'admin', sub: String(superuser.id), exp: anHourAgo() },
      TEST_SECRETS.JWT_SECRET,
    );
    expect(await statusesFor(bearer(token))).toEqual(all(401));
  });

  it('refuses a customer token, even with a valid access code', async () => {
    const { code } = await createAccessCode({ db: t.db, config: t.config });
    const validated = await t.app.inject({
      method: 'POST',
      url: `${t.config.apiPrefix}/validate-access-code`,
      remoteAddress: newClientIp(),
      payload: { code },
    });
    const { token } = validated.json<{ token: string }>();
    expect(await statusesFor({ ...bearer(token), 'x-access-code': code })).toEqual(all(401));
  });

  it('refuses an admin deactivated after the token was issued', async () => {
    const superuser = await createAdminUser(t.db, { isSuperuser: true });
    const { token } = t.app.tokens.issueAdminToken(superuser.id);
    await setAdminActive(t.db, superuser.id, false);
    expect(await statusesFor(bearer(token))).toEqual(all(401));
  });

  it('refuses before reading or validating anything: malformed ids, bodies and queries still get 401', async () => {
    const statuses: Record<string, number> = {};
    for (const route of routes) {
      const withBody = ['POST', 'PUT', 'PATCH'].includes(route.method);
      const response = await t.app.inject({
        method: route.method,
        url: `${concreteUrl(route.url, 'not-an-id')}?page=-1&size=lots&sort_by=nonsense`,
        ...(withBody
          ? { headers: { 'content-type': 'application/json' }, payload: '{"unterminated' }
          : {}),
      });
      statuses[`${route.method} ${route.url}`] = response.statusCode;
    }
    expect(statuses).toEqual(all(401));
  });
});
