// `npm run bench`: generates the catalogue and a year of orders straight into a fresh database,
// starts the real server on it as a separate process, loads each scenario with autocannon or its
// own runner (warm-up, then a measured run while the server's memory is sampled), audits the stock
// once the server has stopped, prints a table and writes bench/results/*.json. However
// it ends — done, failed, Ctrl+C, its own time limit — the server is stopped, the PostgreSQL
// database dropped and the temporary DATA_DIR removed.
import { randomBytes, randomInt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AutocannonRequest } from 'autocannon';
import {
  createPostgresBenchDatabase,
  databaseVersion,
  pgliteBenchDatabase,
  type BenchDatabase,
} from './bench-database';
import { loadCatalogFixture } from './catalog-fixture';
import { CHECKOUT_STOCK, loadCheckoutProducts } from './checkout-fixture';
import { CleanupStack } from './cleanup-stack';
import { startCpuMeter, sumCpu, type CpuFigures } from './cpu-meter';
import { mergeLoads, mergeMemory, roundLengths, roundOrders } from './interleave';
import { runLoad, type LoadFigures, type LoadSpec } from './load-runner';
import { readRssBytes, startMemorySampler, type MemoryFigures } from './memory-sampler';
import { OptionsError, parseBenchOptions, USAGE, type BenchOptions } from './options';
import { loadOrdersFixture } from './orders-fixture';
import {
  describeMachine,
  formatAudits,
  formatTable,
  machineLoad,
  withRatios,
  writeReport,
  type RunReport,
  type ScenarioResult,
} from './report';
import {
  REFERENCE_SCENARIO,
  SCENARIOS,
  selectScenarios,
  type CustomLoad,
  type HttpLoad,
  type Scenario,
  type ScenarioContext,
  UNPAID_ORDERS_PER_SHOPPER,
  verifiedShopperToken,
} from './scenarios';
import { startServer } from './server-process';
import { auditSlotPlaces } from './slot-audit';
import { auditCheckoutStock } from './stock-audit';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(benchDir, '..');
const API_PREFIX = '/api';
/** Opening and migrating a fresh PGlite database takes seconds on a small, busy machine. */
const SERVER_START_TIMEOUT_MS = 180_000;
/** Budget for generating the data and starting the server, beside each scenario's own time. */
const FIXED_TIME_LIMIT_MS = 10 * 60_000;
const PER_SCENARIO_SLACK_S = 30;

/** The reason a run aborted on Ctrl+C (exit 130), unlike a failure or the time limit (exit 1). */
class Interrupted extends Error {}

const log = (message: string) => process.stderr.write(`[bench] ${message}\n`);
const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

function randomAccessCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return Array.from({ length: 6 }, () => alphabet[randomInt(alphabet.length)]).join('');
}

/** The shopper number (X-Forwarded-For) of the verified shopper the storefront scenarios are. */
const SCENARIO_SHOPPER = 16_777_214;
/**
 * Orders a connection can place a second, at most, in the checkout scenario: sizes its pool of
 * verified shoppers (a shopper may hold only a few unpaid orders; past the pool, orders are
 * refused 429 and reported as errors).
 */
const CHECKOUT_ORDERS_PER_CONNECTION_SECOND = 6;

/** The admin the server creates at start-up; the admin scenarios sign in as it. */
const ADMIN_USERNAME = 'admin';

/**
 * The server's whole environment: nothing inherited beyond PATH and HOME, so a DATABASE_URL,
 * REDIS_URL or RATE_LIMIT_MAX in the caller's shell cannot change what is measured. TRUST_PROXY
 * lets the validate-access-code scenario present each request as another shopper
 * (X-Forwarded-For), as real traffic through a load balancer is.
 */
function serverEnvironment(
  dataDir: string,
  database: BenchDatabase,
  accessCode: string,
  adminPassword: string,
) {
  return {
    PATH: process.env.PATH ?? '/usr/local/bin:/usr/bin:/bin',
    HOME: process.env.HOME ?? dataDir,
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    API_PREFIX,
    SEED_DEMO_DATA: 'false',
    // Created at start-up even without the demo data (src/seed: DEMO_ACCESS_CODE is ensured).
    DEMO_ACCESS_CODE: accessCode,
    ADMIN_USERNAME,
    ADMIN_PASSWORD: adminPassword,
    TRUST_PROXY: 'true',
    JWT_SECRET: randomBytes(32).toString('hex'),
    ACCESS_CODE_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'warn',
    ...database.serverEnv,
  };
}

