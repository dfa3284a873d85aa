// Admin back office: the admin accounts screen (docs/product.md#roles). Any admin lists,
// creates, deactivates, reactivates and deletes accounts; promoting or demoting (PUT) is for
// superusers, and so are creating, deactivating, reactivating and deleting a superuser (403 for
// others). The rules live in
// admin-accounts.service.ts.
import {
  adminIdParamsSchema,
  adminUserCreateSchema,
  adminUserListSchema,
  adminUserRoleUpdateSchema,
  adminUserSchema,
  errorBodySchema,
} from '@canopy/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInAdmin } from './admin-actor';

const ADMIN = { admin: true };

const refusals = {
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  422: errorBodySchema,
};

const adminUsersRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { adminUsers, adminAccounts: accounts } = app;

  app.get(
    '/admin/users',
    {
      config: ADMIN,
      schema: {
        summary: 'List admin accounts',
        response: { 200: adminUserListSchema },
      },
    },
    () => adminUsers.list(),
  );

  app.post(
    '/admin/users',
    {
      config: ADMIN,
      schema: {
        summary:
          'Create an admin account (a superuser only by a superuser; 409 if the name is taken)',
        body: adminUserCreateSchema,
        response: {
          201: adminUserSchema,
          403: errorBodySchema,
          409: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const created = await accounts.create(request.body, signedInAdmin(request));
      return reply.code(201).send(created);
    },
  );

  app.put(
    '/admin/users/:id',
    {
      config: { superuser: true },
      schema: {
        summary: 'Promote or demote an admin (never the last active superuser)',
        params: adminIdParamsSchema,
        body: adminUserRoleUpdateSchema,
        response: { 200: adminUserSchema, ...refusals },
      },
    },
    (request) =>
      accounts.setSuperuser(request.params.id, request.body.is_superuser, signedInAdmin(request)),
  );

  app.put(
    '/admin/users/:id/deactivate',
    {
      config: ADMIN,
      schema: {
        summary:
          'Deactivate an admin: locked out at once (never yourself or the last superuser; a superuser only by a superuser)',
        params: adminIdParamsSchema,
        response: { 200: adminUserSchema, ...refusals },
      },
    },
    (request) => accounts.deactivate(request.params.id, signedInAdmin(request)),
  );

  app.put(
    '/admin/users/:id/reactivate',
    {
      config: ADMIN,
      schema: {
        summary: 'Reactivate an admin (a superuser only by a superuser)',
        params: adminIdParamsSchema,
        response: { 200: adminUserSchema, ...refusals },
      },
    },
    (request) => accounts.reactivate(request.params.id, signedInAdmin(request)),
  );

  app.delete(
    '/admin/users/:id',
    {
      config: ADMIN,
      schema: {
        summary:
          'Delete an admin (never yourself or the last active superuser; a superuser only by a superuser)',
        params: adminIdParamsSchema,
        response: { 204: z.null(), ...refusals },
      },
    },
    async (request, reply) => {
      await accounts.remove(request.params.id, signedInAdmin(request));
      return reply.code(204).send(null);
    },
  );

  done();
};

export default adminUsersRoutes;
