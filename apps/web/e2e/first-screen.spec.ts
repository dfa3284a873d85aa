// The storefront's first screen in the document (docs/decisions/0041-first-screen-in-the-document.md)
// in a real browser against the real server: the page request of a shopper whose gate and age step
// set the page cookie carries the first screen's product names; one without a session, or whose
// code was deactivated since, gets the plain page and the gate; and the app takes over the
// server's first screen without a console error.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  adminAccessCodeCreatedSchema,
  productListResponseSchema,
  type ProductListResponse,
} from '@canopy/contracts';
import type { Page } from 'playwright-core';
import { accessCodeBox, submitButton, typeAccessCode } from './access-code-boxes';
import { passAgeStep } from './age-step-screen';
import { signInThroughApi } from './back-office-access';
import { e2e } from './env';
import { eventually } from './eventually';
import { sharedBrowser } from './shared-browser';
import { storefrontSession } from './storefront-session';

const shared = sharedBrowser();

/** As the server writes text into HTML. */
function inHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** The catalogue's first page as the web app asks for /products (its defaults). */
async function firstPage(): Promise<ProductListResponse> {
  const { headers } = await storefrontSession();
  const response = await fetch(
    `${e2e.baseUrl}/api/products?in_stock_only=true&sort_by=created_at&page=1&size=20`,
    { headers },
  );
  assert.equal(response.status, 200);
  return productListResponseSchema.parse(await response.json());
}

/** The document a navigation to the path gets, with the browser context's cookies. */
async function pageDocument(page: Page, path: string): Promise<string> {
  const response = await page.request.get(path, { headers: { accept: 'text/html' } });
  assert.equal(response.status(), 200, path);
  return response.text();
}

/** Passes the gate and the age step through the real screens with this code. */
async function passGate(page: Page, code: string): Promise<void> {
  await page.goto('/');
  await typeAccessCode(page, code);
  await submitButton(page).click();
  await passAgeStep(page);
  await page.getByRole('heading', { name: 'Products', exact: true }).waitFor();
}

let adminToken: Promise<string> | undefined;

async function adminRequest(method: string, path: string, body: unknown): Promise<unknown> {
  adminToken ??= signInThroughApi();
  const response = await fetch(`${e2e.baseUrl}/api${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${await adminToken}`,
    },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  assert.ok(response.ok, `${method} ${path} answered ${response.status}: ${text}`);
  return JSON.parse(text) as unknown;
}

test("the first screen's product names are in the document with a session, not without", (t) =>
  shared.withPage(t, async (page) => {
    const { items } = await firstPage();
    assert.ok(items.length > 0, 'the demo catalogue has products');

    const locked = await pageDocument(page, '/products');
    for (const product of items) assert.ok(!locked.includes(inHtml(product.name)), product.name);
    await page.goto('/products');
    await accessCodeBox(page, 1).waitFor();

    await passGate(page, e2e.accessCode);
    const admitted = await pageDocument(page, '/products');
    for (const product of items) assert.ok(admitted.includes(inHtml(product.name)), product.name);

    const [first] = items;
    assert.ok(first);
    const productPage = await pageDocument(page, `/products/${String(first.id)}`);
    assert.ok(productPage.includes(inHtml(first.name)), 'the product page names its product');
  }));

test('deactivating the code mid-session brings the gate back on the next document', (t) =>
  shared.withPage(t, async (page) => {
    const { access_code: created, plaintext_code: code } = adminAccessCodeCreatedSchema.parse(
      await adminRequest('POST', '/admin/access-codes', { label: 'E2E first screen' }),
    );
    const { items } = await firstPage();
    const name = inHtml(items[0]?.name ?? '');

    await passGate(page, code);
    assert.ok((await pageDocument(page, '/products')).includes(name), 'admitted at first');

    await adminRequest('PUT', `/admin/access-codes/${String(created.id)}`, { is_active: false });
    const after = await pageDocument(page, '/products');
    assert.ok(!after.includes(name), 'no product in the document once the code is deactivated');
    await page.goto('/products');
    await accessCodeBox(page, 1).waitFor();
  }));

test('the app takes over the first screen without a console error or a second request', (t) =>
  shared.withPage(t, async (page) => {
    await passGate(page, e2e.accessCode);
    const { items } = await firstPage();
    const [first] = items;
    assert.ok(first);

    const errors: string[] = [];
    const productRequests: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/products' || url.pathname === `/api/products/${String(first.id)}`)
        productRequests.push(request.url());
    });

    await page.goto('/products');
    await page.getByRole('link', { name: first.name, exact: true }).first().waitFor();
    await page.getByRole('tab', { name: 'Explore', exact: true }).waitFor();
    await page.goto(`/products/${String(first.id)}`);
    await page.getByRole('heading', { level: 1, name: first.name, exact: true }).waitFor();
    // The server's markup is gone: the app's own first screen replaced it.
    await eventually(async () =>
      assert.equal(await page.locator('[data-first-screen]').count(), 0),
    );

    assert.deepEqual(errors, [], 'console errors');
    assert.deepEqual(productRequests, [], 'the first screens were asked for again');
  }));
