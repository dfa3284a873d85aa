import { beforeAll, describe, expect, it } from 'vitest';
import { createShopper, type Shopper } from '../../../test/factories/orders';
import { createReferralCode } from '../../../test/factories/referral-codes';
import { setupTestApp } from '../../../test/helpers/test-app';

const t = setupTestApp();

let shopper: Shopper;

beforeAll(async () => {
  shopper = await createShopper(t);
  await createReferralCode(t.db, { code: 'TENOFF', percentOff: 10 });
  await createReferralCode(t.db, { code: 'HALFTEN', percentOff: 12.5 });
  await createReferralCode(t.db, { code: 'FIVE', discountType: 'fixed', amountOffCents: 500 });
  await createReferralCode(t.db, { code: 'OFF', isActive: false });
  await createReferralCode(t.db, { code: 'PAST', expiresAt: new Date(Date.now() - 1000) });
  await createReferralCode(t.db, { code: 'FULL', maxUses: 3, useCount: 3 });
  await createReferralCode(t.db, { code: 'BIG', minSubtotalCents: 5000 });
});

function validate(body: unknown) {
  return t.app.inject({
    method: 'POST',
    url: '/api/orders/validate-referral',
    headers: { 'x-access-code': shopper.code },
    payload: body as Record<string, unknown>,
  });
}

const invalid = (code: string, message: string) => ({
  valid: false,
  code,
  discount_type: null,
  discount_value: null,
  message,
});

describe('POST /api/orders/validate-referral', () => {
  it.each([
    [
      { code: 'tenoff' },
      {
        valid: true,
        code: 'TENOFF',
        discount_type: 'percentage',
        discount_value: 10,
        message: '10% off applied',
      },
    ],
    [
      { code: 'HALFTEN' },
      {
        valid: true,
        code: 'HALFTEN',
        discount_type: 'percentage',
        discount_value: 12.5,
        message: '12.5% off applied',
      },
    ],
    [
      { code: 'FIVE' },
      {
        valid: true,
        code: 'FIVE',
        discount_type: 'fixed',
        discount_value: 5,
        message: '$5.00 off applied',
      },
    ],
    [
      { code: 'BIG', subtotal: 50 },
      {
        valid: true,
        code: 'BIG',
        discount_type: 'percentage',
        discount_value: 10,
        message: '10% off applied',
      },
    ],
    [
      { code: 'BIG' },
      {
        valid: true,
        code: 'BIG',
        discount_type: 'percentage',
        discount_value: 10,
        message: '10% off applied',
      },
    ],
    [{ code: 'NOPE' }, invalid('NOPE', 'Invalid referral code')],
    [{ code: 'OFF' }, invalid('OFF', 'Invalid referral code')],
    [{ code: 'PAST' }, invalid('PAST', 'This referral code has expired')],
    [{ code: 'FULL' }, invalid('FULL', 'This referral code has reached its usage limit')],
    [
      { code: 'BIG', subtotal: 49.99 },
      invalid('BIG', 'Spend at least $50.00 to use this referral code'),
    ],
  ])('%j → %j', async (body, expected) => {
    const response = await validate(body);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(expected);
  });

  it.each([
    [{}],
    [{ code: '' }],
    [{ code: 'BAD CODE!' }],
    [{ code: 'TENOFF', subtotal: -1 }],
    [{ code: 7 }],
  ])('answers 422 for %j', async (body) => {
    const response = await validate(body);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ error: 'validation_error' });
  });

  it('needs the access code', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/orders/validate-referral',
      payload: { code: 'TENOFF' },
    });
    expect(response.statusCode).toBe(403);
  });
});
