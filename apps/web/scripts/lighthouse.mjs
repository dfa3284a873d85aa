// `npm run lighthouse`: mobile Lighthouse (12.8, Debian's Chromium) on the storefront's /products
// and a product page, with the demo data. Builds the web app if needed, starts the real server on
// a free port with a fresh data dir (as the browser tests do), and passes the access gate (and the
// age step, when the shop asks for it) once from inside a page of the server over the DevTools
// protocol: the browser keeps the page cookie the server sets
// (docs/decisions/0041-first-screen-in-the-document.md) and the page writes the code, token and
// age outcome into local storage as the gate screen would. Lighthouse runs with storage reset off,
// and the HTTP cache is emptied before each run so every page loads cold. Each page is measured
// three times; it prints the median of performance, accessibility, CLS, LCP and TBT (each figure's
// own median) and writes each full report as JSON to apps/web/lighthouse-results/. Exits non-zero
// when a run fails or a page misses the targets (performance ≥ 95, accessibility 100, CLS < 0.05).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { repoRoot, startServer, stopServer } from '../e2e/server-process.mjs';
import { evaluateInPage, openTab } from './devtools-session.mjs';

const webDir = path.join(repoRoot, 'apps/web');
const resultsDir = path.join(webDir, 'lighthouse-results');
const CHROMIUM_PATH = '/usr/bin/chromium';
/** Containers run as root: no sandbox; no GPU; nothing but the local server reachable. */
const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1',
];
/** The targets, checked on each page's medians. */
const TARGETS = { performance: 95, accessibility: 100, cls: 0.05 };
/** Runs per page; the medians are reported. */
const RUNS = 3;
/** The adult date of birth the age step is given in date-of-birth mode. */
const ADULT_DATE_OF_BIRTH = '1990-01-02';

const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'canopy-lighthouse-'));
/** @type {import('../e2e/server-process.mjs').ServerSettings} */
const settings = {
  dataDir: path.join(runDir, 'data'),
  adminUsername: 'admin',
  adminPassword: 'lighthouse-Admin-Passw0rd',
  accessCode: 'LHOUSE',
};
fs.mkdirSync(settings.dataDir);

/** @param {string} text */
function say(text) {
  process.stderr.write(`lighthouse: ${text}\n`);
}

function buildWebIfMissing() {
  if (fs.existsSync(path.join(webDir, 'dist/index.html'))) return;
  say('building the web app (apps/web/dist is missing)');
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error(`the web build failed (exit ${String(build.status)})`);
}

/**
 * Passes the gate from inside a page of the server, as the gate screen does: POST
 * /validate-access-code, then in an age-verifying shop POST /age-verification; the browser keeps the
 * page cookie either sets, and the page saves the code, the customer token and the age outcome
 * into local storage (src/lib/storage.ts STORAGE_KEYS), where the storefront reads them on start.
 * @param {number} port
 * @param {string} baseUrl
 * @returns {Promise<string>} the customer token (with the verified age)
 */
async function passGate(port, baseUrl) {
  const tab = await openTab(port);
  try {
    const outcome = await evaluateInPage(
      tab,
      `${baseUrl}/api/health`,
      `(async () => {
        const post = async (path, body, token) => {
          const response = await fetch('/api' + path, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'x-access-code': ${JSON.stringify(settings.accessCode)},
              ...(token ? { authorization: 'Bearer ' + token } : {}),
            },
            body: JSON.stringify(body),
          });
          return response.json();
        };
        const admitted = await post('/validate-access-code', { code: ${JSON.stringify(settings.accessCode)} });
        if (!admitted.valid) return 'the access code was refused: ' + JSON.stringify(admitted);
        let { token, expires_at } = admitted;
        const config = await (await fetch('/api/payments/config')).json();
        const mode = config.age_verification;
        if (mode !== 'off') {
          const dateOfBirth = mode === 'date_of_birth' ? ${JSON.stringify(ADULT_DATE_OF_BIRTH)} : null;
          const verified = await post(
            '/age-verification',
            dateOfBirth ? { date_of_birth: dateOfBirth } : { attest: true },
            token,
          );
          if (!verified.verified) return 'the age step was refused: ' + JSON.stringify(verified);
          ({ token, expires_at } = verified);
          localStorage.setItem('canopy.age_outcome', JSON.stringify({
            kind: 'verified', method: mode, policyVersion: verified.policy_version, dateOfBirth,
          }));
        }
        localStorage.setItem('canopy.access_code', ${JSON.stringify(settings.accessCode)});
        localStorage.setItem('canopy.customer_token', token);
        localStorage.setItem('canopy.customer_token_expires_at', expires_at);
        // HttpOnly: the page cookie is set, but no script can read it.
        return document.cookie.includes('canopy_page') ? 'readable page cookie' : 'ok ' + token;
      })()`,
    );
    const [status, token] = String(outcome).split(' ');
    if (status !== 'ok' || !token) throw new Error(`passing the gate: ${String(outcome)}`);
    return token;
  } finally {
    await tab.close();
  }
}

