// An access code's life in a real browser against the real server (issue 6): staff create a code,
// a customer in a context of their own (not the shared admitted one) enters it at the gate, the
// code's analytics count that validation, staff deactivate it, and the customer's next storefront
// call is refused (403) and the gate comes back. A revealed code hides itself after 30 s
// (Playwright's clock). The gate allows 10 validations a minute per client: this file uses two.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { test } from 'node:test';
import { adminAccessCodeCreatedSchema } from '@canopy/contracts';
import type { Locator, Page } from 'playwright-core';
import { blockingViolations, describeViolations } from './axe-scan';
import { accessCodeBox, submitButton, typeAccessCode } from './access-code-boxes';
import { passAgeStep } from './age-step-screen';
import { sharedBackOffice } from './back-office-access';
import { STEP_TIMEOUT_MS } from './browser';
import { e2e } from './env';
import { eventually } from './eventually';
import { contextOptions } from './shared-browser';

const backOffice = sharedBackOffice();

function uniqueLabel(prefix: string): string {
  return `${prefix} ${randomBytes(3).toString('hex').toUpperCase()}`;
}

/** The number under a figure's label in the analytics panel. */
async function figure(panel: Locator, label: string): Promise<string> {
  const value = panel.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('+ dd');
  return (await value.textContent())?.trim() ?? '';
}

/**
 * Filters the list down to one code and waits for the filtered list itself: the row is often on
 * the unfiltered first page already, and a list request still in flight when a test moves the
 * page's clock past the app's 30-second request timeout would be aborted and empty the table.
 */
async function showOnly(page: Page, label: string): Promise<void> {
  const filtered = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname === '/api/admin/access-codes' && url.searchParams.get('search') === label;
  });
  await page.getByLabel('Search access codes', { exact: true }).fill(label);
  await filtered;
  await page.getByRole('button', { name: `Edit ${label}`, exact: true }).waitFor();
}

test('a new code admits a customer, counts in analytics, and deactivating it locks them out', (t) =>
  backOffice.withPage(t, async (page) => {
    const label = uniqueLabel('E2E gate');
    await page.goto('/admin/access-codes');
    await page.getByRole('button', { name: 'New access code' }).click();
    const form = page.getByRole('dialog', { name: 'New access code' });
    await form.getByLabel('Label', { exact: true }).fill(label);
    await form.getByRole('button', { name: 'Create code' }).click();
    const created = page.getByRole('dialog', { name: 'Access code created' });
    const code = ((await created.getByLabel('New access code').textContent()) ?? '').trim();
    assert.match(code, /^[A-Z0-9]{6}$/, 'the new code is shown once, in plain text');
    await created.getByRole('button', { name: 'Done' }).click();
    await created.waitFor({ state: 'detached' });

    // The customer: a fresh context with nothing stored, so the gate is where they start.
    const context = await backOffice.browser().newContext(contextOptions());
    try {
      const customer = await context.newPage();
      customer.setDefaultTimeout(STEP_TIMEOUT_MS);
      await customer.goto('/');
      await typeAccessCode(customer, code);
      await submitButton(customer).click();
      await accessCodeBox(customer, 1).waitFor({ state: 'detached' });
      await passAgeStep(customer);
      await customer.getByRole('heading', { level: 1 }).first().waitFor();

      await showOnly(page, label);
      await page.getByRole('button', { name: `Analytics for ${label}`, exact: true }).click();
      const panel = page.getByRole('region', { name: `Analytics: ${label}` });
      await eventually(async () => {
        assert.equal(await figure(panel, 'Validations'), '1');
      });
      assert.equal(await figure(panel, 'Successful'), '1');
      assert.equal(await figure(panel, 'Rejected'), '0');

      await page.getByRole('button', { name: `Deactivate ${label}`, exact: true }).click();
      await page.getByText(`Deactivated ${label}`).first().waitFor();

      const refused = customer.waitForResponse(
        (response) =>
          new URL(response.url()).pathname === '/api/products' && response.status() === 403,
      );
      await customer.goto('/products');
      // The app reloads on the refusal (docs/product.md#error-catalogue), so only its status can be
      // read.
      await refused;
      await accessCodeBox(customer, 1).waitFor();
    } finally {
      await context.close();
    }
  }));

test('a revealed code shows until it hides itself after 30 seconds', (t) =>
  backOffice.withPage(t, async (page) => {
    const label = uniqueLabel('E2E reveal');
    const response = await fetch(`${e2e.baseUrl}/api/admin/access-codes`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${await backOffice.adminToken()}`,
      },
      body: JSON.stringify({ label }),
    });
    assert.equal(response.status, 201);
    const { plaintext_code: code } = adminAccessCodeCreatedSchema.parse(await response.json());

    await page.clock.install();
    await page.goto('/admin/access-codes');
    await showOnly(page, label);
    await page.getByRole('button', { name: `Reveal code for ${label}`, exact: true }).click();
    const revealed = page.getByText(code, { exact: true });
    await revealed.waitFor();

    await page.clock.runFor(29_000);
    assert.equal(await revealed.isVisible(), true, 'still shown after 29 s');
    await page.clock.runFor(2_000);
    await revealed.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: `Reveal code for ${label}`, exact: true }).waitFor();
  }));

for (const scheme of ['light', 'dark'] as const) {
  test(`the access codes screen with a code's analytics in ${scheme}: no serious or critical axe violation`, (t) =>
    backOffice.withPage(
      t,
      async (page) => {
        await page.goto('/admin/access-codes');
        await page
          .getByRole('button', { name: /^Analytics for /u })
          .first()
          .click();
        await page
          .getByRole('region', { name: /^Analytics: /u })
          .getByText('Validations')
          .first()
          .waitFor();
        await page.waitForLoadState('networkidle');
        const violations = await blockingViolations(page);
        assert.ok(
          violations.length === 0,
          describeViolations(`/admin/access-codes (${scheme})`, violations),
        );
      },
      { colorScheme: scheme },
    ));
}
