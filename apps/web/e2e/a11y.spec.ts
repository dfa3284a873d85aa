// Accessibility of the storefront's catalogue, product page, cart page and checkout
// (docs/product.md#theme-and-shared-pieces): axe finds no serious or critical violation, in light
// and dark, on a phone (390 px) and a desktop (1280 px). The colour scheme is the system preference
// the browser reports, which the app follows when no theme is saved.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { blockingViolations, describeViolations } from './axe-scan';
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT } from './browser';
import { expectResults, openCatalogue } from './catalogue-screen';
import { listProducts } from './storefront-api';
import { sharedStorefront } from './storefront-access';

const storefront = sharedStorefront();

const VIEWPORTS = [
  { name: '390 px', viewport: PHONE_VIEWPORT },
  { name: '1280 px', viewport: DESKTOP_VIEWPORT },
] as const;
const SCHEMES = ['light', 'dark'] as const;

async function expectScheme(page: Page, scheme: 'light' | 'dark'): Promise<void> {
  const dark = await page.evaluate(() => document.documentElement.classList.contains('dark'));
  assert.equal(dark, scheme === 'dark', `the page is drawn in ${scheme}`);
}

async function expectNoBlockingViolations(page: Page, where: string): Promise<void> {
  const violations = await blockingViolations(page);
  assert.ok(violations.length === 0, describeViolations(where, violations));
}

for (const { name, viewport } of VIEWPORTS) {
  for (const scheme of SCHEMES) {
    test(`catalogue, product page, cart and checkout at ${name} in ${scheme}: no serious or critical axe violation`, (t) =>
      storefront.withPage(
        t,
        async (page) => {
          const first = await listProducts();
          const product = first.items.find((item) => item.stock_quantity > 0);
          assert.ok(product, 'the catalogue has products');

          await openCatalogue(page);
          await expectResults(page, first);
          await expectScheme(page, scheme);
          await expectNoBlockingViolations(page, `/products (${name}, ${scheme})`);

          await page.goto(`/products/${product.id}`);
          await page.getByRole('heading', { name: product.name, level: 1 }).waitFor();
          await expectScheme(page, scheme);
          await expectNoBlockingViolations(page, `/products/${product.id} (${name}, ${scheme})`);

          await page.getByRole('button', { name: `Add to Cart: ${product.name}` }).click();
          await page.goto('/cart');
          await page.getByText(product.name).first().waitFor();
          await expectNoBlockingViolations(page, `/cart (${name}, ${scheme})`);

          await page.goto('/checkout');
          await page.getByRole('button', { name: 'Place order' }).click();
          // The form's errors beside their fields are part of what must be accessible.
          await page.getByText('Enter a valid email address').first().waitFor();
          await expectNoBlockingViolations(page, `/checkout with errors (${name}, ${scheme})`);
        },
        { viewport, colorScheme: scheme },
      ));
  }
}
