import { describe, expect, it } from 'vitest';
import { customLimitPack, SHIPPED_LIMIT_PACKS } from './limit-packs';
import { evaluateLimits, type LimitBucket } from './limit-rules';
import {
  limitEvaluationSchema,
  limitFactsSchema,
  limitPackSchema,
  limitSettingsUpdateSchema,
} from './purchase-limits';

const flower: LimitBucket = {
  key: 'flower',
  label: 'flower',
  limit: 28.5,
  unit: 'g',
  counts: { flower: { per: 'net_weight_g', factor: 1 } },
};

/** Each problem as `path: message`. */
function problems(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('limit facts schema', () => {
  it('puts the product form rule on the field it concerns', () => {
    expect(
      problems(
        limitFactsSchema.safeParse({ limit_class: 'preroll', net_weight_g: null, thc_mg: null }),
      ),
    ).toEqual(['net_weight_g: Enter the grams of cannabis in one unit']);
    expect(
      problems(
        limitFactsSchema.safeParse({ limit_class: 'beverage', net_weight_g: null, thc_mg: null }),
      ),
    ).toEqual(['thc_mg: Enter the mg of THC in one unit']);
    expect(
      limitFactsSchema.safeParse({ limit_class: 'accessory', net_weight_g: null, thc_mg: null })
        .success,
    ).toBe(true);
    expect(
      problems(
        limitFactsSchema.safeParse({ limit_class: 'gummies', net_weight_g: null, thc_mg: null }),
      ),
    ).toEqual([
      'limit_class: Choose a limit class: flower, preroll, concentrate, edible, topical, beverage, seed, plant, accessory',
    ]);
  });
});

describe('limit pack schema', () => {
  const pack = customLimitPack({
    window: 'store_day',
    buckets: [flower],
    version: 3,
    effective_from: '2026-11-26',
  });

  it('accepts an owner pack', () => {
    expect(limitPackSchema.parse(pack)).toEqual(pack);
  });

  it('explains what is wrong with a bucket', () => {
    const bad = {
      ...pack,
      effective_from: '2026-02-30',
      buckets: [
        { ...flower, key: 'Flower Limit', limit: 0, counts: {} },
        {
          ...flower,
          limit: 28.5005,
          unit: 'oz',
          counts: { flower: { per: 'weight', factor: 0.0351 } },
        },
        { ...flower, counts: { accessory: { per: 'unit', factor: 1 } } },
        { ...flower, counts: { gummies: { per: 'unit', factor: 1 } } },
      ],
    };
    expect(problems(limitPackSchema.safeParse(bad))).toEqual([
      'effective_from: Use a real day as YYYY-MM-DD',
      'buckets.0.key: A key is lowercase letters, digits and _ (like flower)',
      'buckets.0.limit: The limit must be more than 0',
      'buckets.0.counts: Name a product class this limit counts',
      'buckets.1.limit: The limit has at most three decimals',
      'buckets.1.unit: Choose g, mg or units',
      'buckets.1.counts.flower.per: Count by net_weight_g, thc_mg or unit',
      'buckets.1.counts.flower.factor: The factor has at most three decimals',
      'buckets.2.counts: Accessories never count towards a limit',
      'buckets.3.counts: Not a product class: gummies (use flower, preroll, concentrate, edible, topical, beverage, seed, plant, accessory)',
    ]);
  });

  it('refuses two buckets with one key, more than ten buckets and a pack with none', () => {
    expect(problems(limitPackSchema.safeParse({ ...pack, buckets: [flower, flower] }))).toEqual([
      'buckets.1.key: Each limit needs its own key',
    ]);
    const eleven = Array.from({ length: 11 }, (_, index) => ({
      ...flower,
      key: `b${String(index)}`,
    }));
    expect(problems(limitPackSchema.safeParse({ ...pack, buckets: eleven }))).toEqual([
      'buckets: A pack has at most 10 limits',
    ]);
    expect(problems(limitPackSchema.safeParse({ ...pack, buckets: [] }))).toEqual([
      'buckets: A pack needs at least one limit',
    ]);
  });
});

describe('limit settings update', () => {
  it('takes a shipped pack by key alone', () => {
    expect(limitSettingsUpdateSchema.parse({ pack: 'us-co-adult' })).toEqual({
      pack: 'us-co-adult',
    });
    expect(
      problems(limitSettingsUpdateSchema.safeParse({ pack: 'us-co-adult', buckets: [flower] })),
    ).toEqual(['buckets: Only custom limits take a window and buckets']);
    expect(problems(limitSettingsUpdateSchema.safeParse({ pack: 'us-wa' }))).toEqual([
      'pack: Choose a pack: none, us-ca-adult, us-co-adult, us-il-resident, us-il-nonresident, custom',
    ]);
  });

  it('needs a window and a limit for custom', () => {
    expect(
      limitSettingsUpdateSchema.parse({ pack: 'custom', window: 'rolling_24h', buckets: [flower] }),
    ).toEqual({ pack: 'custom', window: 'rolling_24h', buckets: [flower] });
    expect(problems(limitSettingsUpdateSchema.safeParse({ pack: 'custom', buckets: [] }))).toEqual([
      'window: Choose the window',
      'buckets: Add at least one limit',
    ]);
  });
});

describe('limit evaluation schema', () => {
  it('describes what the engine answers', () => {
    for (const pack of Object.values(SHIPPED_LIMIT_PACKS)) {
      const answer = evaluateLimits({
        pack,
        cart: [{ limit_class: 'flower', net_weight_g: 3.5, thc_mg: null, quantity: 2 }],
        now: new Date('2026-06-10T19:00:00Z'),
        timeZone: 'America/Los_Angeles',
      });
      expect(limitEvaluationSchema.parse(answer)).toEqual(answer);
    }
  });
});
