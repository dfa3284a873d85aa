// Pickup in the browser (docs/decisions/0039-pickup-and-delivery-at-checkout.md): a shopper
// chooses Pickup, picks a slot with the keyboard, pays at pickup and sees the confirmation without
// any card form (the order's payment answers provider null: nothing is set up online); staff then
// make the order ready, record the payment, check the ID and complete it. The other pickup
// browser specs: pickup-checkout-last-place (the live slot), pickup-checkout-a11y and
// pickup-checkout-fulfilment-a11y (axe). A screenshot of the Record payment dialog goes to
// apps/web/test-results/.
import assert from 'node:assert/strict';
import path from 'node:path';
import { before, test } from 'node:test';
import { createOrderResponseSchema, type AdminProduct } from '@canopy/contracts';
import type { Page } from 'playwright-core';
import { createProduct } from './admin-products-api';
import { ADULT_DATE_OF_BIRTH } from './age-step-screen';
import { sharedBackOffice } from './back-office-access';
import { checkoutWithPickup, prepareShots, SHOTS_DIR } from './pickup-screen';

const office = sharedBackOffice();
let product: AdminProduct;

before(async () => {
  product = await createProduct('Pickup Jar', 18, 100);
  await prepareShots();
});

/** Clicks a status move on the order screen and waits until the order has moved on. */
async function markAs(page: Page, label: string): Promise<void> {
  const move = page.getByRole('button', { name: `Mark as ${label}` });
  await move.click();
  await move.waitFor({ state: 'detached' });
}

test('pickup checkout paid at pickup, then ready, paid, ID checked and done by staff', (t) =>
  office.withPage(t, async (page) => {
    const stripeCalls: string[] = [];
    page.on('request', (request) => {
      if (/stripe/i.test(request.url())) stripeCalls.push(request.url());
    });
    const times = await checkoutWithPickup(page, product);
    await page.getByLabel('Email', { exact: true }).fill('pickup.buyer@example.com');
    await page.getByLabel('Full name', { exact: true }).fill('Pat Pickup');
    assert.equal(await page.getByLabel('Address line 1', { exact: true }).count(), 0);

    // By keyboard: from the chosen day into its slots, Space chooses one, an arrow the next.
    await times.getByRole('button', { pressed: true }).focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    const chosen = times.locator('input[type="radio"]:checked');
    assert.equal(await chosen.count(), 1, 'Space chose the focused slot');
    await page.keyboard.press('ArrowRight');
    assert.equal(await chosen.count(), 1);
    assert.equal(
      await chosen.evaluate((radio) => radio === document.activeElement),
      true,
      'the arrow key moved the focus with the choice',
    );
    const slotStart = (await chosen.getAttribute('value')) ?? '';

    await page.getByRole('radio', { name: 'Pay at pickup' }).check();
    const placing = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' &&
        new URL(response.url()).pathname === '/api/orders',
    );
    await page.getByRole('button', { name: 'Place order' }).click();
    const placed = createOrderResponseSchema.parse(await (await placing).json());
    assert.deepEqual(placed.payment, { provider: null }, 'no payment is set up online');
    assert.equal(
      Date.parse(placed.order.fulfilment.slot_start ?? ''),
      Date.parse(slotStart),
      'the order has the slot chosen by keyboard',
    );

    await page.getByRole('heading', { name: 'Thank you for your order' }).waitFor();
    await page.getByText(`Pay at pickup: $${placed.order.total.toFixed(2)}`).waitFor();
    await page.getByText(/Bring a valid photo ID/).waitFor();
    assert.equal(await page.getByRole('heading', { name: 'Payment' }).count(), 0);
    assert.equal(await page.getByLabel('Card number').count(), 0);
    assert.deepEqual(stripeCalls, [], 'nothing was asked of Stripe');

    // Staff: ready, the payment at hand-off, the ID, done.
    await page.goto(`/admin/orders/${String(placed.order.id)}`);
    await page.getByRole('heading', { name: `Order ${placed.order.number}` }).waitFor();
    await markAs(page, 'Working On');
    await markAs(page, 'Ready');

    await page.getByRole('button', { name: 'Record payment' }).click();
    const payment = page.getByRole('dialog', { name: 'Record payment' });
    await payment.waitFor();
    assert.equal(await payment.getByLabel('Amount').inputValue(), placed.order.total.toFixed(2));
    await page.screenshot({
      path: path.join(SHOTS_DIR, 'pickup-record-payment-dialog-desktop.png'),
    });
    await payment.getByRole('button', { name: 'Record payment' }).click();
    await payment.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Record payment' }).waitFor({ state: 'detached' });

    const ageCard = page.getByRole('region', { name: 'Age and ID' });
    await ageCard.getByRole('button', { name: 'Check ID' }).click();
    const idCheck = page.getByRole('dialog', { name: 'Check ID' });
    await idCheck.getByLabel('ID type').selectOption('drivers_license');
    await idCheck.getByLabel('ID number').fill('D1234-5678');
    await idCheck.getByLabel('Expiry date').fill('2035-12-31');
    await idCheck.getByLabel('Date of birth').fill(ADULT_DATE_OF_BIRTH);
    await idCheck.getByRole('button', { name: 'Record ID check' }).click();
    await idCheck.waitFor({ state: 'detached' });

    await markAs(page, 'Done');
    await page.getByRole('main').locator('[data-status="done"]').first().waitFor();
  }));
