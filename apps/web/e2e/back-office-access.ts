// Back-office tests start signed in and admitted to the storefront: once per spec file, through
// the real screens (the gate, then the admin login), and the browser storage that leaves behind
// seeds every test's fresh context. The same page can then check the storefront side of an admin
// change. `adminToken` is for the API calls a test makes itself.
import { accessCodeBox, submitButton, typeAccessCode } from './access-code-boxes';
import { passAgeStep } from './age-step-screen';
import { e2e } from './env';
import {
  contextOptions,
  sharedBrowser,
  type PageOptions,
  type SharedBrowser,
  type StorageState,
} from './shared-browser';

export interface SharedBackOffice extends SharedBrowser {
  adminToken: () => Promise<string>;
}

/** An admin bearer token, for the API calls a test makes itself. */
export async function signInThroughApi(): Promise<string> {
  const response = await fetch(`${e2e.baseUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: e2e.admin.username, password: e2e.admin.password }),
  });
  const body = (await response.json()) as { access_token?: string };
  if (!response.ok || !body.access_token)
    throw new Error(`admin login answered ${response.status}`);
  return body.access_token;
}

export function sharedBackOffice(): SharedBackOffice {
  let state: StorageState | undefined;
  let token: Promise<string> | undefined;
  const shared = sharedBrowser(async (browser) => {
    const context = await browser.newContext(contextOptions());
    try {
      const page = await context.newPage();
      await page.goto('/');
      await typeAccessCode(page, e2e.accessCode);
      await submitButton(page).click();
      await accessCodeBox(page, 1).waitFor({ state: 'detached' });
      await passAgeStep(page);

      await page.goto('/admin/login');
      await page.getByLabel('Username', { exact: true }).fill(e2e.admin.username);
      await page.getByLabel('Password', { exact: true }).fill(e2e.admin.password);
      await page.getByRole('button', { name: 'Log in', exact: true }).click();
      await page.getByRole('navigation').getByRole('link', { name: 'Products' }).first().waitFor();
      state = await context.storageState();
    } finally {
      await context.close();
    }
  });

  return {
    browser: shared.browser,
    withPage: (test, scenario, options: PageOptions = {}) => {
      if (!state) throw new Error('the back office was not signed in (used outside a test?)');
      return shared.withPage(test, scenario, { storageState: state, ...options });
    },
    adminToken: () => (token ??= signInThroughApi()),
  };
}
