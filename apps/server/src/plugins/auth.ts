// Who is calling: signed, expiring tokens for admins (8 h) and storefront customers (12 h). The
// hooks that guard admin routes with them live in modules/admin-users/admin-users.plugin.ts.
import fastifyJwt from '@fastify/jwt';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';

const ADMIN_TOKEN_TTL_SECONDS = 8 * 60 * 60;
const CUSTOMER_TOKEN_TTL_SECONDS = 12 * 60 * 60;
const ISSUER = 'canopy';

const tokenClaimsSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('admin'), sub: z.string().regex(/^\d+$/) }),
  z.object({ kind: z.literal('customer'), access_code_id: z.number().int().positive() }),
]);
export type TokenClaims = z.infer<typeof tokenClaimsSchema>;

export interface IssuedToken {
  token: string;
  expiresAt: Date;
}

export interface TokenService {
  issueAdminToken(adminId: number): IssuedToken;
  issueCustomerToken(accessCodeId: number): IssuedToken;
  /** The claims of a genuine, unexpired Canopy token; null for anything else. */
  verify(token: string): TokenClaims | null;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenClaims & { exp?: number };
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
      verify: { algorithms: ['HS256'], allowedIss: ISSUER },
    });

    function issue(claims: TokenClaims, ttlSeconds: number): IssuedToken {
      const exp = Math.floor(Date.now() / 1000) + ttlSeconds;
      return { token: app.jwt.sign({ ...claims, exp }), expiresAt: new Date(exp * 1000) };
    }

    app.decorate('tokens', {
      issueAdminToken: (adminId) =>
        issue({ kind: 'admin', sub: String(adminId) }, ADMIN_TOKEN_TTL_SECONDS),
      issueCustomerToken: (accessCodeId) =>
        issue({ kind: 'customer', access_code_id: accessCodeId }, CUSTOMER_TOKEN_TTL_SECONDS),
      verify(token) {
        let decoded: unknown;
        try {
          decoded = app.jwt.verify(token);
        } catch {
          return null;
        }
        const claims = tokenClaimsSchema.safeParse(decoded);
        return claims.success ? claims.data : null;
      },
    } satisfies TokenService);
  },
  { name: 'auth', dependencies: ['app-config', 'database'] },
);
