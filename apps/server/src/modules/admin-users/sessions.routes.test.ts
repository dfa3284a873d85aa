import { adminLoginResponseSchema, adminUserSchema } from '@canopy/contracts';
import { describe, expect, it } from 'vitest';
import { createAccessCode } from '../../../test/factories/access-codes';
import { createAdminUser, setAdminActive } from '../../../test/factories/admin-users';
import { newClientIp, setupTestApp } from '../../../test/helpers/test-app';

const t = setupTestApp();

function login(payload: Record<string, string>, remoteAddress = newClientIp()) {
  return t.app.inject({ method: 'POST', url: '/api/admin/login', payload, remoteAddress });
}

function me(authorization?: string) {
  return t.app.inject({
    method: 'GET',
    url: '/api/auth/me',
    headers: authorization ? { authorization } : {},
  });
}

async function signIn(username: string, password: string): Promise<string> {
  const response = await login({ username, password });
  expect(response.statusCode).toBe(200);
  return response.json<{ access_token: string }>().access_token;
}

const INCORRECT = { detail: 'Incorrect username or password', error: 'unauthorized' };
const NOT_AUTHENTICATED = { detail: 'Not authenticated', error: 'unauthorized' };

describe('POST /api/admin/login', () => {
  it('signs in with JSON and answers the token, its expiry and the user', async () => {
    const admin = await createAdminUser(t.db, { isSuperuser: true });
    const response = await login({ username: admin.username, password: admin.password });

    expect(response.statusCode).toBe(200);
    const body = adminLoginResponseSchema.parse(response.json());
    expect(body.token_type).toBe('bearer');
    expect(body.user).toMatchObject({ id: admin.id, username: admin.username, is_superuser: true });
    expect(body.user.last_login_at).not.toBeNull();
    const hoursLeft = (Date.parse(body.expires_at) - Date.now()) / 3_600_000;
    expect(hoursLeft).toBeGreaterThan(7.9);
    expect(hoursLeft).toBeLessThanOrEqual(8);
    expect(t.app.tokens.verify(body.access_token)).toEqual({
      kind: 'admin',
      sub: String(admin.id),
      ver: 0,
    });
  });

  it('signs in with a form-encoded body and a username in another case', async () => {
    const admin = await createAdminUser(t.db, { username: 'Form.Admin' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ username: 'form.admin', password: admin.password }).toString(),
      remoteAddress: newClientIp(),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ user: { username: string } }>().user.username).toBe('Form.Admin');
  });

  it('answers 401 alike for a wrong password and an unknown username', async () => {
    const admin = await createAdminUser(t.db);
    const wrongPassword = await login({ username: admin.username, password: 'not-the-password' });
    const unknownUser = await login({ username: 'nobody-here', password: admin.password });
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(INCORRECT);
    expect(unknownUser.statusCode).toBe(401);
    expect(unknownUser.json()).toEqual(INCORRECT);
  });

  it('answers 403 for a deactivated account with the right password', async () => {
    const admin = await createAdminUser(t.db, { isActive: false });
    const response = await login({ username: admin.username, password: admin.password });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: 'Account is deactivated', error: 'forbidden' });
  });

  it('answers 422 with the field list when a field is missing or empty', async () => {
    const response = await login({ username: '' });
    expect(response.statusCode).toBe(422);
    const locations = response
      .json<{ detail: Array<{ loc: unknown[] }> }>()
      .detail.map((issue) => issue.loc);
    expect(locations).toEqual(
      expect.arrayContaining([
        ['body', 'username'],
        ['body', 'password'],
      ]),
    );
  });

  it('blocks a username from one client after 5 failures, even with the right password', async () => {
    const admin = await createAdminUser(t.db);
    const client = newClientIp();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await login({ username: admin.username, password: 'wrong' }, client);
      expect(response.statusCode).toBe(401);
    }
    const sixth = await login(
      { username: admin.username.toUpperCase(), password: 'wrong' },
      client,
    );
    expect(sixth.statusCode).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(800);
    const rightPassword = await login(
      { username: admin.username, password: admin.password },
      client,
    );
    expect(rightPassword.statusCode).toBe(429);
    // Another client, or the same client for another username, is not blocked.
    expect((await login({ username: admin.username, password: admin.password })).statusCode).toBe(
      200,
    );
    expect((await login({ username: 'someone-else', password: 'x' }, client)).statusCode).toBe(401);
  });

  it('clears the failure count after a successful sign-in', async () => {
    const admin = await createAdminUser(t.db);
    const client = newClientIp();
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      await login({ username: admin.username, password: 'wrong' }, client);
    }
    expect(
      (await login({ username: admin.username, password: admin.password }, client)).statusCode,
    ).toBe(200);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect(
        (await login({ username: admin.username, password: 'wrong' }, client)).statusCode,
      ).toBe(401);
    }
  });
});

describe('GET /api/auth/me', () => {
  it('answers the signed-in admin', async () => {
    const admin = await createAdminUser(t.db);
    const token = await signIn(admin.username, admin.password);
    const response = await me(`Bearer ${token}`);
    expect(response.statusCode).toBe(200);
    expect(adminUserSchema.parse(response.json())).toMatchObject({ id: admin.id, is_active: true });
  });

  it('answers 401 without a token, with garbage, an expired, a foreign or a customer token', async () => {
    const admin = await createAdminUser(t.db);
    const expired = t.app.jwt.sign({
      kind: 'admin',
      sub: String(admin.id),
      exp: Math.floor(Date.now() / 1000) - 60,
    });
    // Same claims, signed by another installation's secret.
    const otherShop = await t.buildApp({ JWT_SECRET: 'another-installations-secret-0123456789' });
    const foreign = otherShop.tokens.issueAdminToken(admin.id).token;
    const { id: codeId } = await createAccessCode(t);
    const customer = t.app.tokens.issueCustomerToken(codeId).token;

    for (const authorization of [
      undefined,
      'Bearer',
      'Bearer not.a.token',
      `Basic ${Buffer.from(`${admin.username}:${admin.password}`).toString('base64')}`,
      `Bearer ${expired}`,
      `Bearer ${foreign}`,
      `Bearer ${customer}`,
    ]) {
      const response = await me(authorization);
      expect(response.statusCode, authorization).toBe(401);
      expect(response.json()).toEqual(NOT_AUTHENTICATED);
    }
  });

  it('locks a deactivated admin out on the next call', async () => {
    const admin = await createAdminUser(t.db);
    const token = await signIn(admin.username, admin.password);
    expect((await me(`Bearer ${token}`)).statusCode).toBe(200);
    await setAdminActive(t.db, admin.id, false);
    const response = await me(`Bearer ${token}`);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: 'Account is deactivated', error: 'unauthorized' });
  });
});

describe('admin routes', () => {
  it('need an admin token: none, a customer token or an access code get 401', async () => {
    const { id, code } = await createAccessCode(t);
    const customer = t.app.tokens.issueCustomerToken(id).token;
    for (const headers of [
      {},
      { authorization: `Bearer ${customer}` },
      { 'x-access-code': code },
    ]) {
      const response = await t.app.inject({ method: 'GET', url: '/api/admin/users', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(NOT_AUTHENTICATED);
    }
  });

  it('answer an admin, without needing an access code', async () => {
    const admin = await createAdminUser(t.db);
    const token = await signIn(admin.username, admin.password);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/users',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    const users = response.json<Array<{ username: string }>>();
    expect(users.map((user) => user.username)).toContain(admin.username);
    expect(JSON.stringify(users)).not.toContain('scrypt$');
  });
});
