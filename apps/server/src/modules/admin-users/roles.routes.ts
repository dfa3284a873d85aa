// The roles screen (docs/product.md#staff-roles): the permission catalogue and the roles are read
// with admins.manage (the accounts screen offers them); creating, editing and deleting a custom
// role needs roles.manage, which only the owner role holds. The rules live in roles.service.ts.
import {
  adminIdParamsSchema,
  errorBodySchema,
  PERMISSION_LIST,
  permissionListSchema,
  roleListSchema,
  roleSchema,
  roleWriteSchema,
} from '@canopy/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInAdmin } from './admin-actor';

const READ = { permission: 'admins.manage' } as const;
const MANAGE = { permission: 'roles.manage' } as const;

const refusals = {
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  422: errorBodySchema,
};

const rolesRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { adminRoles: roles } = app;

  app.get(
    '/admin/permissions',
    {
      config: READ,
      schema: {
        summary: 'The permission catalogue, grouped for the roles screen',
        response: { 200: permissionListSchema },
      },
    },
    () => PERMISSION_LIST,
  );

  app.get(
    '/admin/roles',
    {
      config: READ,
      schema: {
        summary: 'Every role with its permissions and how many accounts hold it',
        response: { 200: roleListSchema },
      },
    },
    async () => ({ items: await roles.list() }),
  );

  app.post(
    '/admin/roles',
    {
      config: MANAGE,
      schema: {
        summary: 'Create a custom role (unique name: 409)',
        body: roleWriteSchema,
        response: { 201: roleSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const created = await roles.create(request.body, signedInAdmin(request));
      return reply.code(201).send(created);
    },
  );

  app.put(
    '/admin/roles/:id',
    {
      config: MANAGE,
      schema: {
        summary: 'Edit a custom role (a built-in role: 409)',
        params: adminIdParamsSchema,
        body: roleWriteSchema,
        response: { 200: roleSchema, ...refusals },
      },
    },
    (request) => roles.update(request.params.id, request.body, signedInAdmin(request)),
  );

  app.delete(
    '/admin/roles/:id',
    {
      config: MANAGE,
      schema: {
        summary: 'Delete a custom role nobody holds (built-in or held: 409)',
        params: adminIdParamsSchema,
        response: { 204: z.null(), ...refusals },
      },
    },
    async (request, reply) => {
      await roles.remove(request.params.id, signedInAdmin(request));
      return reply.code(204).send(null);
    },
  );

  done();
};

export default rolesRoutes;
