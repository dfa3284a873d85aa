// The storefront's referral code check (behind the access-code gate), before checkout.
import {
  errorBodySchema,
  validateReferralRequestSchema,
  validateReferralResponseSchema,
} from '@canopy/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';

const referralRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { referrals } = app;

  app.post(
    '/orders/validate-referral',
    {
      schema: {
        summary: 'Check a referral code (and its minimum spend, given the subtotal in dollars)',
        body: validateReferralRequestSchema,
        response: {
          200: validateReferralResponseSchema,
          403: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    (request) => referrals.check(request.body.code, request.body.subtotal),
  );
  done();
};

export default referralRoutes;
