// The admin Analytics screen with its chart drawn (a paid order in the range): axe finds no
// serious or critical violation in light and dark, on a phone (390 px) and a desktop (1280 px).
// The chart is a picture of figures the screen also gives as text, so nothing inside it may
// take focus (axe's aria-hidden-focus).
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { blockingViolations, describeViolations } from './axe-scan';
import { sharedBackOffice } from './back-office-access';
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT } from './browser';
import { placePaidOrder } from './orders-api';
import { listProducts } from './storefront-api';

const backOffice = sharedBackOffice();

const VIEWPORTS = [
  { name: '390 px', viewport: PHONE_VIEWPORT },
  { name: '1280 px', viewport: DESKTOP_VIEWPORT },
] as const;

before(async () => {
  const product = (await listProducts()).items.find((item) => item.stock_quantity > 0);
  assert.ok(product, 'the catalogue has a product in stock');
  await placePaidOrder(product.id);
});

for (const { name, viewport } of VIEWPORTS) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`the analytics screen with its chart at ${name} in ${scheme}: no serious or critical axe violation`, (t) =>
      backOffice.withPage(
        t,
        async (page) => {
          await page.goto('/admin/analytics');
          const chart = page.getByRole('figure', { name: 'Revenue and orders per day' });
          await chart.locator('.recharts-wrapper').waitFor();
          await page.waitForLoadState('networkidle');
          const violations = await blockingViolations(page);
          assert.ok(
            violations.length === 0,
            describeViolations(`/admin/analytics (${name}, ${scheme})`, violations),
          );
        },
        { viewport, colorScheme: scheme },
      ));
  }
}
