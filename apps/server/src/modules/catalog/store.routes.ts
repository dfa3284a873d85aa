// Storefront catalogue routes (behind the access-code gate): the product list with facets, the
// search box's suggestions, the product page, the category tree and the filter values. Every
// answer is kept in the answer cache until the catalogue changes and revalidated with an ETag
// (catalog-cache.ts); a list or suggestions the cache misses are answered by this instance's
// catalogue index (catalog-index-keeper.ts). The static paths (/products/brands,
// /products/suggestions, …) win over /products/:id in Fastify's router whatever the order of
// registration.
import {
  categoryListSchema,
  errorBodySchema,
  filterValueListSchema,
  productIdParamsSchema,
  productListQuerySchema,
  productListResponseSchema,
  productSchema,
  productSuggestionsQuerySchema,
  productSuggestionsResponseSchema,
} from '@canopy/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { compiledSerializer } from '../../lib/compiled-serializer';

const catalogRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { catalog, catalogReadCache: readCache } = app;

  // This plugin is its own scope, so the hooks cover the catalogue's routes only.
  app.addHook('preHandler', readCache.preHandler);
  app.addHook('onSend', readCache.onSend);

  app.get(
    '/products',
    {
      serializerCompiler: compiledSerializer,
      schema: {
        summary: 'Active products: filtered, searched, sorted and paged, with facet counts',
        querystring: productListQuerySchema,
        response: {
          200: productListResponseSchema,
          403: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    async (request) => {
      const answer = await catalog.listProducts(request.query);
      readCache.showsStock(request, {
        productIds: answer.items.map((product) => product.id),
        inStockOnly: request.query.in_stock_only === true,
      });
      return answer;
    },
  );

  app.get(
    '/products/suggestions',
    {
      serializerCompiler: compiledSerializer,
      schema: {
        summary:
          'At most eight products, brands and categories for what is typed in the search box',
        querystring: productSuggestionsQuerySchema,
        response: {
          200: productSuggestionsResponseSchema,
          403: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    (request) => catalog.suggestions(request.query),
  );

  app.get(
    '/products/categories',
    {
      schema: {
        summary: 'Every category with its parent, sorted by name',
        response: { 200: categoryListSchema, 403: errorBodySchema },
      },
    },
    () => catalog.listCategories(),
  );

  app.get(
    '/products/brands',
    {
      schema: {
        summary: 'The brands of active products, sorted',
        response: { 200: filterValueListSchema, 403: errorBodySchema },
      },
    },
    () => catalog.listBrands(),
  );

  app.get(
    '/products/volumes',
    {
      schema: {
        summary: 'The sizes of active products, by unit and amount',
        response: { 200: filterValueListSchema, 403: errorBodySchema },
      },
    },
    () => catalog.listVolumes(),
  );

  app.get(
    '/products/strain-types',
    {
      schema: {
        summary: 'The strain types of active products, sorted',
        response: { 200: filterValueListSchema, 403: errorBodySchema },
      },
    },
    () => catalog.listStrainTypes(),
  );

  app.get(
    '/products/:id',
    {
      serializerCompiler: compiledSerializer,
      schema: {
        summary: 'One active product',
        params: productIdParamsSchema,
        response: {
          200: productSchema,
          403: errorBodySchema,
          404: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    async (request) => {
      const product = await catalog.getProduct(request.params.id);
      readCache.showsStock(request, { productIds: [product.id], inStockOnly: false });
      return product;
    },
  );
  done();
};

export default catalogRoutes;