const describeRequest = (request: AutocannonRequest) =>
  `${request.method ?? 'GET'} ${request.path ?? '/'}`;

/** Sends the scenario's first request once: it must answer 2xx and pass the scenario's verify. */
async function verifyScenario(
  scenario: Scenario,
  load: HttpLoad,
  context: ScenarioContext,
  signal: AbortSignal,
) {
  const [first] = load.requests;
  if (!first) throw new Error(`${scenario.name}: the scenario has no requests`);
  const response = await fetch(`${context.baseUrl}${first.path ?? '/'}`, {
    method: first.method ?? 'GET',
    ...(first.headers ? { headers: first.headers } : {}),
    ...(first.body === undefined ? {} : { body: first.body }),
    signal,
  });
  const text = await response.text();
  if (!response.ok) {
    throw new Error(
      `${scenario.name}: ${describeRequest(first)} answered ${response.status}: ${text.slice(0, 500)}`,
    );
  }
  if (!load.verify) return;
  try {
    load.verify(JSON.parse(text));
  } catch (error) {
    throw new Error(`${scenario.name}: unexpected answer: ${errorMessage(error)}`, {
      cause: error,
    });
  }
}

/** One stretch of an HTTP load (verification, warm-up, measurement, a round) between its hooks. */
async function stretch<T>(load: HttpLoad, run: () => Promise<T>): Promise<T> {
  await load.begin?.();
  try {
    return await run();
  } finally {
    await load.finish?.();
  }
}

type Measured = Omit<ScenarioResult, 'ratioToBare'>;

async function measureCustom(
  scenario: Scenario,
  prepared: CustomLoad,
  serverPid: number,
  options: BenchOptions,
  signal: AbortSignal,
): Promise<Measured> {
  log(`${scenario.name}: running (its own runner, about ${options.duration} s)`);
  const sampler = startMemorySampler(serverPid);
  let figures: Awaited<ReturnType<typeof prepared.run>>;
  let serverMemory: MemoryFigures;
  try {
    figures = await prepared.run({
      durationSeconds: options.duration,
      warmupSeconds: options.warmup,
      signal,
    });
  } finally {
    serverMemory = sampler.stop();
  }
  signal.throwIfAborted();
  return {
    name: scenario.name,
    kind: 'custom',
    measures: scenario.measures,
    requests: [],
    load: figures.load,
    details: figures.details,
    serverMemory,
  };
}

/** Where the measurements are read from: the server's pid, and whether PostgreSQL is local. */
interface Meters {
  serverPid: number;
  localPostgres: boolean;
}

/** An HTTP load measured for `seconds`, the server's memory and CPU time read meanwhile. */
async function measuredStretch(
  prepared: HttpLoad,
  spec: Omit<LoadSpec, 'duration'>,
  seconds: number,
  meters: Meters,
  signal: AbortSignal,
): Promise<{ load: LoadFigures; memory: MemoryFigures; cpu: CpuFigures }> {
  return stretch(prepared, async () => {
    const sampler = startMemorySampler(meters.serverPid);
    const cpuMeter = startCpuMeter(meters.serverPid, meters.localPostgres);
    let load: LoadFigures;
    let memory: MemoryFigures;
    let cpu: CpuFigures;
    try {
      load = await runLoad({ ...spec, duration: seconds }, signal);
    } finally {
      memory = sampler.stop();
      cpu = cpuMeter.stop();
    }
    // A run cut short by Ctrl+C or the time limit has partial figures: never report them.
    signal.throwIfAborted();
    return { load, memory, cpu };
  });
}

/** CPU milliseconds per request answered. */
function perRequest(cpu: CpuFigures, requests: number): Measured['cpuMsPerRequest'] {
  const per = (ms: number | null) =>
    ms === null || requests === 0 ? null : Math.round((ms / requests) * 100) / 100;
  return { server: per(cpu.serverMs), database: per(cpu.databaseMs) };
}

