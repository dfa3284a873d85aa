// The storefront's way in: POST /validate-access-code (public, 10 calls a minute per client).
import {
  errorBodySchema,
  validateAccessCodeRequestSchema,
  validateAccessCodeResponseSchema,
} from '@canopy/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';

export const VALIDATION_RATE_LIMIT = { max: 10, timeWindow: '1 minute' } as const;

const accessCodeRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { accessCodes } = app;

  app.post(
    '/validate-access-code',
    {
      config: { public: true, rateLimit: VALIDATION_RATE_LIMIT },
      schema: {
        tags: ['storefront'],
        summary: 'Check an access code; a valid one counts a use and returns a customer token',
        body: validateAccessCodeRequestSchema,
        response: {
          200: validateAccessCodeResponseSchema,
          422: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request) => {
      const result = await accessCodes.validate(request.body.code, request.ip);
      // Every attempt is counted in the back office's access-code funnel.
      app.invalidation.bump('sales');
      if (!result.valid) return { valid: false as const, message: 'Invalid access code' };
      const { token, expiresAt } = app.tokens.issueCustomerToken(result.accessCodeId);
      return {
        valid: true as const,
        message: 'Access code validated',
        token,
        expires_at: expiresAt.toISOString(),
      };
    },
  );
  done();
};

export default accessCodeRoutes;
