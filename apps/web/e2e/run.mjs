// `npm run test:e2e`: builds the web app if needed, starts the real server on a free port with a
// fresh data dir, runs the browser specs against it with Node's test runner, then checks that
// the data survives `kill -9`, and cleans up. Exits non-zero when anything failed.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkDataSurvivesKill } from './persistence-check.mjs';
import { killServerNow, repoRoot, startServer, stopServer } from './server-process.mjs';

const webDir = path.join(repoRoot, 'apps/web');
const e2eDir = path.join(webDir, 'e2e');

// Everything this run writes (the server's data, the browser profiles) lives under one
// directory, removed at the end even when the run is interrupted.
const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'canopy-e2e-'));
const browserProfilesDir = path.join(runDir, 'browser-profiles');
fs.mkdirSync(browserProfilesDir);

/** @type {import('./server-process.mjs').ServerSettings} */
const settings = {
  dataDir: path.join(runDir, 'data'),
  adminUsername: 'admin',
  adminPassword: 'e2e-Admin-Passw0rd',
  accessCode: 'E2E7QX',
};
fs.mkdirSync(settings.dataDir);

/** @param {string} title */
function section(title) {
  process.stderr.write(`\n=== e2e: ${title}\n`);
}

function buildWebIfMissing() {
  if (fs.existsSync(path.join(webDir, 'dist/index.html'))) return;
  section('building the web app (apps/web/dist is missing)');
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error(`the web build failed (exit ${String(build.status)})`);
}

/** @type {import('./server-process.mjs').RunningServer | undefined} */
let server;
/** @type {import('node:child_process').ChildProcess | undefined} */
let runner;

/**
 * @param {string} baseUrl
 * @returns {Promise<number>} the test runner's exit code
 */
function runSpecs(baseUrl) {
  // Node 20's test runner takes no globs, so the spec files are listed here. Words after the
  // script's name keep only the specs whose file names contain one of them
  // (`node e2e/run.mjs staff-roles`).
  const only = process.argv.slice(2);
  const specs = fs
    .readdirSync(e2eDir)
    .filter((name) => name.endsWith('.spec.ts'))
    .filter((name) => only.length === 0 || only.some((word) => name.includes(word)))
    .sort()
    .map((name) => path.join('e2e', name));
  runner = spawn(
    process.execPath,
    ['--import', 'tsx', '--test', '--test-concurrency=1', '--test-timeout=120000', ...specs],
    {
      cwd: webDir,
      stdio: 'inherit',
      env: {
        ...process.env,
        E2E_BASE_URL: baseUrl,
        E2E_ACCESS_CODE: settings.accessCode,
        E2E_ADMIN_USERNAME: settings.adminUsername,
        E2E_ADMIN_PASSWORD: settings.adminPassword,
        E2E_BROWSER_PROFILES_DIR: browserProfilesDir,
        E2E_DATA_DIR: settings.dataDir,
      },
    },
  );
  const specRunner = runner;
  return new Promise((resolve) => specRunner.once('exit', (code) => resolve(code ?? 1)));
}

/** @type {number} */
let exitCode;

for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.once(signal, () => {
    // Interrupted (Ctrl+C reaches the spec runner too; a plain `kill` does not): leave nothing
    // running behind.
    runner?.kill('SIGTERM');
    if (server) killServerNow(server);
    fs.rmSync(runDir, { recursive: true, force: true });
    process.exit(130);
  });
}

try {
  buildWebIfMissing();

  section(`starting the server (data dir ${settings.dataDir})`);
  server = await startServer(settings);

  section(`browser specs against ${server.baseUrl}`);
  const specsExitCode = await runSpecs(server.baseUrl);

  section('persistence: kill -9, restart on the same data dir');
  server = await checkDataSurvivesKill(server, settings);
  process.stderr.write(
    'data survived kill -9: admin sign-in, access code and catalogue unchanged\n',
  );

  exitCode = specsExitCode;
} catch (error) {
  process.stderr.write(
    `\ne2e failed: ${error instanceof Error ? (error.stack ?? '') : String(error)}\n`,
  );
  exitCode = 1;
} finally {
  if (server) await stopServer(server);
  fs.rmSync(runDir, { recursive: true, force: true });
}

process.exit(exitCode);
