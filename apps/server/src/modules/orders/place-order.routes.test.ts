import type { CreateOrderResponse } from '@canopy/contracts';
import { describe, expect, it } from 'vitest';
import {
  countOrders,
  createShopper,
  orderRequest,
  placeOrder,
  postOrder,
  readOrder,
  readOrderEvents,
  stockOf,
} from '../../../test/factories/orders';
import { createProduct } from '../../../test/factories/products';
import { createReferralCode, readReferralCode } from '../../../test/factories/referral-codes';
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

  it('takes a percentage referral discount off subtotal + tax + shipping and counts the use', async () => {
    const shopper = await createShopper(t);
    const product = await createProduct(t.db, { retailPriceCents: 3300 });
    const referral = await createReferralCode(t.db, { code: 'TENOFF', percentOff: 10 });
    const body = await placeOrder(
      t.app,
      shopper,
      orderRequest([{ product_id: product.id, quantity: 1 }], { referral_code: ' tenoff ' }),
    );
    // $33.00 + $2.64 + $10.00 = $45.64; 10 % = 456.4 cents → 456.
    expect(body.order).toMatchObject({ discount: 4.56, total: 41.08, referral_code: 'TENOFF' });
    expect((await readReferralCode(t.db, referral.id)).useCount).toBe(1);
  });

  it('takes a fixed referral discount, capped at the order total', async () => {
    const shopper = await createShopper(t);
    const product = await createProduct(t.db, { retailPriceCents: 3300 });
    await createReferralCode(t.db, { code: 'FIVEOFF', discountType: 'fixed', amountOffCents: 500 });
    const five = await placeOrder(
      t.app,
      shopper,
      orderRequest([{ product_id: product.id, quantity: 1 }], { referral_code: 'FIVEOFF' }),
    );
    expect(five.order).toMatchObject({ discount: 5, total: 40.64 });

    const cheap = await createProduct(t.db, { retailPriceCents: 100 });
    await createReferralCode(t.db, {
      code: 'HUGE',
      discountType: 'fixed',
      amountOffCents: 100_000,
    });
    const free = await placeOrder(
      t.app,
      shopper,
      orderRequest([{ product_id: cheap.id, quantity: 1 }], { referral_code: 'HUGE' }),
    );
    expect(free.order).toMatchObject({
      subtotal: 1,
      tax: 0.08,
      shipping: 10,
      discount: 11.08,
      total: 0,
    });
  });

  it.each([
    ['an unknown code', 'NOSUCHCODE', {}, 'Invalid referral code'],
    ['an inactive code', 'SLEEPY', { isActive: false }, 'Invalid referral code'],
    [
      'an expired code',
      'OLDNEWS',
      { expiresAt: new Date(Date.now() - 60_000) },
      'This referral code has expired',
    ],
    [
      'a used-up code',
      'ALLGONE',
      { maxUses: 2, useCount: 2 },
      'This referral code has reached its usage limit',
    ],
    [
      'a code above the subtotal',
      'BIGSPEND',
      { minSubtotalCents: 5000 },
      'Spend at least $50.00 to use this referral code',
    ],
  ])(
    'refuses %s with 422 at referral_code and changes nothing',
    async (_name, code, values, message) => {
      const shopper = await createShopper(t);
      const product = await createProduct(t.db, { retailPriceCents: 4999, stockQuantity: 4 });
      const referral =
        code === 'NOSUCHCODE' ? null : await createReferralCode(t.db, { code, ...values });
      const ordersBefore = await countOrders(t.db);

      const response = await postOrder(
        t.app,
        shopper,
        orderRequest([{ product_id: product.id, quantity: 1 }], { referral_code: code }),
      );
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        detail: [{ loc: ['body', 'referral_code'], msg: message, type: 'value_error' }],
        error: 'validation_error',
      });
      expect(await countOrders(t.db)).toBe(ordersBefore);
      expect(await stockOf(t.db, product.id)).toBe(4);
      if (referral) {
        expect((await readReferralCode(t.db, referral.id)).useCount).toBe(referral.useCount);
      }
    },
  );

  it('lets exactly max_uses orders use a code when they race for it', async () => {
    const product = await createProduct(t.db, { stockQuantity: 50 });
    const referral = await createReferralCode(t.db, { code: 'TWICE', maxUses: 2 });
    const shopper = await createShopper(t);
    const responses = await Promise.all(
      Array.from({ length: 6 }, () =>
        postOrder(
          t.app,
          shopper,
          orderRequest([{ product_id: product.id, quantity: 1 }], { referral_code: 'TWICE' }),
        ),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 201, 422, 422, 422, 422]);
    expect((await readReferralCode(t.db, referral.id)).useCount).toBe(2);
    expect(await stockOf(t.db, product.id)).toBe(48);
  });

  it('needs the access code', async () => {
    const product = await createProduct(t.db);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { 'idempotency-key': 'no-access-code-1' },
      payload: orderRequest([{ product_id: product.id, quantity: 1 }]),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: 'invalid_access_code' });
  });
});