interface ReadyLoad {
  prepared: HttpLoad;
  spec: Omit<LoadSpec, 'duration'>;
}

/** Checks a prepared HTTP load's first answer and warms it up. */
async function readyHttpLoad(
  scenario: Scenario,
  prepared: HttpLoad,
  context: ScenarioContext,
  options: BenchOptions,
  signal: AbortSignal,
): Promise<ReadyLoad> {
  await stretch(prepared, () => verifyScenario(scenario, prepared, context, signal));
  const spec = {
    url: context.baseUrl,
    connections: options.connections,
    requests: prepared.requests,
  };
  if (options.warmup > 0) {
    log(`${scenario.name}: warming up for ${options.warmup} s`);
    await stretch(prepared, () => runLoad({ ...spec, duration: options.warmup }, signal));
  }
  return { prepared, spec };
}

/**
 * HTTP loads measured: one alone for the whole duration; a group's (interleave.ts) each warmed up,
 * then measured in rounds taken in turn, each scenario's rounds merged.
 */
async function measureHttp(
  entries: readonly { scenario: Scenario; prepared: HttpLoad }[],
  context: ScenarioContext,
  meters: Meters,
  options: BenchOptions,
  signal: AbortSignal,
): Promise<Measured[]> {
  const ready: ReadyLoad[] = [];
  for (const { scenario, prepared } of entries) {
    ready.push(await readyHttpLoad(scenario, prepared, context, options, signal));
  }
  const interleaved = entries.length > 1;
  const lengths = interleaved ? roundLengths(options.duration) : [options.duration];
  const names = entries.map(({ scenario }) => scenario.name).join(', ');
  log(
    `${names}: measuring for ${options.duration} s${interleaved ? ` each, interleaved in ${lengths.length} rounds` : ''}, ${options.connections} connections`,
  );
  const parts = entries.map(() => ({
    loads: [] as LoadFigures[],
    memory: [] as MemoryFigures[],
    cpu: [] as CpuFigures[],
    latenciesMs: [] as number[],
  }));
  const orders = roundOrders(entries.length, lengths.length);
  for (const [round, seconds] of lengths.entries()) {
    for (const index of orders[round] ?? []) {
      const entry = ready[index];
      const part = parts[index];
      if (!entry || !part) continue;
      const spec = interleaved ? { ...entry.spec, latenciesMs: part.latenciesMs } : entry.spec;
      const { load, memory, cpu } = await measuredStretch(
        entry.prepared,
        spec,
        seconds,
        meters,
        signal,
      );
      part.loads.push(load);
      part.memory.push(memory);
      part.cpu.push(cpu);
    }
  }
  return entries.map(({ scenario, prepared }, index) => {
    const part = parts[index] ?? { loads: [], memory: [], cpu: [], latenciesMs: [] };
    const [only] = part.loads;
    const load = !interleaved && only ? only : mergeLoads(part.loads, part.latenciesMs);
    return {
      name: scenario.name,
      kind: 'http',
      measures: scenario.measures,
      requests: prepared.requests.map(describeRequest),
      load,
      serverMemory: mergeMemory(part.memory),
      cpuMsPerRequest: perRequest(sumCpu(part.cpu), load.requestsTotal),
      ...(interleaved
        ? {
            details: {
              interleaved_with: entries
                .filter((other) => other.scenario !== scenario)
                .map((other) => other.scenario.name),
              rounds: lengths.length,
            },
          }
        : {}),
    };
  });
}

/** A scenario alone, or a group's scenarios interleaved. */
async function measureUnit(
  unit: readonly Scenario[],
  context: ScenarioContext,
  meters: Meters,
  options: BenchOptions,
  signal: AbortSignal,
): Promise<Measured[]> {
  const entries: { scenario: Scenario; prepared: HttpLoad }[] = [];
  for (const scenario of unit) {
    const prepared = await scenario.prepare(context);
    if (prepared.kind === 'custom') {
      if (unit.length > 1) throw new Error(`${scenario.name}: a group's loads are HTTP`);
      return [await measureCustom(scenario, prepared, meters.serverPid, options, signal)];
    }
    entries.push({ scenario, prepared });
  }
  return measureHttp(entries, context, meters, options, signal);
}

