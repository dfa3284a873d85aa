// The purchase-limit rule packs Canopy ships (decision 0033): the regulation's numbers as data,
// each with its source and the day it applies from. Which product classes count where is written
// next to each bucket; a class a pack does not name never counts. Accessories count nowhere. The
// owner's own buckets and window make the `custom` pack. No zod: the cart meter imports these.
import type { LimitBucket, LimitCount, LimitPack, LimitWindow } from './limit-rules';

export const LIMIT_PACK_KEYS = [
  'none',
  'us-ca-adult',
  'us-co-adult',
  'us-il-resident',
  'us-il-nonresident',
  'custom',
] as const;
export type LimitPackKey = (typeof LIMIT_PACK_KEYS)[number];
export const DEFAULT_LIMIT_PACK_KEY: LimitPackKey = 'none';

const byWeight: LimitCount = { per: 'net_weight_g', factor: 1 };
const byThc: LimitCount = { per: 'thc_mg', factor: 1 };
const byUnit: LimitCount = { per: 'unit', factor: 1 };
/** THC in mg counted as grams: 1 mg is 0.001 g. */
const thcAsGrams: LimitCount = { per: 'thc_mg', factor: 0.001 };

const none: LimitPack = {
  key: 'none',
  name: 'No purchase limits',
  version: 1,
  source: 'None: the store sells without purchase limits.',
  effective_from: '2026-11-26',
  window: 'transaction',
  buckets: [],
};

const usCaAdult: LimitPack = {
  key: 'us-ca-adult',
  name: 'California, adult use (daily limits)',
  version: 1,
  source:
    'California Code of Regulations, title 4, section 15409 (Daily Limits), in force since adult-use sales began on 2018-01-01: https://govt.westlaw.com/calregs/Document/ICD121243543B11ECAE2D000D3A7C4BC3',
  effective_from: '2018-01-01',
  window: 'store_day',
  buckets: [
    {
      // Non-concentrated cannabis: flower, and pre-rolls by their weight of flower.
      key: 'non_concentrated',
      label: 'flower',
      limit: 28.5,
      unit: 'g',
      counts: { flower: byWeight, preroll: byWeight },
    },
    {
      // Concentrate "including cannabis concentrate contained in cannabis products": concentrates
      // by weight; edibles, beverages and topicals by their THC (1 mg THC = 1 mg concentrate, the
      // least the concentrate inside can weigh, as only their THC is recorded).
      key: 'concentrate',
      label: 'concentrate',
      limit: 8,
      unit: 'g',
      counts: {
        concentrate: byWeight,
        edible: thcAsGrams,
        beverage: thcAsGrams,
        topical: thcAsGrams,
      },
    },
    {
      // Immature plants by the unit; seeds are not in the section and do not count.
      key: 'plants',
      label: 'plants',
      limit: 6,
      unit: 'units',
      counts: { plant: byUnit },
    },
  ],
};

const usCoAdult: LimitPack = {
  key: 'us-co-adult',
  name: 'Colorado, adult use (one ounce equivalent per sale)',
  version: 1,
  source:
    'Colorado Marijuana Rules, 1 CCR 212-3, retail sales limits (first Rule R 402(C)(1.5) of 1 CCR 212-2, in force 2016-10-01): one ounce of flower is equivalent to 8 g of concentrate or 80 servings of 10 mg THC: https://sbg.colorado.gov/med/rules',
  effective_from: '2016-10-01',
  window: 'transaction',
  buckets: [
    {
      // One bucket in grams of flower equivalent: 28 g flower ≡ 8 g concentrate (1 g counts
      // 3.5 g) ≡ 800 mg THC in products (1 mg counts 0.035 g). Pre-rolls by weight, beverages
      // with the edibles; non-psychoactive topicals are exempt; seeds and plants are outside the
      // ounce and do not count.
      key: 'flower_equivalent',
      label: 'flower equivalent',
      limit: 28,
      unit: 'g',
      counts: {
        flower: byWeight,
        preroll: byWeight,
        concentrate: { per: 'net_weight_g', factor: 3.5 },
        edible: { per: 'thc_mg', factor: 0.035 },
        beverage: { per: 'thc_mg', factor: 0.035 },
      },
    },
  ],
};

/**
 * Illinois' buckets at a share of the resident's limits. Flower and pre-rolls by weight;
 * concentrates by weight; "cannabis-infused products" (food, beverages, oils, topical
 * formulations) by their THC. Seeds and plants are not sold to adult-use buyers and do not count.
 */
function illinoisBuckets(half: boolean): LimitBucket[] {
  const share = (limit: number) => (half ? limit / 2 : limit);
  return [
    {
      key: 'flower',
      label: 'flower',
      limit: share(30),
      unit: 'g',
      counts: { flower: byWeight, preroll: byWeight },
    },
    {
      key: 'concentrate',
      label: 'concentrate',
      limit: share(5),
      unit: 'g',
      counts: { concentrate: byWeight },
    },
    {
      key: 'infused_thc',
      label: 'THC in infused products',
      limit: share(500),
      unit: 'mg',
      counts: { edible: byThc, beverage: byThc, topical: byThc },
    },
  ];
}

const ILLINOIS_SOURCE =
  'Cannabis Regulation and Tax Act, 410 ILCS 705/10-10 (possession limits; non-residents half), which a dispensary may not exceed in one sale (410 ILCS 705/15-70), in force 2020-01-01: https://www.ilga.gov/legislation/ilcs/fulltext.asp?DocName=041007050K10-10';

const usIlResident: LimitPack = {
  key: 'us-il-resident',
  name: 'Illinois, adult-use resident (per sale)',
  version: 1,
  source: ILLINOIS_SOURCE,
  effective_from: '2020-01-01',
  window: 'transaction',
  buckets: illinoisBuckets(false),
};

const usIlNonresident: LimitPack = {
  key: 'us-il-nonresident',
  name: 'Illinois, adult-use non-resident (per sale)',
  version: 1,
  source: ILLINOIS_SOURCE,
  effective_from: '2020-01-01',
  window: 'transaction',
  buckets: illinoisBuckets(true),
};

/** The packs Canopy ships, by key; `custom` is built from the owner's buckets. */
export const SHIPPED_LIMIT_PACKS: Record<Exclude<LimitPackKey, 'custom'>, LimitPack> = {
  none,
  'us-ca-adult': usCaAdult,
  'us-co-adult': usCoAdult,
  'us-il-resident': usIlResident,
  'us-il-nonresident': usIlNonresident,
};

export const CUSTOM_LIMIT_SOURCE = "Set by the store's owner";

/** The `custom` pack: the owner's window and buckets, versioned by each save. */
export function customLimitPack(options: {
  window: LimitWindow;
  buckets: LimitBucket[];
  version: number;
  effective_from: string;
}): LimitPack {
  return {
    key: 'custom',
    name: 'Custom limits',
    source: CUSTOM_LIMIT_SOURCE,
    ...options,
  };
}
