// The purchase-limit engine (decision 0033), free of zod so the storefront's cart meter and the
// server's checkout run the same code. A rule pack is data (limit-packs.ts): buckets with a limit,
// each counting some product classes by weight, by THC or by unit, times a factor. Arithmetic is
// exact: facts and limits are integer thousandths of their unit (mg for g, µg for mg) and factors
// integer thousandths, so a weighted amount is an integer number of millionths of the bucket's
// unit and a cart exactly at a limit is never refused by rounding.
import { TZDate } from '@date-fns/tz';
import { addDays, startOfDay } from 'date-fns';

export const LIMIT_CLASSES = [
  'flower',
  'preroll',
  'concentrate',
  'edible',
  'topical',
  'beverage',
  'seed',
  'plant',
  'accessory',
] as const;
export type LimitClass = (typeof LIMIT_CLASSES)[number];

/** `transaction`: this order alone; `store_day`: midnight to midnight in the store's zone; `rolling_24h`: the 24 h before now. */
export const LIMIT_WINDOWS = ['transaction', 'store_day', 'rolling_24h'] as const;
export type LimitWindow = (typeof LIMIT_WINDOWS)[number];

export const LIMIT_UNITS = ['g', 'mg', 'units'] as const;
export type LimitUnit = (typeof LIMIT_UNITS)[number];

/** What one unit of a product brings to a bucket before its factor. */
export const LIMIT_PERS = ['net_weight_g', 'thc_mg', 'unit'] as const;
export type LimitPer = (typeof LIMIT_PERS)[number];

/** A product's limit facts: grams of cannabis and mg of THC in one unit. */
export interface LimitFacts {
  limit_class: LimitClass | null;
  net_weight_g: number | null;
  thc_mg: number | null;
}

export interface LimitCount {
  per: LimitPer;
  /** At most three decimals (3.5, 0.035, 0.001), so it is an exact integer of thousandths. */
  factor: number;
}

export interface LimitBucket {
  key: string;
  label: string;
  /** In `unit`, at most three decimals. */
  limit: number;
  unit: LimitUnit;
  counts: Partial<Record<LimitClass, LimitCount>>;
}

export interface LimitPack {
  key: string;
  name: string;
  version: number;
  /** The regulation: statute or section and an official URL. */
  source: string;
  /** `YYYY-MM-DD`. */
  effective_from: string;
  window: LimitWindow;
  buckets: LimitBucket[];
}

export type LimitLine = LimitFacts & { quantity: number };

export interface LimitOrder {
  placed_at: Date;
  lines: readonly LimitLine[];
}

/** The highest facts, limits and factors the schemas accept. */
export const MAX_NET_WEIGHT_G = 1_000;
export const MAX_THC_MG = 100_000;
export const MAX_BUCKET_LIMIT = 100_000;
export const MAX_LIMIT_FACTOR = 1_000;

// --- Product facts -------------------------------------------------------------------------------

/** Classes whose products count by weight and must say how many grams one unit holds. */
export const WEIGHED_CLASSES: readonly LimitClass[] = ['flower', 'preroll', 'concentrate'];
/** Classes whose products count by THC and must say how many mg one unit holds. */
export const THC_COUNTED_CLASSES: readonly LimitClass[] = ['edible', 'beverage'];

/** A finite number with at most three decimals (a whole number of thousandths). */
export function hasAtMostThreeDecimals(value: number): boolean {
  const thousandths = value * 1000;
  return Number.isFinite(thousandths) && Math.abs(thousandths - Math.round(thousandths)) < 1e-6;
}

function factProblem(value: number | null, required: boolean, max: number): string | null {
  if (value === null) return required ? 'required' : null;
  if (!hasAtMostThreeDecimals(value)) return 'Use at most three decimals';
  if (value < 0 || (required && value === 0)) return 'Must be more than 0';
  if (value > max) return `Must be at most ${max.toLocaleString('en-US')}`;
  return null;
}

export type LimitFactsProblems = Partial<Record<'net_weight_g' | 'thc_mg', string>>;

