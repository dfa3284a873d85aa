// Checkout in a real browser against the real server (docs/product.md#checkout-and-orders): a
// customer takes two products from the catalogue through the drawer to checkout, pays with the test
// provider's card and sees the confirmation with the totals the shared totals function gives, while
// a second browser on a product page sees its stock drop without reloading; the confirmation email
// lands in the server's outbox. A declined card shows the provider's answer and keeps the cart.
import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import {
  dollarsToCents,
  effectivePrice,
  formatUsd,
  orderTotals,
  paymentsConfigSchema,
  type Product,
} from '@canopy/contracts';
import { addFromCatalogue, cartCount, productsInStock } from './cart-screen';
import { e2e } from './env';
import { eventually } from './eventually';
import { checkoutFromDrawer, payWithCard, placeOrder } from './checkout-screen';
import { sharedStorefront } from './storefront-access';

const storefront = sharedStorefront();

async function expectedTotalCents(products: readonly Product[]): Promise<number> {
  const response = await fetch(`${e2e.baseUrl}/api/payments/config`);
  const rates = paymentsConfigSchema.parse(await response.json());
  const totals = orderTotals(
    products.map((product) => ({
      unitPriceCents: dollarsToCents(effectivePrice(product)),
      quantity: 1,
    })),
    {
      taxRate: rates.taxRate,
      flatShippingCents: dollarsToCents(rates.defaultShippingCost),
      freeShippingThresholdCents: dollarsToCents(rates.freeShippingThreshold),
    },
  );
  return totals.totalCents;
}

/** The .eml file in the server's outbox that mentions `text`, once it is there. */
async function outboxMessageWith(text: string): Promise<string> {
  const outbox = path.join(e2e.dataDir, 'outbox');
  let found = '';
  await eventually(async () => {
    const names = await fs.readdir(outbox).catch(() => []);
    const messages = await Promise.all(
      names.map((name) => fs.readFile(path.join(outbox, name), 'utf8')),
    );
    found = messages.find((message) => message.includes(text)) ?? '';
    assert.ok(found, `an email mentioning ${text} is in the outbox`);
  });
  return found;
}

test('two products through the drawer to a paid order; another browser sees the stock drop live', (t) =>
  storefront.withPage(t, (buyer) =>
    storefront.withPage(t, async (watcher) => {
      const products = await productsInStock(2, 3);
      const [watched] = products;
      assert.ok(watched);
      await watcher.goto(`/products/${String(watched.id)}`);
      await watcher.getByText(`${String(watched.stock_quantity)} available`).waitFor();

      await addFromCatalogue(buyer, products);
      await checkoutFromDrawer(buyer);
      await placeOrder(buyer, 'ada@example.com');

      // Placing the order reserved the stock; the product page follows without a reload.
      await watcher
        .getByText(`${String(watched.stock_quantity - 1)} available`)
        .waitFor({ timeout: 10_000 });

      const total = formatUsd((await expectedTotalCents(products)) / 100);
      await payWithCard(buyer, '4242 4242 4242 4242');
      await buyer.getByRole('heading', { name: 'Thank you for your order' }).waitFor();
      const numberText = await buyer.getByText(/^Order CN-[A-Z0-9]{8}$/).textContent();
      const orderNumber = (numberText ?? '').replace(/^Order /, '');
      await buyer.getByText(total, { exact: true }).first().waitFor();
      for (const product of products) await buyer.getByText(product.name).first().waitFor();
      assert.equal(await cartCount(buyer), 0, 'the paid cart is empty');

      const email = await outboxMessageWith(orderNumber);
      assert.match(email, /ada@example\.com/);
      assert.ok(email.includes(total), `the email states the total ${total}`);
    }),
  ));

test('a declined card shows the error and keeps the cart; the next card pays', (t) =>
  storefront.withPage(t, async (page) => {
    const products = await productsInStock(1, 2);
    await addFromCatalogue(page, products);
    await checkoutFromDrawer(page);
    await placeOrder(page, 'grace@example.com');

    await payWithCard(page, '4000 0000 0000 0002');
    await page.getByRole('alert').filter({ hasText: 'Your card was declined.' }).waitFor();
    assert.equal(await cartCount(page), 1, 'the cart is kept');

    await payWithCard(page, '4242 4242 4242 4242');
    await page.getByRole('heading', { name: 'Thank you for your order' }).waitFor();
    assert.equal(await cartCount(page), 0);
  }));
