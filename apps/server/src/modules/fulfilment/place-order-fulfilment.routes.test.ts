// POST /orders with a pickup or delivery slot (decision 0037), on a moved clock: the slot is
// checked against the rules, its place taken in the order's transaction (never oversold), given
// back on cancel and expiry; delivery prices by its zone; orders without fulfilment are unchanged.
import { randomUUID } from 'node:crypto';
import {
  DEFAULT_STORE_SETTINGS,
  type CreateOrderRequest,
  type CreateOrderResponse,
  type FulfilmentSlots,
  type ValidationIssue,
} from '@canopy/contracts';
import type { FastifyInstance } from 'fastify';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDeliveryZone, deleteDeliveryZones } from '../../../test/factories/delivery-zones';
import {
  createShopper,
  expireReservation,
  orderRequest,
  postOrder,
  stockOf,
  type Shopper,
} from '../../../test/factories/orders';
import { createProduct } from '../../../test/factories/products';
import { putSetting } from '../../../test/factories/settings';
import {
  clearSlotBookings,
  oversoldSlots,
  slotPlacesOf,
} from '../../../test/factories/slot-places';
import { signInAdmin } from '../../../test/helpers/admin-catalog';
import { captureRealtime } from '../../../test/helpers/realtime-capture';
import { setupTestApp } from '../../../test/helpers/test-app';

const t = setupTestApp();

// 05:00 in Portland on 1 June 2026: tomorrow's slots are all offered.
let clock = new Date('2026-06-01T12:00:00Z');
let app: FastifyInstance;
let shopper: Shopper;

const TEN = '2026-06-02T10:00:00-07:00';
const TEN_THIRTY = '2026-06-02T10:30:00-07:00';

beforeAll(async () => {
  app = await t.buildApp({}, { now: () => clock });
  shopper = await createShopper(t);
});

beforeEach(async () => {
  clock = new Date('2026-06-01T12:00:00Z');
  for (const [key, value] of Object.entries({
    ...DEFAULT_STORE_SETTINGS,
    age_verification: 'off',
  })) {
    await putSetting(t.db, key, value);
  }
  app.invalidation.bump('settings');
  await deleteDeliveryZones(t.db);
  await clearSlotBookings(t.db);
});

function order(body: CreateOrderRequest, sessionId: string = randomUUID()) {
  return postOrder(app, { ...shopper, sessionId }, body);
}

