// Referral codes from the back office into checkout: codes an admin creates through the admin API
// price `POST /orders` exactly as the shared `orderTotals` says, and their max uses and expiry
// hold at checkout.
import { randomBytes } from 'node:crypto';
import {
  centsToDollars,
  dollarsToCents,
  orderTotals,
  type AdminReferralCode,
  type AdminReferralCodeWrite,
  type TotalsDiscount,
} from '@canopy/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createShopper,
  orderRequest,
  placeOrder,
  postOrder,
  type Shopper,
} from '../../../test/factories/orders';
import { createProduct, type TestProduct } from '../../../test/factories/products';
import { readReferralCode, updateReferralCode } from '../../../test/factories/referral-codes';
import { putSetting } from '../../../test/factories/settings';
import { signInAdmin } from '../../../test/helpers/admin-catalog';
import { setupTestApp } from '../../../test/helpers/test-app';

const t = setupTestApp();

const RATES = { taxRate: 0.0825, flatShippingCents: 799, freeShippingThresholdCents: 15_000 };

let authorization: string;
let shopper: Shopper;
let flower: TestProduct;
let onSale: TestProduct;

beforeAll(async () => {
  authorization = (await signInAdmin(t)).headers.authorization;
  shopper = await createShopper(t);
  await putSetting(t.db, 'tax_rate', RATES.taxRate);
  await putSetting(t.db, 'flat_shipping_rate', centsToDollars(RATES.flatShippingCents));
  await putSetting(
    t.db,
    'free_shipping_threshold',
    centsToDollars(RATES.freeShippingThresholdCents),
  );
  flower = await createProduct(t.db, { retailPriceCents: 1_999, stockQuantity: 100 });
  onSale = await createProduct(t.db, {
    retailPriceCents: 4_500,
    salePriceCents: 3_733,
    stockQuantity: 100,
  });
});

async function adminCreates(body: AdminReferralCodeWrite): Promise<AdminReferralCode> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/admin/referral-codes',
    headers: { authorization },
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ referral_code: AdminReferralCode }>().referral_code;
}

const uniqueCode = (prefix: string) => `${prefix}${randomBytes(4).toString('hex').toUpperCase()}`;

const LINES = [
  { unitPriceCents: 1_999, quantity: 3 },
  { unitPriceCents: 3_733, quantity: 1 },
];

function cart() {
  return [
    { product_id: flower.id, quantity: 3 },
    { product_id: onSale.id, quantity: 1 },
  ];
}

describe('admin referral codes at checkout', () => {
  it.each<[string, Omit<AdminReferralCodeWrite, 'code'>, TotalsDiscount]>([
    [
      'a 15% code',
      { discount_type: 'percentage', discount_value: 15 },
      { type: 'percentage', percent: 15 },
    ],
    [
      'a $5 fixed code',
      { discount_type: 'fixed', discount_value: 5 },
      { type: 'fixed', amountCents: 500 },
    ],
  ])('prices %s exactly as orderTotals does', async (name, body, discount) => {
    const code = await adminCreates({ ...body, code: uniqueCode(name.includes('%') ? 'P' : 'F') });
    const expected = orderTotals(LINES, RATES, discount);
    expect(expected.discountCents).toBeGreaterThan(0);

    const { order } = await placeOrder(
      t.app,
      shopper,
      orderRequest(cart(), { referral_code: code.code.toLowerCase() }),
    );
    expect(order).toMatchObject({
      subtotal: centsToDollars(expected.subtotalCents),
      tax: centsToDollars(expected.taxCents),
      shipping: centsToDollars(expected.shippingCents),
      discount: centsToDollars(expected.discountCents),
      total: centsToDollars(expected.totalCents),
      referral_code: code.code,
    });
    expect(dollarsToCents(order.total)).toBe(
      expected.subtotalCents + expected.taxCents + expected.shippingCents - expected.discountCents,
    );
    expect((await readReferralCode(t.db, code.id)).useCount).toBe(1);
  });

  it('refuses the second order once a code with max_uses 1 is used, naming referral_code', async () => {
    const code = await adminCreates({
      code: uniqueCode('ONCE'),
      discount_type: 'percentage',
      discount_value: 10,
      max_uses: 1,
    });
    await placeOrder(t.app, shopper, orderRequest(cart(), { referral_code: code.code }));

    const second = await postOrder(
      t.app,
      shopper,
      orderRequest(cart(), { referral_code: code.code }),
    );
    expect(second.statusCode).toBe(422);
    expect(second.json()).toMatchObject({
      detail: [
        {
          loc: ['body', 'referral_code'],
          msg: 'This referral code has reached its usage limit',
        },
      ],
    });
  });

  it('refuses an expired code with 422 naming referral_code', async () => {
    const code = await adminCreates({
      code: uniqueCode('SOON'),
      discount_type: 'fixed',
      discount_value: 5,
      expires_at: new Date(Date.now() + 3_600_000).toISOString(),
    });
    // An hour later, as far as the code is concerned.
    await updateReferralCode(t.db, code.id, { expiresAt: new Date(Date.now() - 1_000) });

    const response = await postOrder(
      t.app,
      shopper,
      orderRequest(cart(), { referral_code: code.code }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      detail: [{ loc: ['body', 'referral_code'], msg: 'This referral code has expired' }],
    });
    expect((await readReferralCode(t.db, code.id)).useCount).toBe(0);
  });

  it('applies a minimum subtotal set in the back office', async () => {
    const code = await adminCreates({
      code: uniqueCode('MIN'),
      discount_type: 'fixed',
      discount_value: 5,
      min_subtotal: 50,
    });
    const small = await postOrder(
      t.app,
      shopper,
      orderRequest([{ product_id: flower.id, quantity: 1 }], { referral_code: code.code }),
    );
    expect(small.statusCode).toBe(422);
    expect(small.json()).toMatchObject({ detail: [{ loc: ['body', 'referral_code'] }] });

    const { order } = await placeOrder(
      t.app,
      shopper,
      orderRequest(cart(), { referral_code: code.code }),
    );
    expect(order.discount).toBe(5);
  });
});
