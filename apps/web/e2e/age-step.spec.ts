// The storefront's age step in a real browser against the real server, which runs the demo shop
// in the default mode, date of birth (docs/product.md#age-verification): a shopper under age ends
// on the exit page with nothing of the shop, and stays there after a reload; an adult reaches the
// catalogue and stays verified after a reload; when an admin raises the age policy version, the
// shopper's next call brings the age step back without asking for the access code again. The age
// step and the exit page have no serious or critical axe violation, in light and in dark.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { systemConfigSchema } from '@canopy/contracts';
import type { Page } from 'playwright-core';
import { accessCodeBox, submitButton, typeAccessCode } from './access-code-boxes';
import { ADULT_BIRTH, ageStepTitle, enterDateOfBirth, passAgeStep } from './age-step-screen';
import { blockingViolations, describeViolations } from './axe-scan';
import { signInThroughApi } from './back-office-access';
import { e2e } from './env';
import { listProducts } from './storefront-api';
import { sharedStorefront } from './storefront-access';

const storefront = sharedStorefront();

const EXIT_TITLE = 'Sorry, you can’t enter this shop';

async function passGate(page: Page): Promise<void> {
  await page.goto('/');
  await typeAccessCode(page, e2e.accessCode);
  await submitButton(page).click();
  await accessCodeBox(page, 1).waitFor({ state: 'detached' });
  await ageStepTitle(page).waitFor();
}

/** Scans the page in light, then in dark (the system preference the app follows). */
async function expectAccessibleInBothSchemes(page: Page, where: string): Promise<void> {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.waitForFunction(
      (dark) => document.documentElement.classList.contains('dark') === dark,
      scheme === 'dark',
    );
    const violations = await blockingViolations(page);
    assert.ok(violations.length === 0, describeViolations(`${where} (${scheme})`, violations));
  }
}

async function expectCatalogue(page: Page): Promise<void> {
  await page.getByRole('heading', { name: 'Products', exact: true, level: 1 }).waitFor();
  await page.getByRole('tab', { name: 'Explore', exact: true }).waitFor();
}

test('under age: the exit page shows nothing of the shop, and a reload keeps it', (t) =>
  storefront.withPage(
    t,
    async (page) => {
      const { items } = await listProducts();
      const product = items[0];
      assert.ok(product, 'the catalogue has products');
      await passGate(page);

      // Sixteen this year: under any minimum age the store may set.
      const year = String(new Date().getFullYear() - 16);
      await enterDateOfBirth(page, { month: '1', day: '1', year });
      await page.getByRole('heading', { name: EXIT_TITLE, level: 1 }).waitFor();
      await page.getByText(/you must be \d+ or older to browse or buy/).waitFor();
      await expectAccessibleInBothSchemes(page, 'the under-age exit page');

      await page.reload();
      await page.getByRole('heading', { name: EXIT_TITLE, level: 1 }).waitFor();
      await page.goto(`/products/${String(product.id)}`);
      await page.getByRole('heading', { name: EXIT_TITLE, level: 1 }).waitFor();
      assert.equal(await page.getByRole('searchbox').count(), 0, 'no search');
      assert.equal(await page.getByRole('link', { name: /cart/i }).count(), 0, 'no cart');
      assert.equal(await page.getByText(product.name).count(), 0, 'no product');
      assert.equal(await ageStepTitle(page).count(), 0, 'no second try');
    },
    // A shopper with nothing stored: the gate first.
    { storageState: { cookies: [], origins: [] } },
  ));

test('an adult reaches the catalogue and stays verified after a reload', (t) =>
  storefront.withPage(
    t,
    async (page) => {
      await passGate(page);
      await expectAccessibleInBothSchemes(page, 'the age step');

      // The shop's own checks, beside the fields, before anything is sent.
      await enterDateOfBirth(page, { month: '2', day: '30', year: '1990' });
      const month = page.getByLabel('Month', { exact: true });
      await page.getByText('Enter a real date of birth').waitFor();
      assert.equal(await month.getAttribute('aria-invalid'), 'true');
      assert.ok(await month.evaluate((element) => element === document.activeElement));
      await expectAccessibleInBothSchemes(page, 'the age step with an error');

      await enterDateOfBirth(page, ADULT_BIRTH);
      await expectCatalogue(page);
      await page.reload();
      await expectCatalogue(page);
      assert.equal(await ageStepTitle(page).count(), 0, 'the age step is not asked again');
    },
    { storageState: { cookies: [], origins: [] } },
  ));

/** Raises the store's age policy version as an admin would on System Config. */
async function raiseAgePolicyVersion(): Promise<number> {
  const token = await signInThroughApi();
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const url = `${e2e.baseUrl}/api/admin/system/config`;
  const current = systemConfigSchema.parse(await (await fetch(url, { headers })).json());
  const raised = current.age_policy_version + 1;
  const response = await fetch(url, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ age_policy_version: raised }),
  });
  assert.equal(response.status, 200, `PUT /admin/system/config answered ${response.status}`);
  return raised;
}

// Last in this file: the raised version voids every verified session the earlier tests made.
test('after the age policy is raised, the age step comes back without the access code', (t) =>
  storefront.withPage(t, async (page) => {
    await page.goto('/products');
    await expectCatalogue(page);
    const path = new URL(page.url()).pathname;

    await raiseAgePolicyVersion();
    // The server closes the live socket at once; the next call is refused for the age anyway.
    if ((await ageStepTitle(page).count()) === 0) {
      await page
        .getByRole('tab', { name: 'Explore', exact: true })
        .click({ timeout: 5_000 })
        .catch(() => undefined); // the age step replaced the page in the meantime
    }
    await ageStepTitle(page).waitFor();
    assert.equal(await accessCodeBox(page, 1).count(), 0, 'the access code is not asked again');

    await passAgeStep(page);
    await expectCatalogue(page);
    assert.equal(new URL(page.url()).pathname, path, 'the shopper is back where they were');
  }));
