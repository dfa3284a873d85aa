// The back office in a real browser against the real server (issue 5 acceptance): staff create a
// category and a product with an uploaded image and a shopper finds it in the storefront; an
// order moves ordered → working on → delivery → done, a move the state machine forbids is not
// offered and the API refuses it; axe finds no serious or critical violation on the back-office
// screens, light and dark.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { test } from 'node:test';
import { formatUsd } from '@canopy/contracts';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { blockingViolations, describeViolations } from './axe-scan';
import { sharedBackOffice } from './back-office-access';
import { e2e } from './env';
import { placePaidOrder } from './orders-api';
import { listProducts } from './storefront-api';

const backOffice = sharedBackOffice();

async function productPhoto(): Promise<Buffer> {
  return sharp({ create: { width: 600, height: 600, channels: 3, background: '#3f7d4e' } })
    .png()
    .toBuffer();
}

function dialog(page: Page, name: string) {
  return page.getByRole('dialog', { name });
}

test('a new category and a product with an uploaded image reach the storefront', (t) =>
  backOffice.withPage(t, async (page) => {
    const suffix = randomBytes(3).toString('hex').toUpperCase();
    const categoryName = `Tinctures ${suffix}`;
    const productName = `Calm Drops ${suffix}`;

    await page.goto('/admin/categories');
    await page.getByRole('button', { name: 'Add category' }).click();
    const categoryForm = dialog(page, 'New category');
    await categoryForm.getByLabel('Name', { exact: true }).fill(categoryName);
    await categoryForm.getByRole('button', { name: 'Save category' }).click();
    await categoryForm.waitFor({ state: 'detached' });
    await page.getByText(categoryName).first().waitFor();

    await page.goto('/admin/products');
    await page.getByRole('button', { name: 'Add product' }).click();
    const productForm = dialog(page, 'New product');
    await productForm.getByLabel('Name', { exact: true }).fill(productName);
    await productForm.getByLabel('SKU', { exact: true }).fill(`E2E-${suffix}`);
    await productForm.getByLabel('Brand', { exact: true }).fill('Quiet Hours');
    await productForm.getByLabel('Price', { exact: true }).fill('24.50');
    await productForm.getByLabel('Stock', { exact: true }).fill('7');
    await productForm.getByLabel('Category', { exact: true }).selectOption({ label: categoryName });
    await productForm.getByLabel('Image', { exact: true }).setInputFiles({
      name: 'calm-drops.png',
      mimeType: 'image/png',
      buffer: await productPhoto(),
    });
    await productForm.getByRole('img', { name: 'Product image preview' }).waitFor();
    await productForm.getByRole('button', { name: 'Save product' }).click();
    await productForm.waitFor({ state: 'detached' });
    await page.getByText(productName).first().waitFor();

    const [listed] = (await listProducts({ search: productName })).items;
    assert.equal(listed?.name, productName, 'the storefront API lists the new product');
    assert.match(listed.primary_image_url ?? '', /^\/api\/images\/[a-f0-9]{64}\.webp$/);
    assert.equal(listed.category?.name, categoryName);

    await page.goto(`/products/${String(listed.id)}`);
    await page.getByRole('heading', { name: productName, level: 1 }).waitFor();
    await page.getByText(formatUsd(24.5)).first().waitFor();
    const image = page.locator(`img[src*="${listed.primary_image_url ?? ''}"]`).first();
    await image.waitFor();
    assert.ok(
      await image.evaluate(
        (element: HTMLImageElement) => element.complete && element.naturalWidth > 0,
      ),
      'the uploaded image loads in the storefront',
    );
  }));

test('an order moves ordered → working on → delivery → done; forbidden moves are not offered and the API refuses them', (t) =>
  backOffice.withPage(t, async (page) => {
    const product = (await listProducts()).items.find((item) => item.stock_quantity > 1);
    assert.ok(product, 'a product in stock');
    const { order } = await placePaidOrder(product.id);

    await page.goto(`/admin/orders/${String(order.id)}`);
    await page.getByText(order.number).first().waitFor();
    const markAs = (label: string) => page.getByRole('button', { name: `Mark as ${label}` });
    await markAs('Working On').waitFor();
    assert.equal(await markAs('Done').count(), 0, 'done is not offered for a new order');
    assert.equal(await markAs('Delivery').count(), 0);

    const refused = await fetch(`${e2e.baseUrl}/api/admin/orders/${String(order.id)}/status`, {
      method: 'PUT',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${await backOffice.adminToken()}`,
      },
      body: JSON.stringify({ status: 'done' }),
    });
    assert.equal(refused.status, 409, 'the API refuses ordered → done');

    for (const label of ['Working On', 'Delivery', 'Done']) {
      await markAs(label).click();
      await page.locator('[data-status]').filter({ hasText: label }).first().waitFor();
    }
    assert.equal(await markAs('Working On').count(), 0);
    await markAs('Refunded').waitFor();
  }));

const SCREENS = [
  { path: '/admin', ready: 'Recent Orders' },
  { path: '/admin/products', ready: 'Add product' },
  { path: '/admin/categories', ready: 'Add category' },
  { path: '/admin/orders', ready: 'Orders' },
] as const;

for (const scheme of ['light', 'dark'] as const) {
  test(`back-office screens in ${scheme}: no serious or critical axe violation`, (t) =>
    backOffice.withPage(
      t,
      async (page) => {
        for (const screen of SCREENS) {
          await page.goto(screen.path);
          await page.getByText(screen.ready).first().waitFor();
          // Let the screen's data arrive: a loading row is not the screen staff work with.
          await page.waitForLoadState('networkidle');
          const violations = await blockingViolations(page);
          assert.ok(
            violations.length === 0,
            describeViolations(`${screen.path} (${scheme})`, violations),
          );
        }

        await page.goto('/admin/products');
        await page.getByRole('button', { name: 'Add product' }).click();
        await dialog(page, 'New product').waitFor();
        const formViolations = await blockingViolations(page);
        assert.ok(
          formViolations.length === 0,
          describeViolations(`the product form (${scheme})`, formViolations),
        );

        const [first] = (await listProducts()).items;
        assert.ok(first);
        const { order } = await placePaidOrder(first.id);
        await page.goto(`/admin/orders/${String(order.id)}`);
        await page.getByText(order.number).first().waitFor();
        await page.waitForLoadState('networkidle');
        const detailViolations = await blockingViolations(page);
        assert.ok(
          detailViolations.length === 0,
          describeViolations(`/admin/orders/${String(order.id)} (${scheme})`, detailViolations),
        );
      },
      { colorScheme: scheme },
    ));
}
