import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/store';
import { adminUser } from '../../test/factories';
import { installFakeFetch, installOfflineFetch, json } from '../../test/fake-fetch';
import { testClientConfig } from '../../test/render-app';
import { STORAGE_KEYS } from '../storage';
import { api } from './api';
import { getApiErrorMessage, IGNORED_REJECTION_MESSAGE, NETWORK_ERROR_MESSAGE } from './api-error';

// Endpoints that exist only for this test, on the app's real API and base query.
const probeApi = api.injectEndpoints({
  endpoints: (build) => ({
    probe: build.query<unknown, string>({ query: (path) => path }),
    probeLogin: build.mutation<unknown, undefined>({
      query: () => ({
        url: '/admin/login',
        method: 'POST',
        body: { username: 'a', password: 'b' },
      }),
    }),
  }),
});

function setup(currentPath = '/products') {
  const navigation = { currentPath: () => currentPath, redirect: vi.fn(), reload: vi.fn() };
  const store = makeStore({ config: testClientConfig(), navigation });
  const probe = (path: string) => store.dispatch(probeApi.endpoints.probe.initiate(path));
  return { store, navigation, probe };
}

function storeAdminSession() {
  window.localStorage.setItem(STORAGE_KEYS.adminToken, 'admin-token');
  window.localStorage.setItem(STORAGE_KEYS.adminUser, JSON.stringify(adminUser()));
}

function storeAccessCode() {
  window.localStorage.setItem(STORAGE_KEYS.accessCode, 'DEMO42');
  window.localStorage.setItem(STORAGE_KEYS.customerToken, 'customer-token');
}

describe('request headers', () => {
  beforeEach(() => {
    storeAdminSession();
    storeAccessCode();
  });

  it('sends the admin token, and no access code, on admin paths and /auth/me', async () => {
    const server = installFakeFetch({
      'GET /admin/dashboard': () => json({}),
      'GET /auth/me': () => json(adminUser()),
    });
    const { probe } = setup();
    await probe('/admin/dashboard');
    await probe('/auth/me');

    for (const route of ['GET /admin/dashboard', 'GET /auth/me']) {
      const request = server.last(route);
      expect(request?.headers.get('authorization')).toBe('Bearer admin-token');
      expect(request?.headers.get('x-access-code')).toBeNull();
    }
  });

  it('sends X-Access-Code and the customer token on storefront calls, never the admin token', async () => {
    const server = installFakeFetch({ 'GET /products/categories': () => json([]) });
    const { probe } = setup();
    await probe('/products/categories');

    const request = server.last('GET /products/categories');
    expect(request?.url).toBe('http://localhost:3000/api/products/categories');
    expect(request?.headers.get('x-access-code')).toBe('DEMO42');
    expect(request?.headers.get('authorization')).toBe('Bearer customer-token');
  });

  it('sends no credentials it does not have', async () => {
    window.localStorage.clear();
    const server = installFakeFetch({
      'GET /payments/config': () => json({}),
      'GET /admin/orders': () => json([]),
    });
    const { probe } = setup();
    await probe('/payments/config');
    await probe('/admin/orders');

    expect(server.last('GET /payments/config')?.headers.get('x-access-code')).toBeNull();
    expect(server.last('GET /payments/config')?.headers.get('authorization')).toBeNull();
    expect(server.last('GET /admin/orders')?.headers.get('authorization')).toBeNull();
  });
});

