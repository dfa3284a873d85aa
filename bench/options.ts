// The command line of `npm run bench` and its defaults: which scenarios, how many products, how
// long and how hard to load, and which database (BENCH_DATABASE_URL: PostgreSQL, else PGlite).
import { parseArgs } from 'node:util';

export interface BenchOptions {
  /** Scenario names or name prefixes to run; empty means every scenario. */
  scenarios: string[];
  products: number;
  /** Orders of the last year generated before the server starts. */
  orders: number;
  /** Websocket clients the fan-out scenario connects. */
  wsClients: number;
  /** Seconds of measured load per scenario. */
  duration: number;
  /** Seconds of unmeasured load before each measurement (JIT, caches, connection pools). */
  warmup: number;
  connections: number;
  /** A PostgreSQL URL whose server gets a fresh database for the run; null: PGlite. */
  databaseUrl: string | null;
  /** Folder for the JSON results. */
  resultsDir: string;
  list: boolean;
  help: boolean;
}

export const DEFAULTS = {
  products: 20_000,
  orders: 100_000,
  wsClients: 1_000,
  duration: 10,
  warmup: 2,
  connections: 50,
} as const;

export const USAGE = `Usage: npm run bench -- [options]

  --scenario <names>   scenarios to run, comma-separated or repeated; a prefix selects every
                       scenario it starts (catalog → catalog-list, ...). Default: all.
                       The bare reference route always runs first.
  --products <n>       products generated before the server starts (default ${DEFAULTS.products})
  --orders <n>         orders of the last year generated before the server starts, with their
                       lines, history, referral codes and access-code validations
                       (default ${DEFAULTS.orders}; 0: none)
  --ws-clients <n>     websocket clients the ws-fanout scenario connects (default ${DEFAULTS.wsClients})
  --duration <s>       measured seconds per scenario (default ${DEFAULTS.duration})
  --warmup <s>         unmeasured seconds before each scenario (default ${DEFAULTS.warmup}; 0 skips)
  --connections <n>    concurrent connections (default ${DEFAULTS.connections})
  --results <dir>      where the JSON results go (default bench/results)
  --list               print the scenarios and exit
  --help               print this and exit

Environment:
  BENCH_DATABASE_URL   postgres://… : run on PostgreSQL; a fresh database named after it (with a
                       suffix) is created for the run and dropped afterwards. Unset: PGlite.
`;

export class OptionsError extends Error {}

function positiveInteger(name: string, raw: string | undefined, fallback: number, min = 1): number {
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    throw new OptionsError(`--${name} must be a whole number of at least ${min} (got "${raw}")`);
  }
  return value;
}

function postgresUrl(raw: string | undefined): string | null {
  if (raw === undefined || raw.trim() === '') return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new OptionsError('BENCH_DATABASE_URL must be a postgres:// URL');
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
    throw new OptionsError('BENCH_DATABASE_URL must be a postgres:// URL');
  }
  return raw;
}

export function parseBenchOptions(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
  defaultResultsDir: string,
): BenchOptions {
  let parsed: ReturnType<typeof parseFlags>;
  try {
    parsed = parseFlags(argv);
  } catch (error) {
    throw new OptionsError(error instanceof Error ? error.message : String(error));
  }
  const { values } = parsed;
  return {
    scenarios: (values.scenario ?? [])
      .flatMap((entry) => entry.split(','))
      .map((name) => name.trim())
      .filter((name) => name !== ''),
    products: positiveInteger('products', values.products, DEFAULTS.products),
    orders: positiveInteger('orders', values.orders, DEFAULTS.orders, 0),
    wsClients: positiveInteger('ws-clients', values['ws-clients'], DEFAULTS.wsClients),
    duration: positiveInteger('duration', values.duration, DEFAULTS.duration),
    warmup: positiveInteger('warmup', values.warmup, DEFAULTS.warmup, 0),
    connections: positiveInteger('connections', values.connections, DEFAULTS.connections),
    databaseUrl: postgresUrl(env.BENCH_DATABASE_URL),
    resultsDir: values.results ?? defaultResultsDir,
    list: values.list ?? false,
    help: values.help ?? false,
  };
}

function parseFlags(argv: readonly string[]) {
  return parseArgs({
    args: [...argv],
    strict: true,
    allowPositionals: false,
    options: {
      scenario: { type: 'string', multiple: true },
      products: { type: 'string' },
      orders: { type: 'string' },
      'ws-clients': { type: 'string' },
      duration: { type: 'string' },
      warmup: { type: 'string' },
      connections: { type: 'string' },
      results: { type: 'string' },
      list: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
}
