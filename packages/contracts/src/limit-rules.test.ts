import { describe, expect, it } from 'vitest';
import { customLimitPack } from './limit-packs';
import {
  evaluateLimits,
  type LimitClass,
  type LimitLine,
  type LimitPack,
  limitFactsProblems,
  limitMeterLabel,
  limitWindowStart,
} from './limit-rules';

const LA = 'America/Los_Angeles';

function line(
  limitClass: LimitClass | null,
  quantity: number,
  g: number | null,
  mg: number | null = null,
): LimitLine {
  return { limit_class: limitClass, net_weight_g: g, thc_mg: mg, quantity };
}

const flowerPack = (window: LimitPack['window']) =>
  customLimitPack({
    window,
    version: 1,
    effective_from: '2026-11-26',
    buckets: [
      {
        key: 'flower',
        label: 'flower',
        limit: 28.5,
        unit: 'g',
        counts: { flower: { per: 'net_weight_g', factor: 1 } },
      },
    ],
  });

describe('limit facts', () => {
  it('asks weight of flower, pre-rolls and concentrates and THC of edibles and beverages', () => {
    for (const limitClass of ['flower', 'preroll', 'concentrate'] as const) {
      expect(
        limitFactsProblems({ limit_class: limitClass, net_weight_g: null, thc_mg: null }),
      ).toEqual({ net_weight_g: 'Enter the grams of cannabis in one unit' });
    }
    for (const limitClass of ['edible', 'beverage'] as const) {
      expect(
        limitFactsProblems({ limit_class: limitClass, net_weight_g: null, thc_mg: null }),
      ).toEqual({ thc_mg: 'Enter the mg of THC in one unit' });
    }
    for (const limitClass of ['topical', 'seed', 'plant', 'accessory', null] as const) {
      expect(
        limitFactsProblems({ limit_class: limitClass, net_weight_g: null, thc_mg: null }),
      ).toEqual({});
    }
  });

  it('refuses a zero weight where it counts, negatives, a fourth decimal and absurd amounts', () => {
    expect(limitFactsProblems({ limit_class: 'flower', net_weight_g: 0, thc_mg: null })).toEqual({
      net_weight_g: 'Must be more than 0',
    });
    expect(limitFactsProblems({ limit_class: 'topical', net_weight_g: -1, thc_mg: 0 })).toEqual({
      net_weight_g: 'Must be more than 0',
    });
    expect(
      limitFactsProblems({ limit_class: 'edible', net_weight_g: null, thc_mg: 2.5005 }),
    ).toEqual({
      thc_mg: 'Use at most three decimals',
    });
    expect(
      limitFactsProblems({ limit_class: 'flower', net_weight_g: 1001, thc_mg: 100_001 }),
    ).toEqual({
      net_weight_g: 'Must be at most 1,000',
      thc_mg: 'Must be at most 100,000',
    });
    expect(limitFactsProblems({ limit_class: 'edible', net_weight_g: 0.035, thc_mg: 2.5 })).toEqual(
      {},
    );
  });
});

