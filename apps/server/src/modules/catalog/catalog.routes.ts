// Storefront catalogue routes (behind the access-code gate).
import { categoryListSchema, errorBodySchema } from '@canopy/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { createCatalogService } from './catalog.service';

const catalogRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const catalog = createCatalogService({ db: app.db });

  app.get(
    '/products/categories',
    {
      schema: {
        tags: ['storefront'],
        summary: 'Every category with its parent, sorted by name',
        response: { 200: categoryListSchema, 403: errorBodySchema },
      },
    },
    () => catalog.listCategories(),
  );
  done();
};

export default catalogRoutes;