/**
 * The product page to measure: the newest product with a picture (the catalogue's first card).
 * @param {string} baseUrl
 * @param {string} token the customer token
 */
async function productPath(baseUrl, token) {
  const response = await fetch(`${baseUrl}/api/products?size=20`, {
    headers: { 'x-access-code': settings.accessCode, authorization: `Bearer ${token}` },
  });
  const list = /** @type {{ items: Array<{ id: number, primary_image_url: string | null }> }} */ (
    await response.json()
  );
  const product = list.items.find((item) => item.primary_image_url !== null) ?? list.items[0];
  if (!product) throw new Error('the demo catalogue has no products');
  return `/products/${String(product.id)}`;
}

/**
 * @typedef {object} PageScores
 * @property {string} page
 * @property {number} performance 0–100
 * @property {number} accessibility 0–100
 * @property {number} cls
 * @property {number} lcpMs
 * @property {number} tbtMs
 * @property {string[]} failedAccessibilityAudits
 * @property {string} file the JSON report
 */

/** Tries per page: for a failed trace (NO_NAVSTART on a busy machine) Lighthouse says run again. */
const ATTEMPTS = 3;

/**
 * Runs Lighthouse (its default: a mobile device on a throttled connection) on one page with a cold
 * HTTP cache, again when Lighthouse itself fails to record it.
 * @param {number} port
 * @param {string} baseUrl
 * @param {string} page
 * @returns {Promise<PageScores>}
 */
