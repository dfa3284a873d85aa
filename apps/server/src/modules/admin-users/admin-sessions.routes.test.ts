// An admin can change their password (the other sessions end) and sign out (the token is refused
// afterwards, on every instance, because the guard compares it with the account's token_version).
import { describe, expect, it } from 'vitest';
import { createAdminUser } from '../../../test/factories/admin-users';
import { newClientIp, setupTestApp } from '../../../test/helpers/test-app';

const t = setupTestApp();

async function signIn(username: string, password: string, app = t.app): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { username, password },
    remoteAddress: newClientIp(),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ access_token: string }>().access_token;
}

function me(token: string, app = t.app) {
  return app.inject({
    method: 'GET',
    url: '/api/auth/me',
    headers: { authorization: `Bearer ${token}` },
  });
}

function changePassword(token: string, payload: Record<string, unknown>) {
  return t.app.inject({
    method: 'PUT',
    url: '/api/auth/password',
    headers: { authorization: `Bearer ${token}` },
    payload,
  });
}

const NEW_PASSWORD = 'Fresh-Password-2026';

describe('POST /api/auth/logout', () => {
  it('refuses the token with 401 afterwards, on another instance too', async () => {
    const other = await t.buildApp();
    const admin = await createAdminUser(t.db);
    const token = await signIn(admin.username, admin.password);
    expect((await me(token, other)).statusCode).toBe(200);

    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(out.statusCode).toBe(204);

    expect((await me(token)).statusCode).toBe(401);
    expect((await me(token, other)).statusCode).toBe(401);
    const again = await signIn(admin.username, admin.password);
    expect((await me(again)).statusCode).toBe(200);
  });

  it('needs an admin token', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(response.statusCode).toBe(401);
  });
});

describe('PUT /api/auth/password', () => {
  it('changes the password, signs out the other sessions and keeps this one with a new token', async () => {
    const admin = await createAdminUser(t.db);
    const mine = await signIn(admin.username, admin.password);
    const elsewhere = await signIn(admin.username, admin.password);

    const response = await changePassword(mine, {
      current_password: admin.password,
      new_password: NEW_PASSWORD,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { access_token: renewed, user } = response.json<{
      access_token: string;
      user: { username: string };
    }>();
    expect(user.username).toBe(admin.username);

    expect((await me(elsewhere)).statusCode).toBe(401);
    expect((await me(mine)).statusCode).toBe(401);
    expect((await me(renewed)).statusCode).toBe(200);

    const oldPassword = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: admin.username, password: admin.password },
      remoteAddress: newClientIp(),
    });
    expect(oldPassword.statusCode).toBe(401);
    expect((await me(await signIn(admin.username, NEW_PASSWORD))).statusCode).toBe(200);
  });

  it('answers a wrong current password with 422 beside the field and changes nothing', async () => {
    const admin = await createAdminUser(t.db);
    const token = await signIn(admin.username, admin.password);
    const response = await changePassword(token, {
      current_password: 'not-my-password',
      new_password: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      error: 'validation_error',
      detail: [
        {
          loc: ['body', 'current_password'],
          msg: 'The current password is incorrect',
          type: 'value_error',
        },
      ],
    });
    expect((await me(token)).statusCode).toBe(200);
    await signIn(admin.username, admin.password);
  });

  it.each([
    [{ new_password: 'short' }, 'A password has at least 12 characters'],
    [{ new_password: 'alllowercaseletters' }, 'Mix at least two of'],
    [{ new_password: 'SAME' }, 'Choose a password different from the current one'],
    [{ new_password: 'USERNAME-plus-2026' }, 'The password cannot contain the username'],
  ])('refuses %j with 422 and the account-creation rules', async (body, message) => {
    const admin = await createAdminUser(t.db);
    const token = await signIn(admin.username, admin.password);
    const newPassword =
      body.new_password === 'SAME'
        ? admin.password
        : body.new_password.replace('USERNAME', admin.username);
    const response = await changePassword(token, {
      current_password: admin.password,
      new_password: newPassword,
    });
    expect(response.statusCode).toBe(422);
    expect(response.body).toContain(message);
  });
});
