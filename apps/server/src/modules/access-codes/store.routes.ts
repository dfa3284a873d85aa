// The storefront's way in: POST /validate-access-code (public, 10 calls a minute per client), and
// POST /customer-token, which renews the customer token of a shopper whose code is still usable
// (docs/decisions/0017-customer-token-renewal.md) and carries its verified age over, so renewal
// needs no new age step (docs/decisions/0029-age-step-and-enforcement.md); a verification made
// under older rules is carried too, and the gate keeps refusing it. Both set the page cookie when
// the session passes the age rules now (with the age step off, at the gate), for the server's
// answer to a page request (docs/decisions/0041-first-screen-in-the-document.md).
import { randomUUID } from 'node:crypto';
import {
  errorBodySchema,
  renewedCustomerTokenSchema,
  validateAccessCodeRequestSchema,
  validateAccessCodeResponseSchema,
} from '@canopy/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { UnauthorizedError } from '../../lib/errors';
import { bearerToken } from '../../plugins/auth';
import { grantPageCookie } from '../first-screen/page-cookie';

export const UNKNOWN_CUSTOMER_TOKEN =
  'This session is not recognised; enter your access code again';

export const VALIDATION_RATE_LIMIT = { max: 10, timeWindow: '1 minute' } as const;

const accessCodeRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { accessCodes } = app;

  app.post(
    '/validate-access-code',
    {
      config: { public: true, rateLimit: VALIDATION_RATE_LIMIT },
      schema: {
        summary: 'Check an access code; a valid one counts a use and returns a customer token',
        body: validateAccessCodeRequestSchema,
        response: {
          200: validateAccessCodeResponseSchema,
          422: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const result = await accessCodes.validate(request.body.code, request.ip);
      // Every attempt is counted in the back office's access-code funnel.
      app.invalidation.bump('sales');
      if (!result.valid) return { valid: false as const, message: 'Invalid access code' };
      // A used-up code now opens the shop only to its validated shoppers, on every instance.
      if (result.usedUp) app.invalidation.bump('access_codes');
      const sessionId = randomUUID();
      const { token, expiresAt } = app.tokens.issueCustomerToken(result.accessCodeId, sessionId);
      // With age verification off the gate is the whole way in: the page cookie comes now.
      await grantPageCookie(app, request, reply, {
        kind: 'customer',
        access_code_id: result.accessCodeId,
        session_id: sessionId,
      });
      return {
        valid: true as const,
        message: 'Access code validated',
        token,
        expires_at: expiresAt.toISOString(),
      };
    },
  );

  // A storefront route: the gate has already checked that X-Access-Code is usable right now, so a
  // deactivated or expired code is refused there (403 invalid_access_code). The token may have
  // expired — a returning shopper's has — but must be genuine and of this very code.
  app.post(
    '/customer-token',
    {
      config: { beforeAgeStep: true, rateLimit: VALIDATION_RATE_LIMIT },
      schema: {
        summary: 'Renew the customer token',
        description:
          'Takes the Bearer customer token (it may have expired) and answers a new one for the ' +
          'same shopper session, with the verified age it carries; not a use of the code.',
        response: { 200: renewedCustomerTokenSchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request, reply) => {
      const presented = bearerToken(request);
      const claims = presented ? app.tokens.readCustomerToken(presented) : null;
      if (!claims || claims.access_code_id !== request.accessCodeId) {
        throw new UnauthorizedError(UNKNOWN_CUSTOMER_TOKEN);
      }
      const { token, expiresAt } = app.tokens.issueCustomerToken(
        claims.access_code_id,
        claims.session_id,
        claims.age,
      );
      await grantPageCookie(app, request, reply, claims);
      return { token, expires_at: expiresAt.toISOString() };
    },
  );
  done();
};

export default accessCodeRoutes;
