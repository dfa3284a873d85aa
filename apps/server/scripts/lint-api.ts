// `npm run lint:api`: builds the server in-process (an in-memory PGlite, as the tests do), reads
// the OpenAPI document it serves at `${API_PREFIX}/docs/json`, once with the built-in test payment
// provider and once with Stripe configured (each adds its own payment routes), and lints both
// with Redocly's recommended rules (redocly.yaml). Fails when Redocly finds an error.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase, type DatabaseHandle } from '../src/db/client';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const redocly = path.join(repoRoot, 'node_modules/.bin/redocly');

const SHOPS = {
  'test-provider': {},
  stripe: {
    STRIPE_SECRET_KEY: 'sk_test_canopy_lint',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_canopy_lint',
    STRIPE_WEBHOOK_SECRET: 'whsec_canopy_lint',
  },
} satisfies Record<string, Record<string, string>>;

async function apiDocument(
  database: DatabaseHandle,
  workDir: string,
  env: Record<string, string>,
): Promise<string> {
  const config = loadConfig({
    DATA_DIR: path.join(workDir, 'data'),
    LOG_LEVEL: 'silent',
    SEED_DEMO_DATA: 'false',
    WEB_DIST_DIR: path.join(workDir, 'no-web-build'),
    JWT_SECRET: randomBytes(32).toString('base64url'),
    ACCESS_CODE_SECRET: randomBytes(32).toString('base64url'),
    ...env,
  });
  const app = await buildApp(config, { database });
  try {
    const response = await app.inject({ method: 'GET', url: `${config.apiPrefix}/docs/json` });
    if (response.statusCode !== 200) {
      throw new Error(`${config.apiPrefix}/docs/json answered ${response.statusCode}`);
    }
    return response.body;
  } finally {
    await app.close();
  }
}

async function main(): Promise<number> {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'canopy-lint-api-'));
  const database = await openDatabase({});
  try {
    await database.migrate();
    const files: string[] = [];
    for (const [shop, env] of Object.entries(SHOPS)) {
      const file = path.join(workDir, `openapi-${shop}.json`);
      const document = JSON.parse(await apiDocument(database, workDir, env)) as unknown;
      fs.writeFileSync(file, `${JSON.stringify(document, null, 2)}\n`);
      files.push(file);
    }
    const lint = spawnSync(redocly, ['lint', '--config', 'redocly.yaml', ...files], {
      cwd: repoRoot,
      stdio: 'inherit',
      // No usage reports leave CI, and no update notices.
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    });
    if (lint.error) throw lint.error;
    return lint.status ?? 1;
  } finally {
    await database.close();
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

process.exitCode = await main();
