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
      api.get('/probe/admin', { config: { admin: true } }, (request) => ({ admin: request.admin }));
      api.get('/probe/superuser', { config: { superuser: true } }, answer);
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

  it('admin routes need an admin and expose it as request.admin', async () => {
    expect((await call('admin')).statusCode).toBe(401);
    const admin = await createAdminUser(database.handle.db);
    const { token } = app.tokens.issueAdminToken(admin.id);
    const response = await call('admin', { authorization: `Bearer ${token}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      admin: { id: admin.id, username: admin.username, isSuperuser: false, tokenVersion: 0 },
    });
  });

  it('superuser routes refuse an ordinary admin with 403', async () => {
    const admin = await createAdminUser(database.handle.db);
    const superuser = await createAdminUser(database.handle.db, { isSuperuser: true });
    const forAdmin = await call('superuser', {
      authorization: `Bearer ${app.tokens.issueAdminToken(admin.id).token}`,
    });
    expect(forAdmin.statusCode).toBe(403);
    expect(forAdmin.json()).toEqual({
      detail: 'Superuser privileges required',
      error: 'forbidden',
    });
    const forSuperuser = await call('superuser', {
      authorization: `Bearer ${app.tokens.issueAdminToken(superuser.id).token}`,
    });
    expect(forSuperuser.statusCode).toBe(200);
    expect((await call('superuser')).statusCode).toBe(401);
  });

  it('refuses a route marked two ways', () => {
    expect(() => routeAccess({ public: true, admin: true }, '/x')).toThrow(/choose one/);
    expect(routeAccess(undefined, '/x')).toBe('storefront');
  });
});
