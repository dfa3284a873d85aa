// The admin tables keep each row's actions in view (issue 13): at 1280 px and at phone width
// the last action of the first row of Products and Access Codes lies inside the window and inside
// the table's sideways-scrolling card, uncovered, with the table scrolled back to its start.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { sharedBackOffice } from './back-office-access';
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT } from './browser';

const backOffice = sharedBackOffice();

const SCREENS = [
  { path: '/admin/products', table: 'Products', lastAction: /^Delete / },
  { path: '/admin/access-codes', table: 'Access codes', lastAction: /^Delete / },
] as const;

const VIEWPORTS = [
  { name: '1280 px', viewport: DESKTOP_VIEWPORT },
  { name: '390 px', viewport: PHONE_VIEWPORT },
] as const;

interface Placement {
  inWindow: boolean;
  inScrollCard: boolean;
  onTop: boolean;
  where: string;
}

async function lastActionPlacement(page: Page, table: string, lastAction: RegExp) {
  const card = page.getByRole('region', { name: table });
  const button = card.locator('tbody tr').first().getByRole('button').last();
  await button.waitFor();
  assert.match((await button.getAttribute('aria-label')) ?? '', lastAction);
  return button.evaluate((element): Placement => {
    const box = element.getBoundingClientRect();
    let scroller = element.parentElement;
    while (scroller && !['auto', 'scroll'].includes(getComputedStyle(scroller).overflowX)) {
      scroller = scroller.parentElement;
    }
    const frame = scroller?.getBoundingClientRect() ?? new DOMRect(0, 0, innerWidth, innerHeight);
    const centre = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return {
      inWindow: box.left >= 0 && box.right <= document.documentElement.clientWidth,
      inScrollCard: box.left >= frame.left && box.right <= frame.right + 0.5,
      onTop: centre !== null && element.contains(centre),
      where: `button ${box.left.toFixed(0)}–${box.right.toFixed(0)}, card ${frame.left.toFixed(0)}–${frame.right.toFixed(0)}, window ${document.documentElement.clientWidth}`,
    };
  });
}

for (const { name, viewport } of VIEWPORTS) {
  test(`at ${name} the admin tables show each row's last action`, (t) =>
    backOffice.withPage(
      t,
      async (page) => {
        for (const screen of SCREENS) {
          await page.goto(screen.path);
          const placement = await lastActionPlacement(page, screen.table, screen.lastAction);
          const where = `${screen.path} at ${name}: ${placement.where}`;
          assert.ok(placement.inWindow, `the last action is inside the window (${where})`);
          assert.ok(placement.inScrollCard, `the table card does not clip it (${where})`);
          assert.ok(placement.onTop, `nothing covers it (${where})`);
        }
      },
      { viewport },
    ));
}
