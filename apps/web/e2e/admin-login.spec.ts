// Admin sign-in, the protected shell and sign-out in a real browser against the real server
// (docs/product.md#admin-back-office).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page, Route } from 'playwright-core';
import { withPage } from './browser';
import { isRed } from './colors';
import { e2e } from './env';

const SIDEBAR_LABELS = [
  'Dashboard',
  'Products',
  'Categories',
  'Referral Codes',
  'Access Codes',
  'Orders',
  'Analytics',
  'Admin Accounts',
  'Roles',
  'Audit Log',
  'System Config', // the demo admin is an owner
  'Testing',
  'Fulfilment',
];

function pathname(page: Page): string {
  return new URL(page.url()).pathname;
}

async function openLogin(page: Page): Promise<void> {
  // Not signed in: the protected shell sends us to the login screen.
  await page.goto('/admin');
  await page.waitForURL('**/admin/login');
  await page.getByLabel('Username', { exact: true }).waitFor();
}

async function fillLogin(page: Page, username: string, password: string): Promise<void> {
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
}

/** True when the element or its parent draws a red background or border: the "red box". */
async function looksLikeRedBox(page: Page, text: string): Promise<boolean> {
  const colors = await page
    .getByRole('alert')
    .filter({ hasText: text })
    .evaluate((alert) =>
      [alert, alert.parentElement].flatMap((element) => {
        if (!element) return [];
        const style = getComputedStyle(element);
        return [style.backgroundColor, style.borderTopColor];
      }),
    );
  return colors.some(isRed);
}

test('the login form needs both fields and shows a wrong password in a red box', (t) =>
  withPage(t, async (page) => {
    await openLogin(page);

    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.getByText('Username is required', { exact: true }).waitFor();
    await page.getByText('Password is required', { exact: true }).waitFor();
    assert.equal(pathname(page), '/admin/login');

    await fillLogin(page, e2e.admin.username, `${e2e.admin.password}-wrong`);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'Incorrect username or password' }).waitFor();
    assert.ok(await looksLikeRedBox(page, 'Incorrect username or password'), 'a red error box');
    assert.equal(pathname(page), '/admin/login');
  }));

test('the admin logs in, keeps the session across a reload, and logs out', (t) =>
  withPage(t, async (page) => {
    await openLogin(page);
    await fillLogin(page, e2e.admin.username, e2e.admin.password);

    // Hold the real login request until the button has been seen in its loading state.
    let releaseLogin = (): void => undefined;
    const loginHeld = new Promise<void>((resolve) => (releaseLogin = resolve));
    await page.route('**/admin/login', async (route: Route) => {
      if (route.request().method() !== 'POST') return route.continue();
      await loginHeld;
      return route.continue();
    });
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    const loading = page.getByRole('button', { name: 'Logging in...', exact: true });
    await loading.waitFor();
    assert.equal(await loading.isDisabled(), true, 'no second submit while logging in');
    releaseLogin();
    // Let the held handler pass the request on before the route goes away.
    await page.unrouteAll({ behavior: 'wait' });

    const sidebar = page.getByRole('navigation').filter({
      has: page.getByRole('link', { name: 'Admin Accounts', exact: true }),
    });
    for (const label of SIDEBAR_LABELS) {
      await sidebar.getByRole('link', { name: label, exact: true }).waitFor();
    }
    assert.match(pathname(page), /^\/admin(\/dashboard)?\/?$/);

    // The start-up token check accepts the stored token: still signed in after a reload.
    const tokenCheck = page.waitForResponse((response) => response.url().endsWith('/auth/me'));
    await page.reload();
    assert.equal((await tokenCheck).status(), 200);
    await page.getByRole('button', { name: 'Logout', exact: true }).waitFor();
    assert.notEqual(pathname(page), '/admin/login');

    await page.getByRole('button', { name: 'Logout', exact: true }).click();
    await page.waitForURL('**/admin/login');
    await page.goto('/admin');
    await page.waitForURL('**/admin/login');
    await page.getByLabel('Username', { exact: true }).waitFor();
  }));
