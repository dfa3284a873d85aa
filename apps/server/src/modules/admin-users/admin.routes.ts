// Admin back office: the admin accounts screen (docs/product.md#staff-roles). Holders of
// admins.manage list, create, deactivate, reactivate, delete accounts and change their roles;
// only owners grant the owner role or touch an owner's account (403 owner_required). The rules
// live in admin-accounts.service.ts; the roles and audit log screens' routes are registered here.
import {
  adminIdParamsSchema,
  adminUserCreateSchema,
  adminUserListSchema,
  adminUserRoleChangeSchema,
  adminUserRoleUpdateSchema,
  adminUserSchema,
  errorBodySchema,
} from '@canopy/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInAdmin } from './admin-actor';
import auditLogRoutes from './audit-log.routes';
import rolesRoutes from './roles.routes';

const ADMIN = { permission: 'admins.manage' } as const;

const refusals = {
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  422: errorBodySchema,
};

const adminUsersRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { adminUsers, adminAccounts: accounts } = app;
  void app.register(rolesRoutes);
  void app.register(auditLogRoutes);

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
      config: ADMIN,
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
    '/admin/users/:id/role',
    {
      config: ADMIN,
      schema: {
        summary: 'Give an admin another role (the owner role only by an owner)',
        params: adminIdParamsSchema,
        body: adminUserRoleChangeSchema,
        response: { 200: adminUserSchema, ...refusals },
      },
    },
    (request) => accounts.setRole(request.params.id, request.body.role_id, signedInAdmin(request)),
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
