// The shipped packs against the regulations' own numbers: exactly at each limit is accepted, the
// smallest step over is refused, exempt classes never count.
import { describe, expect, it } from 'vitest';
import { SHIPPED_LIMIT_PACKS } from './limit-packs';
import {
  evaluateLimits,
  LIMIT_CLASSES,
  type LimitClass,
  type LimitLine,
  type LimitPack,
} from './limit-rules';
import { limitPackSchema } from './purchase-limits';

const LA = 'America/Los_Angeles';
const NOW = new Date('2026-06-10T19:00:00Z');

const grams = (limitClass: LimitClass, quantity: number, g: number): LimitLine => ({
  limit_class: limitClass,
  net_weight_g: g,
  thc_mg: null,
  quantity,
});
const thc = (limitClass: LimitClass, quantity: number, mg: number): LimitLine => ({
  limit_class: limitClass,
  net_weight_g: null,
  thc_mg: mg,
  quantity,
});
const units = (limitClass: LimitClass, quantity: number): LimitLine => ({
  limit_class: limitClass,
  net_weight_g: 1,
  thc_mg: 1,
  quantity,
});

/** What the cart brings to each bucket of the pack. */
function counted(pack: LimitPack, cart: LimitLine[]) {
  const result = evaluateLimits({ pack, cart, now: NOW, timeZone: LA });
  return {
    ok: result.ok,
    counted: Object.fromEntries(result.buckets.map((b) => [b.key, b.this_order])),
  };
}

/** The cart, whether it is accepted and what it counts in the buckets it touches (0 elsewhere). */
type Case = [name: string, cart: LimitLine[], ok: boolean, counts: Record<string, number>];

const cases: Record<string, Case[]> = {
  'us-ca-adult': [
    [
      '28.5 g of flower',
      [grams('flower', 8, 3.5), grams('flower', 1, 0.5)],
      true,
      { non_concentrated: 28.5 },
    ],
    ['285 pre-rolls of 0.1 g', [grams('preroll', 285, 0.1)], true, { non_concentrated: 28.5 }],
    [
      'a gram of flower over',
      [grams('flower', 1, 28.5), grams('preroll', 1, 1)],
      false,
      { non_concentrated: 29.5 },
    ],
    [
      'a milligram of flower over',
      [grams('flower', 1, 28.501)],
      false,
      { non_concentrated: 28.501 },
    ],
    ['8 g of concentrate', [grams('concentrate', 8, 1)], true, { concentrate: 8 }],
    ['8.001 g of concentrate', [grams('concentrate', 1, 8.001)], false, { concentrate: 8.001 }],
    [
      'concentrate and the THC of edibles, beverages and topicals together at 8 g',
      [
        grams('concentrate', 7, 1),
        thc('edible', 5, 100),
        thc('beverage', 4, 100),
        thc('topical', 1, 100),
      ],
      true,
      { concentrate: 8 },
    ],
    ['8,000 mg of THC in edibles', [thc('edible', 80, 100)], true, { concentrate: 8 }],
    [
      '8,001 mg of THC in edibles',
      [thc('edible', 80, 100), thc('edible', 1, 1)],
      false,
      { concentrate: 8.001 },
    ],
    ['6 plants', [units('plant', 6)], true, { plants: 6 }],
    ['7 plants', [units('plant', 7)], false, { plants: 7 }],
    [
      'every limit at once',
      [grams('flower', 1, 28.5), grams('concentrate', 1, 8), units('plant', 6)],
      true,
      { non_concentrated: 28.5, concentrate: 8, plants: 6 },
    ],
    [
      'seeds and accessories never count',
      [grams('seed', 1000, 1), units('accessory', 1000), grams('accessory', 10, 500)],
      true,
      { non_concentrated: 0, concentrate: 0, plants: 0 },
    ],
  ],
  'us-co-adult': [
    ['28 g of flower', [grams('flower', 4, 7)], true, { flower_equivalent: 28 }],
    [
      '28 g of flower and nothing else',
      [grams('flower', 1, 28), grams('accessory', 1, 0)],
      true,
      { flower_equivalent: 28 },
    ],
    ['28.001 g of flower', [grams('flower', 1, 28.001)], false, { flower_equivalent: 28.001 }],
    ['29 g of pre-rolls', [grams('preroll', 29, 1)], false, { flower_equivalent: 29 }],
    ['8 g of concentrate is 28 g', [grams('concentrate', 8, 1)], true, { flower_equivalent: 28 }],
    [
      '80 concentrates of 0.1 g are 28 g',
      [grams('concentrate', 80, 0.1)],
      true,
      { flower_equivalent: 28 },
    ],
    [
      '8.001 g of concentrate',
      [grams('concentrate', 1, 8.001)],
      false,
      { flower_equivalent: 28.004 },
    ],
    ['800 mg of THC is 28 g', [thc('edible', 8, 100)], true, { flower_equivalent: 28 }],
    [
      '320 micro-doses of 2.5 mg are 28 g',
      [thc('edible', 320, 2.5)],
      true,
      { flower_equivalent: 28 },
    ],
    [
      '800 mg of THC in beverages is 28 g',
      [thc('beverage', 80, 10)],
      true,
      { flower_equivalent: 28 },
    ],
    [
      '801 mg of THC',
      [thc('edible', 8, 100), thc('edible', 1, 1)],
      false,
      { flower_equivalent: 28.035 },
    ],
    ['800.001 mg of THC', [thc('edible', 1, 800.001)], false, { flower_equivalent: 28.001 }],
    [
      'half an ounce, 2 g of concentrate and 200 mg of THC',
      [grams('flower', 1, 14), grams('concentrate', 2, 1), thc('edible', 2, 100)],
      true,
      { flower_equivalent: 28 },
    ],
    [
      'topicals, seeds, plants and accessories never count',
      [thc('topical', 100, 1000), units('seed', 100), units('plant', 100), units('accessory', 100)],
      true,
      { flower_equivalent: 0 },
    ],
  ],
  'us-il-resident': [
    [
      '30 g of flower and pre-rolls',
      [grams('flower', 1, 28), grams('preroll', 2, 1)],
      true,
      { flower: 30 },
    ],
    ['31 g of flower', [grams('flower', 31, 1)], false, { flower: 31 }],
    ['5 g of concentrate', [grams('concentrate', 5, 1)], true, { concentrate: 5 }],
    ['5.001 g of concentrate', [grams('concentrate', 1, 5.001)], false, { concentrate: 5.001 }],
    [
      '500 mg of THC in edibles, beverages and topicals',
      [thc('edible', 3, 100), thc('beverage', 1, 100), thc('topical', 1, 100)],
      true,
      { infused_thc: 500 },
    ],
    ['501 mg of THC', [thc('edible', 5, 100), thc('beverage', 1, 1)], false, { infused_thc: 501 }],
    [
      'all three at their limits',
      [grams('flower', 1, 30), grams('concentrate', 1, 5), thc('edible', 5, 100)],
      true,
      { flower: 30, concentrate: 5, infused_thc: 500 },
    ],
    [
      'seeds, plants and accessories never count',
      [units('seed', 100), units('plant', 100), units('accessory', 100)],
      true,
      { flower: 0, concentrate: 0, infused_thc: 0 },
    ],
  ],
  'us-il-nonresident': [
    ['15 g of flower', [grams('flower', 1, 15)], true, { flower: 15 }],
    ['16 g of flower', [grams('flower', 1, 16)], false, { flower: 16 }],
    ['2.5 g of concentrate', [grams('concentrate', 5, 0.5)], true, { concentrate: 2.5 }],
    ['2.501 g of concentrate', [grams('concentrate', 1, 2.501)], false, { concentrate: 2.501 }],
    ['250 mg of THC', [thc('edible', 25, 10)], true, { infused_thc: 250 }],
    ['251 mg of THC', [thc('topical', 1, 251)], false, { infused_thc: 251 }],
  ],
  none: [['anything', LIMIT_CLASSES.map((limitClass) => grams(limitClass, 1000, 1000)), true, {}]],
};

