// The real Canopy server as a separate process, the way `npm start` runs it (`node --import tsx`),
// on a free local port: started, awaited until /api/health answers, and always stopped — SIGTERM
// for a graceful close, then SIGKILL if it lingers.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import net from 'node:net';
import path from 'node:path';

export interface ServerProcess {
  pid: number;
  baseUrl: string;
  /** The last lines the server wrote (stdout and stderr), for error messages. */
  output(): string;
  /** Graceful stop; resolves once the process has exited. Safe to call more than once. */
  stop(): Promise<void>;
  /** SIGKILL at once, synchronously: for a harness that is exiting right now. */
  killNow(): void;
}

export interface StartServerOptions {
  repoRoot: string;
  env: Record<string, string>;
  apiPrefix: string;
  startTimeoutMs: number;
  signal: AbortSignal;
}

const OUTPUT_LIMIT = 16_384;
/** closeWithGrace in server.ts allows 10 s for in-flight requests; a little more, then SIGKILL. */
const GRACEFUL_STOP_MS = 12_000;
const HEALTH_POLL_MS = 200;

/** A port nobody listens on right now (the OS picks it; the server takes it a moment later). */
export async function findFreePort(): Promise<number> {
  const probe = net.createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  await once(probe, 'close');
  if (address === null || typeof address === 'string') throw new Error('no TCP port available');
  return address.port;
}

function hasExited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

export async function startServer(options: StartServerOptions): Promise<ServerProcess> {
  const port = await findFreePort();
  const child = spawn(
    process.execPath,
    // As scripts/start.mjs runs it, heap cap included; BENCH_SERVER_NODE_ARGS adds Node options
    // (`--cpu-prof --cpu-prof-dir=/tmp/prof` profiles the server under the load).
    [
      '--max-old-space-size=192',
      ...(process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
      '--import',
      'tsx',
      path.join('apps', 'server', 'src', 'server.ts'),
    ],
    {
      cwd: options.repoRoot,
      env: { ...options.env, PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group: a Ctrl+C in the terminal reaches only the harness, which then
      // stops the server in order (after the load generator, before the database is dropped).
      detached: true,
    },
  );
  const { pid } = child;
  if (pid === undefined) {
    await once(child, 'error').catch(() => undefined);
    throw new Error('could not start the server process');
  }

  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-OUTPUT_LIMIT);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<void>((resolve) => {
    if (hasExited(child)) resolve();
    else child.once('exit', () => resolve());
  });

  let stopping: Promise<void> | null = null;
  const server: ServerProcess = {
    pid,
    baseUrl: `http://127.0.0.1:${port}`,
    output: () => output,
    stop() {
      stopping ??= (async () => {
        if (hasExited(child)) return;
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), GRACEFUL_STOP_MS);
        await exited;
        clearTimeout(timer);
      })();
      return stopping;
    },
    killNow() {
      if (!hasExited(child)) child.kill('SIGKILL');
    },
  };

  try {
    await waitUntilHealthy(server, child, options);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return server;
}

async function waitUntilHealthy(
  server: ServerProcess,
  child: ChildProcess,
  options: StartServerOptions,
): Promise<void> {
  const deadline = Date.now() + options.startTimeoutMs;
  const healthUrl = `${server.baseUrl}${options.apiPrefix}/health`;
  for (;;) {
    options.signal.throwIfAborted();
    if (hasExited(child)) {
      throw new Error(
        `the server exited during start-up (code ${String(child.exitCode ?? child.signalCode)}):\n${server.output()}`,
      );
    }
    try {
      const response = await fetch(healthUrl, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
    } catch {
      // Not listening yet: migrations and the seed run before it listens.
    }
    if (Date.now() > deadline) {
      throw new Error(
        `the server did not answer ${healthUrl} within ${options.startTimeoutMs / 1000} s:\n${server.output()}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, HEALTH_POLL_MS));
  }
}
