import { DEFAULT_STORE_SETTINGS, type StoreSettings } from '@canopy/contracts';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  countOrders,
  createShopper,
  orderRequest,
  postOrder,
  stockOf,
} from '../../../test/factories/orders';
import { createProduct } from '../../../test/factories/products';
import { createAdminUser } from '../../../test/factories/admin-users';
import { putSetting } from '../../../test/factories/settings';
import { captureRealtime } from '../../../test/helpers/realtime-capture';
import { latestAuditEntry } from '../../../test/helpers/system-config';
import { setupTestApp } from '../../../test/helpers/test-app';

const t = setupTestApp();
let superuser: { authorization: string };
let admin: { authorization: string };
// Checkout here runs as before the age step (the age-verification tests turn it on).
const SETTINGS: StoreSettings = { ...DEFAULT_STORE_SETTINGS, age_verification: 'off' };

async function headersOf(isSuperuser: boolean) {
  const user = await createAdminUser(t.db, { isSuperuser });
  return { authorization: `Bearer ${t.app.tokens.issueAdminToken(user.id).token}` };
}

function putConfig(body: Record<string, unknown>, headers = superuser) {
  return t.app.inject({ method: 'PUT', url: '/api/admin/system/config', headers, payload: body });
}

beforeAll(async () => {
  superuser = await headersOf(true);
  admin = await headersOf(false);
});

beforeEach(async () => {
  for (const [key, value] of Object.entries(SETTINGS)) {
    await putSetting(t.db, key, value);
  }
  t.app.invalidation.bump('settings');
});

describe('/api/admin/system/config', () => {
  it('is for superusers only: 403 for other admins on GET and PUT', async () => {
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/admin/system/config',
      headers: admin,
    });
    expect(read.statusCode).toBe(403);
    const write = await putConfig({ store_status: 'offline' }, admin);
    expect(write.statusCode).toBe(403);
    const unchanged = await t.app.inject({ method: 'GET', url: '/api/payments/config' });
    expect(unchanged.json()).toMatchObject({ storeStatus: 'online' });
  });

  it('reads every setting', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/system/config',
      headers: superuser,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(SETTINGS);
  });

  it('applies a partial update, audits it, broadcasts it, and /payments/config follows at once', async () => {
    const storefront = captureRealtime(t.app, 'products');
    const back = captureRealtime(t.app, 'admin');
    const response = await putConfig({ tax_rate: 0.0725, flat_shipping_rate: 7.5 });
    storefront.stop();
    back.stop();

    const expected: StoreSettings = {
      ...SETTINGS,
      tax_rate: 0.0725,
      flat_shipping_rate: 7.5,
    };
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual(expected);
    expect(storefront.ofType('configuration_update')).toEqual([
      { type: 'configuration_update', data: expected },
    ]);
    expect(back.ofType('configuration_update')).toHaveLength(1);

    const payments = await t.app.inject({ method: 'GET', url: '/api/payments/config' });
    expect(payments.json()).toMatchObject({
      taxRate: 0.0725,
      defaultShippingCost: 7.5,
      freeShippingThreshold: 100,
      storeStatus: 'online',
    });

    expect(await latestAuditEntry(t.db, 'settings')).toMatchObject({
      action: 'update',
      before: { tax_rate: 0.08, flat_shipping_rate: 10 },
      after: { tax_rate: 0.0725, flat_shipping_rate: 7.5 },
    });
  });

  it.each([
    [{}, 'Nothing to update'],
    [{ tax_rate: 8 }, 'The tax rate is at most 50%'],
    [{ store_status: 'closed' }, 'Choose online, offline or maintenance'],
    [{ flat_shipping_rate: -1 }, 'The flat shipping rate cannot be negative'],
    [{ free_shipping_threshold: 10.005 }, 'The free-shipping threshold has at most two decimals'],
    [{ max_quantity_per_item: 0 }, 'The maximum quantity per item is at least 1'],
    [{ low_stock_threshold: 2.5 }, 'The low-stock threshold is a whole number'],
    [{ currency: 'EUR' }, undefined],
  ])('refuses %j with 422', async (body, message) => {
    const response = await putConfig(body);
    expect(response.statusCode).toBe(422);
    if (message) expect(response.body).toContain(message);
  });
});

describe('the store status at checkout', () => {
  it.each([
    ['maintenance', 'The store is down for maintenance and is not taking orders right now'],
    ['offline', 'The store is closed and is not taking orders right now'],
  ])(
    'answers POST /orders with 503 while %s, takes no stock, and orders again once online',
    async (status, detail) => {
      const shopper = await createShopper(t);
      const product = await createProduct(t.db, { stockQuantity: 5 });
      const ordersBefore = await countOrders(t.db);
      expect((await putConfig({ store_status: status })).statusCode).toBe(200);
      const payments = await t.app.inject({ method: 'GET', url: '/api/payments/config' });
      expect(payments.json()).toMatchObject({ storeStatus: status });

      const refused = await postOrder(
        t.app,
        shopper,
        orderRequest([{ product_id: product.id, quantity: 1 }]),
      );
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toEqual({ detail, error: 'service_unavailable' });
      expect(await countOrders(t.db)).toBe(ordersBefore);
      expect(await stockOf(t.db, product.id)).toBe(5);

      const admins = await t.app.inject({ method: 'GET', url: '/api/admin/users', headers: admin });
      expect(admins.statusCode).toBe(200);

      await putConfig({ store_status: 'online' });
      const placed = await postOrder(
        t.app,
        shopper,
        orderRequest([{ product_id: product.id, quantity: 1 }]),
      );
      expect(placed.statusCode).toBe(201);
    },
  );

  it('enforces a lowered max_quantity_per_item', async () => {
    const shopper = await createShopper(t);
    const product = await createProduct(t.db, { stockQuantity: 20 });
    await putConfig({ max_quantity_per_item: 2 });
    const refused = await postOrder(
      t.app,
      shopper,
      orderRequest([{ product_id: product.id, quantity: 3 }]),
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.body).toContain('You can order at most 2');
  });
});
