// One Chromium per spec file, a fresh browser context per test: contexts share no storage, so
// tests stay as isolated as with a profile each, without paying a browser start per test (the
// whole e2e run shares two cores). Call sharedBrowser() once at the top of a spec file.
import { after, before, type TestContext } from 'node:test';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, DESKTOP_VIEWPORT, runOnPage } from './browser';
import { e2e } from './env';

export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

export interface PageOptions {
  viewport?: { width: number; height: number };
  colorScheme?: 'light' | 'dark';
  /** Local storage to start from, e.g. the storefront's admitted state (storefront-access.ts). */
  storageState?: StorageState;
}

export interface SharedBrowser {
  /** The browser of this file; only valid inside a test or a hook that runs after `before`. */
  browser: () => Browser;
  /** Runs `scenario` on a page of a new context, closed afterwards (screenshot on failure). */
  withPage: (
    test: TestContext,
    scenario: (page: Page) => Promise<void>,
    options?: PageOptions,
  ) => Promise<void>;
}

let contexts = 0;

/**
 * A client address of its own for each context, in 198.18.0.0/15 (the range kept for network
 * tests; with the process id, so spec files running side by side differ too): the server trusts
 * the test run's X-Forwarded-For (server-process.mjs), so each context is a shopper of its own to
 * the per-client rate limits.
 */
function nextClientAddress(): string {
  contexts += 1;
  return `198.${String(18 + (process.pid % 2))}.${String((process.pid >> 1) % 256)}.${String(contexts % 256)}`;
}

export function contextOptions(options: PageOptions = {}): BrowserContextOptions {
  return {
    baseURL: e2e.baseUrl,
    extraHTTPHeaders: { 'x-forwarded-for': nextClientAddress() },
    viewport: options.viewport ?? DESKTOP_VIEWPORT,
    colorScheme: options.colorScheme ?? 'light',
    ...(options.storageState ? { storageState: options.storageState } : {}),
  };
}

/**
 * `prepare` runs once after the launch, before the first test (e.g. to sign in once). It is part
 * of the same hook because Node 20 does not wait for one root-level `before` hook to finish
 * before starting the next.
 */
export function sharedBrowser(prepare?: (browser: Browser) => Promise<void>): SharedBrowser {
  let launched: Browser | undefined;
  before(async () => {
    launched = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: CHROMIUM_FLAGS,
    });
    await prepare?.(launched);
  });
  after(async () => {
    await launched?.close();
  });

  const browser = (): Browser => {
    if (!launched) throw new Error('the shared browser is not running (used outside a test?)');
    return launched;
  };

  return {
    browser,
    withPage: async (test, scenario, options) => {
      const context = await browser().newContext(contextOptions(options));
      try {
        await runOnPage(test, await context.newPage(), scenario);
      } finally {
        await context.close();
      }
    },
  };
}