describe('shipped packs', () => {
  for (const [key, table] of Object.entries(cases)) {
    const pack = SHIPPED_LIMIT_PACKS[key as keyof typeof SHIPPED_LIMIT_PACKS];
    describe(key, () => {
      it.each(table)('%s', (_name, cart, ok, counts) => {
        const everyBucket = pack.buckets.map((bucket): [string, number] => [
          bucket.key,
          counts[bucket.key] ?? 0,
        ]);
        expect(counted(pack, cart)).toEqual({ ok, counted: Object.fromEntries(everyBucket) });
      });
    });
  }

  it('are valid packs with a cited source and an official address', () => {
    for (const pack of Object.values(SHIPPED_LIMIT_PACKS)) {
      expect(limitPackSchema.safeParse(pack).success, pack.key).toBe(true);
      if (pack.key !== 'none') expect(pack.source, pack.key).toMatch(/https:\/\/\S+$/);
    }
  });

  it('counts accessories nowhere', () => {
    for (const pack of Object.values(SHIPPED_LIMIT_PACKS)) {
      for (const bucket of pack.buckets) expect(bucket.counts.accessory).toBeUndefined();
    }
  });

  it('gives non-residents of Illinois the resident buckets at half the limits', () => {
    const resident = SHIPPED_LIMIT_PACKS['us-il-resident'].buckets;
    const nonresident = SHIPPED_LIMIT_PACKS['us-il-nonresident'].buckets;
    expect(nonresident.map((b) => b.key)).toEqual(resident.map((b) => b.key));
    expect(nonresident.map((b) => ({ ...b, limit: b.limit * 2 }))).toEqual(resident);
    expect(nonresident.map((b) => b.limit)).toEqual([15, 2.5, 250]);
  });

  it('ignores earlier orders in the per-sale packs and counts the day in California', () => {
    const history = [
      { placed_at: new Date('2026-06-10T16:00:00Z'), lines: [grams('flower', 1, 28)] },
    ];
    const cart = [grams('flower', 1, 28)];
    for (const key of ['us-co-adult', 'us-il-resident'] as const) {
      const pack = SHIPPED_LIMIT_PACKS[key];
      expect(evaluateLimits({ pack, cart, history, now: NOW, timeZone: LA }).ok, key).toBe(true);
    }
    const california = SHIPPED_LIMIT_PACKS['us-ca-adult'];
    expect(evaluateLimits({ pack: california, cart, history, now: NOW, timeZone: LA }).ok).toBe(
      false,
    );
    expect(
      evaluateLimits({
        pack: california,
        cart: [grams('flower', 1, 0.5)],
        history,
        now: NOW,
        timeZone: LA,
      }),
    ).toMatchObject({ ok: true, buckets: [{ used: 28, this_order: 0.5, remaining: 0 }, {}, {}] });
  });
});