describe('answers the client reacts to', () => {
  beforeEach(() => {
    storeAdminSession();
    storeAccessCode();
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('401 on an admin call clears both admin entries and goes to /admin/login', async () => {
    installFakeFetch({ 'GET /admin/products': () => json({ detail: 'Not authenticated' }, 401) });
    const { store, navigation, probe } = setup('/admin/products');
    await probe('/admin/products');

    expect(window.localStorage.getItem(STORAGE_KEYS.adminToken)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.adminUser)).toBeNull();
    expect(store.getState().admin.token).toBeNull();
    expect(navigation.redirect).toHaveBeenCalledWith('/admin/login');
    // The shopper's access is untouched.
    expect(window.localStorage.getItem(STORAGE_KEYS.accessCode)).toBe('DEMO42');
  });

  it('401 does not redirect when the call or the page is the login itself', async () => {
    installFakeFetch({
      'POST /admin/login': () => json({ detail: 'Incorrect username or password' }, 401),
      'GET /auth/me': () => json({ detail: 'Not authenticated' }, 401),
    });
    const fromDashboard = setup('/admin');
    await fromDashboard.store.dispatch(probeApi.endpoints.probeLogin.initiate(undefined));
    expect(fromDashboard.navigation.redirect).not.toHaveBeenCalled();

    storeAdminSession();
    const onLoginPage = setup('/admin/login');
    await onLoginPage.probe('/auth/me');
    expect(onLoginPage.navigation.redirect).not.toHaveBeenCalled();
    expect(window.localStorage.getItem(STORAGE_KEYS.adminToken)).toBeNull();
  });

  it('403 invalid_access_code clears the stored code and token and reloads', async () => {
    installFakeFetch({
      'GET /products/categories': () =>
        json({ detail: 'Invalid access code', error: 'invalid_access_code' }, 403),
    });
    const { store, navigation, probe } = setup();
    expect(store.getState().accessCode.code).toBe('DEMO42');
    await probe('/products/categories');

    expect(window.localStorage.getItem(STORAGE_KEYS.accessCode)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.customerToken)).toBeNull();
    expect(store.getState().accessCode.code).toBeNull();
    expect(navigation.reload).toHaveBeenCalledTimes(1);
    expect(window.localStorage.getItem(STORAGE_KEYS.adminToken)).toBe('admin-token');
  });

  it('403 age_verification_required forgets the verified age, keeps the code and token', async () => {
    window.localStorage.setItem(
      STORAGE_KEYS.ageOutcome,
      JSON.stringify({ kind: 'verified', method: 'attest', policyVersion: 1, dateOfBirth: null }),
    );
    installFakeFetch({
      'GET /products/categories': () =>
        json({ detail: 'Confirm your age', error: 'age_verification_required' }, 403),
    });
    const { store, navigation, probe } = setup();
    expect(store.getState().ageStep.outcome?.kind).toBe('verified');
    await probe('/products/categories');

    expect(window.localStorage.getItem(STORAGE_KEYS.ageOutcome)).toBeNull();
    expect(store.getState().ageStep).toEqual({ outcome: null, askedAgain: true });
    expect(window.localStorage.getItem(STORAGE_KEYS.accessCode)).toBe('DEMO42');
    expect(window.localStorage.getItem(STORAGE_KEYS.customerToken)).toBe('customer-token');
    expect(store.getState().accessCode.code).toBe('DEMO42');
    expect(navigation.reload).not.toHaveBeenCalled();
  });

  it('another 403 keeps the code and does not reload', async () => {
    installFakeFetch({
      'GET /admin/system/config': () => json({ detail: 'Superuser only', error: 'forbidden' }, 403),
    });
    const { navigation, probe } = setup('/admin/system');
    const result = await probe('/admin/system/config');

    expect(navigation.reload).not.toHaveBeenCalled();
    expect(window.localStorage.getItem(STORAGE_KEYS.accessCode)).toBe('DEMO42');
    expect(getApiErrorMessage(result.error, 'Failed')).toBe('Superuser only');
  });

  it('429 logs the rate-limit warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    installFakeFetch({
      'GET /products': () => json({ detail: 'Too many requests' }, 429, { 'retry-after': '60' }),
    });
    const { probe } = setup();
    const result = await probe('/products');

    expect(warn).toHaveBeenCalledWith('Rate limit exceeded. Please wait before retrying.');
    expect(getApiErrorMessage(result.error, 'Failed to fetch products')).toBe('Too many requests');
  });

  it('a network failure is logged and explained', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    installOfflineFetch();
    const { probe } = setup();
    const result = await probe('/products');

    expect(logged).toHaveBeenCalledWith(expect.stringContaining('Network error on /products'));
    expect(getApiErrorMessage(result.error, 'Failed to fetch products')).toBe(
      NETWORK_ERROR_MESSAGE,
    );
  });
});

describe('error messages', () => {
  it('uses the detail string, joins a field list, and falls back without one', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    installFakeFetch({
      'GET /a': () => json({ detail: 'Product not found', error: 'not_found' }, 404),
      'GET /b': () =>
        json(
          {
            detail: [
              { loc: ['body', 'name'], msg: 'Name is required', type: 'missing' },
              { loc: ['body', 'sku'], msg: 'SKU is taken', type: 'conflict' },
            ],
          },
          422,
        ),
      'GET /c': () => new Response('<html>Bad gateway</html>', { status: 502 }),
    });
    const { probe } = setup();

    expect(getApiErrorMessage((await probe('/a')).error, 'Failed to fetch product')).toBe(
      'Product not found',
    );
    expect(getApiErrorMessage((await probe('/b')).error, 'Failed')).toBe(
      'Name is required; SKU is taken',
    );
    expect(getApiErrorMessage((await probe('/c')).error, 'Failed to fetch products')).toBe(
      'Failed to fetch products',
    );
    expect(getApiErrorMessage(undefined, 'Login failed')).toBe('Login failed');
  });

  it('never shows the internal rejection', async () => {
    installFakeFetch({ 'GET /d': () => json({ detail: IGNORED_REJECTION_MESSAGE }, 409) });
    const { probe } = setup();

    expect(getApiErrorMessage((await probe('/d')).error, 'Failed')).toBeNull();
    expect(
      getApiErrorMessage({ name: 'Error', message: IGNORED_REJECTION_MESSAGE }, 'Failed'),
    ).toBeNull();
  });
});
