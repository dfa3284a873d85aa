// (Split from purchase-limits.spec.ts to keep each file within the runner's time limit.)
// The Compliance screen with the California pack in force (set through the admin API): it shows
// the pack chosen and its limits, axe finds nothing serious in light and dark, on a phone (390 px)
// and a desktop; the screenshots go to apps/web/test-results/.
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { blockingViolations, describeViolations } from './axe-scan';
import { sharedBackOffice } from './back-office-access';
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT } from './browser';
import { setLimitPack } from './compliance-api';

const office = sharedBackOffice();
const shots = path.resolve(import.meta.dirname, '../test-results');

before(async () => {
  await setLimitPack({ pack: 'us-ca-adult' });
  await mkdir(shots, { recursive: true });
});

after(async () => {
  await setLimitPack({ pack: 'none' });
});

for (const colorScheme of ['light', 'dark'] as const) {
  for (const [size, viewport] of [
    ['390', PHONE_VIEWPORT],
    ['desktop', DESKTOP_VIEWPORT],
  ] as const) {
    test(`the Compliance screen shows the pack in force (${colorScheme}, ${size}): axe clean`, (t) =>
      office.withPage(
        t,
        async (page) => {
          await page.goto('/admin/compliance');
          const california = page.getByRole('radio', { name: /California, adult use/ });
          await california.waitFor();
          assert.ok(await california.isChecked(), 'the California pack is in force');
          await page
            .getByRole('region', { name: 'California, adult use (daily limits)' })
            .getByText('28.5 g', { exact: true })
            .waitFor();
          await page.waitForLoadState('networkidle');
          const violations = await blockingViolations(page);
          assert.ok(
            violations.length === 0,
            describeViolations(`/admin/compliance (${colorScheme}, ${size})`, violations),
          );
          await page.screenshot({
            path: path.join(shots, `purchase-limits-compliance-${colorScheme}-${size}.png`),
            fullPage: true,
          });
        },
        { colorScheme, viewport },
      ));
  }
}
