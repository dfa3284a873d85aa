// POST /api/orders/limit-check, the cart meter: what the cart adds and what is left per bucket;
// for privacy `used` counts only that email's orders placed in the asking shopper's session, and
// nothing without an email.
import type { LimitEvaluationResponse } from '@canopy/contracts';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createShopper, shopperHeaders, type Shopper } from '../../../test/factories/orders';
import {
  choosePack,
  customerOrders,
  limitedProduct,
  newCustomerEmail,
  ownerHeaders,
} from '../../../test/helpers/purchase-limits';
import { setupTestApp } from '../../../test/helpers/test-app';

const t = setupTestApp();
let owner: { authorization: string };
let flower = 0;

beforeAll(async () => {
  owner = await ownerHeaders(t);
  flower = await limitedProduct(t.db, 'flower', { grams: 3.5 });
});

function check(shopper: Shopper, body: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/orders/limit-check',
    headers: shopperHeaders(t.app, shopper),
    payload: body,
  });
}

const flowerBucket = (evaluation: LimitEvaluationResponse) =>
  evaluation.buckets.find((bucket) => bucket.key === 'non_concentrated');

describe('POST /api/orders/limit-check', () => {
  it('answers ok with no buckets under the pack none', async () => {
    await choosePack(t.app, owner, { pack: 'none' });
    const response = await check(await createShopper(t), {
      items: [{ product_id: flower, quantity: 2 }],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      ok: true,
      window: 'transaction',
      window_start: null,
      buckets: [],
    });
  });

  it("counts only this session's orders of the email", async () => {
    await choosePack(t.app, owner, { pack: 'us-ca-adult' });
    const email = newCustomerEmail();
    const mine = { ...(await createShopper(t)), sessionId: randomUUID() };
    const someoneElse = { ...(await createShopper(t)), sessionId: randomUUID() };
    const order = customerOrders(t.app, mine, email);
    expect((await order([{ product_id: flower, quantity: 2 }])).statusCode).toBe(201);

    const cart = { items: [{ product_id: flower, quantity: 1 }] };
    const own = await check(mine, { ...cart, customer_email: email.toUpperCase() });
    expect(own.statusCode, own.body).toBe(200);
    expect(flowerBucket(own.json<LimitEvaluationResponse>())).toEqual({
      key: 'non_concentrated',
      label: 'flower',
      unit: 'g',
      limit: 28.5,
      used: 7,
      this_order: 3.5,
      remaining: 18,
      over: false,
    });
    expect(own.json<LimitEvaluationResponse>()).toMatchObject({ ok: true, window: 'store_day' });

    // Another session naming the same email learns nothing of those orders.
    const other = await check(someoneElse, { ...cart, customer_email: email });
    expect(flowerBucket(other.json<LimitEvaluationResponse>())).toMatchObject({
      used: 0,
      remaining: 25,
    });
    // Nor does this session without the email.
    const anonymous = await check(mine, cart);
    expect(flowerBucket(anonymous.json<LimitEvaluationResponse>())).toMatchObject({ used: 0 });
  });

  it('says when the cart alone is over, never below 0 remaining', async () => {
    await choosePack(t.app, owner, { pack: 'us-ca-adult' });
    const response = await check(await createShopper(t), {
      items: [{ product_id: flower, quantity: 9 }],
    });
    expect(response.json<LimitEvaluationResponse>()).toMatchObject({ ok: false });
    expect(flowerBucket(response.json<LimitEvaluationResponse>())).toMatchObject({
      this_order: 31.5,
      remaining: 0,
      over: true,
    });
  });

  it('refuses an unknown product or a bad line with 422 at the field', async () => {
    const shopper = await createShopper(t);
    const unknown = await check(shopper, { items: [{ product_id: 2_000_000, quantity: 1 }] });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({
      detail: [{ loc: ['body', 'items', 0, 'product_id'] }],
    });
    const zero = await check(shopper, { items: [{ product_id: flower, quantity: 0 }] });
    expect(zero.statusCode).toBe(422);
    const badEmail = await check(shopper, { items: [], customer_email: 'not-an-email' });
    expect(badEmail.statusCode).toBe(422);
  });

  it('is a storefront call: no access code, no answer', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/orders/limit-check',
      payload: { items: [] },
    });
    expect(response.statusCode).toBe(403);
  });
});
