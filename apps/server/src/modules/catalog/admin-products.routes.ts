// Admin product routes: the filtered, sorted, paged list; one product; create;
// replace (PUT); delete (or deactivate when orders reference it); and bulk actions. Thin: the
// services decide, and every write is audited under the signed-in admin.
import {
  adminIdParamsSchema,
  adminProductBulkRequestSchema,
  adminProductBulkResponseSchema,
  adminProductDeleteResponseSchema,
  adminProductListQuerySchema,
  adminProductListResponseSchema,
  adminProductResponseSchema,
  adminProductWriteSchema,
  errorBodySchema,
} from '@canopy/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { adminActor } from '../admin-users/admin-actor';

const READ = { permission: 'products.read' } as const;
const WRITE = { permission: 'products.write' } as const;

const adminProductsRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { adminProducts: products, adminProductBulk: bulk } = app;

  app.get(
    '/admin/products',
    {
      config: READ,
      schema: {
        summary: 'Products, active or not: searched, filtered, sorted and paged',
        querystring: adminProductListQuerySchema,
        response: { 200: adminProductListResponseSchema, 422: errorBodySchema },
      },
    },
    (request) => products.list(request.query),
  );

  app.get(
    '/admin/products/:id',
    {
      config: READ,
      schema: {
        summary: 'One product, active or not',
        params: adminIdParamsSchema,
        response: { 200: adminProductResponseSchema, 404: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request) => ({ product: await products.get(request.params.id) }),
  );

  app.post(
    '/admin/products',
    {
      config: WRITE,
      schema: {
        summary: 'Create a product (SKU unique: 409)',
        body: adminProductWriteSchema,
        response: { 201: adminProductResponseSchema, 409: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request, reply) => {
      const product = await products.create(request.body, adminActor(request));
      return reply.code(201).send({ product });
    },
  );

  app.put(
    '/admin/products/:id',
    {
      config: WRITE,
      schema: {
        summary: 'Replace a product; a stock change is sent as stock_update and inventory_update',
        params: adminIdParamsSchema,
        body: adminProductWriteSchema,
        response: {
          200: adminProductResponseSchema,
          404: errorBodySchema,
          409: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    async (request) => ({
      product: await products.update(request.params.id, request.body, adminActor(request)),
    }),
  );

  app.delete(
    '/admin/products/:id',
    {
      config: WRITE,
      schema: {
        summary: 'Delete a product; one that orders reference is deactivated instead',
        params: adminIdParamsSchema,
        response: {
          200: adminProductDeleteResponseSchema,
          404: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    (request) => products.remove(request.params.id, adminActor(request)),
  );

  app.post(
    '/admin/products/bulk',
    {
      config: WRITE,
      schema: {
        summary: 'Activate, deactivate or delete several products at once (all or none)',
        body: adminProductBulkRequestSchema,
        response: {
          200: adminProductBulkResponseSchema,
          404: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    (request) => bulk.apply(request.body, adminActor(request)),
  );

  done();
};

export default adminProductsRoutes;
