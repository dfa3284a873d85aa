// The environment variables the server understands, their types and defaults (README lists them).
// Empty values count as unset, so a `.env` line like `REDIS_URL=` means "no Redis".
import { z } from 'zod';
import { trustProxySchema } from './trust-proxy';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'], {
    error: 'must be true or false',
  })
  .transform((value) => ['true', '1', 'yes', 'on'].includes(value));

function urlWithProtocols(protocols: readonly string[]) {
  return z
    .url({ error: 'must be a URL' })
    .refine(
      (value) => protocols.includes(new URL(value).protocol.replace(/:$/, '')),
      `must start with ${protocols.map((protocol) => `${protocol}://`).join(' or ')}`,
    );
}

const secret = z.string().min(32, 'must be at least 32 characters');

export const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: urlWithProtocols(['postgres', 'postgresql']).optional(),
  REDIS_URL: urlWithProtocols(['redis', 'rediss']).optional(),
  API_PREFIX: z
    .string()
    .regex(
      /^\/[A-Za-z0-9/_-]*[A-Za-z0-9_-]$/,
      'must look like /api (leading slash, no trailing one)',
    )
    .default('/api'),
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** Where the Stripe SDK sends its calls; Stripe's own API when unset (tests use a local one). */
  STRIPE_API_URL: urlWithProtocols(['http', 'https']).optional(),
  SMTP_URL: urlWithProtocols(['smtp', 'smtps']).optional(),
  MAIL_FROM: z.string().trim().min(3).max(200).default('Canopy <orders@canopy.local>'),
  ADMIN_USERNAME: z.string().trim().min(1).max(100).default('admin'),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').max(1024).optional(),
  DEMO_ACCESS_CODE: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{6}$/, 'must be 6 letters or digits')
    .optional(),
  JWT_SECRET: secret.optional(),
  ACCESS_CODE_SECRET: secret.optional(),
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter((origin) => origin.length > 0),
    )
    .pipe(z.array(urlWithProtocols(['http', 'https']))),
  TRUST_PROXY: trustProxySchema.default(false),
  RATE_LIMIT_MAX: z.coerce.number().int().positive().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().min(1).optional(),
  SEED_DEMO_DATA: booleanFlag.default(true),
});

export type Env = z.infer<typeof envSchema>;
