// Builds the very app server.ts runs (buildApp) against this test file's own database, with a
// configuration from loadConfig like production's. Use once per file:
//
//   const t = setupTestApp();                         // beforeAll/afterAll registered
//   const response = await t.app.inject({ ... });
//   const other = await t.buildApp({ RATE_LIMIT_MAX: '3' });   // same database, other config
//   const logged = await t.buildApp({ LOG_LEVEL: 'trace' }, { logStream });   // read its logs
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type BuildAppOptions } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import type { Database, DatabaseHandle } from '../../src/db/client';
import { openTestDatabase, type TestDatabase } from './test-database';

export type TestEnv = Record<string, string | undefined>;

export const TEST_SECRETS = {
  JWT_SECRET: 'test-jwt-secret-0123456789abcdefghijklmnop',
  ACCESS_CODE_SECRET: 'test-access-code-secret-0123456789abcdefgh',
};

/** A configuration as loadConfig makes it: quiet, no demo seed, its own (unused) data dir. */
export function testConfig(env: TestEnv = {}): Config {
  return loadConfig({
    DATA_DIR: path.join(os.tmpdir(), `canopy-test-${randomBytes(6).toString('hex')}`),
    LOG_LEVEL: 'silent',
    SEED_DEMO_DATA: 'false',
    // A directory that does not exist: tests that serve a web build make their own.
    WEB_DIST_DIR: path.join(os.tmpdir(), 'canopy-test-no-web-build'),
    ...TEST_SECRETS,
    ...env,
  });
}

export interface TestContext {
  readonly app: FastifyInstance;
  readonly config: Config;
  readonly db: Database;
  readonly database: DatabaseHandle;
  /** Another app on this file's database with more env; closed after the file's tests. */
  buildApp(
    env?: TestEnv,
    options?: Pick<BuildAppOptions, 'logStream' | 'now'>,
  ): Promise<FastifyInstance>;
}

export function setupTestApp(env: TestEnv = {}): TestContext {
  let testDatabase: TestDatabase | undefined;
  let app: FastifyInstance | undefined;
  let config: Config | undefined;
  const apps: FastifyInstance[] = [];

  function ready<T>(value: T | undefined, what: string): T {
    if (value === undefined) throw new Error(`${what} is not ready: use it inside a test or hook`);
    return value;
  }

  async function buildTestApp(
    extraEnv: TestEnv = {},
    options: Pick<BuildAppOptions, 'logStream' | 'now'> = {},
  ): Promise<FastifyInstance> {
    const built = await buildApp(testConfig({ ...env, ...extraEnv }), {
      ...options,
      database: ready(testDatabase, 'The test database').handle,
    });
    apps.push(built);
    await built.ready();
    return built;
  }

  beforeAll(async () => {
    testDatabase = await openTestDatabase();
    app = await buildTestApp();
    config = app.config;
  });

  afterAll(async () => {
    for (const built of apps) await built.close();
    await testDatabase?.dispose();
  });

  return {
    get app() {
      return ready(app, 'The test app');
    },
    get config() {
      return ready(config, 'The test config');
    },
    get db() {
      return ready(testDatabase, 'The test database').handle.db;
    },
    get database() {
      return ready(testDatabase, 'The test database').handle;
    },
    buildApp: buildTestApp,
  };
}

let clientCounter = 0;

/**
 * A client address no other test in this file uses, so per-client rate limits (10 validations a
 * minute, 5 failed logins) never leak from one test into the next. Pass as inject's remoteAddress.
 */
export function newClientIp(): string {
  clientCounter += 1;
  return `10.${(clientCounter >> 16) & 255}.${(clientCounter >> 8) & 255}.${clientCounter & 255}`;
}
