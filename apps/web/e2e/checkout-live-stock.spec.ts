// Checkout while the buyer's own tab has its live socket connected (docs/decisions/0016-checkout-
// driven-by-the-placed-order.md): the stock_update announcing the buyer's own order, or another
// browser's order, must not take the buyer's reserved lines away, so buying the last units, most
// of the remaining units, or racing another shopper each reach the payment step and pay with the
// cart intact until paid. Also: an admin's price change after add-to-cart is shown before paying
// and the summary equals what Pay charges; the stepper stops at the per-item limit with its
// reason; the drawer links to /cart. Each test creates its own product through the admin API.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { createProduct } from './admin-products-api';
import { cartCount } from './cart-screen';
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

async function assertStillPaying(page: Page, units: number): Promise<void> {
  await page.getByRole('heading', { name: 'Payment' }).waitFor();
  assert.equal(await page.getByText(/Your cart changed after you placed your order/).count(), 0);
  assert.equal(await page.getByText(/sold out and was removed from your cart/).count(), 0);
  assert.equal(await cartCount(page), units, 'the cart keeps the reserved units');
}

async function payAndConfirm(page: Page): Promise<void> {
  await payWithCard(page, SUCCEEDS);
  await page.getByRole('heading', { name: 'Thank you for your order' }).waitFor();
  await eventually(async () => assert.equal(await cartCount(page), 0, 'the paid cart is empty'));
}

test('buying the last 3 units: the announcement of the own order keeps the payment step, and it pays', (t) =>
  storefront.withPage(t, async (buyer) => {
    const product = await createProduct('Last Units', 20, 3);
    const socket = await addOnProductPage(buyer, product.id, 3);
    await checkoutFromDrawer(buyer);
    await placeOrder(buyer, 'last.units@example.com');

    await socket.announced(product.id, 0);
    await assertStillPaying(buyer, 3);
    await assertPayEqualsSummary(buyer);
    await payAndConfirm(buyer);
  }));

test('buying 2 of the last 3 units keeps the 2 and pays once', (t) =>
  storefront.withPage(t, async (buyer) => {
    const product = await createProduct('Most Units', 15, 3);
    const socket = await addOnProductPage(buyer, product.id, 2);
    await checkoutFromDrawer(buyer);
    await placeOrder(buyer, 'most.units@example.com');

    await socket.announced(product.id, 1);
    await assertStillPaying(buyer, 2);
    await payAndConfirm(buyer);
  }));

test("a second browser's order does not take away the first shopper's reserved lines", (t) =>
  storefront.withPage(t, (first) =>
    storefront.withPage(t, async (second) => {
      const product = await createProduct('Contested', 12, 3);
      const socket = await addOnProductPage(first, product.id, 2);
      await checkoutFromDrawer(first);
      await placeOrder(first, 'first@example.com');
      await socket.announced(product.id, 1);

      await addOnProductPage(second, product.id, 1);
      await checkoutFromDrawer(second);
      await placeOrder(second, 'second@example.com');

      await socket.announced(product.id, 0);
      await assertStillPaying(first, 2);
      await assertPayEqualsSummary(first);
      await payAndConfirm(first);
    }),
  ));
