// Who is calling: signed, expiring tokens for admins (8 h) and storefront customers (12 h). A
// customer token names its access code and the shopper's session; renewing it keeps the session
// (docs/decisions/0017-customer-token-renewal.md). The hooks that guard admin routes with these
// tokens live in modules/admin-users/admin-users.plugin.ts. A page token, of its own kind, is the
// storefront page cookie's value (modules/first-screen/page-cookie.ts).
import { randomUUID } from 'node:crypto';
import fastifyJwt from '@fastify/jwt';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { VERIFIED_AGE_METHODS } from '@canopy/contracts';
import { z } from 'zod';

const ADMIN_TOKEN_TTL_SECONDS = 8 * 60 * 60;
const CUSTOMER_TOKEN_TTL_SECONDS = 12 * 60 * 60;
const ISSUER = 'canopy';

/**
 * What a customer token carries of the age step: the mode and policy version it was passed under
 * (a token is good only while both are current), when, and in date-of-birth mode a keyed digest of
 * the date (lib/personal-data-digest.ts), which the order's date of birth must match, or in attest
 * mode the age confirmed. Never the date itself.
 */
const verifiedAgeSchema = z.object({
  method: z.enum(VERIFIED_AGE_METHODS),
  policy_version: z.number().int().positive(),
  /** Seconds since the epoch. */
  verified_at: z.number().int().nonnegative(),
  /** Date-of-birth mode: the digest of the date given. */
  dob_digest: z.string().optional(),
  /** Attest mode: the minimum age the shopper confirmed ("I am 21 or older"). */
  attested_age: z.number().int().positive().optional(),
});
export type VerifiedAge = z.infer<typeof verifiedAgeSchema>;

const tokenClaimsSchema = z.discriminatedUnion('kind', [
  // `ver`: the admin's token_version when issued; a higher version in the database (sign-out,
  // password change) refuses the token. Absent on tokens from before it existed: 0.
  z.object({
    kind: z.literal('admin'),
    sub: z.string().regex(/^\d+$/),
    ver: z.number().int().nonnegative().optional(),
  }),
  z.object({
    kind: z.literal('customer'),
    access_code_id: z.number().int().positive(),
    // Tokens issued before sessions existed have none; renewing one starts a session.
    session_id: z.uuid().optional(),
    // The shopper's verified age (POST /age-verification); absent until the age step is passed.
    age: verifiedAgeSchema.optional(),
  }),
]);
export type CustomerClaims = Extract<TokenClaims, { kind: 'customer' }>;
export type TokenClaims = z.infer<typeof tokenClaimsSchema>;

/**
 * The claims of the storefront page cookie (modules/first-screen): the shopper session a gate (and
 * age step) admitted, for the server's answer to a page request, which carries no X-Access-Code.
 * Its own kind, so it is never taken for an API token (`verify` refuses it); its expiry is read
 * against the app's clock.
 */
const pageClaimsSchema = z.object({
  kind: z.literal('storefront_page'),
  access_code_id: z.number().int().positive(),
  session_id: z.uuid(),
  age: verifiedAgeSchema.pick({ method: true, policy_version: true }).optional(),
  exp: z.number().int().positive(),
});
export type PageClaims = z.infer<typeof pageClaimsSchema>;

export interface IssuedToken {
  token: string;
  expiresAt: Date;
}

export interface TokenService {
  /** `tokenVersion`: the admin's current token_version (tokens of older versions are refused). */
  issueAdminToken(adminId: number, tokenVersion?: number): IssuedToken;
  /**
   * A token for a new shopper session, or for `sessionId` when renewing one; `age` when the
   * shopper has passed the age step (renewal carries it over).
   */
  issueCustomerToken(accessCodeId: number, sessionId?: string, age?: VerifiedAge): IssuedToken;
  /** The claims of a genuine, unexpired Canopy token; null for anything else. */
  verify(token: string): TokenClaims | null;
  /** The claims of a genuine customer token, expired or not (for renewal); null otherwise. */
  readCustomerToken(token: string): CustomerClaims | null;
  /** A page token for the session of these customer claims, good until `expiresAt`. */
  issuePageToken(claims: CustomerClaims, expiresAt: Date): string;
  /** The claims of a genuine page token unexpired at `now`; null for anything else. */
  readPageToken(token: string, now: Date): PageClaims | null;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: (TokenClaims & { exp?: number }) | PageClaims;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
  }
}

/** The token of `Authorization: Bearer <token>`, or null. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

export default fp(
  async (app) => {
    await app.register(fastifyJwt, {
      secret: app.config.secrets.jwt,
      sign: { algorithm: 'HS256', iss: ISSUER },
      // Expiry is checked here, not by the library: a verify call with options of its own builds
      // a new verifier (and key) each time, which cost the storefront ~10 µs a call. The last
      // 1,000 tokens verified are kept (by their SHA-256), so a shopper's every request does not
      // check the same signature again.
      verify: { algorithms: ['HS256'], allowedIss: ISSUER, ignoreExpiration: true, cache: 1_000 },
    });

    function issue(claims: TokenClaims, ttlSeconds: number): IssuedToken {
      const exp = Math.floor(Date.now() / 1000) + ttlSeconds;
      return { token: app.jwt.sign({ ...claims, exp }), expiresAt: new Date(exp * 1000) };
    }

    function decodedToken(token: string): { exp?: unknown } | null {
      try {
        return app.jwt.verify(token);
      } catch {
        return null;
      }
    }

    function verifiedClaims(token: string, ignoreExpiration: boolean): TokenClaims | null {
      const decoded = decodedToken(token);
      if (decoded === null) return null;
      // As the library's own check: a token without `exp` does not expire.
      const expired = typeof decoded.exp === 'number' && decoded.exp * 1000 <= Date.now();
      if (expired && !ignoreExpiration) return null;
      const claims = tokenClaimsSchema.safeParse(decoded);
      return claims.success ? claims.data : null;
    }

    app.decorate('tokens', {
      issueAdminToken: (adminId, tokenVersion = 0) =>
        issue({ kind: 'admin', sub: String(adminId), ver: tokenVersion }, ADMIN_TOKEN_TTL_SECONDS),
      issueCustomerToken: (accessCodeId, sessionId = randomUUID(), age) =>
        issue(
          {
            kind: 'customer',
            access_code_id: accessCodeId,
            session_id: sessionId,
            ...(age ? { age } : {}),
          },
          CUSTOMER_TOKEN_TTL_SECONDS,
        ),
      verify: (token) => verifiedClaims(token, false),
      readCustomerToken(token) {
        const claims = verifiedClaims(token, true);
        return claims?.kind === 'customer' ? claims : null;
      },
      issuePageToken: (claims, expiresAt) =>
        app.jwt.sign({
          kind: 'storefront_page',
          access_code_id: claims.access_code_id,
          session_id: claims.session_id ?? randomUUID(),
          ...(claims.age
            ? {
                age: { method: claims.age.method, policy_version: claims.age.policy_version },
              }
            : {}),
          exp: Math.floor(expiresAt.getTime() / 1000),
        }),
      readPageToken(token, now) {
        const claims = pageClaimsSchema.safeParse(decodedToken(token));
        if (!claims.success || claims.data.exp * 1000 <= now.getTime()) return null;
        return claims.data;
      },
    } satisfies TokenService);
  },
  { name: 'auth', dependencies: ['app-config', 'database'] },
);