async function measure(port, baseUrl, page) {
  for (let attempt = 1; ; attempt += 1) {
    const tab = await openTab(port);
    try {
      await tab.send('Network.clearBrowserCache');
    } finally {
      await tab.close();
    }
    const result = await lighthouse(`${baseUrl}${page}`, {
      port,
      output: 'json',
      logLevel: 'error',
      disableStorageReset: true,
      onlyCategories: ['performance', 'accessibility'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
    const failure = result.lhr.runtimeError?.message;
    if (failure === undefined) return scoresOf(page, result);
    if (attempt === ATTEMPTS) throw new Error(`Lighthouse failed on ${page}: ${failure}`);
    say(`${page}: ${failure}; trying again`);
  }
}

/** @param {number[]} values */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/**
 * Each figure's median over the runs of one page.
 * @param {PageScores[]} runs
 * @returns {PageScores}
 */
function medianScores(runs) {
  const first = runs[0];
  if (!first) throw new Error('no runs to take the median of');
  return {
    page: first.page,
    performance: median(runs.map((run) => run.performance)),
    accessibility: median(runs.map((run) => run.accessibility)),
    cls: median(runs.map((run) => run.cls)),
    lcpMs: median(runs.map((run) => run.lcpMs)),
    tbtMs: median(runs.map((run) => run.tbtMs)),
    failedAccessibilityAudits: [...new Set(runs.flatMap((run) => run.failedAccessibilityAudits))],
    file: runs.map((run) => run.file).join(', '),
  };
}

/**
 * Writes the report and picks out the figures.
 * @param {string} page
 * @param {NonNullable<Awaited<ReturnType<typeof lighthouse>>>} result
 * @returns {PageScores}
 */
function scoresOf(page, result) {
  const { lhr } = result;
  const name = page === '/products' ? 'products' : 'product-page';
  const file = path.join(resultsDir, `${name}-${lhr.fetchTime.replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(file, typeof result.report === 'string' ? result.report : result.report[0]);

  const score = (/** @type {string} */ category) =>
    Math.round((lhr.categories[category]?.score ?? 0) * 100);
  const value = (/** @type {string} */ audit) => lhr.audits[audit]?.numericValue ?? Number.NaN;
  const accessibilityAudits = lhr.categories.accessibility?.auditRefs ?? [];
  return {
    page,
    performance: score('performance'),
    accessibility: score('accessibility'),
    cls: value('cumulative-layout-shift'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    failedAccessibilityAudits: accessibilityAudits
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
      .map((ref) => ref.id),
    file: path.relative(repoRoot, file),
  };
}

/** @param {PageScores[]} rows */
function printTable(rows) {
  const lines = [
    ['page (median of runs)', 'performance', 'accessibility', 'CLS', 'LCP', 'TBT'],
    ...rows.map((row) => [
      row.page,
      String(row.performance),
      String(row.accessibility),
      row.cls.toFixed(3),
      `${(row.lcpMs / 1000).toFixed(2)} s`,
      `${Math.round(row.tbtMs)} ms`,
    ]),
  ];
  const widths = lines[0].map((_, column) => Math.max(...lines.map((line) => line[column].length)));
  for (const line of lines)
    process.stdout.write(`${line.map((cell, i) => cell.padEnd(widths[i])).join('  ')}\n`);
  for (const row of rows) {
    if (row.failedAccessibilityAudits.length > 0)
      process.stdout.write(`${row.page}: failed ${row.failedAccessibilityAudits.join(', ')}\n`);
    process.stdout.write(`${row.page}: ${row.file}\n`);
  }
  process.stdout.write(
    `load average: ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}\n`,
  );
}

/** @param {PageScores} row a page's medians */
function missedTargets(row) {
  return [
    row.performance < TARGETS.performance &&
      `performance ${row.performance} < ${TARGETS.performance}`,
    row.accessibility < TARGETS.accessibility &&
      `accessibility ${row.accessibility} < ${TARGETS.accessibility}`,
    !(row.cls < TARGETS.cls) && `CLS ${row.cls.toFixed(3)} ≥ ${TARGETS.cls}`,
  ]
    .filter((miss) => typeof miss === 'string')
    .map((miss) => `${row.page} misses its target: ${miss}`);
}

/** @type {import('../e2e/server-process.mjs').RunningServer | undefined} */
let server;
/** @type {import('chrome-launcher').LaunchedChrome | undefined} */
let chrome;
let exitCode = 1;

for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.once(signal, () => {
    chrome?.kill();
    if (server) void stopServer(server);
    fs.rmSync(runDir, { recursive: true, force: true });
    process.exit(130);
  });
}

try {
  buildWebIfMissing();
  fs.mkdirSync(resultsDir, { recursive: true });
  say(`starting the server (data dir ${settings.dataDir})`);
  server = await startServer(settings);
  chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
  const token = await passGate(chrome.port, server.baseUrl);
  const pages = ['/products', await productPath(server.baseUrl, token)];
  /** @type {PageScores[]} */
  const rows = [];
  for (const page of pages) {
    /** @type {PageScores[]} */
    const runs = [];
    for (let run = 1; run <= RUNS; run += 1) {
      say(`measuring ${page} (run ${String(run)} of ${String(RUNS)})`);
      const scores = await measure(chrome.port, server.baseUrl, page);
      say(
        `  performance ${String(scores.performance)}, accessibility ${String(scores.accessibility)}, ` +
          `CLS ${scores.cls.toFixed(3)}, LCP ${Math.round(scores.lcpMs)} ms, TBT ${Math.round(scores.tbtMs)} ms`,
      );
      runs.push(scores);
    }
    rows.push(medianScores(runs));
  }
  printTable(rows);
  const misses = rows.flatMap(missedTargets);
  for (const miss of misses) process.stdout.write(`${miss}\n`);
  exitCode = misses.length === 0 ? 0 : 1;
} catch (error) {
  process.stderr.write(
    `\nlighthouse failed: ${error instanceof Error ? (error.stack ?? '') : String(error)}\n`,
  );
} finally {
  chrome?.kill();
  if (server) await stopServer(server);
  fs.rmSync(runDir, { recursive: true, force: true });
}

process.exit(exitCode);
