// Admin category routes: the flat list with product counts (the client builds the
// tree), create, rename/move (PUT) and delete (204; 409 while products or subcategories remain).
import {
  adminCategoryListSchema,
  adminCategoryResponseSchema,
  adminCategoryWriteSchema,
  adminIdParamsSchema,
  errorBodySchema,
} from '@canopy/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminActor } from '../admin-users/admin-actor';

// The list feeds the products screen's filter and form, so reading it is products.read.
const READ = { permission: 'products.read' } as const;
const WRITE = { permission: 'categories.write' } as const;

const adminCategoriesRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { adminCategories: categories } = app;

  app.get(
    '/admin/categories',
    {
      config: READ,
      schema: {
        summary: 'Every category with its parent and product count, sorted by name',
        response: { 200: adminCategoryListSchema },
      },
    },
    () => categories.list(),
  );

  app.post(
    '/admin/categories',
    {
      config: WRITE,
      schema: {
        summary: 'Create a category (name unique under its parent: 409)',
        body: adminCategoryWriteSchema,
        response: { 201: adminCategoryResponseSchema, 409: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request, reply) => {
      const category = await categories.create(request.body, adminActor(request));
      return reply.code(201).send({ category });
    },
  );

  app.put(
    '/admin/categories/:id',
    {
      config: WRITE,
      schema: {
        summary: 'Rename or move a category (never under itself or a descendant: 422)',
        params: adminIdParamsSchema,
        body: adminCategoryWriteSchema,
        response: {
          200: adminCategoryResponseSchema,
          404: errorBodySchema,
          409: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    async (request) => ({
      category: await categories.update(request.params.id, request.body, adminActor(request)),
    }),
  );

  app.delete(
    '/admin/categories/:id',
    {
      config: WRITE,
      schema: {
        summary: 'Delete an empty category (409 while it has products or subcategories)',
        params: adminIdParamsSchema,
        response: {
          204: z.null(),
          404: errorBodySchema,
          409: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      await categories.remove(request.params.id, adminActor(request));
      return reply.code(204).send(null);
    },
  );

  done();
};

export default adminCategoriesRoutes;
