// The ID check at hand-off in the browser (docs/product.md#the-id-check-at-hand-off): staff open an
// order placed by a shopper who passed the age step, the Check ID dialog shows the server's
// refusal of an expired ID beside Expiry date, then records a passing check that the order shows.
// The order screen with the dialog open has no serious or critical axe violation in light and dark.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { blockingViolations, describeViolations } from './axe-scan';
import { sharedBackOffice } from './back-office-access';
import { ADULT_DATE_OF_BIRTH as DATE_OF_BIRTH } from './age-step-screen';
import { e2e } from './env';
import { placePaidOrder } from './orders-api';
import { listProducts } from './storefront-api';

const backOffice = sharedBackOffice();
let orderId: number;

before(async () => {
  // The spec's shopper session passed the age step with this date of birth (storefront-session.ts).
  const [product] = (await listProducts({ in_stock_only: true })).items;
  assert.ok(product, 'the demo catalogue has a product in stock');
  orderId = (await placePaidOrder(product.id)).order.id;
});

async function openCheckId(page: Page, before?: (card: Locator) => Promise<void>) {
  await page.goto(`/admin/orders/${String(orderId)}`);
  const card = page.getByRole('region', { name: 'Age and ID' });
  await card.waitFor();
  await before?.(card);
  await card.getByRole('button', { name: 'Check ID' }).click();
  const dialog = page.getByRole('dialog', { name: 'Check ID' });
  await dialog.waitFor();
  return { card, dialog };
}

test('staff refuse an expired ID beside its field, then record a passing check', (t) =>
  backOffice.withPage(t, async (page) => {
    // The modal hides the page behind it from assistive technology: read the card before.
    const { card, dialog } = await openCheckId(page, async (before) => {
      assert.match((await before.textContent()) ?? '', /Not checked yet/);
      assert.match((await before.textContent()) ?? '', /Date of birth given/);
    });

    await dialog.getByLabel('ID type').selectOption('drivers_license');
    await dialog.getByLabel('ID number').fill('D1234-5678');
    await dialog.getByLabel('Expiry date').fill('2020-01-31');
    await dialog.getByLabel('Date of birth').fill(DATE_OF_BIRTH);
    await dialog.getByRole('button', { name: 'Record ID check' }).click();
    const expiry = dialog.getByLabel('Expiry date');
    await dialog.getByText('This ID has expired').waitFor();
    assert.equal(await expiry.getAttribute('aria-invalid'), 'true');

    await expiry.fill('2035-12-31');
    await dialog.getByRole('button', { name: 'Record ID check' }).click();
    await dialog.waitFor({ state: 'detached' });
    await card.getByText(`ID checked by ${e2e.admin.username} at`).waitFor();
    const shown = (await card.textContent()) ?? '';
    assert.match(shown, /Driver's license/);
    assert.match(shown, /5678/);
    assert.doesNotMatch(shown, /D1234/);
  }));

for (const scheme of ['light', 'dark'] as const) {
  test(`the order with the Check ID dialog in ${scheme}: no serious or critical axe violation`, (t) =>
    backOffice.withPage(
      t,
      async (page) => {
        const { dialog } = await openCheckId(page);
        await dialog.getByRole('button', { name: 'Record ID check' }).click();
        await dialog.locator('select[aria-invalid="true"]').waitFor();
        const violations = await blockingViolations(page);
        assert.ok(
          violations.length === 0,
          describeViolations(`the Check ID dialog (${scheme})`, violations),
        );
      },
      { colorScheme: scheme },
    ));
}
