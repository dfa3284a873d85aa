import { describe, expect, it } from 'vitest';
import {
  countOrders,
  createShopper,
  orderRequest,
  placeOrder,
  postOrder,
  stockOf,
} from '../../../test/factories/orders';
import { createProduct } from '../../../test/factories/products';
import { createReferralCode, readReferralCode } from '../../../test/factories/referral-codes';
import { setupTestApp } from '../../../test/helpers/test-app';

const t = setupTestApp();

describe('POST /api/orders', () => {
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
