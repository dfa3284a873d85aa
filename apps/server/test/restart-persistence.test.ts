// The real process (src/server.ts) on an embedded PGlite data dir: what it wrote survives a
// `kill -9` of the idle server, the next start prints the same login, and SIGTERM shuts it down
// cleanly.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const serverRoot = fileURLToPath(new URL('..', import.meta.url));
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'canopy-restart-'));
const children: ChildProcess[] = [];

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

interface RunningServer {
  child: ChildProcess;
  origin: string;
  username: string;
  password: string;
}

function startServer(): Promise<RunningServer> {
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
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const origin = /Storefront\s+(http:\/\/\S+?)\/\n/.exec(output)?.[1];
      const username = /Username\s+(\S+)/.exec(output)?.[1];
      const password = /Password\s+(\S+)/.exec(output)?.[1];
      if (origin && username && password && output.includes('API docs')) {
        resolve({ child, origin, username, password });
      }
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('exit', (code, signal) => {
      reject(new Error(`server exited (${code ?? signal}) before it was ready:\n${output}`));
    });
  });
}

function exited(
  child: ChildProcess,
): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  if (child.exitCode !== null || child.signalCode !== null) {
    return Promise.resolve({ code: child.exitCode, signal: child.signalCode });
  }
  return new Promise((resolve) => {
    child.once('exit', (code, signal) => {
      resolve({ code, signal });
    });
  });
}

async function me(origin: string, token: string) {
  const response = await fetch(`${origin}/api/auth/me`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return {
    status: response.status,
    body: (await response.json()) as { last_login_at: string | null },
  };
}

describe('restarting the server', () => {
  it('keeps data written before a kill -9, prints the same login, and stops on SIGTERM', async () => {
    const first = await startServer();
    const login = await fetch(`${first.origin}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: first.username, password: first.password }),
    });
    expect(login.status).toBe(200);
    const { access_token: token } = (await login.json()) as { access_token: string };
    const before = await me(first.origin, token);
    expect(before.body.last_login_at).not.toBeNull();

    first.child.kill('SIGKILL');
    expect((await exited(first.child)).signal).toBe('SIGKILL');

    const second = await startServer();
    expect([second.username, second.password]).toEqual([first.username, first.password]);
    // The token still verifies (secrets.json survived) and the login time written before the
    // kill is there (the database survived).
    const after = await me(second.origin, token);
    expect(after.status).toBe(200);
    expect(after.body.last_login_at).toBe(before.body.last_login_at);

    second.child.kill('SIGTERM');
    expect(await exited(second.child)).toEqual({ code: 0, signal: null });
  }, 120_000);
});
