// A pickup slot's last place taken in another browser (docs/decisions/0039-pickup-and-delivery-
// at-checkout.md): with the slots' capacity set to 1 through the admin API, a second browser
// context books a slot the first one is looking at, and the first one's picker disables it and
// says "Full" without a reload, from the slot_update its live socket receives.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { AdminProduct, SystemConfig } from '@canopy/contracts';
import { createProduct } from './admin-products-api';
import { sharedBackOffice } from './back-office-access';
import { eventually } from './eventually';
import { systemConfig, updateSystemConfig } from './fulfilment-api';
import { watchLiveSocket } from './live-socket-watch';
import { checkoutWithPickup } from './pickup-screen';

const office = sharedBackOffice();
let product: AdminProduct;
let settings: SystemConfig;

before(async () => {
  settings = await systemConfig();
  product = await createProduct('Last Place Jar', 12, 100);
  await updateSystemConfig({ pickup_slots: { ...settings.pickup_slots, slot_capacity: 1 } });
});

after(async () => {
  await updateSystemConfig({ pickup_slots: settings.pickup_slots });
});

test("a second browser takes the slot's last place: the first one's picker greys it live", (t) =>
  office.withPage(t, (watcher) =>
    office.withPage(t, async (taker) => {
      const socket = watchLiveSocket(watcher);
      const watched = await checkoutWithPickup(watcher, product);
      await socket.connected();
      const start =
        (await watched.getByRole('radio', { disabled: false }).first().getAttribute('value')) ?? '';
      const radio = `input[value="${start}"]`;
      const slot = watched.locator(radio);
      const card = watched.locator('label', { has: watcher.locator(radio) });
      assert.match(await card.innerText(), /1 place left/);
      // Marks this page: a reload would forget it.
      await watcher.evaluate(() => Object.assign(window, { e2eSamePage: true }));

      const times = await checkoutWithPickup(taker, product);
      await taker.getByLabel('Email', { exact: true }).fill('last.place@example.com');
      await taker.getByLabel('Full name', { exact: true }).fill('Lee Last');
      await times.locator(`input[value="${start}"]`).check();
      await taker.getByRole('radio', { name: 'Pay at pickup' }).check();
      await taker.getByRole('button', { name: 'Place order' }).click();
      await taker.getByRole('heading', { name: 'Thank you for your order' }).waitFor();

      await eventually(async () => assert.equal(await slot.isDisabled(), true));
      assert.match(await card.innerText(), /Full/);
      const full = await watched
        .getByRole('radio', { name: /Full$/, disabled: true })
        .evaluateAll((radios) => radios.map((radio) => (radio as HTMLInputElement).value));
      assert.ok(full.includes(start), 'the radio is named Full');
      assert.equal(
        await watcher.evaluate(() => 'e2eSamePage' in window),
        true,
        'the page was not reloaded',
      );
    }),
  ));
