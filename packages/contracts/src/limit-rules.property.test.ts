// Random packs, carts and histories against a reference evaluator written plainly with BigInt
// fractions and the zone's calendar day read straight from Intl: the engine agrees on every
// number, and no cart it accepts takes a bucket over its limit.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SHIPPED_LIMIT_PACKS } from './limit-packs';
import {
  evaluateLimits,
  LIMIT_CLASSES,
  LIMIT_PERS,
  LIMIT_UNITS,
  LIMIT_WINDOWS,
  type LimitBucket,
  type LimitLine,
  type LimitOrder,
  type LimitPack,
} from './limit-rules';

// --- The reference --------------------------------------------------------------------------------

/** n / d with d > 0. */
type Fraction = { n: bigint; d: bigint };

/** A decimal of at most three places, read from its text: 28.5 → 28500/1000. */
function decimal(value: number): Fraction {
  const [whole = '0', part = ''] = value.toFixed(3).split('.');
  return { n: BigInt(whole + part), d: 1000n };
}
const add = (a: Fraction, b: Fraction): Fraction => ({ n: a.n * b.d + b.n * a.d, d: a.d * b.d });
const times = (a: Fraction, b: Fraction): Fraction => ({ n: a.n * b.n, d: a.d * b.d });
const above = (a: Fraction, b: Fraction) => a.n * b.d > b.n * a.d;
const ZERO: Fraction = { n: 0n, d: 1n };

/** To the thousandth, as a number: rounded up, or down. */
function thousandths(value: Fraction, up: boolean): number {
  const scaled = value.n * 1000n;
  let whole = scaled / value.d;
  if (up && whole * value.d < scaled) whole += 1n;
  return Number(whole) / 1000;
}

function lineAmount(bucket: LimitBucket, line: LimitLine): Fraction {
  const count = line.limit_class === null ? undefined : bucket.counts[line.limit_class];
  if (count === undefined || line.quantity <= 0) return ZERO;
  const fact =
    count.per === 'unit' ? 1 : count.per === 'net_weight_g' ? line.net_weight_g : line.thc_mg;
  if (fact === null || fact <= 0) return ZERO;
  return times({ n: BigInt(line.quantity), d: 1n }, times(decimal(fact), decimal(count.factor)));
}

const calendarDay = (instant: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, dateStyle: 'short' }).format(instant);

function inWindow(pack: LimitPack, placedAt: Date, now: Date, timeZone: string): boolean {
  if (pack.window === 'transaction') return false;
  if (pack.window === 'rolling_24h') return now.getTime() - placedAt.getTime() <= 86_400_000;
  return calendarDay(placedAt, timeZone) === calendarDay(now, timeZone);
}

function reference(
  pack: LimitPack,
  cart: LimitLine[],
  history: LimitOrder[],
  now: Date,
  timeZone: string,
) {
  const counted = history.filter((order) => inWindow(pack, order.placed_at, now, timeZone));
  const buckets = pack.buckets.map((bucket) => {
    const sum = (lines: readonly LimitLine[]) =>
      lines.reduce((total, line) => add(total, lineAmount(bucket, line)), ZERO);
    const used = counted.reduce((total, order) => add(total, sum(order.lines)), ZERO);
    const thisOrder = sum(cart);
    const limit = decimal(bucket.limit);
    const total = add(used, thisOrder);
    const over = above(total, limit);
    return {
      key: bucket.key,
      label: bucket.label,
      unit: bucket.unit,
      limit: thousandths(limit, false),
      used: thousandths(used, true),
      this_order: thousandths(thisOrder, true),
      remaining: over ? 0 : thousandths(add(limit, { n: -total.n, d: total.d }), false),
      over,
      exact: { used, thisOrder, limit },
    };
  });
  return { ok: buckets.every((bucket) => !bucket.over), buckets };
}

// --- Random packs, carts and histories ------------------------------------------------------------

/** A decimal of at most three places between min and max thousandths. */
const decimalArb = (min: number, max: number) => fc.integer({ min, max }).map((n) => n / 1000);

const lineArb: fc.Arbitrary<LimitLine> = fc.record({
  limit_class: fc.option(fc.constantFrom(...LIMIT_CLASSES), { nil: null, freq: 10 }),
  net_weight_g: fc.option(decimalArb(0, 10_000), { nil: null, freq: 5 }),
  thc_mg: fc.option(decimalArb(0, 200_000), { nil: null, freq: 5 }),
  quantity: fc.integer({ min: 0, max: 6 }),
});

const bucketArb = (key: string): fc.Arbitrary<LimitBucket> =>
  fc.record({
    key: fc.constant(key),
    label: fc.constant(key),
    limit: decimalArb(1, 60_000),
    unit: fc.constantFrom(...LIMIT_UNITS),
    counts: fc
      .uniqueArray(fc.constantFrom(...LIMIT_CLASSES.filter((c) => c !== 'accessory')), {
        minLength: 1,
        maxLength: 4,
      })
      .chain((classes) =>
        fc.tuple(
          ...classes.map((limitClass) =>
            fc.record({
              limitClass: fc.constant(limitClass),
              per: fc.constantFrom(...LIMIT_PERS),
              factor: decimalArb(1, 5_000),
            }),
          ),
        ),
      )
      .map((counts) =>
        Object.fromEntries(
          counts.map(({ limitClass, per, factor }) => [limitClass, { per, factor }]),
        ),
      ),
  });

