import { describe, expect, it } from 'vitest';
import { makeStore } from '../app/store';
import { installFakeFetch, json } from '../test/fake-fetch';
import { CLIENT_DEFAULTS, loadClientConfig } from './client-config';
import { paymentsConfigApi } from './payments-config-api';

const localPage = { protocol: 'http:', host: 'localhost:8080' };
const securePage = { protocol: 'https:', host: 'shop.example.com' };

function problemsOf(result: ReturnType<typeof loadClientConfig>): string[] {
  return result.ok ? [] : result.problems;
}

describe('client config', () => {
  it('defaults to the same-origin API and socket, and the spec defaults', () => {
    const result = loadClientConfig({}, securePage);
    expect(result).toEqual({
      ok: true,
      config: {
        apiUrl: '/api',
        websocketUrl: 'wss://shop.example.com/ws',
        stripePublishableKey: null,
        stripeEnvironment: 'production',
        taxRate: 0.08,
        freeShippingThreshold: 100,
        flatShippingRate: 10,
      },
    });
    expect(CLIENT_DEFAULTS.stripeEnvironment).toBe('production');
  });

  it('derives ws:// from a plain-http page', () => {
    const result = loadClientConfig({}, localPage);
    expect(result.ok && result.config.websocketUrl).toBe('ws://localhost:8080/ws');
  });

  it('accepts https and wss addresses anywhere, and http/ws only for this machine', () => {
    for (const [api, ws] of [
      ['https://api.example.com/api', 'wss://api.example.com/ws'],
      ['http://localhost:8080/api', 'ws://localhost:8080/ws'],
      ['http://127.0.0.1:8080/api', 'ws://127.0.0.1:8080/ws'],
      ['http://[::1]:8080/api', 'ws://[::1]:8080/ws'],
    ] as const) {
      expect(
        problemsOf(loadClientConfig({ VITE_API_URL: api, VITE_WS_URL: ws }, securePage)),
      ).toEqual([]);
    }
  });

  it('refuses plain http or ws to another host, and anything that is not a URL', () => {
    const insecure = loadClientConfig(
      { VITE_API_URL: 'http://api.example.com/api', VITE_WS_URL: 'ws://api.example.com/ws' },
      securePage,
    );
    expect(problemsOf(insecure)).toEqual([
      'apiUrl: The backend address must use https unless it is local',
      'websocketUrl: The websocket address must use wss unless it is local',
    ]);
    expect(loadClientConfig({ VITE_API_URL: '//api.example.com' }, securePage).ok).toBe(false);
    expect(loadClientConfig({ VITE_WS_URL: 'https://api.example.com/ws' }, securePage).ok).toBe(
      false,
    );
    expect(loadClientConfig({ VITE_API_URL: 'ftp://localhost/api' }, securePage).ok).toBe(false);
  });

  it('takes the Stripe key and environment from the build', () => {
    const result = loadClientConfig(
      { VITE_STRIPE_PUBLISHABLE_KEY: 'pk_test_123', VITE_STRIPE_ENVIRONMENT: 'test' },
      securePage,
    );
    expect(result.ok && result.config.stripePublishableKey).toBe('pk_test_123');
    expect(result.ok && result.config.stripeEnvironment).toBe('test');
  });

  it('replaces the money defaults with the live values of GET /payments/config', async () => {
    installFakeFetch({
      'GET /payments/config': () =>
        json({
          publishableKey: 'pk_live_abc',
          provider: 'stripe',
          taxRate: 0.0725,
          defaultShippingCost: 7.5,
          freeShippingThreshold: 75,
          storeStatus: 'maintenance',
        }),
    });
    const loaded = loadClientConfig({}, localPage);
    if (!loaded.ok) throw new Error('config should load');
    const navigation = {
      currentPath: () => '/',
      redirect: () => undefined,
      reload: () => undefined,
    };
    const store = makeStore({ config: loaded.config, navigation });
    expect(store.getState().config.taxRate).toBe(0.08);

    await store.dispatch(paymentsConfigApi.endpoints.getPaymentsConfig.initiate());
    expect(store.getState().config).toMatchObject({
      taxRate: 0.0725,
      flatShippingRate: 7.5,
      freeShippingThreshold: 75,
      stripePublishableKey: 'pk_live_abc',
      paymentProvider: 'stripe',
      liveValuesLoaded: true,
      storeStatus: 'maintenance',
    });
  });
});