describe('window start', () => {
  it('is midnight in the store zone, 23 h and 25 h apart on daylight-saving days', () => {
    // 8 March 2026: clocks go forward at 02:00 in Los Angeles; 1 November: back at 02:00.
    const springStart = limitWindowStart('store_day', new Date('2026-03-08T20:00:00Z'), LA);
    const springNext = limitWindowStart('store_day', new Date('2026-03-09T07:00:00Z'), LA);
    expect(springStart?.toISOString()).toBe('2026-03-08T08:00:00.000Z');
    expect(springNext?.toISOString()).toBe('2026-03-09T07:00:00.000Z');
    const fallStart = limitWindowStart('store_day', new Date('2026-11-02T07:59:59Z'), LA);
    const fallNext = limitWindowStart('store_day', new Date('2026-11-02T08:00:00Z'), LA);
    expect(fallStart?.toISOString()).toBe('2026-11-01T07:00:00.000Z');
    expect(fallNext?.toISOString()).toBe('2026-11-02T08:00:00.000Z');
    const hours = (a: Date | null, b: Date | null) =>
      ((b?.getTime() ?? 0) - (a?.getTime() ?? 0)) / 3_600_000;
    expect(hours(springStart, springNext)).toBe(23);
    expect(hours(fallStart, fallNext)).toBe(25);
  });

  it("answers each instant's own store day, asked in any order (the last day is remembered)", () => {
    const asked = [
      ['2026-11-01T06:59:59.999Z', '2026-10-31T07:00:00.000Z'],
      ['2026-11-01T07:00:00.000Z', '2026-11-01T07:00:00.000Z'],
      ['2026-11-02T07:59:59.999Z', '2026-11-01T07:00:00.000Z'],
      ['2026-11-01T06:59:59.999Z', '2026-10-31T07:00:00.000Z'],
      ['2026-11-02T08:00:00.000Z', '2026-11-02T08:00:00.000Z'],
      ['2026-11-01T12:00:00.000Z', '2026-11-01T07:00:00.000Z'],
    ] as const;
    for (const [now, start] of asked) {
      expect(limitWindowStart('store_day', new Date(now), LA)?.toISOString()).toBe(start);
    }
    // Another zone's day is its own.
    expect(
      limitWindowStart(
        'store_day',
        new Date('2026-11-01T12:00:00.000Z'),
        'Europe/Berlin',
      )?.toISOString(),
    ).toBe('2026-10-31T23:00:00.000Z');
  });

  it('refuses a zone the runtime does not know rather than count no history', () => {
    expect(() => limitWindowStart('store_day', new Date(), 'Mars/Olympus')).toThrow(RangeError);
  });

  it('starts at 01:00 where a daylight-saving change skips midnight', () => {
    // Santiago moves from 00:00 to 01:00 on 6 September 2026.
    const start = limitWindowStart(
      'store_day',
      new Date('2026-09-06T12:00:00Z'),
      'America/Santiago',
    );
    expect(start?.toISOString()).toBe('2026-09-06T04:00:00.000Z');
  });

  it('is 24 h before now for rolling_24h and absent for a transaction', () => {
    const now = new Date('2026-03-08T10:30:00Z');
    expect(limitWindowStart('rolling_24h', now, LA)?.toISOString()).toBe(
      '2026-03-07T10:30:00.000Z',
    );
    expect(limitWindowStart('transaction', now, LA)).toBeNull();
  });
});

