// Which shopper session a storefront call comes from: the `session_id` of its customer token (made when
// the access code was entered and kept when the token is renewed). A call without such a token
// (a script, a token issued before tokens carried a session) is its client address's session, so
// leaving the token out never escapes a bound kept per session. Also the verified age the token
// carries, which an order checks (order-age.ts).
import type { FastifyRequest } from 'fastify';
import type { AccessCodeCodec } from '../../lib/access-code-codec';
import { bearerToken, type TokenService, type VerifiedAge } from '../../plugins/auth';

export function shopperSessionOf(
  request: FastifyRequest,
  deps: { tokens: TokenService; codec: Pick<AccessCodeCodec, 'hashClientIp'> },
): string {
  const token = bearerToken(request);
  const claims = token === null ? null : deps.tokens.verify(token);
  if (claims?.kind === 'customer' && claims.session_id !== undefined) {
    return claims.session_id;
  }
  return `client:${deps.codec.hashClientIp(request.ip)}`;
}

/** The verified age the call's customer token carries (the age step); null without one. */
export function verifiedAgeOf(
  request: FastifyRequest,
  tokens: Pick<TokenService, 'verify'>,
): VerifiedAge | null {
  const token = bearerToken(request);
  const claims = token === null ? null : tokens.verify(token);
  return claims?.kind === 'customer' ? (claims.age ?? null) : null;
}
