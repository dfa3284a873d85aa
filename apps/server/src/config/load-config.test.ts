import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './load-config';

const tempDirs: string[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'canopy-config-'));
  tempDirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of tempDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const cwd = tempDir();
    const config = loadConfig({}, { cwd });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: path.join(cwd, 'data'),
      databaseUrl: null,
      pgliteDir: path.join(cwd, 'data', 'db'),
      redisUrl: null,
      apiPrefix: '/api',
      stripe: null,
      smtpUrl: null,
      admin: { username: 'admin', password: null },
      demoAccessCode: null,
      corsOrigins: [],
      trustProxy: false,
      rateLimitMax: null,
      logLevel: 'info',
      seedDemoData: true,
    });
    expect(config.webDistDir.endsWith(path.join('apps', 'web', 'dist'))).toBe(true);
  });

  it('generates missing secrets once, keeps them owner-only in DATA_DIR and reuses them', () => {
    const dataDir = tempDir();
    const first = loadConfig({ DATA_DIR: dataDir });
    const file = path.join(dataDir, 'secrets.json');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(first.secrets.jwt).toHaveLength(43);
    expect(first.secrets.jwt).not.toBe(first.secrets.accessCode);
    expect(loadConfig({ DATA_DIR: dataDir }).secrets).toEqual(first.secrets);
    // Also with PostgreSQL: the secrets do not live in the database.
    expect(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: 'postgres://db/x' }).secrets).toEqual(
      first.secrets,
    );
  });

  it('uses secrets from the environment without writing a file', () => {
    const dataDir = path.join(tempDir(), 'never-created');
    const config = loadConfig({
      DATA_DIR: dataDir,
      JWT_SECRET: 'j'.repeat(32),
      ACCESS_CODE_SECRET: 'a'.repeat(32),
    });
    expect(config.secrets).toEqual({ jwt: 'j'.repeat(32), accessCode: 'a'.repeat(32) });
    expect(fs.existsSync(dataDir)).toBe(false);
  });

  it('parses lists, flags, numbers and upper-cases the demo code; empty means unset', () => {
    const config = loadConfig({
      DATA_DIR: tempDir(),
      PORT: '3000',
      CORS_ORIGINS: 'https://shop.example, http://localhost:5173 ,',
      TRUST_PROXY: 'true',
      RATE_LIMIT_MAX: '300',
      DEMO_ACCESS_CODE: 'ab12cd',
      SEED_DEMO_DATA: '0',
      REDIS_URL: '',
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
    });
    expect(config).toMatchObject({
      port: 3000,
      corsOrigins: ['https://shop.example', 'http://localhost:5173'],
      trustProxy: 1,
      rateLimitMax: 300,
      demoAccessCode: 'AB12CD',
      seedDemoData: false,
      redisUrl: null,
      stripe: { secretKey: 'sk_test_1', publishableKey: 'pk_test_1', webhookSecret: null },
    });
  });

  it('trusts only the proxies it is told to: true is one hop, never every hop', () => {
    const trustProxy = (value: string) =>
      loadConfig({ DATA_DIR: tempDir(), TRUST_PROXY: value }).trustProxy;
    expect(trustProxy('true')).toBe(1);
    expect(trustProxy('on')).toBe(1);
    expect(trustProxy('false')).toBe(false);
    expect(trustProxy('0')).toBe(false);
    expect(trustProxy('2')).toBe(2);
    expect(trustProxy('10.0.0.0/8')).toEqual(['10.0.0.0/8']);
    expect(trustProxy(' 10.0.0.1, fd00::/8 ')).toEqual(['10.0.0.1', 'fd00::/8']);
    for (const wrong of ['10.0.0.0/33', 'proxy.example', '10.0.0.0/8 x', '-1', '1.5']) {
      expect(() => trustProxy(wrong), wrong).toThrow(/TRUST_PROXY/);
    }
  });

  it('fails fast with every problem named', () => {
    const attempt = () =>
      loadConfig({
        DATA_DIR: tempDir(),
        PORT: 'eighty',
        DATABASE_URL: 'mysql://nope',
        DEMO_ACCESS_CODE: 'TOO-LONG',
        TRUST_PROXY: 'maybe',
        JWT_SECRET: 'short',
      });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const message = (error as Error).message;
      for (const name of [
        'PORT',
        'DATABASE_URL',
        'DEMO_ACCESS_CODE',
        'TRUST_PROXY',
        'JWT_SECRET',
      ]) {
        expect(message).toContain(name);
      }
    }
  });

  it('needs the publishable key when a Stripe secret key is set', () => {
    expect(() => loadConfig({ DATA_DIR: tempDir(), STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(
      /STRIPE_PUBLISHABLE_KEY/,
    );
  });
});
