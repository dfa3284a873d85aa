// POST /orders with age verification on (docs/product.md#what-an-order-records): the verified age
// of the customer token, the date of birth in date-of-birth mode, every product's minimum age, and
// what the order records. The clock is fixed: 15 June 2026, 11:00 in the store's time zone.
import { randomUUID } from 'node:crypto';
import type { CreateOrderResponse } from '@canopy/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VerifiedAge } from '../../plugins/auth';
import {
  countOrders,
  createShopper,
  newIdempotencyKey,
  orderRequest,
  readOrder,
  stockOf,
  type Shopper,
} from '../../../test/factories/orders';
import { createProduct, type TestProduct } from '../../../test/factories/products';
import { setAgeRules } from '../../../test/helpers/age-step';
import { setupTestApp } from '../../../test/helpers/test-app';

const t = setupTestApp();
const NOW = new Date('2026-06-15T18:00:00Z');
const VERIFIED_AT = Math.floor(NOW.getTime() / 1000) - 60;
/** 20 on the store day: the 21st birthday is tomorrow. */
const BORN_2005 = '2005-06-16';

let app: FastifyInstance;
let shopper: Shopper;
let anyAge: TestProduct;
let adultsOnly: TestProduct;
let over25: TestProduct;

beforeAll(async () => {
  app = await t.buildApp({}, { now: () => NOW });
  shopper = await createShopper(t);
  anyAge = await createProduct(t.db, { name: 'Balm', stockQuantity: 100, minimumAge: null });
  adultsOnly = await createProduct(t.db, { name: 'Gummies', stockQuantity: 100, minimumAge: 21 });
  over25 = await createProduct(t.db, { name: 'Reserve', stockQuantity: 100, minimumAge: 25 });
});

afterAll(async () => {
  await ageRules({ age_verification: 'off' });
});

/** Stores the rules and tells every app (the storefront gate keeps them in memory). */
const ageRules = (rules: Record<string, unknown>) => setAgeRules(app, t.db, rules);

function dobAge(dateOfBirth: string, policyVersion = 1): VerifiedAge {
  return {
    method: 'date_of_birth',
    policy_version: policyVersion,
    verified_at: VERIFIED_AT,
    dob_digest: app.personalData.digest('date-of-birth', dateOfBirth),
  };
}

function attestedAge(age: number): VerifiedAge {
  return { method: 'attest', policy_version: 1, verified_at: VERIFIED_AT, attested_age: age };
}

function post(body: unknown, age: VerifiedAge | undefined, key = newIdempotencyKey()) {
  const { token } = app.tokens.issueCustomerToken(shopper.accessCodeId, randomUUID(), age);
  return app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: {
      'x-access-code': shopper.code,
      authorization: `Bearer ${token}`,
      'idempotency-key': key,
    },
    payload: body as Record<string, unknown>,
  });
}

const one = (product: TestProduct) => [{ product_id: product.id, quantity: 1 }];