/** The scenarios in run order, a group's neighbours together. */
function runUnits(scenarios: readonly Scenario[]): Scenario[][] {
  const units: Scenario[][] = [];
  for (const scenario of scenarios) {
    const last = units.at(-1);
    const lastGroup = last?.[0]?.group;
    if (last && scenario.group !== undefined && scenario.group === lastGroup) last.push(scenario);
    else units.push([scenario]);
  }
  return units;
}

async function benchmark(
  options: BenchOptions,
  scenarios: readonly Scenario[],
  signal: AbortSignal,
  cleanup: CleanupStack,
): Promise<boolean> {
  const loadAverageBefore = machineLoad();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'canopy-bench-'));
  cleanup.add({
    label: `remove ${dataDir}`,
    run: () => rm(dataDir, { recursive: true, force: true }),
    now: () => rmSync(dataDir, { recursive: true, force: true }),
  });

  const database = options.databaseUrl
    ? await createPostgresBenchDatabase(options.databaseUrl)
    : pgliteBenchDatabase(dataDir);
  if (database.kind === 'postgres') {
    cleanup.add({ label: `drop the database ${database.location}`, run: () => database.dispose() });
  }
  log(`database: ${database.kind} (${database.location})`);

  signal.throwIfAborted();
  const loadStarted = Date.now();
  const handle = await database.open();
  let version: string;
  let checkoutProductIds: number[];
  let catalog: Awaited<ReturnType<typeof loadCatalogFixture>>;
  try {
    await handle.migrate();
    catalog = await loadCatalogFixture(handle.db, options.products);
    log(
      `generated ${catalog.products.toLocaleString('en-US')} products (${catalog.activeProducts.toLocaleString('en-US')} active, ${catalog.brands} brands, ${catalog.categories} categories) in ${seconds(loadStarted)}`,
    );
    const ordersStarted = Date.now();
    const history = await loadOrdersFixture(handle.db, options.orders);
    log(
      `generated ${history.orders.toLocaleString('en-US')} orders (${history.orderLines.toLocaleString('en-US')} lines, ${history.validations.toLocaleString('en-US')} access-code validations) in ${seconds(ordersStarted)}`,
    );
    // After the orders: the fixture's orders never touch the checkout products' stock.
    checkoutProductIds = await loadCheckoutProducts(handle.db);
    version = await databaseVersion(handle.db);
  } finally {
    // PGlite is single-process: the server can open it only once this handle is closed.
    await handle.close();
  }

  signal.throwIfAborted();
  const accessCode = randomAccessCode();
  const adminPassword = randomBytes(18).toString('base64url');
  const serverStarted = Date.now();
  const server = await startServer({
    repoRoot,
    env: serverEnvironment(dataDir, database, accessCode, adminPassword),
    apiPrefix: API_PREFIX,
    startTimeoutMs: SERVER_START_TIMEOUT_MS,
    signal,
  });
  cleanup.add({
    label: `stop the server (pid ${server.pid})`,
    run: () => server.stop(),
    now: () => server.killNow(),
  });
  const idleRss = readRssBytes(server.pid);
  log(`server pid ${server.pid} at ${server.baseUrl}, ready in ${seconds(serverStarted)}`);

  // The shop asks a date of birth after the access code (its default): the storefront scenarios
  // call as a shopper who passed that step.
  const address = { baseUrl: server.baseUrl, apiPrefix: API_PREFIX, accessCode };
  const context: ScenarioContext = {
    ...address,
    shopperToken: await verifiedShopperToken(address, SCENARIO_SHOPPER),
    admin: { username: ADMIN_USERNAME, password: adminPassword },
    products: options.products,
    productIds: catalog.sampleProductIds,
    categoryIds: catalog.categoryIds,
    brands: catalog.topBrands,
    checkoutProductIds,
    wsClients: options.wsClients,
    checkoutShoppers: Math.ceil(
      (options.connections *
        (options.warmup + options.duration) *
        CHECKOUT_ORDERS_PER_CONNECTION_SECOND) /
        UNPAID_ORDERS_PER_SHOPPER,
    ),
  };
  const meters: Meters = { serverPid: server.pid, localPostgres: database.local };
  const measured: Measured[] = [];
  for (const unit of runUnits(scenarios)) {
    signal.throwIfAborted();
    measured.push(...(await measureUnit(unit, context, meters, options, signal)));
  }
  await server.stop();

  // The server has let go of the database (PGlite is single-process): count what checkout sold.
  const auditHandle = await database.open();
  let audits: RunReport['audits'];
  try {
    audits = [
      await auditCheckoutStock(auditHandle.db, checkoutProductIds, CHECKOUT_STOCK),
      await auditSlotPlaces(auditHandle.db),
    ];
  } finally {
    await auditHandle.close();
  }

  const report: RunReport = {
    timestamp: new Date().toISOString(),
    machine: describeMachine(loadAverageBefore),
    node: process.version,
    database: { kind: database.kind, version },
    products: options.products,
    orders: options.orders,
    connections: options.connections,
    durationSeconds: options.duration,
    warmupSeconds: options.warmup,
    serverIdleRssMb: idleRss === null ? null : Math.round(idleRss / 1_048_576),
    scenarios: withRatios(measured, REFERENCE_SCENARIO),
    audits,
  };
  const { machine } = report;
  process.stdout.write(
    [
      '',
      `Canopy bench · ${database.kind} (${version.split(' on ')[0] ?? version}) · ${options.products.toLocaleString('en-US')} products · ${options.orders.toLocaleString('en-US')} orders · ${options.connections} connections · ${options.duration} s per scenario`,
      `${machine.cores} cores · node ${report.node} · load average ${machine.loadAverageBefore.join(' ')} before, ${machine.loadAverageAfter.join(' ')} after`,
      '',
      formatTable(report.scenarios),
      '',
      formatAudits(audits),
      '',
      `results: ${path.relative(process.cwd(), writeReport(options.resultsDir, report))}`,
      '',
    ].join('\n'),
  );
  return audits.every((audit) => audit.passed);
}

