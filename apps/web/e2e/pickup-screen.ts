// The checkout's pickup choice as the browser tests drive it: the product in the cart, Pickup
// chosen, and the slot picker showing a day that still has times (late in the evening today has
// none: the arrow keys move on to the next day, as a shopper would).
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { AdminProduct } from '@canopy/contracts';
import type { Locator, Page } from 'playwright-core';
import { blockingViolations, describeViolations } from './axe-scan';
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT } from './browser';
import { cartCount } from './cart-screen';
import { checkoutFromDrawer } from './checkout-screen';
import { eventually } from './eventually';

/** Where the pickup specs' screenshots go (not committed). */
export const SHOTS_DIR = path.resolve(import.meta.dirname, '../test-results');

/** The widths the pickup screens are scanned and photographed at. */
export const SCAN_VIEWPORTS = [
  { name: '390 px', viewport: PHONE_VIEWPORT, tag: 'phone' },
  { name: '1280 px', viewport: DESKTOP_VIEWPORT, tag: 'desktop' },
] as const;

export async function prepareShots(): Promise<void> {
  await mkdir(SHOTS_DIR, { recursive: true });
}

/** A screenshot of `part` alone, taken from the top of the page so no sticky bar covers it. */
export async function shootPart(page: Page, part: Locator, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  const box = await part.boundingBox();
  assert.ok(box, `${name}: the part is on the page`);
  await page.screenshot({ path: path.join(SHOTS_DIR, name), fullPage: true, clip: box });
}

/** The whole page from its top. */
export async function shootPage(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(SHOTS_DIR, name), fullPage: true });
}

/** Days the picker may step through looking for times (the settings offer a week ahead). */
const DAYS_TRIED = 8;

export function pickupTimes(page: Page): Locator {
  return page.getByRole('group', { name: 'Pickup time' });
}

export async function addToCart(page: Page, product: AdminProduct): Promise<void> {
  await page.goto(`/products/${String(product.id)}`);
  const before = await cartCount(page);
  await page
    .getByRole('main')
    .getByRole('button', { name: /^Add to Cart/ })
    .click();
  await eventually(async () => assert.equal(await cartCount(page), before + 1));
}

/** Waits for the shown day's slots; false when the day has no time left. */
async function dayHasTimes(times: Locator): Promise<boolean> {
  const none = times.getByText('No times left on this day. Choose another day.');
  await times.getByRole('radio').first().or(none).waitFor();
  return (await none.count()) === 0;
}

/** Opens checkout with the product in the cart and Pickup chosen, on a day with times. */
export async function checkoutWithPickup(page: Page, product: AdminProduct): Promise<Locator> {
  await addToCart(page, product);
  await checkoutFromDrawer(page);
  await page
    .getByRole('group', { name: 'How would you like to get your order?' })
    .getByRole('radio', { name: 'Pickup' })
    .check();
  const times = pickupTimes(page);
  for (let tried = 1; !(await dayHasTimes(times)); tried += 1) {
    assert.ok(tried < DAYS_TRIED, 'some day offers a pickup time');
    await times.getByRole('button', { pressed: true }).focus();
    await page.keyboard.press('ArrowRight');
  }
  return times;
}

/** The page does not scroll sideways; on failure, the elements that stick out are named. */
export async function assertNoSideScroll(page: Page, where: string): Promise<void> {
  // No named functions inside: the page has no `__name` helper that tsx's output would call.
  const outside = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    if (document.documentElement.scrollWidth <= width) return found;
    found.push(`the page is ${String(document.documentElement.scrollWidth)} px wide`);
    // What sticks out: an element whose parent still fits, or an absolutely placed one (which a
    // scrolling box around it does not hold unless that box is positioned).
    for (const element of document.querySelectorAll('body *')) {
      const { right } = element.getBoundingClientRect();
      const parent = element.parentElement?.getBoundingClientRect().right ?? 0;
      const placed = getComputedStyle(element).position === 'absolute';
      if (right > width + 1 && (parent <= width + 1 || placed) && found.length < 6) {
        found.push(
          `${element.tagName.toLowerCase()}.${element.className} (right ${String(right)})`,
        );
      }
    }
    return found;
  });
  assert.deepEqual(outside, [], `${where} scrolls sideways`);
}

export async function assertAxeClean(page: Page, where: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  const violations = await blockingViolations(page);
  assert.ok(violations.length === 0, describeViolations(where, violations));
}
