// The cart in a real browser against the real server and its demo catalogue (docs/product.md#cart):
// two products added from the catalogue are listed in the drawer with the right subtotal, and
// Proceed to Checkout leads to /checkout; Clear Cart empties it after its confirm step.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { dollarsToCents, effectivePrice, formatUsd } from '@canopy/contracts';
import { addFromCatalogue, cartButton, cartDrawer as drawer, productsInStock } from './cart-screen';
import { sharedStorefront } from './storefront-access';

const storefront = sharedStorefront();

test('two products from the catalogue are in the drawer with their subtotal; Proceed to Checkout goes to /checkout', (t) =>
  storefront.withPage(t, async (page) => {
    const products = await productsInStock(2);
    await addFromCatalogue(page, products);

    await cartButton(page).click();
    const cart = drawer(page);
    await cart.getByRole('heading', { name: 'Your Cart (2 items)' }).waitFor();
    const lines = cart.getByRole('list', { name: 'Cart items' }).getByRole('listitem');
    assert.equal(await lines.count(), 2);
    for (const product of products) {
      const line = lines.filter({ hasText: product.name });
      assert.equal(await line.count(), 1, `${product.name} is listed once`);
      await line.getByText(formatUsd(effectivePrice(product)), { exact: true }).waitFor();
    }
    const subtotalCents = products.reduce(
      (sum, product) => sum + dollarsToCents(effectivePrice(product)),
      0,
    );
    await cart.getByText(formatUsd(subtotalCents / 100), { exact: true }).waitFor();
    await cart.getByText('Taxes and shipping calculated at checkout').waitFor();

    await cart.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await page.waitForURL('**/checkout');
    await drawer(page).waitFor({ state: 'detached' });
  }));

test('Clear Cart asks first, then empties the cart', (t) =>
  storefront.withPage(t, async (page) => {
    const products = await productsInStock(2);
    await addFromCatalogue(page, products);

    await cartButton(page).click();
    const cart = drawer(page);
    await cart.getByRole('button', { name: 'Clear Cart' }).click();
    const question = cart.getByRole('group', { name: 'Clear all items from cart?' });
    await question.getByRole('button', { name: 'Cancel' }).click();
    await question.waitFor({ state: 'detached' });
    assert.equal(
      await cart.getByRole('list', { name: 'Cart items' }).getByRole('listitem').count(),
      2,
    );

    await cart.getByRole('button', { name: 'Clear Cart' }).click();
    await question.getByRole('button', { name: 'Confirm' }).click();
    await cart.getByRole('heading', { name: 'Your Cart is Empty' }).waitFor();
    await cart.getByRole('link', { name: 'Continue Shopping' }).waitFor();
    await cart.getByRole('heading', { name: 'Your Cart (0 items)' }).waitFor();
    // The page behind the open drawer is hidden from the accessibility tree until it closes.
    await page.keyboard.press('Escape');
    await drawer(page).waitFor({ state: 'detached' });
    assert.equal(await cartButton(page).getAttribute('aria-label'), 'Cart, 0 items');
  }));
