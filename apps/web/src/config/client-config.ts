// The client configuration of spec §3, read once at start-up from the build-time env and the
// page's own address, and validated with zod. An invalid value stops the app on the startup
// failure page instead of sending credentials somewhere they should not go.
import { z } from 'zod';

/** Client defaults; the live values arrive from GET /payments/config (see config-slice.ts). */
export const CLIENT_DEFAULTS = {
  apiUrl: '/api',
  stripeEnvironment: 'production',
  taxRate: 0.08,
  freeShippingThreshold: 100,
  flatShippingRate: 10,
} as const;

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

function isLocalHost(hostname: string): boolean {
  return LOCAL_HOSTS.has(hostname);
}

function parseAbsoluteUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/** A same-origin path, or an absolute https URL (http only for this machine). */
function isAllowedApiUrl(value: string): boolean {
  if (value.startsWith('/') && !value.startsWith('//')) return true;
  const url = parseAbsoluteUrl(value);
  if (!url) return false;
  return url.protocol === 'https:' || (url.protocol === 'http:' && isLocalHost(url.hostname));
}

/** An absolute wss URL (ws only for this machine). */
function isAllowedWebsocketUrl(value: string): boolean {
  const url = parseAbsoluteUrl(value);
  if (!url) return false;
  return url.protocol === 'wss:' || (url.protocol === 'ws:' && isLocalHost(url.hostname));
}

export const clientConfigSchema = z.object({
  apiUrl: z
    .string()
    .min(1)
    .refine(isAllowedApiUrl, 'The backend address must use https unless it is local'),
  websocketUrl: z
    .string()
    .min(1)
    .refine(isAllowedWebsocketUrl, 'The websocket address must use wss unless it is local'),
  stripePublishableKey: z.string().min(1).nullable(),
  stripeEnvironment: z.string().min(1),
  taxRate: z.number().min(0).max(1),
  freeShippingThreshold: z.number().nonnegative(),
  flatShippingRate: z.number().nonnegative(),
});
export type ClientConfig = z.infer<typeof clientConfigSchema>;

export interface ClientEnv {
  VITE_API_URL?: string | undefined;
  VITE_WS_URL?: string | undefined;
  VITE_STRIPE_PUBLISHABLE_KEY?: string | undefined;
  VITE_STRIPE_ENVIRONMENT?: string | undefined;
}

export type ClientConfigResult =
  { ok: true; config: ClientConfig } | { ok: false; problems: string[] };

function blankToUndefined(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/**
 * The socket follows the page when no address is configured. That derived address is the page's
 * own origin, so it is exactly as secure as the page and is accepted as it is; the https/wss rule
 * guards addresses someone configured explicitly.
 */
function sameOriginWebsocketUrl(page: Pick<Location, 'protocol' | 'host'>): string {
  return `${page.protocol === 'https:' ? 'wss' : 'ws'}://${page.host}/ws`;
}

export function loadClientConfig(
  env: ClientEnv,
  page: Pick<Location, 'protocol' | 'host'>,
): ClientConfigResult {
  const configuredWebsocketUrl = blankToUndefined(env.VITE_WS_URL);
  const candidate = {
    apiUrl: blankToUndefined(env.VITE_API_URL) ?? CLIENT_DEFAULTS.apiUrl,
    websocketUrl: configuredWebsocketUrl ?? sameOriginWebsocketUrl(page),
    stripePublishableKey: blankToUndefined(env.VITE_STRIPE_PUBLISHABLE_KEY) ?? null,
    stripeEnvironment:
      blankToUndefined(env.VITE_STRIPE_ENVIRONMENT) ?? CLIENT_DEFAULTS.stripeEnvironment,
    taxRate: CLIENT_DEFAULTS.taxRate,
    freeShippingThreshold: CLIENT_DEFAULTS.freeShippingThreshold,
    flatShippingRate: CLIENT_DEFAULTS.flatShippingRate,
  };
  const schema = configuredWebsocketUrl
    ? clientConfigSchema
    : clientConfigSchema.extend({ websocketUrl: z.string().min(1) });
  const parsed = schema.safeParse(candidate);
  if (parsed.success) return { ok: true, config: parsed.data };
  return {
    ok: false,
    problems: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
  };
}
