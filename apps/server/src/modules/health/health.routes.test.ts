import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { openDatabase } from '../../db/client';
import { openTestDatabase } from '../../../test/helpers/test-database';
import { setupTestApp, testConfig } from '../../../test/helpers/test-app';

const t = setupTestApp();

describe('GET /api/health', () => {
  it('answers ok without an access code', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('RATE_LIMIT_MAX', () => {
  it('limits every route per client and minute when set', async () => {
    const limited = await t.buildApp({ RATE_LIMIT_MAX: '3' });
    const statuses: number[] = [];
    for (let call = 0; call < 4; call += 1) {
      statuses.push((await limited.inject({ method: 'GET', url: '/api/health' })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    // Without it (the default) there is no global limit.
    for (let call = 0; call < 5; call += 1) {
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    }
  });
});

describe('GET /api/health/database', () => {
  it('reports the database up with its latency', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health/database' });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ status: string; latency_ms: number }>();
    expect(body.status).toBe('up');
    expect(body.latency_ms).toBeGreaterThanOrEqual(0);
  });

  it('answers 503 down when the database is gone, and other routes 503 without detail', async () => {
    const doomed = await openTestDatabase();
    const app = await buildApp(testConfig(), { database: doomed.handle });
    try {
      await app.ready();
      await doomed.dispose();

      const health = await app.inject({ method: 'GET', url: '/api/health/database' });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toMatchObject({ status: 'down' });

      const storefront = await app.inject({
        method: 'GET',
        url: '/api/products/categories',
        headers: { 'x-access-code': 'ABC123' },
      });
      expect(storefront.statusCode).toBe(503);
      expect(storefront.json()).toEqual({
        detail: 'Service temporarily unavailable',
        error: 'service_unavailable',
      });
    } finally {
      await app.close();
    }
  });

  it('answers 503 when PostgreSQL cannot be reached', async () => {
    const unreachable = await openDatabase({ url: 'postgres://postgres@127.0.0.1:1/canopy' });
    const app = await buildApp(testConfig(), { database: unreachable });
    try {
      await app.ready();
      const health = await app.inject({ method: 'GET', url: '/api/health/database' });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toMatchObject({ status: 'down' });
      const login = await app.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { username: 'admin', password: 'whatever' },
      });
      expect(login.statusCode).toBe(503);
      expect(login.json()).toEqual({
        detail: 'Service temporarily unavailable',
        error: 'service_unavailable',
      });
    } finally {
      await app.close();
      await unreachable.close();
    }
  });
});