describe('POST /api/orders with the age step in date-of-birth mode', () => {
  beforeAll(async () => {
    await ageRules({ age_verification: 'date_of_birth', minimum_age: 18, age_policy_version: 1 });
  });

  it('records how the age was verified and the date of birth, which the answer never shows', async () => {
    const response = await post(
      orderRequest(one(anyAge), { date_of_birth: BORN_2005 }),
      dobAge(BORN_2005),
    );
    expect(response.statusCode, response.body).toBe(201);
    const placed = response.json<CreateOrderResponse>();
    expect(placed.order.age_verification).toEqual({
      method: 'date_of_birth',
      policy_version: 1,
      verified_at: new Date(VERIFIED_AT * 1000).toISOString(),
      age_at_order: 20,
    });
    expect(response.body).not.toContain(BORN_2005);
    const stored = await readOrder(t.db, placed.order.id);
    expect(stored.dateOfBirth).toBe(BORN_2005);
    expect(stored.ageVerification).toEqual(placed.order.age_verification);

    const read = await app.inject({
      method: 'GET',
      url: `/api/orders/${placed.order.id}`,
      headers: {
        'x-access-code': shopper.code,
        'x-order-token': placed.order_token,
        authorization: `Bearer ${app.tokens.issueCustomerToken(shopper.accessCodeId, randomUUID(), dobAge(BORN_2005)).token}`,
      },
    });
    expect(read.json()).toMatchObject({ order: { age_verification: { age_at_order: 20 } } });
    expect(read.body).not.toContain(BORN_2005);
  });

  it("refuses a product above the buyer's age with its id, and writes nothing", async () => {
    const ordersBefore = await countOrders(t.db);
    const response = await post(
      orderRequest([...one(anyAge), ...one(adultsOnly)], { date_of_birth: BORN_2005 }),
      dobAge(BORN_2005),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      error: 'age_requirement',
      detail: 'You must be 21 or older to order Gummies',
      product_ids: [adultsOnly.id],
    });
    expect(await countOrders(t.db)).toBe(ordersBefore);
    expect(await stockOf(t.db, anyAge.id)).toBe(100 - 1);
  });

  it("holds a product without a minimum age to the store's", async () => {
    await ageRules({ minimum_age: 21 });
    try {
      const refused = await post(
        orderRequest(one(anyAge), { date_of_birth: BORN_2005 }),
        dobAge(BORN_2005),
      );
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({ error: 'age_requirement', product_ids: [anyAge.id] });
      const accepted = await post(
        orderRequest(one(adultsOnly), { date_of_birth: '2005-06-15' }),
        dobAge('2005-06-15'),
      );
      expect(accepted.statusCode, accepted.body).toBe(201);
    } finally {
      await ageRules({ minimum_age: 18 });
    }
  });

  it('asks for the date of birth beside its field, and refuses an impossible one', async () => {
    const missing = await post(orderRequest(one(anyAge)), dobAge(BORN_2005));
    expect(missing.statusCode).toBe(422);
    expect(missing.json<{ detail: { loc: unknown[] }[] }>().detail).toEqual([
      expect.objectContaining({ loc: ['body', 'date_of_birth'], msg: 'Enter your date of birth' }),
    ]);
    for (const date_of_birth of ['2005-02-30', '2030-01-01', '16/06/2005']) {
      const response = await post(orderRequest(one(anyAge), { date_of_birth }), dobAge(BORN_2005));
      expect(response.statusCode, date_of_birth).toBe(422);
      const locs = response.json<{ detail: { loc: unknown[] }[] }>().detail.map((i) => i.loc);
      expect(locs, date_of_birth).toContainEqual(['body', 'date_of_birth']);
    }
  });

  it('refuses a date of birth other than the one verified (age_verification_mismatch)', async () => {
    const response = await post(
      orderRequest(one(anyAge), { date_of_birth: '1990-01-01' }),
      dobAge(BORN_2005),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      error: 'age_verification_mismatch',
      detail: expect.any(String) as string,
    });
  });

  it('answers 403 age_verification_required without a verified token, or one of another policy', async () => {
    for (const age of [undefined, dobAge(BORN_2005, 2), attestedAge(21)]) {
      const response = await post(orderRequest(one(anyAge), { date_of_birth: BORN_2005 }), age);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ error: 'age_verification_required' });
    }
  });

  it('fingerprints the date of birth: the same key with another date is another order', async () => {
    const key = newIdempotencyKey();
    const first = await post(
      orderRequest(one(anyAge), { date_of_birth: BORN_2005 }),
      dobAge(BORN_2005),
      key,
    );
    expect(first.statusCode).toBe(201);
    const again = await post(
      orderRequest(one(anyAge), { date_of_birth: BORN_2005 }),
      dobAge(BORN_2005),
      key,
    );
    expect(again.statusCode).toBe(201);
    expect(again.json<CreateOrderResponse>().order.id).toBe(
      first.json<CreateOrderResponse>().order.id,
    );
    const other = await post(
      orderRequest(one(anyAge), { date_of_birth: '2000-01-01' }),
      dobAge('2000-01-01'),
      key,
    );
    expect(other.statusCode).toBe(409);
  });
});

describe('POST /api/orders with the age step in attest mode', () => {
  beforeAll(async () => {
    await ageRules({ age_verification: 'attest', minimum_age: 21, age_policy_version: 1 });
  });

  it('records the attestation without an age, and needs no date of birth', async () => {
    const response = await post(orderRequest(one(adultsOnly)), attestedAge(21));
    expect(response.statusCode, response.body).toBe(201);
    const placed = response.json<CreateOrderResponse>();
    expect(placed.order.age_verification).toEqual({
      method: 'attest',
      policy_version: 1,
      verified_at: new Date(VERIFIED_AT * 1000).toISOString(),
      age_at_order: null,
    });
    expect((await readOrder(t.db, placed.order.id)).dateOfBirth).toBeNull();
  });

  it('refuses a product above the attested age', async () => {
    const response = await post(
      orderRequest([...one(adultsOnly), ...one(over25)]),
      attestedAge(21),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      error: 'age_requirement',
      detail: 'You must be 25 or older to order Reserve',
      product_ids: [over25.id],
    });
  });
});

describe('POST /api/orders with age verification off', () => {
  beforeAll(async () => {
    await ageRules({ age_verification: 'off' });
  });

  it('records nothing of the age and asks for nothing', async () => {
    const response = await post(orderRequest(one(over25)), undefined);
    expect(response.statusCode, response.body).toBe(201);
    const placed = response.json<CreateOrderResponse>();
    expect(placed.order.age_verification).toBeNull();
    const stored = await readOrder(t.db, placed.order.id);
    expect(stored).toMatchObject({ ageVerification: null, dateOfBirth: null });
  });
});