/** The product form's rule: weight for flower, pre-rolls and concentrates; THC for edibles and beverages. */
export function limitFactsProblems(facts: LimitFacts): LimitFactsProblems {
  const problems: LimitFactsProblems = {};
  const weighed = facts.limit_class !== null && WEIGHED_CLASSES.includes(facts.limit_class);
  const thcCounted = facts.limit_class !== null && THC_COUNTED_CLASSES.includes(facts.limit_class);
  const weight = factProblem(facts.net_weight_g, weighed, MAX_NET_WEIGHT_G);
  if (weight !== null) {
    problems.net_weight_g =
      weight === 'required' ? 'Enter the grams of cannabis in one unit' : weight;
  }
  const thc = factProblem(facts.thc_mg, thcCounted, MAX_THC_MG);
  if (thc !== null) problems.thc_mg = thc === 'required' ? 'Enter the mg of THC in one unit' : thc;
  return problems;
}

// --- Windows -------------------------------------------------------------------------------------

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The first instant whose orders count towards `now`'s limits: the store day's midnight in
 * `timeZone` (23 h or 25 h before the next on daylight-saving days), 24 h before now, or null for
 * a transaction, which counts no earlier order. Throws on a zone the runtime does not know rather
 * than count no history.
 */
export function limitWindowStart(window: LimitWindow, now: Date, timeZone: string): Date | null {
  if (window === 'transaction') return null;
  if (window === 'rolling_24h') return new Date(now.getTime() - DAY_MS);
  return new Date(storeDaySpan(now.getTime(), timeZone).start);
}

/** The store day last asked for, per zone: every order of a day asks for the same one. */
const lastStoreDays = new Map<string, { start: number; end: number }>();
const MAX_REMEMBERED_ZONES = 100;

/** The store day in `timeZone` holding `instant`: from its midnight (included) to the next. */
function storeDaySpan(instant: number, timeZone: string): { start: number; end: number } {
  const last = lastStoreDays.get(timeZone);
  if (last && last.start <= instant && instant < last.end) return last;
  const midnight = startOfDay(new TZDate(instant, timeZone));
  const span = { start: midnight.getTime(), end: startOfDay(addDays(midnight, 1)).getTime() };
  if (Number.isNaN(span.start)) throw new RangeError(`Unknown time zone: ${timeZone}`);
  if (lastStoreDays.size >= MAX_REMEMBERED_ZONES) lastStoreDays.clear();
  lastStoreDays.set(timeZone, span);
  return span;
}

// --- Evaluation ----------------------------------------------------------------------------------

/**
 * Weighted amounts above this many millionths (a billion units) are held at it: the sums stay
 * exact integers below 2^53 and anything held there is far over every limit the schema accepts.
 */
const HELD_AT = 1e15;

const PER_INDEX: Record<LimitPer, number> = { net_weight_g: 0, thc_mg: 1, unit: 2 };

interface CompiledPack {
  /** Per class: the buckets it counts towards, flattened as [bucket, per, factor thousandths]. */
  counts: Map<LimitClass, number[]>;
  /** Each bucket's limit in millionths of its unit. */
  limits: number[];
}

/** Packs are read as immutable: each pack object is compiled once. */
const compiled = new WeakMap<LimitPack, CompiledPack>();

/** Thousandths of a decimal with at most three decimals; negative and missing count as 0. */
function thousandths(value: number | null): number {
  return value === null || !(value > 0) ? 0 : Math.round(value * 1000);
}

function compile(pack: LimitPack): CompiledPack {
  let found = compiled.get(pack);
  if (found) return found;
  const counts = new Map<LimitClass, number[]>();
  pack.buckets.forEach((bucket, index) => {
    for (const [limitClass, count] of Object.entries(bucket.counts) as [LimitClass, LimitCount][]) {
      const entries = counts.get(limitClass) ?? [];
      entries.push(index, PER_INDEX[count.per], thousandths(count.factor));
      counts.set(limitClass, entries);
    }
  });
  found = { counts, limits: pack.buckets.map((bucket) => thousandths(bucket.limit) * 1000) };
  compiled.set(pack, found);
  return found;
}

