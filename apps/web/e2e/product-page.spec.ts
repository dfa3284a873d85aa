// The product page in a real browser against the real server (docs/product.md#product-page,
// stock labels, cart quantity rules; issue 3 "Product page").
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { effectivePrice, formatUsd, gridStockLabel, type Product } from '@canopy/contracts';
import type { Page } from 'playwright-core';
import { createProduct } from './admin-products-api';
import { expectResults, openCatalogue, productItem } from './catalogue-screen';
import { eventually } from './eventually';
import { getProduct, listProducts } from './storefront-api';
import { sharedStorefront } from './storefront-access';

const storefront = sharedStorefront();

function cartButton(page: Page) {
  return page.getByRole('banner').getByRole('button', { name: /^Cart, \d+ items?$/ });
}

async function cartCount(page: Page): Promise<number> {
  const label = (await cartButton(page).getAttribute('aria-label')) ?? '';
  return Number(/^Cart, (\d+) items?$/.exec(label)?.[1] ?? Number.NaN);
}

function addToCartButton(page: Page) {
  return page.getByRole('main').getByRole('button', { name: /^Add to Cart/ });
}

function quantityBox(page: Page) {
  return page.getByRole('spinbutton', { name: 'Quantity' });
}

async function expectProductDetails(page: Page, product: Product): Promise<void> {
  const main = page.getByRole('main');
  await main.getByRole('heading', { name: product.name, level: 1 }).waitFor();
  // The document's first screen shows the heading too; the app's page has the stepper.
  await quantityBox(page).waitFor();
  const text = (await main.textContent()) ?? '';
  assert.ok(text.includes(formatUsd(effectivePrice(product))), 'the effective price');
  assert.ok(text.includes(gridStockLabel(product.stock_quantity).text), 'the stock label');
  if (product.brand) assert.ok(text.includes(product.brand), 'the brand');
}

/**
 * A low-stock product of this test's own (4 left: the stepper's upper bound is reached in a few
 * clicks), as the storefront shows it; no other test changes its stock or price meanwhile.
 */
async function lowStockProduct(): Promise<Product> {
  const created = await createProduct('Stepper', 12, 4);
  return getProduct(created.id);
}

test('a product opened from the grid shows its details; Add to Cart raises the cart count', (t) =>
  storefront.withPage(t, async (page) => {
    const first = await listProducts();
    await openCatalogue(page);
    await expectResults(page, first);
    const product = first.items[0];
    assert.ok(product, 'the catalogue has products');
    assert.equal(await cartCount(page), 0, 'the cart starts empty');

    await productItem(page, product).getByRole('link', { name: product.name }).first().click();
    await page.waitForURL(`**/products/${product.id}`);
    await expectProductDetails(page, product);
    assert.equal(await quantityBox(page).inputValue(), '1', 'the quantity starts at 1');

    await addToCartButton(page).click();
    await page.getByText(`Added ${product.name} to cart`, { exact: true }).waitFor();
    await eventually(async () => assert.equal(await cartCount(page), 1));
  }));

test('the quantity stepper stays within 1 and the stock, and adds that many', (t) =>
  storefront.withPage(t, async (page) => {
    const product = await lowStockProduct();
    await page.goto(`/products/${product.id}`);
    await expectProductDetails(page, product);

    const decrease = page.getByRole('button', { name: 'Decrease quantity' });
    const increase = page.getByRole('button', { name: 'Increase quantity' });
    assert.equal(await decrease.isDisabled(), true, 'no quantity below 1');
    for (let clicks = 1; clicks < product.stock_quantity; clicks += 1) await increase.click();
    assert.equal(await quantityBox(page).inputValue(), String(product.stock_quantity));
    assert.equal(await increase.isDisabled(), true, 'no quantity above the stock');

    await addToCartButton(page).click();
    await eventually(async () => assert.equal(await cartCount(page), product.stock_quantity));
    // The whole stock is in the cart: adding again adds nothing (docs/product.md#cart).
    await addToCartButton(page).click();
    await page.getByText(`No more ${product.name} in stock`, { exact: true }).waitFor();
    assert.equal(await cartCount(page), product.stock_quantity);
    // Persisted with the cart: still there after a reload.
    await page.reload();
    await expectProductDetails(page, product);
    assert.equal(await cartCount(page), product.stock_quantity);
  }));

test('an unknown product id shows the not-found state with a way back', (t) =>
  storefront.withPage(t, async (page) => {
    await page.goto('/products/987654321');
    const main = page.getByRole('main');
    await main.getByRole('heading', { name: 'Product not found', level: 1 }).waitFor();
    await main.getByRole('link', { name: 'Back to products' }).click();
    await page.waitForURL((url) => url.pathname === '/products');
  }));