async function placed(body: CreateOrderRequest): Promise<CreateOrderResponse> {
  const response = await order(body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<CreateOrderResponse>();
}

async function pickupOrder(start = TEN, quantity = 1): Promise<CreateOrderRequest> {
  const product = await createProduct(t.db, { stockQuantity: 100 });
  const { shipping_address: _address, ...body } = orderRequest([
    { product_id: product.id, quantity },
  ]);
  return { ...body, fulfilment: { method: 'pickup', slot_start: start } };
}

async function deliveryOrder(
  subtotalCents: number,
  overrides: Partial<CreateOrderRequest> = {},
): Promise<CreateOrderRequest> {
  const product = await createProduct(t.db, { retailPriceCents: subtotalCents, stockQuantity: 9 });
  return orderRequest([{ product_id: product.id, quantity: 1 }], {
    fulfilment: { method: 'delivery', slot_start: '2026-06-02T11:00:00-07:00' },
    ...overrides,
  });
}

/** Where the first validation issue of a 422 points. */
function firstIssue(response: Awaited<ReturnType<typeof order>>): ValidationIssue | undefined {
  return response.json<{ detail: ValidationIssue[] }>().detail[0];
}

async function slotsOn(method: 'pickup' | 'delivery', date: string, postalCode?: string) {
  const response = await app.inject({
    method: 'GET',
    url: '/api/fulfilment/slots',
    query: { method, date, ...(postalCode ? { postal_code: postalCode } : {}) },
    headers: { 'x-access-code': shopper.code },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<FulfilmentSlots>();
}

describe('POST /api/orders with pickup', () => {
  it('places a pickup order without an address and without shipping, reporting its slot', async () => {
    const body = await pickupOrder(TEN, 2);
    const { order } = await placed(body);
    expect(order).toMatchObject({
      shipping_address: null,
      subtotal: 20,
      shipping: 0,
      fulfilment: {
        method: 'pickup',
        slot_start: '2026-06-02T17:00:00.000Z',
        slot_end: '2026-06-02T17:30:00.000Z',
        zone_id: null,
      },
      payment_method: 'card',
    });
    expect(await slotPlacesOf(t.db, 'pickup', TEN)).toEqual({ capacity: 5, booked: 1 });
    const slot = (await slotsOn('pickup', '2026-06-02')).slots.find((s) => s.start === TEN);
    expect(slot).toMatchObject({ capacity: 5, booked: 1, available: 4 });
  });

  it('sells exactly 3 places of a slot of 3 to 10 orders at once', async () => {
    await putSetting(t.db, 'pickup_slots', {
      ...DEFAULT_STORE_SETTINGS.pickup_slots,
      slot_capacity: 3,
    });
    const body = await pickupOrder(TEN_THIRTY);
    const responses = await Promise.all(Array.from({ length: 10 }, () => order(body)));
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 409, 409, 409, 409, 409, 409, 409]);
    const refused = responses.find((response) => response.statusCode === 409);
    expect(refused?.json()).toMatchObject({
      error: 'slot_full',
      next_available: '2026-06-02T11:00:00-07:00',
    });
    expect(refused?.json<{ detail: string }>().detail).toMatch(/pickup slot .* is full/);
    expect(await slotPlacesOf(t.db, 'pickup', TEN_THIRTY)).toEqual({ capacity: 3, booked: 3 });
    expect(await oversoldSlots(t.db)).toEqual([]);
  });

  it('refuses a slot outside the rules: before preparation, on a closed date, not a slot start', async () => {
    await putSetting(t.db, 'closed_dates', ['2026-06-03']);
    const cases = [
      // 05:00 now + 30 minutes' preparation: 05:30 is before opening, and 09:00 today is fine,
      // but a 09:15 start is no slot's start.
      '2026-06-01T09:15:00-07:00',
      '2026-06-03T10:00:00-07:00',
      '2026-06-20T10:00:00-07:00',
      '2026-06-02T21:00:00-07:00',
    ];
    for (const start of cases) {
      const response = await order(await pickupOrder(start));
      expect(response.statusCode, start).toBe(422);
      expect(firstIssue(response)).toMatchObject({
        loc: ['body', 'fulfilment', 'slot_start'],
      });
    }
    clock = new Date('2026-06-02T16:45:00Z'); // 09:45: the 10:00 slot is 15 minutes away
    expect((await order(await pickupOrder(TEN))).statusCode).toBe(422);
    expect(await oversoldSlots(t.db)).toEqual([]);
  });

  it("answers slot_full's next_available across days, and null when every slot is taken", async () => {
    await putSetting(t.db, 'pickup_slots', {
      slot_minutes: 120,
      prep_minutes: 0,
      days_ahead: 1,
      slot_capacity: 1,
    });
    await putSetting(t.db, 'opening_hours', {
      ...DEFAULT_STORE_SETTINGS.opening_hours,
      mon: [{ open: '09:00', close: '11:00' }],
      tue: [{ open: '09:00', close: '11:00' }],
    });
    const monday = '2026-06-01T09:00:00-07:00';
    const tuesday = '2026-06-02T09:00:00-07:00';
    await placed(await pickupOrder(monday));
    const full = await order(await pickupOrder(monday));
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({ error: 'slot_full', next_available: tuesday });
    await placed(await pickupOrder(tuesday));
    expect((await order(await pickupOrder(monday))).json()).toMatchObject({
      error: 'slot_full',
      next_available: null,
    });
  });

  it('refuses a method the shop does not offer and paying in person when it is off', async () => {
    await putSetting(t.db, 'fulfilment_methods', ['shipping', 'delivery']);
    const refused = await order(await pickupOrder());
    expect(refused.statusCode).toBe(422);
    expect(firstIssue(refused)?.loc).toEqual(['body', 'fulfilment', 'method']);

    await putSetting(t.db, 'fulfilment_methods', ['shipping', 'pickup', 'delivery']);
    await putSetting(t.db, 'in_person_payment', false);
    const inPerson = await order({ ...(await pickupOrder()), payment_method: 'in_person' });
    expect(inPerson.statusCode).toBe(422);
    expect(firstIssue(inPerson)?.loc).toEqual(['body', 'payment_method']);
  });

  it('refuses paying in person for an order that is shipped', async () => {
    await putSetting(t.db, 'in_person_payment', true);
    const product = await createProduct(t.db, { retailPriceCents: 2_500 });
    const body = orderRequest([{ product_id: product.id, quantity: 1 }]);
    for (const shipped of [
      { ...body, payment_method: 'in_person' as const },
      {
        ...body,
        payment_method: 'in_person' as const,
        fulfilment: { method: 'shipping' as const },
      },
    ]) {
      const refused = await order(shipped);
      expect(refused.statusCode).toBe(422);
      const issue = firstIssue(refused);
      expect(issue?.loc).toEqual(['body', 'payment_method']);
      expect(issue?.msg).toContain('pickup and delivery');
    }
    expect(await stockOf(t.db, product.id)).toBe(product.stockQuantity);
  });

  it('takes a slot on the daylight-saving day in America/Los_Angeles through POST /orders', async () => {
    // 8 March 2026: 02:00 → 03:00. Open all night to cross the change.
    clock = new Date('2026-03-07T12:00:00Z');
    await putSetting(t.db, 'opening_hours', {
      ...DEFAULT_STORE_SETTINGS.opening_hours,
      sun: [{ open: '00:00', close: '06:00' }],
    });
    const answer = await slotsOn('pickup', '2026-03-08');
    const starts = answer.slots.map((slot) => slot.start);
    expect(starts).toContain('2026-03-08T01:30:00-08:00');
    expect(starts).toContain('2026-03-08T03:00:00-07:00');
    expect(starts).not.toContain('2026-03-08T02:00:00-08:00');
    // 00:00–06:00 in half hours is 12 pieces; the clock skips the starts 02:00 and 02:30.
    expect(starts).toHaveLength(10);
    expect(new Set(starts).size).toBe(starts.length);

    const across = await placed(await pickupOrder('2026-03-08T01:30:00-08:00'));
    // 01:30 PST to the jump at 03:00 PDT: 30 real minutes.
    expect(across.order.fulfilment).toMatchObject({
      slot_start: '2026-03-08T09:30:00.000Z',
      slot_end: '2026-03-08T10:00:00.000Z',
    });
    // The same instant written in UTC names the same slot.
    await placed(await pickupOrder('2026-03-08T10:00:00Z'));
    expect(await slotPlacesOf(t.db, 'pickup', '2026-03-08T03:00:00-07:00')).toMatchObject({
      booked: 1,
    });
  });
});

describe('giving slot places back', () => {
  it('gives the place back when staff cancel the order, and sends slot_update', async () => {
    const { headers } = await signInAdmin(t);
    const { order: first } = await placed(await pickupOrder(TEN));
    expect(await slotPlacesOf(t.db, 'pickup', TEN)).toMatchObject({ booked: 1 });
    const frames = captureRealtime(app, 'products');
    const cancelled = await app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${first.id}/status`,
      headers,
      payload: { status: 'cancelled' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await slotPlacesOf(t.db, 'pickup', TEN)).toMatchObject({ booked: 0 });
    expect(frames.ofType('slot_update').at(-1)?.data).toEqual({
      method: 'pickup',
      start: TEN,
      available: 5,
    });
    frames.stop();
    expect(await oversoldSlots(t.db)).toEqual([]);
  });

  it('gives the place back when the reservation sweeper expires the order', async () => {
    const { order: first } = await placed(await pickupOrder(TEN));
    await expireReservation(t.db, first.id);
    const frames = captureRealtime(app, 'products');
    const sweeper = app.reservationSweeper;
    expect((await sweeper.releaseExpiredReservations(new Date())).cancelled).toEqual([first.id]);
    expect(await slotPlacesOf(t.db, 'pickup', TEN)).toMatchObject({ booked: 0 });
    expect(frames.ofType('slot_update').map((frame) => frame.data)).toContainEqual({
      method: 'pickup',
      start: TEN,
      available: 5,
    });
    frames.stop();
    expect(await oversoldSlots(t.db)).toEqual([]);
  });

  it('sends slot_update with the places left when an order takes one', async () => {
    const frames = captureRealtime(app, 'products');
    await placed(await pickupOrder(TEN));
    expect(frames.ofType('slot_update').map((frame) => frame.data)).toContainEqual({
      method: 'pickup',
      start: TEN,
      available: 4,
    });
    frames.stop();
  });
});

describe('POST /api/orders with delivery', () => {
  it("charges the zone's fee as shipping, records the zone and takes the delivery slot", async () => {
    const zone = await createDeliveryZone(t.db, {
      name: 'Downtown',
      postalCodes: ['97201'],
      feeCents: 700,
      minimumSubtotalCents: 2_000,
      freeOverCents: 10_000,
    });
    const { order: placedOrder } = await placed(await deliveryOrder(5_000));
    expect(placedOrder).toMatchObject({
      subtotal: 50,
      shipping: 7,
      fulfilment: { method: 'delivery', zone_id: zone },
    });
    expect(placedOrder.total).toBe(50 + placedOrder.tax + 7);
    expect(await slotPlacesOf(t.db, 'delivery', '2026-06-02T11:00:00-07:00')).toMatchObject({
      booked: 1,
    });
  });

  it('delivers free at or above free_over', async () => {
    await createDeliveryZone(t.db, {
      name: 'Downtown',
      postalCodes: ['97201'],
      feeCents: 700,
      freeOverCents: 10_000,
    });
    expect((await placed(await deliveryOrder(10_000))).order.shipping).toBe(0);
    expect((await placed(await deliveryOrder(9_999))).order.shipping).toBe(7);
  });

  it('refuses an order below the minimum with the dollars missing', async () => {
    await createDeliveryZone(t.db, {
      name: 'Downtown',
      postalCodes: ['97201'],
      minimumSubtotalCents: 2_500,
    });
    const response = await order(await deliveryOrder(1_875));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      error: 'below_minimum',
      detail: 'Delivery to Downtown needs a subtotal of at least $25.00: add $6.25 more',
      missing: 6.25,
    });
    expect(await slotPlacesOf(t.db, 'delivery', '2026-06-02T11:00:00-07:00')).toBeNull();
  });

  it('refuses an address in no active zone (out_of_zone) and a postal code that is not the address', async () => {
    await createDeliveryZone(t.db, { name: 'Downtown', postalCodes: ['97201'] });
    await createDeliveryZone(t.db, { name: 'Paused', postalCodes: ['97209'], isActive: false });
    const address = {
      line1: '9 Pearl Street',
      city: 'Portland',
      state: 'OR',
      postal_code: '97209',
      country: 'US',
    };
    const out = await order(await deliveryOrder(5_000, { shipping_address: address }));
    expect(out.statusCode).toBe(422);
    expect(out.json()).toEqual({ error: 'out_of_zone', detail: 'We do not deliver to 97209' });

    const differs = await order(
      await deliveryOrder(5_000, {
        fulfilment: {
          method: 'delivery',
          slot_start: '2026-06-02T11:00:00-07:00',
          postal_code: '97205',
        },
      }),
    );
    expect(differs.statusCode).toBe(422);
    expect(firstIssue(differs)?.loc).toEqual(['body', 'fulfilment', 'postal_code']);
  });

  it('needs the address for delivery (422 naming it)', async () => {
    const { shipping_address: _address, ...body } = await deliveryOrder(5_000);
    const response = await order(body);
    expect(response.statusCode).toBe(422);
    expect(firstIssue(response)?.loc).toEqual(['body', 'shipping_address']);
  });
});

describe('orders without fulfilment', () => {
  it('are shipped exactly as before: flat shipping, the address, no slot, paid by card', async () => {
    const product = await createProduct(t.db, { retailPriceCents: 2_500 });
    const { order: shipped } = await placed(
      orderRequest([{ product_id: product.id, quantity: 1 }]),
    );
    expect(shipped).toMatchObject({
      shipping: DEFAULT_STORE_SETTINGS.flat_shipping_rate,
      shipping_address: { postal_code: '97201' },
      fulfilment: { method: 'shipping', slot_start: null, slot_end: null, zone_id: null },
      payment_method: 'card',
    });
  });
});
