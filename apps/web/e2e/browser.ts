// Debian's Chromium driven through playwright-core (no browser download): one fresh profile per
// test so that local storage (the remembered access code, the admin token) never leaks between
// tests, and a screenshot in apps/web/test-results/ when a test fails. shared-browser.ts keeps
// one browser per spec file instead, with the same guard around each test (runOnPage).
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import type { TestContext } from 'node:test';
import { chromium, type Page } from 'playwright-core';
import { e2e } from './env';

export const CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * The browser flags: no sandbox (containers run as root), no GPU, and no network beyond the local
 * server — every other host name resolves to nothing, so nothing can leak out or slow a test.
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1',
];

const screenshotDir = path.resolve(import.meta.dirname, '../test-results');

/** Waits for an element, a navigation or a response; generous because CI shares two cores. */
export const STEP_TIMEOUT_MS = 15_000;

export const DESKTOP_VIEWPORT = { width: 1280, height: 800 };
/** The phone width every screen is checked at (docs/product.md#theme-and-shared-pieces). */
export const PHONE_VIEWPORT = { width: 390, height: 844 };

function screenshotName(test: TestContext): string {
  const slug = test.name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${slug || 'test'}.png`;
}

/**
 * Runs `scenario` on `page`. Any uncaught exception in the page fails the test too: a screen that
 * "looks right" while throwing is broken. On failure a full-page screenshot is kept.
 */
export async function runOnPage(
  test: TestContext,
  page: Page,
  scenario: (page: Page) => Promise<void>,
): Promise<void> {
  page.setDefaultTimeout(STEP_TIMEOUT_MS);
  const pageErrors: Error[] = [];
  page.on('pageerror', (error) => pageErrors.push(error));
  try {
    await scenario(page);
    if (pageErrors.length > 0) {
      throw new Error(
        `Uncaught errors in the page:\n${pageErrors.map((error) => error.stack ?? error.message).join('\n')}`,
      );
    }
  } catch (error) {
    await mkdir(screenshotDir, { recursive: true });
    const file = path.join(screenshotDir, screenshotName(test));
    await page.screenshot({ path: file, fullPage: true }).then(
      () => test.diagnostic(`screenshot: ${file}`),
      (screenshotError: unknown) => test.diagnostic(`no screenshot: ${String(screenshotError)}`),
    );
    throw error;
  }
}

/** Runs `scenario` on a new page of a new browser profile and closes it afterwards. */
export async function withPage(
  test: TestContext,
  scenario: (page: Page) => Promise<void>,
): Promise<void> {
  const profileDir = await mkdtemp(path.join(e2e.browserProfilesDir, 'chromium-'));
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_FLAGS,
    baseURL: e2e.baseUrl,
    viewport: DESKTOP_VIEWPORT,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await runOnPage(test, page, scenario);
  } finally {
    await context.close();
    await rm(profileDir, { recursive: true, force: true });
  }
}
