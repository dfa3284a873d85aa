// The cart as the browser tests drive it: the header's cart button, the drawer, and adding
// products from the catalogue's first page (the API is the oracle for which ones are in stock).
import assert from 'node:assert/strict';
import type { Product } from '@canopy/contracts';
import type { Locator, Page } from 'playwright-core';
import { openCatalogue, productItem } from './catalogue-screen';
import { eventually } from './eventually';
import { listProducts } from './storefront-api';

export function cartButton(page: Page): Locator {
  return page.getByRole('banner').getByRole('button', { name: /^Cart, \d+ items?$/ });
}

export function cartDrawer(page: Page): Locator {
  return page.getByRole('dialog', { name: /^Your Cart/ });
}

/** The number of items the header's cart button announces. */
export async function cartCount(page: Page): Promise<number> {
  const label = (await cartButton(page).getAttribute('aria-label')) ?? '';
  return Number(/(\d+)/.exec(label)?.[1] ?? Number.NaN);
}

/** Different products the catalogue's first page shows in stock (at least `minStock` each). */
export async function productsInStock(count: number, minStock = 1): Promise<Product[]> {
  const inStock = (await listProducts()).items.filter(
    (product) => product.stock_quantity >= minStock,
  );
  assert.ok(inStock.length >= count, `the demo catalogue shows ${String(count)} products in stock`);
  return inStock.slice(0, count);
}

export async function addFromCatalogue(page: Page, products: readonly Product[]): Promise<void> {
  await openCatalogue(page);
  for (const product of products) {
    await productItem(page, product)
      .getByRole('button', { name: `Add to Cart: ${product.name}` })
      .click();
    await page.getByText(`Added ${product.name} to cart`, { exact: true }).first().waitFor();
  }
  await eventually(async () => assert.equal(await cartCount(page), products.length));
}
