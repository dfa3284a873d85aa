// Turns an environment (process.env at start-up, a plain object in tests) into the validated,
// typed configuration the rest of the server receives. Nothing else reads process.env.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { envSchema } from './env-schema';
import { readOrCreateSecrets } from './secrets-file';
import type { TrustProxy } from './trust-proxy';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface StripeConfig {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string | null;
  /** The API the SDK talks to; null for Stripe's own (https://api.stripe.com). */
  apiUrl: string | null;
}

export interface Config {
  port: number;
  host: string;
  /** Absolute. Holds the embedded database, secrets.json and demo-credentials.json. */
  dataDir: string;
  /** postgres://…, or null for the embedded PGlite database in `pgliteDir`. */
  databaseUrl: string | null;
  pgliteDir: string;
  redisUrl: string | null;
  apiPrefix: string;
  /** Null: the built-in test payment provider is used. */
  stripe: StripeConfig | null;
  /** Null: emails are written to `DATA_DIR/outbox` as .eml files instead of being sent. */
  smtpUrl: string | null;
  mailFrom: string;
  admin: { username: string; password: string | null };
  demoAccessCode: string | null;
  secrets: { jwt: string; accessCode: string };
  /** Empty: same-origin only (no CORS headers at all). */
  corsOrigins: string[];
  /** Which proxies may name the client in X-Forwarded-For (config/trust-proxy.ts). */
  trustProxy: TrustProxy;
  /** A global per-client request limit per minute; null: only the per-route limits apply. */
  rateLimitMax: number | null;
  logLevel: LogLevel;
  webDistDir: string;
  seedDemoData: boolean;
}

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

export type EnvSource = Readonly<Record<string, string | undefined>>;

export interface LoadConfigOptions {
  /** What relative paths (DATA_DIR, WEB_DIST_DIR) are resolved against; the process cwd. */
  cwd?: string;
}

// apps/server/src/config → apps/web/dist: found from the source, whatever the cwd is.
const defaultWebDistDir = fileURLToPath(new URL('../../../web/dist', import.meta.url));

function withoutEmptyValues(env: EnvSource): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, value] of Object.entries(env)) {
    if (value !== undefined && value.trim() !== '') result[key] = value;
  }
  return result;
}

function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => `  ${issue.path.join('.') || '(environment)'}: ${issue.message}`)
    .join('\n');
}

function resolveSecrets(
  jwt: string | undefined,
  accessCode: string | undefined,
  dataDir: string,
): Config['secrets'] {
  // Only touch the secrets file when a secret is missing: with both in env, nothing is written.
  if (jwt && accessCode) return { jwt, accessCode };
  const stored = readOrCreateSecrets(dataDir);
  return { jwt: jwt ?? stored.jwt_secret, accessCode: accessCode ?? stored.access_code_secret };
}

export function loadConfig(env: EnvSource, options: LoadConfigOptions = {}): Config {
  const cwd = options.cwd ?? process.cwd();
  const parsed = envSchema.safeParse(withoutEmptyValues(env));
  if (!parsed.success) {
    throw new ConfigError(`Invalid environment:\n${describeIssues(parsed.error)}`);
  }
  const vars = parsed.data;

  if (vars.STRIPE_SECRET_KEY && !vars.STRIPE_PUBLISHABLE_KEY) {
    throw new ConfigError(
      'Invalid environment:\n  STRIPE_PUBLISHABLE_KEY: required when STRIPE_SECRET_KEY is set',
    );
  }

  const dataDir = path.resolve(cwd, vars.DATA_DIR);

  return {
    port: vars.PORT,
    host: vars.HOST,
    dataDir,
    databaseUrl: vars.DATABASE_URL ?? null,
    pgliteDir: path.join(dataDir, 'db'),
    redisUrl: vars.REDIS_URL ?? null,
    apiPrefix: vars.API_PREFIX,
    stripe:
      vars.STRIPE_SECRET_KEY && vars.STRIPE_PUBLISHABLE_KEY
        ? {
            secretKey: vars.STRIPE_SECRET_KEY,
            publishableKey: vars.STRIPE_PUBLISHABLE_KEY,
            webhookSecret: vars.STRIPE_WEBHOOK_SECRET ?? null,
            apiUrl: vars.STRIPE_API_URL ?? null,
          }
        : null,
    smtpUrl: vars.SMTP_URL ?? null,
    mailFrom: vars.MAIL_FROM,
    admin: { username: vars.ADMIN_USERNAME, password: vars.ADMIN_PASSWORD ?? null },
    demoAccessCode: vars.DEMO_ACCESS_CODE ?? null,
    secrets: resolveSecrets(vars.JWT_SECRET, vars.ACCESS_CODE_SECRET, dataDir),
    corsOrigins: vars.CORS_ORIGINS,
    trustProxy: vars.TRUST_PROXY,
    rateLimitMax: vars.RATE_LIMIT_MAX ?? null,
    logLevel: vars.LOG_LEVEL,
    webDistDir: vars.WEB_DIST_DIR ? path.resolve(cwd, vars.WEB_DIST_DIR) : defaultWebDistDir,
    seedDemoData: vars.SEED_DEMO_DATA,
  };
}