const customPackArb: fc.Arbitrary<LimitPack> = fc
  .record({
    window: fc.constantFrom(...LIMIT_WINDOWS),
    buckets: fc
      .integer({ min: 1, max: 3 })
      .chain((count) =>
        fc.tuple(...Array.from({ length: count }, (_, index) => bucketArb(`b${String(index)}`))),
      ),
  })
  .map(({ window, buckets }) => ({
    key: 'custom',
    name: 'Custom limits',
    version: 1,
    source: 'test',
    effective_from: '2026-01-01',
    window,
    buckets,
  }));

const packArb = fc.oneof(fc.constantFrom(...Object.values(SHIPPED_LIMIT_PACKS)), customPackArb);

const DAY = 86_400_000;
// Daylight-saving changes of 2026: the United States (8 March, 1 November), New Zealand (5 April,
// 27 September).
const CHANGES = [
  Date.UTC(2026, 2, 8),
  Date.UTC(2026, 10, 1),
  Date.UTC(2026, 3, 5),
  Date.UTC(2026, 8, 27),
];
// A year of instants, and instants around the changes.
const nowArb = fc
  .oneof(
    fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2027, 0, 1) }),
    fc
      .tuple(fc.constantFrom(...CHANGES), fc.integer({ min: -DAY, max: 2 * DAY }))
      .map(([change, offset]) => change + offset),
  )
  .map((ms) => new Date(ms));

const scenarioArb = fc.record({
  pack: packArb,
  cart: fc.array(lineArb, { maxLength: 6 }),
  now: nowArb,
  timeZone: fc.constantFrom(
    'America/Los_Angeles',
    'America/Denver',
    'America/Chicago',
    'UTC',
    'Pacific/Auckland',
    'Asia/Kolkata',
  ),
  /** Moves one bucket's limit to the window's total, a thousandth below it or above it. */
  tighten: fc.record({
    bucket: fc.nat(2),
    to: fc.constantFrom('none', 'at', 'below', 'above'),
  }),
  pastOrders: fc.array(
    fc.record({
      ago: fc.oneof(
        fc.integer({ min: 0, max: 3 * DAY }),
        fc.constantFrom(0, DAY, DAY - 1, DAY + 1),
      ),
      lines: fc.array(lineArb, { maxLength: 4 }),
    }),
    { maxLength: 6 },
  ),
});

type Scenario = typeof scenarioArb extends fc.Arbitrary<infer T> ? T : never;

/** The scenario's history, and its pack with the chosen bucket's limit moved to the boundary. */
function arrange({ pack, cart, now, timeZone, pastOrders, tighten }: Scenario) {
  const history = pastOrders.map(({ ago, lines }) => ({
    placed_at: new Date(now.getTime() - ago),
    lines,
  }));
  const target = pack.buckets[tighten.bucket];
  const exact = reference(pack, cart, history, now, timeZone).buckets[tighten.bucket]?.exact;
  if (tighten.to === 'none' || target === undefined || exact === undefined)
    return { pack, history };
  const { used, thisOrder } = exact;
  const step = { none: 0, at: 0, below: -0.001, above: 0.001 }[tighten.to];
  const limit = Math.max(
    0.001,
    Math.round((thousandths(add(used, thisOrder), true) + step) * 1000) / 1000,
  );
  const buckets = pack.buckets.map((bucket) => (bucket === target ? { ...bucket, limit } : bucket));
  return { pack: { ...pack, buckets }, history };
}

// Each property runs thousands of carts (seconds of work, more on a busy machine).
const PROPERTY_TIMEOUT_MS = 60_000;

describe('the limit engine against a reference', () => {
  it(
    'agrees on ok and every bucket number',
    () => {
      fc.assert(
        fc.property(scenarioArb, (scenario) => {
          const { cart, now, timeZone } = scenario;
          const { pack, history } = arrange(scenario);
          const expected = reference(pack, cart, history, now, timeZone);
          const actual = evaluateLimits({ pack, cart, history, now, timeZone });
          expect(actual.ok).toBe(expected.ok);
          expect(actual.buckets).toEqual(
            expected.buckets.map(({ exact: _exact, ...bucket }) => bucket),
          );
        }),
        { numRuns: 2_000 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    'never accepts a cart that, with the window before it, goes over a bucket',
    () => {
      let accepted = 0;
      fc.assert(
        fc.property(scenarioArb, (scenario) => {
          const { cart, now, timeZone } = scenario;
          const { pack, history } = arrange(scenario);
          if (!evaluateLimits({ pack, cart, history, now, timeZone }).ok) return;
          accepted += 1;
          for (const bucket of reference(pack, cart, history, now, timeZone).buckets) {
            const { used, thisOrder, limit } = bucket.exact;
            expect(above(add(used, thisOrder), limit), bucket.key).toBe(false);
            expect(above(thisOrder, limit), bucket.key).toBe(false);
          }
        }),
        { numRuns: 2_000 },
      );
      // The property means something only if many carts pass.
      expect(accepted).toBeGreaterThan(200);
    },
    PROPERTY_TIMEOUT_MS,
  );
});
