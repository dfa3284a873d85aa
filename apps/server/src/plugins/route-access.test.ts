import { BUILTIN_ROLES } from '@canopy/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createAccessCode } from '../../test/factories/access-codes';
import { createAdminUser } from '../../test/factories/admin-users';
import { testConfig } from '../../test/helpers/test-app';
import { openTestDatabase, type TestDatabase } from '../../test/helpers/test-database';
import { guardRoutesByAccess, routeAccess } from './route-access';

let database: TestDatabase;
let app: FastifyInstance;

// Probe routes of every kind, registered the way a module registers its routes.
beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp(testConfig(), { database: database.handle });
  await app.register(
    (api, _options, done) => {
      guardRoutesByAccess(api);
      const answer = () => ({ ok: true });
      api.get('/probe/public', { config: { public: true } }, answer);
      api.get('/probe/storefront', answer);
      api.get('/probe/signed-in', { config: { signedIn: true } }, (request) => ({
        admin: request.admin,
      }));
      api.get('/probe/orders', { config: { permission: 'orders.read' } }, answer);
      api.get(
        '/probe/either',
        { config: { permission: ['orders.fulfil', 'orders.refund'] } },
        answer,
      );
      done();
    },
    { prefix: '/api' },
  );
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await database.dispose();
});

function call(url: string, headers: Record<string, string> = {}) {
  return app.inject({ method: 'GET', url: `/api/probe/${url}`, headers });
}

describe('route access flags', () => {
  it('public routes need nothing', async () => {
    expect((await call('public')).statusCode).toBe(200);
  });

  it('unmarked routes are storefront routes behind the access code', async () => {
    expect((await call('storefront')).statusCode).toBe(403);
    const { code } = await createAccessCode({ db: database.handle.db, config: app.config });
    expect((await call('storefront', { 'x-access-code': code })).statusCode).toBe(200);
  });

  it('signed-in routes need an active admin of any role and expose it as request.admin', async () => {
    expect((await call('signed-in')).statusCode).toBe(401);
    const admin = await createAdminUser(database.handle.db, { role: 'viewer' });
    const { token } = app.tokens.issueAdminToken(admin.id);
    const response = await call('signed-in', { authorization: `Bearer ${token}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      admin: {
        id: admin.id,
        username: admin.username,
        isOwner: false,
        permissions: [...BUILTIN_ROLES.viewer.permissions],
        tokenVersion: 0,
      },
    });
  });

  it('permission routes refuse a role without it: 403 naming the permission', async () => {
    const marketing = await createAdminUser(database.handle.db, { role: 'marketing' });
    const budtender = await createAdminUser(database.handle.db, { role: 'budtender' });
    const bearer = (id: number) => ({
      authorization: `Bearer ${app.tokens.issueAdminToken(id).token}`,
    });
    const refused = await call('orders', bearer(marketing.id));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      detail: 'Your role does not allow this: it needs orders.read',
      error: 'forbidden',
      permission: 'orders.read',
    });
    expect((await call('orders', bearer(budtender.id))).statusCode).toBe(200);
    expect((await call('orders')).statusCode).toBe(401);
  });

  it('a list of permissions lets in a role holding any one of them and names the first', async () => {
    const budtender = await createAdminUser(database.handle.db, { role: 'budtender' });
    const viewer = await createAdminUser(database.handle.db, { role: 'viewer' });
    const bearer = (id: number) => ({
      authorization: `Bearer ${app.tokens.issueAdminToken(id).token}`,
    });
    expect((await call('either', bearer(budtender.id))).statusCode).toBe(200);
    const refused = await call('either', bearer(viewer.id));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ permission: 'orders.fulfil' });
  });

  it('refuses a route marked two ways', () => {
    expect(() => routeAccess({ public: true, signedIn: true }, '/x')).toThrow(/choose one/);
    expect(() => routeAccess({ permission: [] }, '/x')).toThrow(/names no permission/);
    expect(routeAccess(undefined, '/x')).toBe('storefront');
  });
});
