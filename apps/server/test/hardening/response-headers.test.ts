// Every kind of answer carries the browser protections, and no answer gives away the server's
// insides. Behind an https proxy (TRUST_PROXY, X-Forwarded-Proto: https) a page of the web app, an
// API JSON answer, an error answer and a product image each carry a CSP with
// frame-ancestors 'none', X-Content-Type-Options nosniff and HSTS, and none says X-Powered-By.
// API answers that hold anyone's data (a sign-in, an order, admin reads, errors) say no-store, while
// the public reads (catalogue, images, config, health) keep their caching.
// API answers are JSON even when a browser asks for HTML, so product text never reaches a browser
// as markup. A database fault answers only the generic 500/503 body: a missing table (an SQL error
// with the statement in its message) and a closed database, provoked on a throwaway database.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { storeProductImage } from '../../src/modules/catalog/images.service';
import { createAccessCode } from '../factories/access-codes';
import { createAdminUser } from '../factories/admin-users';
import { createShopper, orderRequest, placeOrder } from '../factories/orders';
import { createProduct } from '../factories/products';
import { setupTestApp, testConfig } from '../helpers/test-app';
import { openTestDatabase, type TestDatabase } from '../helpers/test-database';

const t = setupTestApp();
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'canopy-web-dist-'));
const HTML_MARKUP = '<img src=x onerror=alert(1)>';
const behindHttps = { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9' };
const asBrowser = { ...behindHttps, accept: 'text/html,application/xhtml+xml' };

let shop: FastifyInstance;
let code: string;
let imageUrl: string;
let productId: number;

beforeAll(async () => {
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Canopy</title>');
  shop = await t.buildApp({ WEB_DIST_DIR: webDist, TRUST_PROXY: 'true' });
  ({ code } = await createAccessCode(t));
  const png = await sharp({
    create: { width: 64, height: 64, channels: 3, background: '#3a7d44' },
  })
    .png()
    .toBuffer();
  ({ url: imageUrl } = await storeProductImage(t.db, png));
  ({ id: productId } = await createProduct(t.db, {
    name: HTML_MARKUP,
    brand: HTML_MARKUP,
    description: `<script>alert(1)</script>${HTML_MARKUP}`,
  }));
});

afterAll(() => {
  fs.rmSync(webDist, { recursive: true, force: true });
});

function expectProtections(response: LightMyRequestResponse, what: string): void {
  const csp = String(response.headers['content-security-policy']);
  expect(csp, what).toMatch(/(^|;)\s*frame-ancestors 'none'\s*(;|$)/);
  expect(csp, what).toMatch(/(^|;)\s*default-src 'self'\s*(;|$)/);
  expect(csp, what).toMatch(/(^|;)\s*object-src 'none'\s*(;|$)/);
  expect(response.headers['x-content-type-options'], what).toBe('nosniff');
  expect(String(response.headers['strict-transport-security']), what).toMatch(/^max-age=\d{7,}/);
  expect(response.headers['x-powered-by'], what).toBeUndefined();
}

describe('browser protections on every kind of answer, behind an https proxy', () => {
  it('a page of the web app (the index and a deep link)', async () => {
    for (const url of ['/', '/products/7']) {
      const response = await shop.inject({ method: 'GET', url, headers: asBrowser });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expectProtections(response, url);
    }
  });

  it('an API JSON answer', async () => {
    const response = await shop.inject({
      method: 'GET',
      url: '/api/products',
      headers: { ...behindHttps, 'x-access-code': code },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expectProtections(response, 'GET /api/products');
  });

  it('error answers (the gate, an unknown API path, bad input)', async () => {
    const errors = [
      { method: 'GET', url: '/api/products', status: 403 },
      { method: 'GET', url: '/api/no-such-thing', status: 404 },
      { method: 'GET', url: '/api/products?size=x&sort_by=%3Cb%3E', status: 422 },
    ] as const;
    for (const { method, url, status } of errors) {
      const response = await shop.inject({
        method,
        url,
        headers: { ...behindHttps, ...(status === 403 ? {} : { 'x-access-code': code }) },
      });
      expect(response.statusCode, url).toBe(status);
      expect(response.headers['content-type'], url).toMatch(/^application\/json/);
      expectProtections(response, `${method} ${url}`);
    }
  });

  it('a product image', async () => {
    const response = await shop.inject({ method: 'GET', url: imageUrl, headers: behindHttps });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expectProtections(response, imageUrl);
  });
});

describe('what caches may keep', () => {
  it('answers no-store to sign-in, the session, an order read with its token, admin reads and errors', async () => {
    const admin = await createAdminUser(t.db, { isSuperuser: true });
    const login = await shop.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: behindHttps,
      payload: { username: admin.username, password: admin.password },
    });
    expect(login.statusCode).toBe(200);
    const bearer = {
      ...behindHttps,
      authorization: `Bearer ${login.json<{ access_token: string }>().access_token}`,
    };
    const shopper = await createShopper(t);
    const product = await createProduct(t.db, { retailPriceCents: 1200 });
    const placed = await placeOrder(
      shop,
      shopper,
      orderRequest([{ product_id: product.id, quantity: 1 }]),
    );
    const { id: codeId } = await createAccessCode(t);
    const calls = [
      { method: 'GET', url: '/api/auth/me', headers: bearer },
      {
        method: 'GET',
        url: `/api/orders/${placed.order.id}`,
        headers: {
          ...behindHttps,
          'x-access-code': shopper.code,
          'x-order-token': placed.order_token,
        },
      },
      { method: 'GET', url: '/api/admin/orders', headers: bearer },
      { method: 'GET', url: '/api/admin/access-codes', headers: bearer },
      { method: 'POST', url: `/api/admin/access-codes/${codeId}/reveal`, headers: bearer },
      { method: 'GET', url: '/api/products', headers: behindHttps },
      { method: 'GET', url: '/api/no-such-thing', headers: behindHttps },
    ] as const;
    expect(login.headers['cache-control'], 'POST /api/admin/login').toBe('no-store');
    for (const { method, url, headers } of calls) {
      const response = await shop.inject({ method, url, headers });
      expect(response.statusCode, url).toBeLessThan(500);
      expect(response.headers['cache-control'], `${method} ${url}`).toBe('no-store');
    }
  });

  it('keeps the public reads cacheable: the catalogue, images, config and health', async () => {
    const catalogue = await shop.inject({
      method: 'GET',
      url: '/api/products',
      headers: { ...behindHttps, 'x-access-code': code },
    });
    expect(catalogue.headers['cache-control']).toBe('private, max-age=0, must-revalidate');
    expect(catalogue.headers.etag).toBeDefined();
    const image = await shop.inject({ method: 'GET', url: imageUrl, headers: behindHttps });
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/api/payments/config', '/api/health']) {
      const response = await shop.inject({ method: 'GET', url, headers: behindHttps });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBeUndefined();
    }
  });
});

