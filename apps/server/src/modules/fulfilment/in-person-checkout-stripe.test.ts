// POST /orders for a pickup order with Stripe configured (the real SDK against the local server
// that speaks Stripe's API): an order paid in person creates no payment intent — its payment
// answers provider null and no client secret, on a replay too — while a card order of the same
// slot still gets its intent as every card order does. The clock is moved; nothing sleeps.
import { DEFAULT_STORE_SETTINGS, type CreateOrderRequest } from '@canopy/contracts';
import type { FastifyInstance } from 'fastify';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createShopper,
  newIdempotencyKey,
  orderRequest,
  placeOrder,
  postOrder,
  readOrder,
  type Shopper,
} from '../../../test/factories/orders';
import { createProduct } from '../../../test/factories/products';
import { putSetting } from '../../../test/factories/settings';
import { clearSlotBookings } from '../../../test/factories/slot-places';
import { setupStripeShop } from '../../../test/helpers/stripe-shop';

const { t, stripeApi } = await setupStripeShop();

// 05:00 in Portland on 1 June 2026: tomorrow's slots are all offered.
const NOW = new Date('2026-06-01T12:00:00Z');
const TEN = '2026-06-02T10:00:00-07:00';

let app: FastifyInstance;
let shopper: Shopper;

beforeAll(async () => {
  app = await t.buildApp({}, { now: () => NOW });
  shopper = await createShopper(t);
});

beforeEach(async () => {
  for (const [key, value] of Object.entries({
    ...DEFAULT_STORE_SETTINGS,
    age_verification: 'off',
    in_person_payment: true,
  })) {
    await putSetting(t.db, key, value);
  }
  app.invalidation.bump('settings');
  await clearSlotBookings(t.db);
});

function createdIntents(): number {
  return stripeApi.requests.filter(
    (request) => request.method === 'POST' && request.path === '/v1/payment_intents',
  ).length;
}

async function pickupOrder(paymentMethod: 'card' | 'in_person'): Promise<CreateOrderRequest> {
  const product = await createProduct(t.db, { stockQuantity: 100 });
  const { shipping_address: _address, ...body } = orderRequest([
    { product_id: product.id, quantity: 1 },
  ]);
  return {
    ...body,
    fulfilment: { method: 'pickup', slot_start: TEN },
    payment_method: paymentMethod,
  };
}

describe('POST /api/orders paid in person, with Stripe configured', () => {
  it('creates no payment intent: provider null, no client secret, nothing on the order', async () => {
    const before = createdIntents();
    const placed = await placeOrder(app, shopper, await pickupOrder('in_person'));

    expect(placed.payment).toEqual({ provider: null });
    expect(placed.order).toMatchObject({ payment_method: 'in_person', payment_status: 'unpaid' });
    expect(createdIntents()).toBe(before);
    const row = await readOrder(t.db, placed.order.id);
    expect(row.paymentIntentId).toBeNull();
    expect(row.paymentProvider).toBeNull();
  });

  it('answers a replay of the same request the same way, still without an intent', async () => {
    const body = await pickupOrder('in_person');
    const key = newIdempotencyKey();
    const before = createdIntents();
    const first = await postOrder(app, shopper, body, key);
    const again = await postOrder(app, shopper, body, key);

    expect(first.statusCode, first.body).toBe(201);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json<{ payment: unknown }>().payment).toEqual({ provider: null });
    expect(createdIntents()).toBe(before);
  });

  it('still creates one intent for a pickup order paid by card, with its client secret', async () => {
    const before = createdIntents();
    const placed = await placeOrder(app, shopper, await pickupOrder('card'));

    expect(createdIntents()).toBe(before + 1);
    const row = await readOrder(t.db, placed.order.id);
    const intent = stripeApi.intent(row.paymentIntentId ?? '');
    expect(placed.payment).toEqual({
      provider: 'stripe',
      client_secret: intent.client_secret,
      publishable_key: 'pk_test_canopy_local',
    });
    expect(row.paymentProvider).toBe('stripe');
    expect(intent.amount).toBe(row.totalCents);
  });
});
