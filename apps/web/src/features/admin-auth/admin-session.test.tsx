import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../lib/storage';
import { adminUser } from '../../test/factories';
import { installFakeFetch, json } from '../../test/fake-fetch';
import { renderApp } from '../../test/render-app';

function storeSession() {
  window.localStorage.setItem(STORAGE_KEYS.adminToken, 'stored-token');
  window.localStorage.setItem(STORAGE_KEYS.adminUser, JSON.stringify(adminUser()));
}

describe('the admin session from the admin shell', () => {
  it('logs out through POST /auth/logout with the token, then drops the session', async () => {
    storeSession();
    const server = installFakeFetch({
      'GET /auth/me': () => json(adminUser()),
      'POST /auth/logout': () => new Response(null, { status: 204 }),
    });
    const { user, router } = renderApp('/admin/orders');

    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.location.pathname).toBe('/admin/login'));
    expect(server.last('POST /auth/logout')?.headers.get('authorization')).toBe(
      'Bearer stored-token',
    );
    expect(window.localStorage.getItem(STORAGE_KEYS.adminToken)).toBeNull();
  });

  it('changes the password: errors beside the fields, then the new token is kept', async () => {
    storeSession();
    let attempts = 0;
    const server = installFakeFetch({
      'GET /auth/me': () => json(adminUser()),
      'PUT /auth/password': () => {
        attempts += 1;
        if (attempts === 1) {
          return json(
            {
              error: 'validation_error',
              detail: [
                {
                  loc: ['body', 'current_password'],
                  msg: 'The current password is incorrect',
                  type: 'value_error',
                },
              ],
            },
            422,
          );
        }
        return json({
          access_token: 'renewed-token',
          token_type: 'bearer',
          expires_at: '2030-01-01T08:00:00.000Z',
          user: adminUser(),
        });
      },
    });
    const { user } = renderApp('/admin/orders');

    await user.click(await screen.findByRole('button', { name: 'Change password' }));
    const current = await screen.findByLabelText('Current password');
    const fresh = screen.getByLabelText('New password');
    await user.type(fresh, 'short');
    await user.click(
      screen.getAllByRole('button', { name: 'Change password' }).at(-1) as HTMLElement,
    );
    expect(current).toHaveAccessibleDescription(/Enter your current password/);
    expect(fresh).toHaveAccessibleDescription(/at least 12 characters/);
    expect(server.last('PUT /auth/password')).toBeUndefined();

    await user.type(current, 'Wrong-Password-1');
    await user.clear(fresh);
    await user.type(fresh, 'Fresh-Password-2026');
    await user.click(
      screen.getAllByRole('button', { name: 'Change password' }).at(-1) as HTMLElement,
    );
    await waitFor(() => {
      expect(current).toHaveAccessibleDescription(/The current password is incorrect/);
    });

    await user.clear(current);
    await user.type(current, 'Right-Password-1');
    await user.click(
      screen.getAllByRole('button', { name: 'Change password' }).at(-1) as HTMLElement,
    );
    await waitFor(() => {
      expect(window.localStorage.getItem(STORAGE_KEYS.adminToken)).toBe('renewed-token');
    });
    expect(await server.last('PUT /auth/password')?.json()).toEqual({
      current_password: 'Right-Password-1',
      new_password: 'Fresh-Password-2026',
    });
  });
});
