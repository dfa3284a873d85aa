// The checkout with Pickup chosen and the slot picker shown has no serious or critical axe
// violation in light and dark, at phone and desktop width. Screenshots of the picker and of the
// whole checkout go to apps/web/test-results/.
import { before, test } from 'node:test';
import type { AdminProduct } from '@canopy/contracts';
import { createProduct } from './admin-products-api';
import {
  assertAxeClean,
  assertNoSideScroll,
  checkoutWithPickup,
  prepareShots,
  SCAN_VIEWPORTS,
  shootPage,
  shootPart,
} from './pickup-screen';
import { sharedStorefront } from './storefront-access';

const storefront = sharedStorefront();
let product: AdminProduct;

before(async () => {
  product = await createProduct('Picker Jar', 22, 100);
  await prepareShots();
});

for (const { name, viewport, tag } of SCAN_VIEWPORTS) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`the checkout's slot picker at ${name} in ${scheme}: no serious or critical axe violation`, (t) =>
      storefront.withPage(
        t,
        async (page) => {
          const times = await checkoutWithPickup(page, product);
          await times.getByRole('radio', { disabled: false }).first().check();
          await page.getByRole('radio', { name: 'Pay at pickup' }).check();
          await assertAxeClean(page, `the checkout with the slot picker (${name}, ${scheme})`);
          await assertNoSideScroll(page, `the checkout with the slot picker (${name}, ${scheme})`);
          await shootPart(page, times, `pickup-slot-picker-${tag}-${scheme}.png`);
          await shootPage(page, `pickup-checkout-${tag}-${scheme}.png`);
        },
        { viewport, colorScheme: scheme },
      ));
  }
}
