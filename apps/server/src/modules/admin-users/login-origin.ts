// A page on another site can submit an HTML form to `POST /admin/login` (form-encoded bodies are
// accepted for plain clients) without any CORS check; wrong passwords sent that way would lock
// the admin out. Such a form post carries the page's `Origin`, so a form body (anything but JSON,
// which a browser only sends cross-site after a CORS preflight) whose Origin is neither this host
// nor one of CORS_ORIGINS is refused before the password is looked at: 403, not counted towards
// the lockout. A request without an `Origin` header (scripts, other clients) is unaffected.
import type { FastifyRequest } from 'fastify';
import { ForbiddenError } from '../../lib/errors';

export const CROSS_SITE_LOGIN = 'Sign-in from another site is not allowed';

function isJsonBody(request: FastifyRequest): boolean {
  const type = request.headers['content-type'] ?? '';
  return /^application\/([\w.+-]+\+)?json\s*(;|$)/i.test(type.trim());
}

function originHost(origin: string): string | null {
  try {
    return new URL(origin).host.toLowerCase();
  } catch {
    return null; // "null" (a sandboxed page) or garbage: not this site
  }
}

export function isSameSiteOrigin(
  origin: string,
  ownHost: string,
  allowedOrigins: readonly string[],
): boolean {
  const host = originHost(origin);
  if (host === null) return false;
  if (host === ownHost.toLowerCase()) return true;
  return allowedOrigins.some(
    (allowed) => originHost(allowed) !== null && new URL(allowed).origin === new URL(origin).origin,
  );
}

/** 403 for a form-encoded login posted from another site's page. */
export function assertLoginFromThisSite(
  request: FastifyRequest,
  allowedOrigins: readonly string[],
): void {
  const origin = request.headers.origin;
  if (origin === undefined || isJsonBody(request)) return;
  if (!isSameSiteOrigin(origin, request.host, allowedOrigins)) {
    throw new ForbiddenError(CROSS_SITE_LOGIN);
  }
}
