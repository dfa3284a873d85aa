// Admin referral code routes: the list by skip/limit, create (409 on a taken
// code), replace (PUT), delete (or deactivate when orders used the code) and one code's
// analytics over a range of UTC days. Thin: the services decide, every write is audited.
import {
  adminIdParamsSchema,
  adminReferralCodeDeleteResponseSchema,
  adminReferralCodeListQuerySchema,
  adminReferralCodeListResponseSchema,
  adminReferralCodeResponseSchema,
  adminReferralCodeWriteSchema,
  errorBodySchema,
  referralAnalyticsQuerySchema,
  referralAnalyticsSchema,
} from '@canopy/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { adminActor } from '../admin-users/admin-actor';

const READ = { permission: 'referrals.read' } as const;
const WRITE = { permission: 'referrals.write' } as const;

const adminReferralCodesRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { adminReferralCodes: codes, referralAnalytics: analytics } = app;

  app.get(
    '/admin/referral-codes',
    {
      config: READ,
      schema: {
        summary: 'Referral codes, newest first, paged by skip and limit, with the total',
        querystring: adminReferralCodeListQuerySchema,
        response: { 200: adminReferralCodeListResponseSchema, 422: errorBodySchema },
      },
    },
    (request) => codes.list(request.query),
  );

  app.post(
    '/admin/referral-codes',
    {
      config: WRITE,
      schema: {
        summary: 'Create a referral code (the code upper-cased; a taken code: 409)',
        body: adminReferralCodeWriteSchema,
        response: {
          201: adminReferralCodeResponseSchema,
          409: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const created = await codes.create(request.body, adminActor(request));
      return reply.code(201).send({ referral_code: created });
    },
  );

  app.put(
    '/admin/referral-codes/:id',
    {
      config: WRITE,
      schema: {
        summary: 'Replace a referral code (its use count stays)',
        params: adminIdParamsSchema,
        body: adminReferralCodeWriteSchema,
        response: {
          200: adminReferralCodeResponseSchema,
          404: errorBodySchema,
          409: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    async (request) => ({
      referral_code: await codes.update(request.params.id, request.body, adminActor(request)),
    }),
  );

  app.delete(
    '/admin/referral-codes/:id',
    {
      config: WRITE,
      schema: {
        summary: 'Delete a referral code, or deactivate it when orders used it',
        params: adminIdParamsSchema,
        response: {
          200: adminReferralCodeDeleteResponseSchema,
          404: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    (request) => codes.remove(request.params.id, adminActor(request)),
  );

  app.get(
    '/admin/referral-codes/:id/analytics',
    {
      config: READ,
      schema: {
        summary: "A code's paid uses, revenue and discounts over UTC days (default: last 30)",
        params: adminIdParamsSchema,
        querystring: referralAnalyticsQuerySchema,
        response: { 200: referralAnalyticsSchema, 404: errorBodySchema, 422: errorBodySchema },
      },
    },
    (request) => analytics.analytics(request.params.id, request.query),
  );

  done();
};

export default adminReferralCodesRoutes;
