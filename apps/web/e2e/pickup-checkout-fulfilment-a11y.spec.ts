// The admin Fulfilment screen — its pick list showing a day with a pickup order, the fulfilment
// settings and the delivery zones with a zone — has no serious or critical axe violation in light
// and dark, at phone and desktop width. Screenshots go to apps/web/test-results/.
import { randomUUID } from 'node:crypto';
import { before, test } from 'node:test';
import { storeDay, type CreateOrderResponse, type SystemConfig } from '@canopy/contracts';
import { createProduct } from './admin-products-api';
import { sharedBackOffice } from './back-office-access';
import { createDeliveryZone, systemConfig } from './fulfilment-api';
import { placePickupOrder } from './pickup-api';
import {
  assertAxeClean,
  assertNoSideScroll,
  prepareShots,
  SCAN_VIEWPORTS,
  shootPage,
  shootPart,
} from './pickup-screen';

const office = sharedBackOffice();
let settings: SystemConfig;
let placed: CreateOrderResponse;

before(async () => {
  settings = await systemConfig();
  const product = await createProduct('Pick List Jar', 16, 100);
  placed = await placePickupOrder(product.id);
  await createDeliveryZone({
    name: `E2E zone ${randomUUID().slice(0, 6)}`,
    postal_codes: ['97299'],
    fee: 7.5,
    minimum_subtotal: 30,
    free_over: 120,
  });
  await prepareShots();
});

for (const { name, viewport, tag } of SCAN_VIEWPORTS) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`the Fulfilment screen (pick list, settings, zones) at ${name} in ${scheme}: no serious or critical axe violation`, (t) =>
      office.withPage(
        t,
        async (page) => {
          await page.goto('/admin/fulfilment');
          const pickList = page.getByRole('region', { name: /^Pick list for/ });
          const day = storeDay(
            new Date(placed.order.fulfilment.slot_start ?? ''),
            settings.timezone,
          );
          const dayInput = pickList.getByLabel('Day', { exact: true });
          await dayInput.fill(day);
          await dayInput.blur();
          await pickList.getByText(placed.order.number, { exact: false }).waitFor();
          await page.getByRole('region', { name: 'Delivery zones' }).getByRole('table').waitFor();
          await assertAxeClean(page, `/admin/fulfilment (${name}, ${scheme})`);
          await assertNoSideScroll(page, `/admin/fulfilment (${name}, ${scheme})`);
          await shootPart(page, pickList, `pickup-pick-list-${tag}-${scheme}.png`);
          await shootPage(page, `fulfilment-screen-${tag}-${scheme}.png`);
        },
        { viewport, colorScheme: scheme },
      ));
  }
}
