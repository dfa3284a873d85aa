// The storefront's first screen in the document (docs/decisions/0041-first-screen-in-the-document.md):
// the page cookie the gate (and the age step) sets, and the page request for /products and
// /products/{id} answered with the first screen for a session the API would admit, the plain page
// (no product in it) for every session it would refuse. Time is moved by the app's injected clock.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newShopper, setAgeRules, verifyAge } from '../../../test/helpers/age-step';
import { productBody, signInAdmin } from '../../../test/helpers/admin-catalog';
import { createAccessCode, updateAccessCode } from '../../../test/factories/access-codes';
import { createProducts } from '../../../test/factories/products';
import { newClientIp, setupTestApp } from '../../../test/helpers/test-app';
import { PAGE_COOKIE, PAGE_COOKIE_TTL_SECONDS } from './page-cookie';

const t = setupTestApp();
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'canopy-first-screen-'));
const INDEX_HTML =
  '<!doctype html><html><head><title>Canopy</title></head>' +
  '<body><div id="root"><div role="status">Loading...</div></div></body></html>';
let clock = new Date('2026-03-02T18:00:00Z');
let app: FastifyInstance;

const NAMES = ['Aurora Kush Flower', 'Blue Dream Pre-roll', 'Citrus Gummies'];

beforeAll(async () => {
  fs.writeFileSync(path.join(webDist, 'index.html'), INDEX_HTML);
  await createProducts(
    t.db,
    NAMES.map((name, index) => ({
      name,
      brand: 'Canopy Farms',
      primaryImageUrl: `/api/images/test-${index}.webp`,
    })),
  );
  app = await t.buildApp({ WEB_DIST_DIR: webDist }, { now: () => clock });
});

afterAll(() => {
  fs.rmSync(webDist, { recursive: true, force: true });
});

interface Session {
  accessCodeId: number;
  code: string;
  token: string;
  cookie: string | null;
}

function pageCookieOf(response: { cookies: Array<{ name: string; value: string }> }) {
  return response.cookies.find((cookie) => cookie.name === PAGE_COOKIE) ?? null;
}

function validate(code: string) {
  return app.inject({
    method: 'POST',
    url: '/api/validate-access-code',
    payload: { code },
    remoteAddress: newClientIp(),
  });
}

/** A shopper through the gate: their code, token and page cookie (null when none was set). */
async function gatePassed(overrides: { maxUses?: number } = {}): Promise<Session> {
  const { id, code } = await createAccessCode(t, overrides);
  const response = await validate(code);
  expect(response.statusCode).toBe(200);
  return {
    accessCodeId: id,
    code,
    token: response.json<{ token: string }>().token,
    cookie: pageCookieOf(response)?.value ?? null,
  };
}

function page(url: string, cookie: string | null) {
  return app.inject({
    method: 'GET',
    url,
    headers: {
      accept: 'text/html,application/xhtml+xml',
      ...(cookie === null ? {} : { cookie: `${PAGE_COOKIE}=${cookie}` }),
    },
  });
}

function expectFirstScreen(response: Awaited<ReturnType<typeof page>>, names: string[]) {
  expect(response.statusCode).toBe(200);
  for (const name of names) expect(response.body).toContain(name);
  expect(response.body).toContain('id="first-screen-data"');
  expect(response.headers['cache-control']).toBe('private, no-store');
  expect(response.headers.vary).toContain('Cookie');
}

function expectPlainPage(response: Awaited<ReturnType<typeof page>>) {
  expect(response.statusCode).toBe(200);
  expect(response.body).toBe(INDEX_HTML);
  for (const name of NAMES) expect(response.body).not.toContain(name);
  expect(response.headers['cache-control']).toBe('no-cache');
  expect(response.headers.vary).toContain('Cookie');
}

describe('the page cookie', () => {
  it('is set by the gate with age verification off: signed, short-lived, HttpOnly, Lax', async () => {
    const { code } = await createAccessCode(t);
    const response = await validate(code);
    expect(response.statusCode).toBe(200);
    const cookie = pageCookieOf(response);
    expect(cookie).toMatchObject({
      path: '/',
      httpOnly: true,
      sameSite: 'Lax',
      maxAge: PAGE_COOKIE_TTL_SECONDS,
    });
    expect(cookie).not.toHaveProperty('secure', true);
    // The API still answers with the customer token in the body, as before.
    const body = response.json<{ valid: boolean; token: string }>();
    expect(body.valid).toBe(true);
    expect(body.token).not.toBe('');
  });

  it('is Secure when a trusted proxy says the request came over https', async () => {
    const proxied = await t.buildApp({ TRUST_PROXY: 'true', WEB_DIST_DIR: webDist });
    const { code } = await createAccessCode(t);
    const response = await proxied.inject({
      method: 'POST',
      url: '/api/validate-access-code',
      payload: { code },
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': newClientIp() },
    });
    expect(pageCookieOf(response)).toMatchObject({ secure: true, httpOnly: true });
  });

  it('is set again when the customer token is renewed', async () => {
    const session = await gatePassed();
    const response = await app.inject({
      method: 'POST',
      url: '/api/customer-token',
      headers: { 'x-access-code': session.code, authorization: `Bearer ${session.token}` },
      remoteAddress: newClientIp(),
    });
    expect(response.statusCode).toBe(200);
    const cookie = pageCookieOf(response);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expectFirstScreen(await page('/products', cookie?.value ?? null), NAMES);
  });

  it('is not set for a refused code', async () => {
    const response = await validate('ZZZZ99');
    expect(response.json()).toMatchObject({ valid: false });
    expect(pageCookieOf(response)).toBeNull();
  });
});

