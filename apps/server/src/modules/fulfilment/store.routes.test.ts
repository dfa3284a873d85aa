import { DEFAULT_STORE_SETTINGS, type FulfilmentSlots } from '@canopy/contracts';
import type { FastifyInstance } from 'fastify';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDeliveryZone } from '../../../test/factories/delivery-zones';
import { createShopper, type Shopper } from '../../../test/factories/orders';
import { putSetting } from '../../../test/factories/settings';
import { setupTestApp } from '../../../test/helpers/test-app';

const t = setupTestApp();

/** The clock the app reads; each test sets it. */
let clock = new Date('2026-06-01T12:00:00Z');
let app: FastifyInstance;
let shopper: Shopper;

beforeAll(async () => {
  app = await t.buildApp({}, { now: () => clock });
  shopper = await createShopper(t);
  await createDeliveryZone(t.db, { name: 'Downtown', postalCodes: ['97201', '97205'] });
  await createDeliveryZone(t.db, { name: 'Paused', postalCodes: ['97209'], isActive: false });
});

beforeEach(async () => {
  // The age step off, as the suites' databases start: the slots are behind the access code alone.
  for (const [key, value] of Object.entries({
    ...DEFAULT_STORE_SETTINGS,
    age_verification: 'off',
  })) {
    await putSetting(t.db, key, value);
  }
  // The storefront gate keeps the age rules in memory: tell it they were written.
  app.invalidation.bump('settings');
});

function slots(query: Record<string, string>) {
  return app.inject({
    method: 'GET',
    url: '/api/fulfilment/slots',
    query,
    headers: { 'x-access-code': shopper.code },
  });
}