/** Ctrl+C once: stop in order. npm and the terminal both deliver it, so a burst counts once. */
function handleSignals(run: AbortController, cleanup: CleanupStack) {
  let firstAt = 0;
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => {
      const now = Date.now();
      if (firstAt === 0) {
        firstAt = now;
        log(`${signal}: stopping (again to kill the server at once)`);
        run.abort(new Interrupted(`interrupted by ${signal}`));
        return;
      }
      if (now - firstAt < 500) return;
      cleanup.runNow();
      process.exit(130);
    });
  }
  // Whatever else ends the process early still takes the server and the temp folder with it.
  process.on('exit', () => cleanup.runNow());
}

async function main(): Promise<number> {
  let options: BenchOptions;
  let scenarios: readonly Scenario[];
  try {
    options = parseBenchOptions(process.argv.slice(2), process.env, path.join(benchDir, 'results'));
    scenarios = selectScenarios(SCENARIOS, options.scenarios);
  } catch (error) {
    // Bad flags or an unknown scenario name: say which, show the usage.
    if (!(error instanceof OptionsError || error instanceof Error)) throw error;
    process.stderr.write(`${error.message}\n\n${USAGE}`);
    return 2;
  }
  if (options.help) {
    process.stdout.write(USAGE);
    return 0;
  }
  if (options.list) {
    for (const scenario of SCENARIOS)
      process.stdout.write(`${scenario.name}\n  ${scenario.measures}\n`);
    return 0;
  }

  const run = new AbortController();
  const cleanup = new CleanupStack(log);
  handleSignals(run, cleanup);
  const limitMs =
    FIXED_TIME_LIMIT_MS +
    scenarios.length * (options.warmup + options.duration + PER_SCENARIO_SLACK_S) * 1000;
  const timeLimit = setTimeout(() => {
    log(`time limit of ${Math.round(limitMs / 1000)} s reached: stopping`);
    run.abort(new Error('time limit reached'));
  }, limitMs);
  try {
    // A failed audit (an oversell) fails the run, after the figures are out.
    return (await benchmark(options, scenarios, run.signal, cleanup)) ? 0 : 1;
  } catch (error) {
    const cause: unknown = run.signal.aborted ? run.signal.reason : error;
    log(`stopped: ${errorMessage(cause)}`);
    return cause instanceof Interrupted ? 130 : 1;
  } finally {
    clearTimeout(timeLimit);
    await cleanup.runAll();
  }
}

process.exit(await main());
