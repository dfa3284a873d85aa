// The catalog module's services, built once: the storefront catalogue (`app.catalog`, answered
// from this instance's catalogue index, `app.catalogReadCache` in front of it) and the back
// office's products, bulk changes, categories and image uploads.
import fp from 'fastify-plugin';
import {
  createAdminCategoriesService,
  type AdminCategoriesService,
} from './admin-categories.service';
import {
  createAdminImageUploadService,
  type AdminImageUploadService,
} from './admin-image-upload.service';
import {
  createAdminProductBulkService,
  type AdminProductBulkService,
} from './admin-product-bulk.service';
import { createAdminProductsService, type AdminProductsService } from './admin-products.service';
import { createCatalogService, type CatalogService } from './catalog.service';
import { createCatalogAnswerCache } from './listing/catalog-answer-cache';
import { catalogReadCache, type CatalogReadCache } from './listing/catalog-cache';
import { createCatalogIndexKeeper } from './listing/catalog-index-keeper';
import { createStockNotifier } from './stock-notifier';

declare module 'fastify' {
  interface FastifyInstance {
    catalog: CatalogService;
    catalogReadCache: CatalogReadCache;
    adminProducts: AdminProductsService;
    adminProductBulk: AdminProductBulkService;
    adminCategories: AdminCategoriesService;
    adminImageUploads: AdminImageUploadService;
  }
}

export default fp(
  (app, _options, done) => {
    const catalogIndex = createCatalogIndexKeeper({
      db: app.db,
      channel: app.invalidation,
      log: app.log,
    });
    app.addHook('onClose', () => catalogIndex.close());
    app.decorate('catalog', createCatalogService({ db: app.db, catalogIndex }));
    app.decorate('catalogReadCache', catalogReadCache(createCatalogAnswerCache(app.invalidation)));

    app.decorate(
      'adminProducts',
      createAdminProductsService({
        db: app.db,
        settings: app.settings,
        notifier: createStockNotifier({
          realtime: app.realtime,
          invalidation: app.invalidation,
          log: app.log,
        }),
      }),
    );
    app.decorate('adminProductBulk', createAdminProductBulkService({ db: app.db }));
    app.decorate('adminCategories', createAdminCategoriesService({ db: app.db }));
    app.decorate('adminImageUploads', createAdminImageUploadService({ db: app.db }));
    done();
  },
  { name: 'catalog', dependencies: ['database', 'invalidation', 'realtime', 'settings'] },
);