describe('the page request with a page cookie', () => {
  it('answers /products with the first screen: names, data, image preloads, private', async () => {
    const { cookie } = await gatePassed();
    const response = await page('/products', cookie);
    expectFirstScreen(response, NAMES);
    expect(response.body).toContain('<link rel="preload" as="image" href="/api/images/test-');
    expect(response.body).toContain('"in_stock_only":"true"');
  });

  it('reads the address as the web app does: its search, its filters', async () => {
    const { cookie } = await gatePassed();
    const response = await page('/products?search=gummies&in_stock_only=false', cookie);
    expectFirstScreen(response, ['Citrus Gummies']);
    expect(response.body).not.toContain('Aurora Kush Flower');
    expect(response.body).toContain('"search":"gummies"');
  });

  it('answers /products/{id} with the product, and the plain page for an unknown one', async () => {
    const { cookie } = await gatePassed();
    const list = await page('/products', cookie);
    const id = /href="\/products\/(\d+)">Blue Dream Pre-roll</.exec(list.body)?.[1];
    expect(id).toBeDefined();
    expectFirstScreen(await page(`/products/${id}`, cookie), ['Blue Dream Pre-roll']);
    expectPlainPage(await page('/products/999999', cookie));
  });

  it('shows an admin catalogue change in the next document', async () => {
    const { cookie } = await gatePassed();
    const admin = await signInAdmin({ db: t.db, app });
    const created = await app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers: admin.headers,
      payload: productBody({ name: 'Freshly Added Tincture' }),
    });
    expect(created.statusCode).toBe(201);
    expectFirstScreen(await page('/products?search=tincture', cookie), ['Freshly Added Tincture']);
  });

  it('keeps a used-up code open to its own session, as the API does', async () => {
    const session = await gatePassed({ maxUses: 1 });
    expectFirstScreen(await page('/products', session.cookie), NAMES);
  });
});

describe('the page request the API would refuse gets the plain page, no product in it', () => {
  it('without a cookie, or with a forged one', async () => {
    expectPlainPage(await page('/products', null));
    const { cookie } = await gatePassed();
    expectPlainPage(await page('/products', `${cookie ?? ''}x`));
  });

  it('after the code is deactivated', async () => {
    const session = await gatePassed();
    expectFirstScreen(await page('/products', session.cookie), NAMES);
    const admin = await signInAdmin({ db: t.db, app });
    const response = await app.inject({
      method: 'PUT',
      url: `/api/admin/access-codes/${session.accessCodeId}`,
      headers: admin.headers,
      payload: { is_active: false },
    });
    expect(response.statusCode).toBe(200);
    expectPlainPage(await page('/products', session.cookie));
  });

  it('after the code has expired', async () => {
    const session = await gatePassed();
    await updateAccessCode(t.db, session.accessCodeId, { expiresAt: new Date(Date.now() - 1000) });
    app.invalidation.bump('access_codes');
    expectPlainPage(await page('/products', session.cookie));
  });

  it('once the cookie has expired', async () => {
    const session = await gatePassed();
    const start = clock;
    try {
      clock = new Date(start.getTime() + (PAGE_COOKIE_TTL_SECONDS - 1) * 1000);
      expectFirstScreen(await page('/products', session.cookie), NAMES);
      clock = new Date(start.getTime() + PAGE_COOKIE_TTL_SECONDS * 1000);
      expectPlainPage(await page('/products', session.cookie));
    } finally {
      clock = start;
    }
  });
});

describe('with age verification on', () => {
  const ATTEST = { age_verification: 'attest', minimum_age: 21, age_policy_version: 1 };

  it('sets the cookie at the age step, not at the gate; a raised policy version voids it', async () => {
    await setAgeRules(app, t.db, ATTEST);
    try {
      const shopper = await newShopper(app, t);
      const gate = await gatePassed();
      expect(gate.cookie).toBeNull();
      const verified = await verifyAge(app, shopper, { attest: true });
      expect(verified.statusCode).toBe(200);
      const cookie = pageCookieOf(verified);
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expectFirstScreen(await page('/products', cookie?.value ?? null), NAMES);

      // The cookie of a gate passed while age verification was off is not enough now.
      await setAgeRules(app, t.db, { age_verification: 'off' });
      const before = await gatePassed();
      await setAgeRules(app, t.db, ATTEST);
      expectPlainPage(await page('/products', before.cookie));

      await setAgeRules(app, t.db, { ...ATTEST, age_policy_version: 2 });
      expectPlainPage(await page('/products', cookie?.value ?? null));
    } finally {
      await setAgeRules(app, t.db, { age_verification: 'off', age_policy_version: 1 });
    }
  });
});