async function slotsOf(query: Record<string, string>): Promise<FulfilmentSlots> {
  const response = await slots(query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<FulfilmentSlots>();
}

const starts = (answer: FulfilmentSlots) => answer.slots.map((slot) => slot.start);

describe('GET /api/fulfilment/slots', () => {
  it('is behind the access-code gate', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/fulfilment/slots?method=pickup&date=2026-06-02',
    });
    expect(response.statusCode).toBe(403);
  });

  it("cuts the day's opening hours into slots in the store's time zone, with places", async () => {
    clock = new Date('2026-06-01T12:00:00Z');
    const answer = await slotsOf({ method: 'pickup', date: '2026-06-02' });
    expect(answer).toMatchObject({
      timezone: 'America/Los_Angeles',
      method: 'pickup',
      date: '2026-06-02',
    });
    expect(answer.slots).toHaveLength(24);
    expect(answer.slots[0]).toEqual({
      start: '2026-06-02T09:00:00-07:00',
      end: '2026-06-02T09:30:00-07:00',
      capacity: 5,
      booked: 0,
      available: 5,
    });
    expect(answer.slots.at(-1)?.end).toBe('2026-06-02T21:00:00-07:00');
  });

  it('keeps every slot inside the hours, several intervals a day included', async () => {
    clock = new Date('2026-06-01T12:00:00Z');
    await putSetting(t.db, 'opening_hours', {
      ...DEFAULT_STORE_SETTINGS.opening_hours,
      tue: [
        { open: '10:00', close: '12:15' },
        { open: '14:00', close: '16:00' },
      ],
    });
    const answer = await slotsOf({ method: 'pickup', date: '2026-06-02' });
    expect(starts(answer).map((start) => start.slice(11, 16))).toEqual([
      '10:00',
      '10:30',
      '11:00',
      '11:30',
      '14:00',
      '14:30',
      '15:00',
      '15:30',
    ]);
  });

  it('offers none on a closed date or a closed weekday', async () => {
    clock = new Date('2026-06-01T12:00:00Z');
    await putSetting(t.db, 'closed_dates', ['2026-06-03']);
    await putSetting(t.db, 'opening_hours', { ...DEFAULT_STORE_SETTINGS.opening_hours, thu: [] });
    expect((await slotsOf({ method: 'pickup', date: '2026-06-03' })).slots).toEqual([]);
    expect((await slotsOf({ method: 'pickup', date: '2026-06-04' })).slots).toEqual([]);
    expect((await slotsOf({ method: 'pickup', date: '2026-06-05' })).slots).toHaveLength(24);
  });

  it('offers none starting before now + the preparation time', async () => {
    // 10:10 in Los Angeles; 30 minutes' preparation: 10:40 is the earliest start, so 11:00.
    clock = new Date('2026-06-01T17:10:00Z');
    const pickup = await slotsOf({ method: 'pickup', date: '2026-06-01' });
    expect(pickup.slots[0]?.start).toBe('2026-06-01T11:00:00-07:00');
    expect(pickup.slots).toHaveLength(20);
    // Exactly now + preparation is offered: at 10:30 the 11:00 slot is.
    clock = new Date('2026-06-01T17:30:00Z');
    const atEdge = await slotsOf({ method: 'pickup', date: '2026-06-01' });
    expect(atEdge.slots[0]?.start).toBe('2026-06-01T11:00:00-07:00');
  });

  it('answers no slots for a past date or one beyond days_ahead', async () => {
    clock = new Date('2026-06-01T12:00:00Z');
    expect((await slotsOf({ method: 'pickup', date: '2026-05-31' })).slots).toEqual([]);
    expect((await slotsOf({ method: 'pickup', date: '2026-06-08' })).slots).toHaveLength(24);
    expect((await slotsOf({ method: 'pickup', date: '2026-06-09' })).slots).toEqual([]);
  });

  it.each([
    ['2026-03-08', '2026-03-08T09:00:00-07:00', '2026-03-08T21:00:00-07:00'],
    ['2026-11-01', '2026-11-01T09:00:00-08:00', '2026-11-01T21:00:00-08:00'],
  ])('has every slot once on %s, a daylight-saving day', async (date, first, last) => {
    clock = new Date(date === '2026-03-08' ? '2026-03-01T12:00:00Z' : '2026-10-30T12:00:00Z');
    await putSetting(t.db, 'pickup_slots', {
      ...DEFAULT_STORE_SETTINGS.pickup_slots,
      days_ahead: 10,
    });
    const answer = await slotsOf({ method: 'pickup', date });
    expect(answer.slots).toHaveLength(24);
    expect(new Set(starts(answer)).size).toBe(24);
    expect(answer.slots[0]?.start).toBe(first);
    expect(answer.slots.at(-1)?.end).toBe(last);
    answer.slots.slice(1).forEach((slot, index) => {
      expect(slot.start).toBe(answer.slots[index]?.end);
    });
  });

  it.each([
    ['2026-03-08', 22, '03:00'],
    ['2026-11-01', 24, '02:00'],
  ])('cuts the night of %s around the change of clock', async (date, count, after) => {
    clock = new Date(date === '2026-03-08' ? '2026-03-01T12:00:00Z' : '2026-10-30T12:00:00Z');
    await putSetting(t.db, 'pickup_slots', {
      ...DEFAULT_STORE_SETTINGS.pickup_slots,
      days_ahead: 10,
      prep_minutes: 0,
    });
    await putSetting(t.db, 'opening_hours', {
      ...DEFAULT_STORE_SETTINGS.opening_hours,
      sun: [{ open: '00:00', close: '12:00' }],
    });
    const answer = await slotsOf({ method: 'pickup', date });
    const wall = starts(answer).map((start) => start.slice(11, 16));
    // 24 half-hour pieces; on 8 March the clock skips 02:00 and 02:30, on 1 November none.
    expect(wall).toHaveLength(count);
    expect(new Set(starts(answer)).size).toBe(count);
    expect(wall).toContain(after);
    expect(wall.filter((time) => time === '01:30')).toHaveLength(1);
  });

  it('offers delivery slots to a postal code in an active zone, ZIP+4 included', async () => {
    clock = new Date('2026-06-01T12:00:00Z');
    const answer = await slotsOf({ method: 'delivery', date: '2026-06-02', postal_code: '97205' });
    expect(answer.slots).toHaveLength(6);
    expect(answer.slots[0]).toMatchObject({
      start: '2026-06-02T09:00:00-07:00',
      end: '2026-06-02T11:00:00-07:00',
    });
    const zipPlusFour = await slotsOf({
      method: 'delivery',
      date: '2026-06-02',
      postal_code: '97201-1234',
    });
    expect(zipPlusFour.slots).toHaveLength(6);
  });

  it('refuses delivery outside every active zone: 422 out_of_zone', async () => {
    for (const postalCode of ['10001', '97209']) {
      const response = await slots({
        method: 'delivery',
        date: '2026-06-02',
        postal_code: postalCode,
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        error: 'out_of_zone',
        detail: `We do not deliver to ${postalCode}`,
      });
    }
  });

  it('refuses delivery without a postal code: 422 on the field', async () => {
    const response = await slots({ method: 'delivery', date: '2026-06-02' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      error: 'validation_error',
      detail: [{ loc: ['querystring', 'postal_code'] }],
    });
  });

  it('refuses a method the shop does not offer: 422', async () => {
    await putSetting(t.db, 'fulfilment_methods', ['shipping', 'delivery']);
    const response = await slots({ method: 'pickup', date: '2026-06-02' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      error: 'validation_error',
      detail: [
        {
          loc: ['querystring', 'method'],
          msg: 'The shop does not offer pickup at the moment',
        },
      ],
    });
  });

  it.each([
    [{ method: 'pickup', date: '2026-02-30' }, 'date'],
    [{ method: 'pickup', date: 'tomorrow' }, 'date'],
    [{ method: 'shipping', date: '2026-06-02' }, 'method'],
  ])('refuses %o: 422 naming the field', async (query, field) => {
    const response = await slots(query);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      error: 'validation_error',
      detail: [{ loc: ['querystring', field] }],
    });
  });
});

describe('GET /api/fulfilment/days', () => {
  const days = (query: Record<string, string>) =>
    app.inject({
      method: 'GET',
      url: '/api/fulfilment/days',
      query,
      headers: { 'x-access-code': shopper.code },
    });

  it('lists today to today + days_ahead in the store, closed dates and weekdays left out', async () => {
    // 20:00 on Monday 1 June in Los Angeles, though 2 June in UTC.
    clock = new Date('2026-06-02T03:00:00Z');
    await putSetting(t.db, 'closed_dates', ['2026-06-03']);
    await putSetting(t.db, 'opening_hours', { ...DEFAULT_STORE_SETTINGS.opening_hours, thu: [] });
    const response = await days({ method: 'pickup' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      timezone: 'America/Los_Angeles',
      method: 'pickup',
      days: ['2026-06-01', '2026-06-02', '2026-06-05', '2026-06-06', '2026-06-07', '2026-06-08'],
    });
  });

  it('is behind the access-code gate and refuses a method the shop does not offer', async () => {
    expect(
      (await app.inject({ method: 'GET', url: '/api/fulfilment/days?method=pickup' })).statusCode,
    ).toBe(403);
    await putSetting(t.db, 'fulfilment_methods', ['shipping']);
    const response = await days({ method: 'delivery' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ detail: [{ loc: ['querystring', 'method'] }] });
  });
});
