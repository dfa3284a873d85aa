// Storefront tests start admitted: the gate and the age step after it (as an adult) are passed once
// per spec file, through the real screens, and the browser storage they leave behind seeds every
// test's fresh context. Passing the
// gate per test would also run into its rate limit (10 validations a minute per client).
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

export function sharedStorefront(): SharedBrowser {
  let admitted: StorageState | undefined;
  const shared = sharedBrowser(async (browser) => {
    const context = await browser.newContext(contextOptions());
    try {
      const page = await context.newPage();
      await page.goto('/');
      await typeAccessCode(page, e2e.accessCode);
      await submitButton(page).click();
      await accessCodeBox(page, 1).waitFor({ state: 'detached' });
      await passAgeStep(page);
      admitted = await context.storageState();
    } finally {
      await context.close();
    }
  });

  return {
    browser: shared.browser,
    withPage: (test, scenario, options: PageOptions = {}) => {
      if (!admitted) throw new Error('the storefront gate was not passed (used outside a test?)');
      return shared.withPage(test, scenario, { storageState: admitted, ...options });
    },
  };
}
