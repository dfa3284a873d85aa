// A page on another site cannot lock an admin out by posting wrong passwords in a form: a
// form-encoded login whose Origin is neither this host nor one of CORS_ORIGINS is 403 and is not
// counted towards the lockout (5 failures per username and client).
import { describe, expect, it } from 'vitest';
import { createAdminUser } from '../../../test/factories/admin-users';
import { newClientIp, setupTestApp } from '../../../test/helpers/test-app';

const t = setupTestApp();

const FORM = 'application/x-www-form-urlencoded';

function formLogin(
  fields: { username: string; password: string },
  headers: Record<string, string>,
  remoteAddress: string,
  app = t.app,
) {
  return app.inject({
    method: 'POST',
    url: '/api/admin/login',
    headers: { 'content-type': FORM, host: 'shop.example', ...headers },
    payload: new URLSearchParams(fields).toString(),
    remoteAddress,
  });
}

describe('POST /api/admin/login from another site', () => {
  it('refuses a form post from another site with 403 and does not count it towards the lockout', async () => {
    const admin = await createAdminUser(t.db);
    const client = newClientIp();
    for (let attempt = 0; attempt < 8; attempt += 1) {
      const refused = await formLogin(
        { username: admin.username, password: 'wrong-password' },
        { origin: 'https://evil.example' },
        client,
      );
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        detail: 'Sign-in from another site is not allowed',
        error: 'forbidden',
      });
    }
    const signedIn = await formLogin(
      { username: admin.username, password: admin.password },
      {},
      client,
    );
    expect(signedIn.statusCode).toBe(200);
  });

  it.each([
    ['the opaque origin of a sandboxed page', 'null'],
    ['the same host on another port', 'https://shop.example:8443'],
    ['a look-alike host', 'https://shop.example.evil.example'],
  ])('treats %s as another site', async (_what, origin) => {
    const admin = await createAdminUser(t.db);
    const response = await formLogin(
      { username: admin.username, password: admin.password },
      { origin },
      newClientIp(),
    );
    expect(response.statusCode).toBe(403);
  });

  it('accepts a form post from its own host, and one without an Origin header', async () => {
    const admin = await createAdminUser(t.db);
    const fields = { username: admin.username, password: admin.password };
    expect(
      (await formLogin(fields, { origin: 'https://shop.example' }, newClientIp())).statusCode,
    ).toBe(200);
    expect((await formLogin(fields, {}, newClientIp())).statusCode).toBe(200);
  });

  it('accepts a form post from an origin listed in CORS_ORIGINS', async () => {
    const app = await t.buildApp({ CORS_ORIGINS: 'https://admin.example' });
    const admin = await createAdminUser(t.db);
    const response = await formLogin(
      { username: admin.username, password: admin.password },
      { origin: 'https://admin.example' },
      newClientIp(),
      app,
    );
    expect(response.statusCode).toBe(200);
  });

  it('still counts wrong passwords sent without an Origin (scripts are unaffected)', async () => {
    const admin = await createAdminUser(t.db);
    const client = newClientIp();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const response = await formLogin(
        { username: admin.username, password: 'wrong-password' },
        {},
        client,
      );
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });
});
