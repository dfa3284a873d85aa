// The client configuration, read once at start-up from the build-time env and the
// page's own address, and validated. An invalid value stops the app on the startup failure page
// instead of sending credentials somewhere they should not go. Plain checks, not zod: this runs
// before the first paint and zod stays off the storefront's first download.

/** Client defaults; the live values arrive from GET /payments/config (see config-slice.ts). */
export const CLIENT_DEFAULTS = {
  apiUrl: '/api',
  stripeEnvironment: 'production',
  taxRate: 0.08,
  freeShippingThreshold: 100,
  flatShippingRate: 10,
  /** The server's default until GET /payments/config says otherwise. */
  maxQuantityPerItem: 10,
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

export interface ClientConfig {
  apiUrl: string;
  websocketUrl: string;
  stripePublishableKey: string | null;
  stripeEnvironment: string;
  taxRate: number;
  freeShippingThreshold: number;
  flatShippingRate: number;
}

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
  // Blank values fall back to the defaults, so every text here is non-empty.
  const candidate: ClientConfig = {
    apiUrl: blankToUndefined(env.VITE_API_URL) ?? CLIENT_DEFAULTS.apiUrl,
    websocketUrl: configuredWebsocketUrl ?? sameOriginWebsocketUrl(page),
    stripePublishableKey: blankToUndefined(env.VITE_STRIPE_PUBLISHABLE_KEY) ?? null,
    stripeEnvironment:
      blankToUndefined(env.VITE_STRIPE_ENVIRONMENT) ?? CLIENT_DEFAULTS.stripeEnvironment,
    taxRate: CLIENT_DEFAULTS.taxRate,
    freeShippingThreshold: CLIENT_DEFAULTS.freeShippingThreshold,
    flatShippingRate: CLIENT_DEFAULTS.flatShippingRate,
  };
  const problems: string[] = [];
  if (!isAllowedApiUrl(candidate.apiUrl))
    problems.push('apiUrl: The backend address must use https unless it is local');
  // The derived same-origin address is accepted as it is (see sameOriginWebsocketUrl).
  if (configuredWebsocketUrl && !isAllowedWebsocketUrl(configuredWebsocketUrl))
    problems.push('websocketUrl: The websocket address must use wss unless it is local');
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, config: candidate };
}