describe('evaluating a cart', () => {
  const pastOrder = (at: string, grams: number) => ({
    placed_at: new Date(at),
    lines: [line('flower', 1, grams)],
  });

  it('counts the store day from local midnight, across midnight and on a 23 h day', () => {
    const pack = flowerPack('store_day');
    const now = new Date('2026-03-09T06:30:00Z'); // 23:30 on 8 March in Los Angeles
    const history = [
      pastOrder('2026-03-08T07:59:59Z', 20), // 23:59:59 on 7 March: yesterday
      pastOrder('2026-03-08T08:00:00Z', 10), // midnight: today
      pastOrder('2026-03-09T06:00:00Z', 0.5),
    ];
    const result = evaluateLimits({
      pack,
      cart: [line('flower', 1, 18)],
      history,
      now,
      timeZone: LA,
    });
    expect(result).toEqual({
      ok: true,
      window: 'store_day',
      window_start: '2026-03-08T08:00:00.000Z',
      buckets: [
        {
          key: 'flower',
          label: 'flower',
          unit: 'g',
          limit: 28.5,
          used: 10.5,
          this_order: 18,
          remaining: 0,
          over: false,
        },
      ],
    });
    const over = evaluateLimits({
      pack,
      cart: [line('flower', 1, 18.001)],
      history,
      now,
      timeZone: LA,
    });
    expect(over.ok).toBe(false);
    expect(over.buckets[0]).toMatchObject({ this_order: 18.001, remaining: 0, over: true });
  });

  it('counts the 25 h store day of the autumn change whole', () => {
    const pack = flowerPack('store_day');
    const now = new Date('2026-11-02T07:30:00Z'); // 23:30 PST on 1 November
    const history = [pastOrder('2026-11-01T07:00:00Z', 28.5)]; // 00:00 PDT the same day
    const result = evaluateLimits({
      pack,
      cart: [line('flower', 1, 0.001)],
      history,
      now,
      timeZone: LA,
    });
    expect(result.ok).toBe(false);
    const nextDay = evaluateLimits({
      pack,
      cart: [line('flower', 1, 28.5)],
      history,
      now: new Date('2026-11-02T08:00:00Z'),
      timeZone: LA,
    });
    expect(nextDay.ok).toBe(true);
  });

  it('counts the 24 hours before now for rolling_24h, the start included', () => {
    const pack = flowerPack('rolling_24h');
    const now = new Date('2026-06-10T12:00:00Z');
    const history = [
      pastOrder('2026-06-09T11:59:59Z', 28.5),
      pastOrder('2026-06-09T12:00:00Z', 10),
    ];
    const result = evaluateLimits({
      pack,
      cart: [line('flower', 1, 18.5)],
      history,
      now,
      timeZone: LA,
    });
    expect(result.buckets[0]).toMatchObject({
      used: 10,
      this_order: 18.5,
      remaining: 0,
      over: false,
    });
    expect(
      evaluateLimits({ pack, cart: [line('flower', 1, 18.501)], history, now, timeZone: LA }).ok,
    ).toBe(false);
  });

  it('ignores history for a transaction', () => {
    const pack = flowerPack('transaction');
    const now = new Date('2026-06-10T12:00:00Z');
    const result = evaluateLimits({
      pack,
      cart: [line('flower', 1, 28.5)],
      history: [pastOrder('2026-06-10T11:00:00Z', 28.5)],
      used: { flower: 28.5 },
      now,
      timeZone: LA,
    });
    expect(result).toMatchObject({ ok: true, window_start: null });
    expect(result.buckets[0]).toMatchObject({ used: 0, this_order: 28.5, remaining: 0 });
  });

  it('takes what the window already holds as summed amounts', () => {
    const pack = flowerPack('store_day');
    const now = new Date('2026-06-10T12:00:00Z');
    const cart = [line('flower', 2, 3.5)];
    const result = evaluateLimits({ pack, cart, used: { flower: 21.5 }, now, timeZone: LA });
    expect(result.buckets[0]).toMatchObject({
      used: 21.5,
      this_order: 7,
      remaining: 0,
      over: false,
    });
    expect(evaluateLimits({ pack, cart, used: { flower: 21.501 }, now, timeZone: LA }).ok).toBe(
      false,
    );
  });

  it('says a bucket already over in the window refuses the order', () => {
    const pack = flowerPack('store_day');
    const now = new Date('2026-06-10T12:00:00Z');
    const result = evaluateLimits({
      pack,
      cart: [line('accessory', 1, null)],
      used: { flower: 30 },
      now,
      timeZone: LA,
    });
    expect(result.ok).toBe(false);
    expect(result.buckets[0]).toMatchObject({ used: 30, this_order: 0, remaining: 0, over: true });
  });

  it('holds absurd amounts far over the limit without losing integers', () => {
    const pack = flowerPack('transaction');
    const result = evaluateLimits({
      pack,
      cart: Array.from({ length: 50 }, () => line('flower', 1e6, 1e6)),
      now: new Date(),
      timeZone: LA,
    });
    expect(result.ok).toBe(false);
    expect(result.buckets[0]).toMatchObject({ this_order: 1e9, remaining: 0, over: true });
  });

  it('skips lines without a class and counts missing facts and negative quantities as nothing', () => {
    const pack = flowerPack('transaction');
    const result = evaluateLimits({
      pack,
      cart: [line(null, 5, 100), line('flower', 3, null), line('flower', -4, 10)],
      now: new Date(),
      timeZone: LA,
    });
    expect(result.buckets[0]).toMatchObject({ this_order: 0, remaining: 28.5 });
  });

  it('answers no buckets and ok for an empty pack', () => {
    const pack: LimitPack = { ...flowerPack('transaction'), buckets: [] };
    expect(
      evaluateLimits({ pack, cart: [line('flower', 100, 100)], now: new Date(), timeZone: LA }),
    ).toEqual({ ok: true, window: 'transaction', window_start: null, buckets: [] });
  });
});

describe('meter label', () => {
  it('names what is left of the limit in the window', () => {
    const flower = { remaining: 12.5, limit: 28.5, unit: 'g', label: 'flower' } as const;
    expect(limitMeterLabel(flower, 'store_day')).toBe('12.5 of 28.5 g flower left today');
    expect(limitMeterLabel(flower, 'rolling_24h')).toBe('12.5 of 28.5 g flower left in 24 hours');
    expect(
      limitMeterLabel(
        { remaining: 250, limit: 500, unit: 'mg', label: 'THC in infused products' },
        'transaction',
      ),
    ).toBe('250 of 500 mg THC in infused products left in this order');
    expect(
      limitMeterLabel({ remaining: 4, limit: 6, unit: 'units', label: 'plants' }, 'store_day'),
    ).toBe('4 of 6 plants left today');
    expect(
      limitMeterLabel({ remaining: 0.035, limit: 1000, unit: 'g', label: 'flower' }, 'store_day'),
    ).toBe('0.035 of 1,000 g flower left today');
  });
});
