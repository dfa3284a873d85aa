// The storefront page cookie (docs/decisions/0041-first-screen-in-the-document.md): a signed,
// short-lived, HttpOnly, SameSite=Lax cookie naming the shopper session that passed the gate and,
// with age verification on, the age step. The API never reads it (it keeps X-Access-Code and the
// Bearer customer token); the server's answer to a page request does, to put the first screen in
// the document. It is a page token of the app's JWT signer (plugins/auth.ts), whose expiry is read
// against the app's clock. It is only given to a session that passes the age rules now, so a
// gate passed with age verification on gets it at the age step.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CustomerClaims, PageClaims } from '../../plugins/auth';
import { isVerifiedUnder } from '../age-verification/age-policy-memory';

export const PAGE_COOKIE = 'canopy_page';
export const PAGE_COOKIE_TTL_SECONDS = 60 * 60;

/** Sets the page cookie for the session of these claims when it passes the current age rules. */
export async function grantPageCookie(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  claims: CustomerClaims,
): Promise<void> {
  const policy = await app.agePolicy.current();
  if (!isVerifiedUnder(claims, claims.access_code_id, policy)) return;
  const expiresAt = new Date(app.now().getTime() + PAGE_COOKIE_TTL_SECONDS * 1000);
  void reply.setCookie(PAGE_COOKIE, app.tokens.issuePageToken(claims, expiresAt), {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    // request.protocol reads X-Forwarded-Proto from a trusted proxy (TRUST_PROXY).
    secure: request.protocol === 'https',
    maxAge: PAGE_COOKIE_TTL_SECONDS,
  });
}

/** The claims of the request's genuine, unexpired page cookie; null otherwise. */
export function readPageCookie(app: FastifyInstance, request: FastifyRequest): PageClaims | null {
  const value = request.cookies[PAGE_COOKIE];
  return value ? app.tokens.readPageToken(value, app.now()) : null;
}
