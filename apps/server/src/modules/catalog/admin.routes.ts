// The back office's catalogue: products, categories and product image uploads, each its own
// plugin (and scope), registered together under the API prefix. Every successful write among them
// has committed by the time its answer is sent, and tells every instance's storefront cache so.
import type { FastifyPluginAsync } from 'fastify';
import adminCategoriesRoutes from './admin-categories.routes';
import adminImageUploadRoutes from './admin-image-upload.routes';
import adminProductsRoutes from './admin-products.routes';

const adminCatalogRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 300) {
      app.invalidation.bump('catalog');
    }
    done(null, payload);
  });
  await app.register(adminProductsRoutes);
  await app.register(adminCategoriesRoutes);
  await app.register(adminImageUploadRoutes);
};

export default adminCatalogRoutes;
