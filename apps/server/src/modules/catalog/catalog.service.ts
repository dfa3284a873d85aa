// The storefront catalogue. So far: the category list the catalogue tabs are built from.
import type { Category } from '@canopy/contracts';
import type { Database } from '../../db/client';
import { countCatalog, listCategories } from './catalog.repository';

export type CatalogService = ReturnType<typeof createCatalogService>;

export function createCatalogService({ db }: { db: Database }) {
  return {
    async listCategories(): Promise<Category[]> {
      const rows = await listCategories(db);
      return rows.map((row) => ({ id: row.id, name: row.name, parent_id: row.parentId }));
    },

    count: () => countCatalog(db),
  };
}
