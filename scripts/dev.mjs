// `npm run dev`: the server under `tsx watch` on port 8080 and the Vite dev server for the web app
// (which forwards /api and /ws to 8080), side by side with prefixed output. Ctrl+C, or either of
// them exiting, stops both. Node built-ins only.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webRoot = path.join(repoRoot, 'apps/web');
const colour = process.stdout.isTTY;

/** A workspace's own node_modules/.bin first, then the hoisted one at the root. */
function bin(name, workspace) {
  const local = path.join(workspace, 'node_modules/.bin', name);
  return existsSync(local) ? local : path.join(repoRoot, 'node_modules/.bin', name);
}

const children = [];
let stopping = false;
let exitCode = 0;

function run(label, ansi, command, args, options) {
  const child = spawn(command, args, {
    ...options,
    env: { ...process.env, ...(colour ? { FORCE_COLOR: '1' } : {}), ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: Ctrl+C reaches it only through stop(), once. (tsx watch passes the
    // signal on to the server; a second copy from the terminal would mean "exit now" to it.)
    detached: true,
  });
  const prefix = colour ? `\x1b[${ansi}m[${label}]\x1b[0m ` : `[${label}] `;
  for (const [stream, sink] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    createInterface({ input: stream }).on('line', (line) => sink.write(`${prefix}${line}\n`));
  }
  child.on('error', (error) => {
    console.error(`${prefix}could not start: ${error.message}`);
    stop(1);
  });
  // 'close' comes after the last output line, so nothing is cut off when we exit.
  child.on('close', (code, signal) => {
    if (!stopping) console.log(`${prefix}exited (${signal ?? `code ${code}`}); stopping the rest`);
    stop(code ?? 0);
  });
  children.push(child);
  return child;
}

function isRunning(child) {
  return child.exitCode === null && child.signalCode === null;
}

function stop(code) {
  if (!stopping) {
    stopping = true;
    exitCode = code;
    for (const child of children.filter(isRunning)) child.kill('SIGTERM');
    // Whatever ignores SIGTERM, with everything it started, must not keep `npm run dev` alive.
    setTimeout(() => {
      for (const child of children.filter(isRunning)) {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          // The group is already gone.
        }
      }
    }, 8000).unref();
  }
  if (!children.some(isRunning)) process.exit(exitCode);
}

run(
  'server',
  '36',
  bin('tsx', repoRoot),
  ['watch', '--clear-screen=false', 'apps/server/src/server.ts'],
  {
    cwd: repoRoot,
    // Vite's proxy targets 8080 (apps/web/vite.config.ts).
    env: { PORT: '8080' },
  },
);
run('web', '35', bin('vite', webRoot), [], { cwd: webRoot });

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop(0));