/** Adds each line's weighted amounts (millionths) into `sums`, one slot per bucket. */
function addLines(pack: CompiledPack, lines: readonly LimitLine[], sums: number[]): void {
  const bases = [0, 0, 1000];
  for (const line of lines) {
    if (line.limit_class === null) continue;
    const entries = pack.counts.get(line.limit_class);
    if (entries === undefined) continue;
    // A fractional quantity (never valid) counts as the next whole unit, never as less.
    const quantity = line.quantity > 0 ? Math.ceil(line.quantity) : 0;
    bases[0] = thousandths(line.net_weight_g);
    bases[1] = thousandths(line.thc_mg);
    for (let at = 0; at < entries.length; at += 3) {
      const bucket = entries[at] as number;
      // Exact while below 2^53; a true product above HELD_AT rounds to a float above it.
      const amount =
        quantity * (bases[entries[at + 1] as number] as number) * (entries[at + 2] as number);
      sums[bucket] = Math.min(HELD_AT, (sums[bucket] as number) + Math.min(HELD_AT, amount));
    }
  }
}

export interface LimitCheckInput {
  pack: LimitPack;
  cart: readonly LimitLine[];
  /** The customer's orders; those placed before the window's start are skipped. */
  history?: readonly LimitOrder[];
  /** Or what the window already holds, per bucket key, in the bucket's unit (a check's `used`). */
  used?: Readonly<Record<string, number>>;
  now: Date;
  /** The store's IANA zone, for `store_day`. */
  timeZone: string;
}

export interface LimitBucketState {
  key: string;
  label: string;
  unit: LimitUnit;
  limit: number;
  /** Earlier orders in the window, rounded up to a thousandth. */
  used: number;
  /** This cart, rounded up to a thousandth. */
  this_order: number;
  /** limit − used − this_order, never below 0, rounded down to a thousandth. */
  remaining: number;
  /** used + this_order is above the limit (exactly). */
  over: boolean;
}

export interface LimitEvaluation {
  /** No bucket is over. */
  ok: boolean;
  window: LimitWindow;
  /** ISO instant the window's orders are counted from; null for `transaction`. */
  window_start: string | null;
  buckets: LimitBucketState[];
}

/** Millionths as a decimal of the unit, to the thousandth: up for amounts, down for what is left. */
const roundedUp = (millionths: number) => Math.ceil(millionths / 1000) / 1000;
const roundedDown = (millionths: number) => Math.floor(millionths / 1000) / 1000;

/** The cart against the pack's buckets, with the window's earlier orders. */
export function evaluateLimits(input: LimitCheckInput): LimitEvaluation {
  const { pack } = input;
  const program = compile(pack);
  const start = limitWindowStart(pack.window, input.now, input.timeZone);
  const used = pack.buckets.map(() => 0);
  const order = pack.buckets.map(() => 0);
  if (start !== null) {
    const from = start.getTime();
    for (const past of input.history ?? []) {
      if (past.placed_at.getTime() >= from) addLines(program, past.lines, used);
    }
    if (input.used) {
      pack.buckets.forEach((bucket, index) => {
        const summed = thousandths(input.used?.[bucket.key] ?? null) * 1000;
        used[index] = Math.min(HELD_AT, (used[index] as number) + summed);
      });
    }
  }
  addLines(program, input.cart, order);
  let ok = true;
  const buckets = pack.buckets.map((bucket, index): LimitBucketState => {
    const limit = program.limits[index] as number;
    const total = (used[index] as number) + (order[index] as number);
    const over = total > limit;
    if (over) ok = false;
    return {
      key: bucket.key,
      label: bucket.label,
      unit: bucket.unit,
      limit: limit / 1e6,
      used: roundedUp(used[index] as number),
      this_order: roundedUp(order[index] as number),
      remaining: over ? 0 : roundedDown(limit - total),
      over,
    };
  });
  return {
    ok,
    window: pack.window,
    window_start: start === null ? null : start.toISOString(),
    buckets,
  };
}

// --- Meter ---------------------------------------------------------------------------------------

const WINDOW_PHRASES: Record<LimitWindow, string> = {
  store_day: 'today',
  rolling_24h: 'in 24 hours',
  transaction: 'in this order',
};

const decimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 });

/** The cart meter's line: "12.5 of 28.5 g flower left today", "4 of 6 plants left today". */
export function limitMeterLabel(
  bucket: Pick<LimitBucketState, 'remaining' | 'limit' | 'unit' | 'label'>,
  window: LimitWindow,
): string {
  const unit = bucket.unit === 'units' ? '' : ` ${bucket.unit}`;
  return `${decimal.format(bucket.remaining)} of ${decimal.format(bucket.limit)}${unit} ${bucket.label} left ${WINDOW_PHRASES[window]}`;
}
