// The back office's catalogue: products, categories and product image uploads, each its own
// plugin (and scope), registered together under the API prefix.
import type { FastifyPluginAsync } from 'fastify';
import adminCategoriesRoutes from './admin-categories.routes';
import adminImageUploadRoutes from './admin-image-upload.routes';
import adminProductsRoutes from './admin-products.routes';

const adminCatalogRoutes: FastifyPluginAsync = async (app) => {
  await app.register(adminProductsRoutes);
  await app.register(adminCategoriesRoutes);
  await app.register(adminImageUploadRoutes);
};

export default adminCatalogRoutes;
