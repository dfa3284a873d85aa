// `npm start`: builds the web app when its build is missing or older than its sources, then runs
// the server, which migrates, seeds an empty database and prints the URLs, access code and login.
// Node built-ins only, so it works straight after `npm ci`.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { constants } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtMarker = path.join(repoRoot, 'apps/web/dist/index.html');
const buildInputs = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/tsconfig.json',
  'apps/web/package.json',
  'packages/contracts/src',
];

/** Newest modification time of a file, or of anything below a folder (0 when missing). */
function newestChange(target) {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(target).reduce(
    (newest, name) => Math.max(newest, newestChange(path.join(target, name))),
    stats.mtimeMs,
  );
}

/** Why the web app needs building, or null when dist/ is up to date. */
function staleWebBuild() {
  // Vite writes index.html after the assets, so its time is when the last build finished.
  if (!existsSync(builtMarker)) return 'no build yet';
  const builtAt = statSync(builtMarker).mtimeMs;
  const changed = buildInputs.find((input) => newestChange(path.join(repoRoot, input)) > builtAt);
  return changed ? `${changed} changed since the last build` : null;
}

const stale = staleWebBuild();
if (stale) {
  console.log(`Building the web app (${stale})...`);
  // Under `npm start`, npm_execpath is the npm that runs us; call the same one.
  const npm = process.env.npm_execpath;
  const [command, args] = npm
    ? [process.execPath, [npm, 'run', 'build', '-w', 'apps/web']]
    : ['npm', ['run', 'build', '-w', 'apps/web']];
  const build = spawnSync(command, args, { cwd: repoRoot, stdio: 'inherit' });
  if (build.status !== 0) {
    console.error('The web build failed; the server was not started.');
    process.exit(build.status ?? 1);
  }
}

// `node --import tsx` is tsx without its relay process: one process, so a signal arrives once.
// The old-space cap makes V8 collect before the heap balloons: the server's live heap is well
// under it, and its RSS stays within 300 MB under load instead of reaching 500 MB (decision 15;
// bench/server-process.ts and apps/web/e2e/server-process.mjs start it the same way).
const server = spawn(
  process.execPath,
  ['--max-old-space-size=192', '--import', 'tsx', 'apps/server/src/server.ts'],
  {
    cwd: repoRoot,
    stdio: ['ignore', 'inherit', 'inherit'],
    // Its own process group, so Ctrl+C reaches it only through us. Otherwise it would get the
    // terminal's SIGINT and ours (npm forwards one too), and a second signal means "exit now".
    detached: true,
  },
);

let lastForwardAt = 0;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    // The terminal and npm both deliver one Ctrl+C to us: pass on one per burst. A later one
    // (the user insisting) goes through and makes the server stop at once.
    const now = Date.now();
    if (now - lastForwardAt < 500) return;
    lastForwardAt = now;
    // A closed terminal (SIGHUP) still deserves a graceful stop.
    server.kill(signal === 'SIGHUP' ? 'SIGTERM' : signal);
  });
}

server.on('error', (error) => {
  console.error(`Could not start the server: ${error.message}`);
  process.exit(1);
});
server.on('exit', (code, signal) => {
  process.exit(code ?? 128 + (constants.signals[signal] ?? 0));
});
// If this script dies of an error, do not leave the server running without a parent.
process.on('exit', () => {
  if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
});
