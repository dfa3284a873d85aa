import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../lib/storage';
import { adminUser } from '../../test/factories';
import { installFakeFetch, json } from '../../test/fake-fetch';
import { renderApp } from '../../test/render-app';

function loginAnswer(user = adminUser()) {
  return json({
    access_token: 'fresh-token',
    token_type: 'bearer',
    expires_at: '2030-01-01T08:00:00.000Z',
    user,
  });
}

describe('admin login form', () => {
  it('needs a username and a password, each error beside its field', async () => {
    const server = installFakeFetch({});
    const { user } = renderApp('/admin/login');

    await user.click(await screen.findByRole('button', { name: 'Log in' }));

    const username = screen.getByLabelText('Username');
    const password = screen.getByLabelText('Password');
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(username).toHaveAccessibleDescription('Username is required');
    expect(password).toHaveAccessibleDescription('Password is required');
    expect(server.requests).toHaveLength(0);
  });

  it("reads 'Logging in...' while the server answers, then opens the dashboard", async () => {
    let answer: (response: Response) => void = () => undefined;
    const server = installFakeFetch({
      'POST /admin/login': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const { user, router } = renderApp('/admin/login');

    await user.type(await screen.findByLabelText('Username'), 'avery');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    const loading = await screen.findByRole('button', { name: 'Logging in...' });
    expect(loading).toBeDisabled();
    const sent = server.last('POST /admin/login');
    expect(sent?.headers.get('content-type')).toMatch(/^application\/x-www-form-urlencoded/);
    expect(Object.fromEntries(new URLSearchParams(await sent?.text()))).toEqual({
      username: 'avery',
      password: 'correct horse',
    });

    answer(loginAnswer());
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
    expect(router.location.pathname).toBe('/admin');
    expect(window.localStorage.getItem(STORAGE_KEYS.adminToken)).toBe('fresh-token');
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.adminUser) ?? 'null')).toEqual(
      adminUser(),
    );
  });

  it('shows the server detail in the red error box and stays on the login screen', async () => {
    installFakeFetch({
      'POST /admin/login': () =>
        json({ detail: 'Incorrect username or password', error: 'unauthorized' }, 401),
    });
    const { user, router } = renderApp('/admin/login');

    await user.type(await screen.findByLabelText('Username'), 'avery');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Incorrect username or password');
    expect(alert.className).toMatch(/bg-red-50/);
    expect(router.location.pathname).toBe('/admin/login');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
  });

  it("falls back to 'Login failed' when the answer has no detail", async () => {
    installFakeFetch({ 'POST /admin/login': () => new Response('upstream down', { status: 503 }) });
    const { user } = renderApp('/admin/login');

    await user.type(await screen.findByLabelText('Username'), 'avery');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed');
  });
});

describe('admin session', () => {
  function storeSession(user = adminUser()) {
    window.localStorage.setItem(STORAGE_KEYS.adminToken, 'stored-token');
    window.localStorage.setItem(STORAGE_KEYS.adminUser, JSON.stringify(user));
  }

  it('sends a valid stored session from the login screen to the dashboard', async () => {
    storeSession();
    const server = installFakeFetch({ 'GET /auth/me': () => json(adminUser()) });
    const { router } = renderApp('/admin/login');

    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
    expect(router.location.pathname).toBe('/admin');
    expect(server.last('GET /auth/me')?.headers.get('authorization')).toBe('Bearer stored-token');
  });

  it("clears the session when the start-up check fails ('Token validation failed')", async () => {
    storeSession();
    installFakeFetch({ 'GET /auth/me': () => new Response(null, { status: 500 }) });
    const { router } = renderApp('/admin/products');

    expect(await screen.findByRole('alert')).toHaveTextContent('Token validation failed');
    expect(router.location.pathname).toBe('/admin/login');
    expect(window.localStorage.getItem(STORAGE_KEYS.adminToken)).toBeNull();
  });

  it('clears the session and returns to login when the server refuses the token', async () => {
    storeSession();
    installFakeFetch({
      'GET /auth/me': () => json({ detail: 'Session expired', error: 'unauthorized' }, 401),
    });
    const { router } = renderApp('/admin/categories');

    expect(await screen.findByRole('alert')).toHaveTextContent('Session expired');
    expect(router.location.pathname).toBe('/admin/login');
    expect(window.localStorage.getItem(STORAGE_KEYS.adminUser)).toBeNull();
  });

  it("says 'No token found' when an admin page is opened without a stored token", async () => {
    installFakeFetch({});
    const { router } = renderApp('/admin/products');

    expect(await screen.findByRole('alert')).toHaveTextContent('No token found');
    expect(router.location.pathname).toBe('/admin/login');
  });

  it('logs out: clears the session and goes to /admin/login', async () => {
    storeSession();
    installFakeFetch({ 'GET /auth/me': () => json(adminUser()) });
    const { user, router } = renderApp('/admin/orders');

    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.location.pathname).toBe('/admin/login'));
    expect(await screen.findByLabelText('Username')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(window.localStorage.getItem(STORAGE_KEYS.adminToken)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.adminUser)).toBeNull();
  });
});
