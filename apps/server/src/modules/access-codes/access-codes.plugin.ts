// The access-codes module's services, built once (`app.accessCodes`, `app.adminAccessCodes`,
// `app.accessCodeAnalytics`), and the storefront's gate
// (docs/decisions/0022-storefront-gate-refusals-and-used-up-codes.md): a storefront call needs an
// X-Access-Code that is active and unexpired at this moment, else 403 `invalid_access_code`. A code
// whose max_uses are all counted opens the shop only to the shoppers whose validations it counted:
// their customer token (Bearer) names the code. Refused codes are counted per client
// (plugins/access-code-refusals.ts): past 10 a minute the client gets 429 whatever it sends, unless
// its own customer token names the code, so guessing through these routes is as slow as through
// /validate-access-code. It answers from the memory of usable codes (access-code-memory.ts), which
// every change to a code empties on every instance, so deactivating a code still locks its holders
// out on their next call. The customer token's claims it read are kept on the request for the age
// step's check that follows (modules/age-verification).
import { ACCESS_CODE_HEADER } from '@canopy/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { InvalidAccessCodeError, RateLimitedError } from '../../lib/errors';
import { createAccessCodeRefusals } from '../../plugins/access-code-refusals';
import { bearerToken, type CustomerClaims } from '../../plugins/auth';
import {
  createAccessCodeAnalyticsService,
  type AccessCodeAnalyticsService,
} from './access-code-analytics.service';
import { createAccessCodeMemory } from './access-code-memory';
import { createAccessCodeService, type AccessCodeService } from './access-codes.service';
import {
  createAdminAccessCodesService,
  type AdminAccessCodesService,
} from './admin-access-codes.service';

declare module 'fastify' {
  interface FastifyInstance {
    accessCodes: AccessCodeService;
    adminAccessCodes: AdminAccessCodesService;
    accessCodeAnalytics: AccessCodeAnalyticsService;
    /** 403 invalid_access_code unless the X-Access-Code header holds a usable code. */
    requireAccessCode: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    /** The id of the access code the storefront call was admitted with; null elsewhere. */
    accessCodeId: number | null;
    /** The claims of the genuine customer token (expired or not) the call carried; else null. */
    customerClaims: CustomerClaims | null;
  }
}

export default fp(
  (app, _options, done) => {
    const accessCodes = createAccessCodeService({ db: app.db, codec: app.accessCodeCodec });
    app.decorate('accessCodes', accessCodes);
    app.decorate(
      'adminAccessCodes',
      createAdminAccessCodesService({
        db: app.db,
        codec: app.accessCodeCodec,
        invalidation: app.invalidation,
      }),
    );
    app.decorate('accessCodeAnalytics', createAccessCodeAnalyticsService({ db: app.db }));
    const memory = createAccessCodeMemory({
      channel: app.invalidation,
      hash: (code) => app.accessCodeCodec.hash(code),
      findByCode: (code) => accessCodes.findByCode(code),
    });

    const refusals = createAccessCodeRefusals(app.redis);

    /**
     * The claims of a genuine customer token: its code is one a counted validation opened. An
     * expired token still proves that validation, so a returning shopper of a used-up code can
     * renew it (POST /customer-token).
     */
    function customerClaims(request: FastifyRequest): CustomerClaims | null {
      const token = bearerToken(request);
      return token ? app.tokens.readCustomerToken(token) : null;
    }

    async function refuseIfBlocked(client: string): Promise<void> {
      const retryAfter = await refusals.blockedFor(client);
      if (retryAfter !== null) throw new RateLimitedError(retryAfter);
    }

    app.decorateRequest('accessCodeId', null);
    app.decorateRequest('customerClaims', null);

    app.decorate('requireAccessCode', async (request: FastifyRequest) => {
      const client = request.ip;
      const claims = customerClaims(request);
      request.customerClaims = claims;
      const tokenCodeId = claims?.access_code_id ?? null;
      // Without a customer token, a blocked client is stopped before any lookup.
      if (tokenCodeId === null) await refuseIfBlocked(client);
      const header = request.headers[ACCESS_CODE_HEADER];
      const code = typeof header === 'string' ? await memory.findUsableCode(header) : null;
      if (code !== null && code.id === tokenCodeId) {
        request.accessCodeId = code.id;
        return;
      }
      if (tokenCodeId !== null) await refuseIfBlocked(client);
      if (code !== null && !code.usedUp) {
        request.accessCodeId = code.id;
        return;
      }
      const retryAfter = await refusals.record(client);
      if (retryAfter !== null) throw new RateLimitedError(retryAfter);
      throw new InvalidAccessCodeError();
    });
    done();
  },
  {
    name: 'access-codes',
    dependencies: ['app-config', 'database', 'invalidation', 'redis', 'auth'],
  },
);
