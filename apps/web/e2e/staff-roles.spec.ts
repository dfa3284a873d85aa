// Staff roles in the browser (docs/product.md#what-each-role-sees): a budtender signs in, sees
// only the screens of their role, moves a paid order on, and meets the 403 page at a deep link to
// Analytics. The new screens (Roles, Audit Log, Admin Accounts with roles, the 403 page) have no
// serious or critical axe violation in light and dark.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { blockingViolations, describeViolations } from './axe-scan';
import { sharedBackOffice } from './back-office-access';
import { placePaidOrder } from './orders-api';
import { createStaffMember, type StaffCredentials } from './staff-api';
import { listProducts } from './storefront-api';

const backOffice = sharedBackOffice();
let budtender: StaffCredentials;
let paidOrderId: number;

before(async () => {
  budtender = await createStaffMember('budtender');
  const product = (await listProducts()).items.find((item) => item.stock_quantity > 0);
  assert.ok(product, 'the catalogue has a product in stock');
  paidOrderId = (await placePaidOrder(product.id)).order.id;
});

async function signIn(page: Page, { username, password }: StaffCredentials): Promise<void> {
  await page.goto('/admin/login');
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
}

async function sidebarLabels(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Admin' });
  await nav.getByRole('link').first().waitFor();
  return (await nav.getByRole('link').allTextContents()).map((label) => label.trim());
}

test('a budtender sees their screens, moves a paid order on and meets the 403 page', (t) =>
  backOffice.withPage(t, async (page) => {
    // A fresh context: sign out of the shared owner session first.
    await page.goto('/admin/login');
    await page.evaluate(() => window.localStorage.clear());
    await signIn(page, budtender);

    const labels = await sidebarLabels(page);
    for (const shown of ['Dashboard', 'Products', 'Orders']) assert.ok(labels.includes(shown));
    for (const hidden of ['Analytics', 'Access Codes', 'Admin Accounts', 'System Config']) {
      assert.ok(!labels.includes(hidden), `${hidden} is not in the sidebar: ${labels.join(', ')}`);
    }

    await page.goto('/admin/products');
    await page.getByRole('table', { name: 'Products' }).getByRole('row').nth(1).waitFor();
    assert.equal(await page.getByRole('button', { name: 'Add product' }).count(), 0);

    await page.goto(`/admin/orders/${String(paidOrderId)}`);
    assert.equal(await page.getByRole('button', { name: 'Mark as Cancelled' }).count(), 0);
    await page.getByRole('button', { name: 'Mark as Working On' }).click();
    await page.getByRole('button', { name: 'Mark as Delivery' }).waitFor();

    await page.goto('/admin/analytics');
    await page.getByRole('heading', { name: 'No Access to This Page', level: 1 }).waitFor();
    assert.equal(new URL(page.url()).pathname, '/admin/analytics');
    await page.getByRole('link', { name: 'Go to Dashboard' }).click();
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
  }));

const SCREENS = [
  { path: '/admin/roles', ready: (page: Page) => page.getByRole('button', { name: 'View Owner' }) },
  {
    path: '/admin/audit-log',
    ready: (page: Page) => page.getByRole('table', { name: 'Audit log' }).getByRole('row').nth(1),
  },
  {
    path: '/admin/admins',
    ready: (page: Page) =>
      page.getByRole('table', { name: 'Admin accounts' }).getByRole('combobox').first(),
  },
] as const;

for (const scheme of ['light', 'dark'] as const) {
  test(`Roles, Audit Log, Admin Accounts and the role form in ${scheme}: no serious or critical axe violation`, (t) =>
    backOffice.withPage(
      t,
      async (page) => {
        for (const { path, ready } of SCREENS) {
          await page.goto(path);
          await ready(page).waitFor();
          await page.waitForLoadState('networkidle');
          const violations = await blockingViolations(page);
          assert.ok(violations.length === 0, describeViolations(`${path} (${scheme})`, violations));
        }
        await page.goto('/admin/roles');
        await page.getByRole('button', { name: 'Add role' }).click();
        await page.getByRole('dialog', { name: 'New role' }).waitFor();
        const violations = await blockingViolations(page);
        assert.ok(
          violations.length === 0,
          describeViolations(`the role form (${scheme})`, violations),
        );
      },
      { colorScheme: scheme },
    ));

  test(`the 403 page in ${scheme}: no serious or critical axe violation`, (t) =>
    backOffice.withPage(
      t,
      async (page) => {
        await page.goto('/admin/login');
        await page.evaluate(() => window.localStorage.clear());
        await signIn(page, budtender);
        await page.goto('/admin/analytics');
        await page.getByRole('heading', { name: 'No Access to This Page', level: 1 }).waitFor();
        const violations = await blockingViolations(page);
        assert.ok(
          violations.length === 0,
          describeViolations(`the 403 page (${scheme})`, violations),
        );
      },
      { colorScheme: scheme },
    ));
}
