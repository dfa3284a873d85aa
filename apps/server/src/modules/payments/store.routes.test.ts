import { DEFAULT_FULFILMENT_SETTINGS } from '@canopy/contracts';
import { describe, expect, it } from 'vitest';
import { putSetting } from '../../../test/factories/settings';
import { setupTestApp } from '../../../test/helpers/test-app';

const t = setupTestApp();

describe('GET /api/payments/config', () => {
  it('is public and describes the test provider with the default money rules', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/payments/config' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      publishableKey: null,
      provider: 'test',
      taxRate: 0.08,
      defaultShippingCost: 10,
      freeShippingThreshold: 100,
      storeStatus: 'online',
      max_quantity_per_item: 10,
      // The suites' databases start with the age step off (test/global-setup.ts).
      age_verification: 'off',
      minimum_age: 21,
      timezone: 'America/Los_Angeles',
      fulfilment_methods: ['shipping', 'pickup', 'delivery'],
      in_person_payment: true,
      store_address: DEFAULT_FULFILMENT_SETTINGS.store_address,
      purchase_limits: false,
    });
  });

  it('tells the storefront whether a purchase-limit pack with limits is active', async () => {
    const read = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/payments/config' })).json<{
        purchase_limits: boolean;
      }>().purchase_limits;
    await putSetting(t.db, 'purchase_limits', { pack: 'us-ca-adult' });
    expect(await read()).toBe(true);
    await putSetting(t.db, 'purchase_limits', { pack: 'none' });
    expect(await read()).toBe(false);
  });

  it('tells the storefront what the age step asks and the store time zone', async () => {
    await putSetting(t.db, 'age_verification', 'attest');
    await putSetting(t.db, 'minimum_age', 18);
    await putSetting(t.db, 'timezone', 'Europe/Berlin');
    const response = await t.app.inject({ method: 'GET', url: '/api/payments/config' });
    expect(response.json()).toMatchObject({
      age_verification: 'attest',
      minimum_age: 18,
      timezone: 'Europe/Berlin',
    });
    await putSetting(t.db, 'age_verification', 'off');
  });

  it('tells the storefront the per-item limit the checkout enforces', async () => {
    await putSetting(t.db, 'max_quantity_per_item', 4);
    const response = await t.app.inject({ method: 'GET', url: '/api/payments/config' });
    expect(response.json()).toMatchObject({ max_quantity_per_item: 4 });
  });

  it('names Stripe and its publishable key when Stripe is configured', async () => {
    const stripeShop = await t.buildApp({
      STRIPE_SECRET_KEY: 'sk_test_123',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_456',
    });
    const response = await stripeShop.inject({ method: 'GET', url: '/api/payments/config' });
    expect(response.json()).toMatchObject({ provider: 'stripe', publishableKey: 'pk_test_456' });
    expect(response.body).not.toContain('sk_test_123');
  });

  it('reflects a settings change at once and ignores a stored value of the wrong type', async () => {
    await putSetting(t.db, 'tax_rate', 0.0725);
    await putSetting(t.db, 'free_shipping_threshold', 'lots');
    const response = await t.app.inject({ method: 'GET', url: '/api/payments/config' });
    expect(response.json()).toMatchObject({ taxRate: 0.0725, freeShippingThreshold: 100 });

    await putSetting(t.db, 'tax_rate', 0.1);
    const updated = await t.app.inject({ method: 'GET', url: '/api/payments/config' });
    expect(updated.json()).toMatchObject({ taxRate: 0.1 });
  });
});
