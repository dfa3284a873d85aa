import type { CreateOrderResponse } from '@canopy/contracts';
import { describe, expect, it } from 'vitest';
import {
  createShopper,
  orderRequest,
  placeOrder,
  postOrder,
  readOrder,
  readOrderEvents,
  stockOf,
} from '../../../test/factories/orders';
import { createProduct } from '../../../test/factories/products';
import { putSetting } from '../../../test/factories/settings';
import { setupTestApp } from '../../../test/helpers/test-app';
import { captureRealtime } from '../../../test/helpers/realtime-capture';

const t = setupTestApp();

describe('POST /api/orders', () => {
  it('places an order: prices from the database, stock reserved, payment and token returned', async () => {
    const shopper = await createShopper(t);
    const bud = await createProduct(t.db, {
      name: 'Blue Dream',
      retailPriceCents: 1250,
      stockQuantity: 5,
    });
    const onSale = await createProduct(t.db, {
      name: 'OG Kush',
      retailPriceCents: 1000,
      salePriceCents: 800,
      stockQuantity: 3,
    });
    const products = captureRealtime(t.app, 'products');
    const admin = captureRealtime(t.app, 'admin');

    const response = await postOrder(
      t.app,
      shopper,
      orderRequest([
        { product_id: bud.id, quantity: 2 },
        { product_id: onSale.id, quantity: 1 },
      ]),
    );

    expect(response.statusCode).toBe(201);
    const body = response.json<CreateOrderResponse>();
    // 2 × $12.50 + 1 × $8.00 (the sale price) = $33.00; 8 % tax $2.64; $10 shipping under $100.
    expect(body.order).toMatchObject({
      status: 'ordered',
      payment_status: 'unpaid',
      customer_email: 'ada@example.com',
      customer_name: 'Ada Lovelace',
      phone: '+1 555 0100',
      shipping_address: { line1: '1 Analytical Way', city: 'Portland', country: 'US' },
      subtotal: 33,
      tax: 2.64,
      tax_rate: 0.08,
      shipping: 10,
      discount: 0,
      total: 45.64,
      referral_code: null,
    });
    expect(body.order.number).toMatch(/^CN-[A-HJKMNP-Z2-9]{8}$/);
    expect(body.order.items).toEqual([
      {
        product_id: bud.id,
        name: 'Blue Dream',
        sku: bud.sku,
        unit_price: 12.5,
        quantity: 2,
        line_total: 25,
      },
      {
        product_id: onSale.id,
        name: 'OG Kush',
        sku: onSale.sku,
        unit_price: 8,
        quantity: 1,
        line_total: 8,
      },
    ]);
    const minutesHeld = (Date.parse(body.order.reserved_until ?? '') - Date.now()) / 60_000;
    expect(minutesHeld).toBeGreaterThan(29);
    expect(minutesHeld).toBeLessThanOrEqual(30);
    expect(body.payment).toEqual({ provider: 'test' });
    expect(body.order_token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    expect(await stockOf(t.db, bud.id)).toBe(3);
    expect(await stockOf(t.db, onSale.id)).toBe(2);
    const row = await readOrder(t.db, body.order.id);
    expect(row).toMatchObject({
      accessCodeId: shopper.accessCodeId,
      paymentProvider: 'test',
      subtotalCents: 3300,
      taxCents: 264,
      shippingCents: 1000,
      totalCents: 4564,
    });
    expect(row.paymentIntentId).toMatch(/^test_pi_[0-9a-f]{24}$/);
    expect(await readOrderEvents(t.db, body.order.id)).toEqual([
      { fromStatus: null, toStatus: 'ordered', actor: 'customer' },
    ]);

    expect(products.ofType('stock_update').map((frame) => frame.data)).toEqual([
      { product_id: bud.id, stock: 3 },
      { product_id: onSale.id, stock: 2 },
    ]);
    expect(admin.ofType('inventory_update').map((frame) => frame.data)).toEqual([
      { product_id: bud.id, stock: 3 },
      { product_id: onSale.id, stock: 2 },
    ]);
    expect(admin.ofType('order_update').map((frame) => frame.data)).toEqual([
      expect.objectContaining({
        id: body.order.id,
        status: 'ordered',
        payment_status: 'unpaid',
        total: 45.64,
      }),
    ]);
    products.stop();
    admin.stop();
  });

  it('ignores prices, totals and anything else the client sends', async () => {
    const shopper = await createShopper(t);
    const product = await createProduct(t.db, { retailPriceCents: 1999 });
    const request = {
      ...orderRequest([{ product_id: product.id, quantity: 3 }]),
      subtotal: 0.01,
      total: 0.01,
      discount: 500,
      status: 'done',
      payment_status: 'paid',
    };
    request.items = [
      { product_id: product.id, quantity: 3, unit_price: 0.01, price: 0.01 } as never,
    ];

    const body = (await postOrder(t.app, shopper, request)).json<CreateOrderResponse>();
    // 3 × $19.99 = $59.97; tax round(4797.6) = 480 cents; shipping $10.
    expect(body.order).toMatchObject({
      status: 'ordered',
      payment_status: 'unpaid',
      subtotal: 59.97,
      tax: 4.8,
      shipping: 10,
      discount: 0,
      total: 74.77,
    });
    expect(body.order.items[0]).toMatchObject({ unit_price: 19.99, line_total: 59.97 });
  });

  it('prices a sale item at its sale price and ships free at exactly the threshold', async () => {
    const shopper = await createShopper(t);
    const product = await createProduct(t.db, { retailPriceCents: 6000, salePriceCents: 5000 });
    const body = await placeOrder(
      t.app,
      shopper,
      orderRequest([{ product_id: product.id, quantity: 2 }]),
    );
    expect(body.order).toMatchObject({ subtotal: 100, tax: 8, shipping: 0, total: 108 });

    const justBelow = await createProduct(t.db, { retailPriceCents: 9999 });
    const below = await placeOrder(
      t.app,
      shopper,
      orderRequest([{ product_id: justBelow.id, quantity: 1 }]),
    );
    expect(below.order).toMatchObject({ subtotal: 99.99, tax: 8, shipping: 10, total: 117.99 });
  });

  it('applies the live settings: tax rate, flat shipping and the free-shipping threshold', async () => {
    const shopper = await createShopper(t);
    const product = await createProduct(t.db, { retailPriceCents: 2000 });
    await putSetting(t.db, 'tax_rate', 0.1);
    await putSetting(t.db, 'flat_shipping_rate', 7.5);
    await putSetting(t.db, 'free_shipping_threshold', 50);
    try {
      const small = await placeOrder(
        t.app,
        shopper,
        orderRequest([{ product_id: product.id, quantity: 2 }]),
      );
      expect(small.order).toMatchObject({
        subtotal: 40,
        tax: 4,
        tax_rate: 0.1,
        shipping: 7.5,
        total: 51.5,
      });
      const large = await placeOrder(
        t.app,
        shopper,
        orderRequest([{ product_id: product.id, quantity: 3 }]),
      );
      expect(large.order).toMatchObject({ subtotal: 60, tax: 6, shipping: 0, total: 66 });
    } finally {
      await putSetting(t.db, 'tax_rate', 0.08);
      await putSetting(t.db, 'flat_shipping_rate', 10);
      await putSetting(t.db, 'free_shipping_threshold', 100);
    }
  });
});
