// Admin access code routes (docs/product.md#admin-back-office): list, create (the plaintext once),
// PUT details and activation, DELETE, reveal (audited, never cached), PATCH the code itself, and
// one code's analytics over UTC days. Reading needs access_codes.read, changing access_codes.write
// and revealing access_codes.reveal.
import {
  accessCodeAnalyticsQuerySchema,
  accessCodeAnalyticsSchema,
  accessCodeEditRequestSchema,
  accessCodeEditResponseSchema,
  accessCodeRevealSchema,
  adminAccessCodeCreatedSchema,
  adminAccessCodeCreateSchema,
  adminAccessCodeListQuerySchema,
  adminAccessCodeListResponseSchema,
  adminAccessCodeResponseSchema,
  adminAccessCodeUpdateSchema,
  adminIdParamsSchema,
  errorBodySchema,
} from '@canopy/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminActor } from '../admin-users/admin-actor';

const READ = { permission: 'access_codes.read' } as const;
const WRITE = { permission: 'access_codes.write' } as const;
const NOT_FOUND_OR_INVALID = { 404: errorBodySchema, 422: errorBodySchema };

const adminAccessCodesRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { adminAccessCodes: accessCodes, accessCodeAnalytics: analytics } = app;

  app.get(
    '/admin/access-codes',
    {
      config: READ,
      schema: {
        summary: 'Access codes, newest first: by label (or a whole code) and active state',
        querystring: adminAccessCodeListQuerySchema,
        response: { 200: adminAccessCodeListResponseSchema, 422: errorBodySchema },
      },
    },
    (request) => accessCodes.list(request.query),
  );

  app.post(
    '/admin/access-codes',
    {
      config: WRITE,
      schema: {
        summary: 'Create a code (chosen or random); the answer holds its plaintext this once',
        body: adminAccessCodeCreateSchema,
        response: { 201: adminAccessCodeCreatedSchema, 409: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request, reply) => {
      const created = await accessCodes.create(request.body, adminActor(request));
      return reply.code(201).header('cache-control', 'no-store').send(created);
    },
  );

  app.put(
    '/admin/access-codes/:id',
    {
      config: WRITE,
      schema: {
        summary: 'Change label, activation, expiry or max uses (fields left out stay)',
        params: adminIdParamsSchema,
        body: adminAccessCodeUpdateSchema,
        response: { 200: adminAccessCodeResponseSchema, ...NOT_FOUND_OR_INVALID },
      },
    },
    async (request) => ({
      access_code: await accessCodes.update(request.params.id, request.body, adminActor(request)),
    }),
  );

  app.delete(
    '/admin/access-codes/:id',
    {
      config: WRITE,
      schema: {
        summary: 'Delete a code (its orders stay, without it)',
        params: adminIdParamsSchema,
        response: { 204: z.null(), ...NOT_FOUND_OR_INVALID },
      },
    },
    async (request, reply) => {
      await accessCodes.remove(request.params.id, adminActor(request));
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/admin/access-codes/:id/reveal',
    {
      config: { permission: 'access_codes.reveal' },
      schema: {
        summary: 'The plaintext code (audited; Cache-Control: no-store)',
        params: adminIdParamsSchema,
        response: { 200: accessCodeRevealSchema, 503: errorBodySchema, ...NOT_FOUND_OR_INVALID },
      },
    },
    async (request, reply) => {
      const revealed = await accessCodes.reveal(request.params.id, {
        actor: adminActor(request),
        clientIp: request.ip,
      });
      return reply.header('cache-control', 'no-store').send(revealed);
    },
  );

  app.patch(
    '/admin/access-codes/:id/code',
    {
      config: WRITE,
      schema: {
        summary: 'Replace the code itself (unique: 409); holders of the old one are locked out',
        params: adminIdParamsSchema,
        body: accessCodeEditRequestSchema,
        response: {
          200: accessCodeEditResponseSchema,
          409: errorBodySchema,
          ...NOT_FOUND_OR_INVALID,
        },
      },
    },
    (request) =>
      accessCodes.editCode(request.params.id, request.body.new_code, {
        actor: adminActor(request),
        clientIp: request.ip,
      }),
  );

  app.get(
    '/admin/access-codes/:id/analytics',
    {
      config: READ,
      schema: {
        summary: "One code's validations, paid orders and revenue over UTC days, per day",
        params: adminIdParamsSchema,
        querystring: accessCodeAnalyticsQuerySchema,
        response: { 200: accessCodeAnalyticsSchema, ...NOT_FOUND_OR_INVALID },
      },
    },
    (request) => analytics.get(request.params.id, request.query),
  );

  done();
};

export default adminAccessCodesRoutes;
