// Purchase limits in the browser, with the California pack (per store day: 28.5 g of flower)
// set through the admin API and a product of 10 g of flower per unit made for this file: the
// cart meter follows the cart in the drawer and on the cart page, Add to Cart explains a unit
// that would go over and adds nothing, checkout shows the buckets of the server's refusal when an
// earlier order of the same customer (placed from another session) leaves too little. axe is
// clean on the cart and the checkout; screenshots of the meter go to apps/web/test-results/. The
// Compliance screen has its own file (purchase-limits-compliance.spec.ts), to keep each file
// within the runner's time limit.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { after, before, test } from 'node:test';
import type { AdminProduct } from '@canopy/contracts';
import type { Page } from 'playwright-core';
import { createProduct } from './admin-products-api';
import { blockingViolations, describeViolations } from './axe-scan';
import { sharedBackOffice } from './back-office-access';
import { PHONE_VIEWPORT } from './browser';
import { cartButton, cartCount, cartDrawer } from './cart-screen';
import { checkoutFromDrawer, submitDetails } from './checkout-screen';
import { setLimitPack } from './compliance-api';
import { eventually } from './eventually';
import { placeOrderFor } from './orders-api';

const office = sharedBackOffice();
const shots = path.resolve(import.meta.dirname, '../test-results');
let flower: AdminProduct;

before(async () => {
  await setLimitPack({ pack: 'us-ca-adult' });
  flower = await createProduct('Limit Flower', 20, 50, {
    limit_class: 'flower',
    net_weight_g: 10,
  });
  await mkdir(shots, { recursive: true });
});

after(async () => {
  await setLimitPack({ pack: 'none' });
});

async function assertAxeClean(page: Page, where: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  const violations = await blockingViolations(page);
  assert.ok(violations.length === 0, describeViolations(where, violations));
}

async function addOnProductPage(page: Page, expected: number): Promise<void> {
  await page.goto(`/products/${String(flower.id)}`);
  await page
    .getByRole('main')
    .getByRole('button', { name: /^Add to Cart/ })
    .click();
  await eventually(async () => assert.equal(await cartCount(page), expected));
}

test('the meter follows the cart; Add to Cart explains a unit that would go over', (t) =>
  office.withPage(t, async (page) => {
    await addOnProductPage(page, 1);
    await cartButton(page).click();
    const drawer = cartDrawer(page);
    const meter = drawer.getByRole('region', { name: 'Purchase limits' });
    await meter.getByText('18.5 of 28.5 g flower left today', { exact: true }).waitFor();
    await meter.getByText('8 of 8 g concentrate left today', { exact: true }).waitFor();
    await drawer.getByRole('button', { name: `Increase quantity of ${flower.name}` }).click();
    await meter.getByText('8.5 of 28.5 g flower left today', { exact: true }).waitFor();
    await page.screenshot({ path: path.join(shots, 'purchase-limits-drawer-light-desktop.png') });

    await drawer.getByRole('button', { name: 'Close cart' }).click();
    await drawer.waitFor({ state: 'hidden' });
    const add = page.getByRole('main').getByRole('button', { name: /^Add to Cart/ });
    await add.click();
    const reason = `Not added: ${flower.name} would go over your purchase limit (8.5 of 28.5 g flower left today).`;
    await page.getByText(reason, { exact: true }).waitFor();
    assert.equal(await cartCount(page), 2, 'nothing was added');
    await page.screenshot({
      path: path.join(shots, 'purchase-limits-add-refused-light-desktop.png'),
    });

    await page.goto('/cart');
    await page
      .getByRole('region', { name: 'Purchase limits' })
      .getByText('8.5 of 28.5 g flower left today', { exact: true })
      .waitFor();
    await assertAxeClean(page, '/cart with the purchase-limit meter');
  }));

test('the cart page meter in dark on a phone: axe clean', (t) =>
  office.withPage(
    t,
    async (page) => {
      await addOnProductPage(page, 1);
      await page.goto('/cart');
      await page
        .getByRole('region', { name: 'Purchase limits' })
        .getByText('18.5 of 28.5 g flower left today', { exact: true })
        .waitFor();
      await assertAxeClean(page, '/cart (dark, 390 px)');
      await page.screenshot({
        path: path.join(shots, 'purchase-limits-cart-dark-390.png'),
        fullPage: true,
      });
    },
    { colorScheme: 'dark', viewport: PHONE_VIEWPORT },
  ));

test('checkout shows the buckets of a refusal when an earlier order leaves too little', (t) =>
  office.withPage(t, async (page) => {
    const email = `limits-${randomUUID().slice(0, 8)}@example.com`;
    // 20 g today from another session: the meter cannot see it, checkout counts it.
    await placeOrderFor(email, [{ product_id: flower.id, quantity: 2 }]);

    await addOnProductPage(page, 1);
    await checkoutFromDrawer(page);
    await submitDetails(page, email);
    const refusal = page.getByRole('alert').filter({
      has: page.getByRole('heading', { name: 'Over a purchase limit' }),
    });
    await refusal
      .getByText('flower: 20 g already bought + 10 g in this order = 30 g; the limit is 28.5 g', {
        exact: true,
      })
      .waitFor();
    assert.equal(
      await page.getByRole('heading', { name: 'Payment' }).count(),
      0,
      'no order was placed',
    );
    await page.screenshot({
      path: path.join(shots, 'purchase-limits-checkout-refused-light-desktop.png'),
      fullPage: true,
    });
    await assertAxeClean(page, '/checkout with a purchase-limit refusal');
  }));
