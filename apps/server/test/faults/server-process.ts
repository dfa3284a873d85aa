// The real Canopy process (src/server.ts run by tsx) for the fault suites: started on the
// environment a suite gives it, its stdout and stderr kept line by line (warnings are looked for
// there), and stopped with SIGTERM or SIGKILL by the suite, or killed by cleanUp after the file.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { onCleanup } from './fault-environment';

const serverRoot = fileURLToPath(new URL('../..', import.meta.url));

export const FAULT_SHOP = {
  accessCode: 'FAULT7',
  admin: { username: 'faults', password: 'fault-injection-admin-password' },
  secrets: {
    JWT_SECRET: 'fault-injection-jwt-secret-0123456789abcdef',
    ACCESS_CODE_SECRET: 'fault-injection-access-code-secret-0123456789',
  },
} as const;

export interface ServerProcess {
  child: ChildProcess;
  origin: string;
  port: number;
  /** Everything the process printed so far, one entry per line. */
  lines(): string[];
  /** Resolves with how the process ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'canopy-faults-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverRoot,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'warn',
      SEED_DEMO_DATA: 'false',
      WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
      TRUST_PROXY: 'true',
      DEMO_ACCESS_CODE: FAULT_SHOP.accessCode,
      ADMIN_USERNAME: FAULT_SHOP.admin.username,
      ADMIN_PASSWORD: FAULT_SHOP.admin.password,
      ...FAULT_SHOP.secrets,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => {
      resolve({ code, signal });
    });
  });
  onCleanup(async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return new Promise((resolve, reject) => {
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      const port = /Storefront\s+http:\/\/\S+?:(\d+)\//.exec(output)?.[1];
      if (port && output.includes('API docs')) {
        resolve({
          child,
          port: Number(port),
          origin: `http://127.0.0.1:${port}`,
          lines: () => output.split('\n'),
          exited,
        });
      }
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    void exited.then(({ code, signal }) => {
      reject(
        new Error(`server exited (${String(code ?? signal)}) before it was ready:\n${output}`),
      );
    });
  });
}
