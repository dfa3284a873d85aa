// In process: times the purchase-limit engine (decision 0033) on a 50-line cart with 30 days of
// a customer's history (3 orders a day of 5 lines) under every shipped pack and a custom one per
// window, and prints the median and p99 of one evaluation. The target is under 1 ms.
// `node --import tsx bench/limits-micro.ts [runs]` (default 5,000 per pack). Timing only.
import {
  customLimitPack,
  evaluateLimits,
  LIMIT_CLASSES,
  LIMIT_WINDOWS,
  type LimitLine,
  type LimitOrder,
  type LimitPack,
  SHIPPED_LIMIT_PACKS,
} from '@canopy/contracts';

const TIME_ZONE = 'America/Los_Angeles';
const NOW = new Date('2026-11-26T20:00:00Z');
const HOUR = 3_600_000;

/** A line of the n-th product: every class in turn, small weights and doses, 1–3 units. */
function productLine(n: number): LimitLine {
  const limitClass = LIMIT_CLASSES[n % LIMIT_CLASSES.length] ?? 'flower';
  return {
    limit_class: limitClass,
    net_weight_g: limitClass === 'edible' || limitClass === 'beverage' ? null : 0.1 + (n % 7) / 10,
    thc_mg: limitClass === 'edible' || limitClass === 'beverage' ? 2.5 + (n % 4) * 2.5 : null,
    quantity: 1 + (n % 3),
  };
}

const cart = Array.from({ length: 50 }, (_, n) => productLine(n));

/** 30 days back from now, three orders a day (09:00, 13:00, 18:00 before now's hour), 5 lines each. */
const history: LimitOrder[] = Array.from({ length: 30 * 3 }, (_, n) => ({
  placed_at: new Date(
    NOW.getTime() - Math.floor(n / 3) * 24 * HOUR - ([1, 5, 10][n % 3] ?? 1) * HOUR,
  ),
  lines: Array.from({ length: 5 }, (_, line) => productLine(n * 5 + line)),
}));

/** The worst case: the same 90 orders all placed earlier today, so every line counts. */
const historyToday: LimitOrder[] = history.map((order, n) => ({
  placed_at: new Date(NOW.getTime() - (n + 1) * 60_000),
  lines: order.lines,
}));

const custom = LIMIT_WINDOWS.map((window) =>
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
        counts: {
          flower: { per: 'net_weight_g', factor: 1 },
          preroll: { per: 'net_weight_g', factor: 1 },
        },
      },
      {
        key: 'thc',
        label: 'THC',
        limit: 1000,
        unit: 'mg',
        counts: {
          edible: { per: 'thc_mg', factor: 1 },
          beverage: { per: 'thc_mg', factor: 1 },
          concentrate: { per: 'net_weight_g', factor: 800 },
        },
      },
      {
        key: 'plants',
        label: 'plants',
        limit: 6,
        unit: 'units',
        counts: { plant: { per: 'unit', factor: 1 } },
      },
    ],
  }),
);

function percentile(sorted: Float64Array, p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
}

function measure(pack: LimitPack, runs: number, orders: LimitOrder[]) {
  const input = { pack, cart, history: orders, now: NOW, timeZone: TIME_ZONE };
  let checksum = 0;
  for (let at = 0; at < 500; at += 1) checksum += evaluateLimits(input).buckets.length;
  const times = new Float64Array(runs);
  let result = evaluateLimits(input);
  for (let at = 0; at < runs; at += 1) {
    const started = performance.now();
    result = evaluateLimits(input);
    times[at] = performance.now() - started;
    checksum += result.buckets.length;
  }
  times.sort();
  return { result, median: percentile(times, 0.5), p99: percentile(times, 0.99), checksum };
}

function main() {
  const runs = Number(process.argv[2] ?? 5_000);
  const rows: [string, LimitPack, LimitOrder[]][] = [
    ...[...Object.values(SHIPPED_LIMIT_PACKS), ...custom].map(
      (pack): [string, LimitPack, LimitOrder[]] => [pack.key, pack, history],
    ),
    ['us-ca-adult, all today', SHIPPED_LIMIT_PACKS['us-ca-adult'], historyToday],
  ];
  console.log(
    `cart ${cart.length} lines, history ${history.length} orders of 5 lines over 30 days, ${runs} runs per pack`,
  );
  console.log('pack                    window       buckets  ok     median ms  p99 ms');
  let checksum = 0;
  for (const [name, pack, orders] of rows) {
    const { result, median, p99, checksum: sum } = measure(pack, runs, orders);
    checksum += sum;
    console.log(
      `${name.padEnd(24)}${pack.window.padEnd(13)}${String(pack.buckets.length).padEnd(9)}` +
        `${String(result.ok).padEnd(7)}${median.toFixed(4).padStart(9)}  ${p99.toFixed(4).padStart(6)}`,
    );
  }
  console.log(`checksum ${checksum}`);
}

main();
