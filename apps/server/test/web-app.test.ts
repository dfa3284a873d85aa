// The one process serves the built web app, the API docs and the right browser headers.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from './helpers/test-app';

const t = setupTestApp();
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'canopy-web-dist-'));
let shop: FastifyInstance;

const html = { accept: 'text/html,application/xhtml+xml' };

beforeAll(async () => {
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Canopy</title>');
  fs.writeFileSync(path.join(webDist, 'assets', 'app-1a2b3c.js'), 'console.log("canopy")');
  // The build's pre-compressed variants (apps/web/vite.config.ts), with tell-tale content.
  for (const [file, text] of [
    ['index.html', '<!doctype html><title>Canopy</title>'],
    [path.join('assets', 'app-1a2b3c.js'), 'console.log("canopy")'],
  ] as const) {
    fs.writeFileSync(path.join(webDist, `${file}.br`), brotliCompressSync(`${text}/*br*/`));
    fs.writeFileSync(path.join(webDist, `${file}.gz`), gzipSync(`${text}/*gz*/`));
  }
  // A source map left in the build (the build writes none): it must not be served.
  fs.writeFileSync(path.join(webDist, 'assets', 'app-1a2b3c.js.map'), '{"sourcesContent":[]}');
  fs.writeFileSync(path.join(webDist, 'assets', 'app-1a2b3c.js.map.br'), brotliCompressSync('{}'));
  shop = await t.buildApp({ WEB_DIST_DIR: webDist });
});

afterAll(() => {
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('the built web app', () => {
  it('serves index.html at / with a CSP that allows the app and Stripe.js only', async () => {
    const response = await shop.inject({ method: 'GET', url: '/', headers: html });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Canopy</title>');
    expect(response.headers['cache-control']).toBe('no-cache');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self' https://js.stripe.com");
    expect(csp).toContain('frame-src https://js.stripe.com https://hooks.stripe.com');
    expect(csp).toContain("connect-src 'self' https://api.stripe.com");
    // A product's image may be any https:// URL an admin entered, so https: images load.
    expect(csp).toContain("img-src 'self' data: blob: https:;");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('never serves a source map, compressed or not', async () => {
    for (const headers of [{}, { 'accept-encoding': 'br, gzip' }]) {
      const response = await shop.inject({
        method: 'GET',
        url: '/assets/app-1a2b3c.js.map',
        headers,
      });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('sourcesContent');
    }
    const br = await shop.inject({ method: 'GET', url: '/assets/app-1a2b3c.js.map.br' });
    expect(br.statusCode).toBe(404);
  });

  it('serves fingerprinted assets as immutable', async () => {
    const response = await shop.inject({ method: 'GET', url: '/assets/app-1a2b3c.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the pre-compressed asset the browser accepts, brotli first, still immutable', async () => {
    const url = '/assets/app-1a2b3c.js';
    const br = await shop.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(String(br.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe('console.log("canopy")/*br*/');

    const gz = await shop.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe('console.log("canopy")/*gz*/');

    const plain = await shop.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("canopy")');
  });

  it('sends index.html compressed and uncached for / and for client routes', async () => {
    for (const url of ['/', '/products/12']) {
      const response = await shop.inject({
        method: 'GET',
        url,
        headers: { ...html, 'accept-encoding': 'br' },
      });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(response.headers['content-type'], url).toContain('text/html');
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(brotliDecompressSync(response.rawPayload).toString(), url).toContain('/*br*/');
    }
  });

  it('answers browser navigations to client routes with index.html', async () => {
    for (const url of ['/products/42', '/admin/login', '/no/such/page?x=1']) {
      const response = await shop.inject({ method: 'GET', url, headers: html });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<title>Canopy</title>');
    }
  });

  it('keeps API paths, missing assets and non-HTML requests as JSON 404s', async () => {
    for (const [url, headers] of [
      ['/api/no-such-route', html],
      ['/assets/missing.js', { accept: '*/*' }],
      ['/products/42', { accept: 'application/json' }],
    ] as const) {
      const response = await shop.inject({ method: 'GET', url, headers });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ detail: 'Not found', error: 'not_found' });
    }
  });

  it('without a build, tells a browser how to build it', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/', headers: html });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.body).toContain('npm run build');
  });
});

describe('API docs', () => {
  it('serves an OpenAPI 3.1 document generated from the routes', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{
      openapi: string;
      paths: Record<string, Record<string, { security?: unknown }>>;
    }>();
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/api/validate-access-code',
        '/api/admin/login',
        '/api/auth/me',
        '/api/products/categories',
        '/api/payments/config',
      ]),
    );
    expect(document.paths['/api/products/categories']?.get?.security).toEqual([{ accessCode: [] }]);
    expect(document.paths['/api/auth/me']?.get?.security).toEqual([{ adminToken: [] }]);
    expect((await t.app.inject({ method: 'GET', url: '/api/docs/' })).statusCode).toBe(200);
  });
});

describe('CORS', () => {
  it('is off by default: no CORS headers for any origin', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://elsewhere.example' },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('allows exactly the listed origins when CORS_ORIGINS is set', async () => {
    const app = await t.buildApp({ CORS_ORIGINS: 'https://shop.example' });
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/api/products/categories',
      headers: {
        origin: 'https://shop.example',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'x-access-code',
      },
    });
    expect(preflight.headers['access-control-allow-origin']).toBe('https://shop.example');
    expect(String(preflight.headers['access-control-allow-headers'])).toMatch(/X-Access-Code/i);
    const stranger = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(stranger.headers['access-control-allow-origin']).toBeUndefined();
  });
});
