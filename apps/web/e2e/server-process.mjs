// The real Canopy server as a child process for the browser tests: started from the repo root
// through tsx the way `npm start` runs it, on a free port and a data dir of our choosing.
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';

export const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** A fresh PGlite, migrations and the demo seed (with generated images) take a while on 2 cores. */
const START_TIMEOUT_MS = 180_000;
const STOP_TIMEOUT_MS = 15_000;

/** @returns {Promise<number>} a TCP port nobody listens on right now */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('no port assigned'));
      });
    });
  });
}

/**
 * @typedef {object} ServerSettings
 * @property {string} dataDir
 * @property {string} adminUsername
 * @property {string} adminPassword
 * @property {string} accessCode
 */

/**
 * @typedef {object} RunningServer
 * @property {string} baseUrl e.g. http://127.0.0.1:41234
 * @property {import('node:child_process').ChildProcess} child
 * @property {Promise<number | null>} exited resolves with the exit code (null when signalled)
 */

/**
 * Starts the server and resolves once `GET /api/health` answers 200.
 * @param {ServerSettings} settings
 * @returns {Promise<RunningServer>}
 */
export async function startServer(settings) {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = { ...process.env };
  // Always the embedded database in the fresh data dir, whatever the caller's shell points at.
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  delete env.TEST_DATABASE_URL;
  Object.assign(env, {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: settings.dataDir,
    ADMIN_USERNAME: settings.adminUsername,
    ADMIN_PASSWORD: settings.adminPassword,
    DEMO_ACCESS_CODE: settings.accessCode,
    LOG_LEVEL: 'warn',
    // Each browser context names its own client in X-Forwarded-For (shared-browser.ts), as
    // shoppers behind a reverse proxy do, so the per-client limits (the gate's 10 validations a
    // minute) count one test's shopper, not every test of the run together.
    TRUST_PROXY: '127.0.0.1',
  });
  // `node --import tsx` (as scripts/start.mjs does) rather than the tsx binary, which would run
  // the server in a second process: the signals below must reach the server itself. Its own
  // process group lets SIGKILL take tsx's esbuild helper along too.
  // As scripts/start.mjs runs it, heap cap included.
  const serverArgs = ['--max-old-space-size=192', '--import', 'tsx', 'apps/server/src/server.ts'];
  const child = spawn(process.execPath, serverArgs, {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  for (const stream of [child.stdout, child.stderr]) {
    stream.setEncoding('utf8');
    stream.on('data', (/** @type {string} */ chunk) => {
      for (const line of chunk.split('\n')) if (line) process.stderr.write(`[server] ${line}\n`);
    });
  }
  /** @type {Promise<number | null>} */
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));

  const deadline = Date.now() + START_TIMEOUT_MS;
  let stopped = false;
  void exited.then(() => (stopped = true));
  while (Date.now() < deadline) {
    if (stopped) throw new Error(`the server exited before answering ${baseUrl}/api/health`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return { baseUrl, child, exited };
    } catch {
      // Not listening yet.
    }
    await delay(250);
  }
  killGroup(child);
  throw new Error(`the server did not answer ${baseUrl}/api/health within ${START_TIMEOUT_MS} ms`);
}

/** @param {import('node:child_process').ChildProcess} child */
function killGroup(child) {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    // The group is already gone.
  }
}

/**
 * Stops the server the way an orchestrator does: SIGTERM, then SIGKILL if it hangs. Only the
 * server gets the SIGTERM, once: a second one would make it exit without finishing requests.
 * @param {RunningServer} server
 */
export async function stopServer(server) {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGTERM');
  const gone = await Promise.race([server.exited.then(() => true), delay(STOP_TIMEOUT_MS, false)]);
  if (!gone) {
    process.stderr.write(`the server ignored SIGTERM for ${STOP_TIMEOUT_MS} ms; killing it\n`);
    killGroup(server.child);
    await server.exited;
  }
}

/**
 * Kills the server without warning (`kill -9`): no shutdown hook runs, nothing is flushed.
 * @param {RunningServer} server
 */
export async function killServer(server) {
  killGroup(server.child);
  await server.exited;
}

/**
 * For a run interrupted by Ctrl-C: the detached server does not see the terminal's SIGINT.
 * @param {RunningServer} server
 */
export function killServerNow(server) {
  killGroup(server.child);
}