describe('API answers are never HTML', () => {
  it('answers JSON to a browser asking for HTML, with product text as data', async () => {
    const headers = { ...asBrowser, 'x-access-code': code };
    for (const url of [
      `/api/products/${productId}`,
      `/api/products?search=${encodeURIComponent(HTML_MARKUP)}`,
      '/api/products/brands',
      '/api/no-such-thing',
      '/api/products?size=%3Cscript%3E',
    ]) {
      const response = await shop.inject({ method: 'GET', url, headers });
      expect(response.headers['content-type'], url).toMatch(/^application\/json/);
    }
    const product = await shop.inject({
      method: 'GET',
      url: `/api/products/${productId}`,
      headers,
    });
    expect(product.json()).toMatchObject({ name: HTML_MARKUP, brand: HTML_MARKUP });
  });
});

// Words that only appear in a stack trace, an SQL statement or a driver message.
const INSIDES =
  /\bat [\w.<>]+ \(|\.ts:\d+|node_modules|\bselect\b|\binsert\b|\bfrom "|relation "|does not exist|drizzle|pglite|postgres|ECONN/i;

describe('no stack trace or SQL in any error answer', () => {
  let throwaway: TestDatabase;
  let broken: FastifyInstance;
  let disposed = false;

  beforeAll(async () => {
    throwaway = await openTestDatabase();
    broken = await buildApp(testConfig(), { database: throwaway.handle });
    await broken.ready();
  });

  afterAll(async () => {
    await broken.close();
    if (!disposed) await throwaway.dispose();
  });

  it('answers 4xx bodies that describe the request only', async () => {
    const calls = [
      { method: 'GET', url: '/api/products/%E0%A4%A' },
      { method: 'GET', url: '/api/products/999999' },
      { method: 'GET', url: `/api/products/${encodeURIComponent("1' OR '1'='1")}` },
      { method: 'GET', url: '/api/products?min_price=abc&sort_by=1;DROP TABLE products' },
      { method: 'POST', url: '/api/orders', payload: '{"items": [', json: true },
      { method: 'POST', url: '/api/orders', payload: 'plain text', json: false },
    ] as const;
    for (const call of calls) {
      const response = await t.app.inject({
        method: call.method,
        url: call.url,
        headers: {
          'x-access-code': code,
          ...('json' in call
            ? { 'content-type': call.json ? 'application/json' : 'text/plain' }
            : {}),
        },
        ...('payload' in call ? { payload: call.payload } : {}),
      });
      expect(response.statusCode, call.url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, call.url).toBeLessThan(500);
      expect(response.body, call.url).not.toMatch(INSIDES);
    }
  });

  it('answers a failing SQL statement (a table gone) with the generic 500 body only', async () => {
    const { code: brokenCode } = await createAccessCode({
      db: throwaway.handle.db,
      config: broken.config,
    });
    await throwaway.handle.db.execute(sql`DROP TABLE products CASCADE`);
    const response = await broken.inject({
      method: 'GET',
      url: '/api/products',
      headers: { 'x-access-code': brokenCode },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ detail: 'Internal server error', error: 'internal_error' });
    expect(response.body).not.toMatch(INSIDES);
  });

  it('answers a closed database with the generic 503 body only', async () => {
    disposed = true;
    await throwaway.dispose();
    const response = await broken.inject({
      method: 'GET',
      url: '/api/products/categories',
      headers: { 'x-access-code': 'ABC123' },
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      detail: 'Service temporarily unavailable',
      error: 'service_unavailable',
    });
    expect(response.body).not.toMatch(INSIDES);
  });
});
