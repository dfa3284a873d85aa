// (Split from checkout-live-stock.spec.ts to keep each file within the runner's time limit.)
// Checkout while the buyer's own tab has its live socket connected (docs/decisions/0016-checkout-
// driven-by-the-placed-order.md): the stock_update announcing the buyer's own order, or another
// browser's order, must not take the buyer's reserved lines away, so buying the last units, most
// of the remaining units, or racing another shopper each reach the payment step and pay with the
// cart intact until paid. Also: an admin's price change after add-to-cart is shown before paying
// and the summary equals what Pay charges; the stepper stops at the per-item limit with its
// reason; the drawer links to /cart. Each test creates its own product through the admin API.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatUsd } from '@canopy/contracts';
import type { Page } from 'playwright-core';
import { createProduct, updateProduct } from './admin-products-api';
import { cartButton, cartCount, cartDrawer } from './cart-screen';
import { checkoutFromDrawer, payWithCard, placeOrder } from './checkout-screen';
import { eventually } from './eventually';
import { watchLiveSocket, type LiveSocketWatch } from './live-socket-watch';
import { sharedStorefront } from './storefront-access';

const storefront = sharedStorefront();
const SUCCEEDS = '4242 4242 4242 4242';

/** Opens the product page with the live socket connected and adds `quantity` to the cart. */
async function addOnProductPage(
  page: Page,
  productId: number,
  quantity: number,
): Promise<LiveSocketWatch> {
  const socket = watchLiveSocket(page);
  await page.goto(`/products/${String(productId)}`);
  await socket.connected();
  const before = await cartCount(page);
  for (let added = 1; added < quantity; added += 1)
    await page.getByRole('button', { name: 'Increase quantity' }).click();
  await page
    .getByRole('main')
    .getByRole('button', { name: /^Add to Cart/ })
    .click();
  await eventually(async () => assert.equal(await cartCount(page), before + quantity));
  return socket;
}

function summaryTotal(page: Page) {
  return page
    .getByRole('region', { name: 'Order Summary' })
    .locator('div', { has: page.locator('dt', { hasText: /^Total$/ }) })
    .locator('dd');
}

/** At the payment step, the Pay button charges exactly the summary's total. */
async function assertPayEqualsSummary(page: Page): Promise<void> {
  const total = (await summaryTotal(page).textContent()) ?? '';
  assert.match(total, /^\$\d/);
  await page.getByRole('button', { name: `Pay ${total}`, exact: true }).waitFor();
}

async function payAndConfirm(page: Page): Promise<void> {
  await payWithCard(page, SUCCEEDS);
  await page.getByRole('heading', { name: 'Thank you for your order' }).waitFor();
  await eventually(async () => assert.equal(await cartCount(page), 0, 'the paid cart is empty'));
}

test('a price changed by an admin after add-to-cart is shown before paying; the summary equals the charge', (t) =>
  storefront.withPage(t, async (buyer) => {
    const product = await createProduct('Repriced', 20, 5);
    await addOnProductPage(buyer, product.id, 1);
    await updateProduct(product, { price: 25 });

    await checkoutFromDrawer(buyer);
    await buyer
      .getByText(`${product.name}: price changed from $20.00 to $25.00`, { exact: true })
      .first()
      .waitFor();
    // 25.00 + 8% tax + 10.00 shipping (below the free-shipping threshold).
    const expected = formatUsd(25 + 2 + 10);
    await eventually(async () => assert.equal(await summaryTotal(buyer).textContent(), expected));

    await placeOrder(buyer, 'repriced@example.com');
    await assertPayEqualsSummary(buyer);
    assert.equal(await summaryTotal(buyer).textContent(), expected);
    await payAndConfirm(buyer);
  }));

test('the stepper stops at the per-item limit and says why; the drawer links to /cart', (t) =>
  storefront.withPage(t, async (page) => {
    const product = await createProduct('Plenty', 5, 40);
    await page.goto(`/products/${String(product.id)}`);
    const increase = page.getByRole('button', { name: 'Increase quantity' });
    for (let chosen = 1; chosen < 10; chosen += 1) await increase.click();
    assert.ok(await increase.isDisabled(), 'the product page stops at 10 of 40 in stock');
    await page.getByText('Limit 10 per order', { exact: true }).waitFor();
    await page
      .getByRole('main')
      .getByRole('button', { name: /^Add to Cart/ })
      .click();
    await eventually(async () => assert.equal(await cartCount(page), 10));

    await cartButton(page).click();
    const drawer = cartDrawer(page);
    await drawer.getByText('Limit 10 per order', { exact: true }).waitFor();
    assert.ok(
      await drawer
        .getByRole('button', { name: `Increase quantity of ${product.name}` })
        .isDisabled(),
      'the cart stops at 10',
    );
    await drawer.getByRole('link', { name: 'View cart' }).click();
    await page.waitForURL('**/cart');
    await page.getByRole('heading', { name: 'Shopping Cart', level: 1 }).waitFor();
  }));
