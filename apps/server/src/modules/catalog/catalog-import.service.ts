// A whole catalogue written at once into an empty shop (the demo seed uses it): the category tree
// found or created by name under its parent, the products in one statement, and each picture
// stored once through the same path as admin uploads and set on every product that shares it.
// One instance at a time, and only while the shop has no product at all.
import type { Database } from '../../db/client';
import {
  analyzeCatalogTables,
  countAllProducts,
  findCategoryIdByName,
  insertCategoryRow,
  insertProductRows,
  lockCatalogImport,
  setPrimaryImage,
  type ImportedProductRow,
} from './catalog-import.repository';
import { storeProductImage } from './images.service';

export interface ImportedCategory<K extends string> {
  key: K;
  name: string;
  parent?: K;
}

export type ImportedProduct<K extends string> = Omit<ImportedProductRow, 'categoryId'> & {
  category: K;
};

/** Products (by SKU) that share one picture, and how to draw it (called once, when needed). */
export interface ImportedPicture {
  skus: readonly string[];
  draw: () => Promise<Buffer>;
}

export interface CatalogImportResult {
  /** Products written by this call (0 when the catalogue already had products). */
  products: number;
  /** Categories written by this call. */
  categories: number;
}

/** Finds or creates each category of the tree (parents first); returns their ids by key. */
async function ensureCategories<K extends string>(
  db: Database,
  tree: readonly ImportedCategory<K>[],
): Promise<{ ids: Map<K, number>; created: number }> {
  const ids = new Map<K, number>();
  let created = 0;
  for (const category of tree) {
    const parentId = category.parent ? (ids.get(category.parent) ?? null) : null;
    let id = await findCategoryIdByName(db, category.name, parentId);
    if (id === undefined) {
      id = await insertCategoryRow(db, { name: category.name, parentId });
      created += 1;
    }
    if (id === undefined) throw new Error(`Could not create category ${category.name}`);
    ids.set(category.key, id);
  }
  return { ids, created };
}

export function createCatalogImportService({ db }: { db: Database }) {
  return {
    async importIntoEmptyCatalog<K extends string>(catalogue: {
      categories: readonly ImportedCategory<K>[];
      products: readonly ImportedProduct<K>[];
      pictures: readonly ImportedPicture[];
    }): Promise<CatalogImportResult> {
      const result = await db.transaction(async (tx) => {
        // Two instances starting on one empty database: the second waits here, then finds products.
        await lockCatalogImport(tx);
        if ((await countAllProducts(tx)) > 0) return { products: 0, categories: 0 };

        const { ids: categoryIds, created } = await ensureCategories(tx, catalogue.categories);
        const rows = await insertProductRows(
          tx,
          catalogue.products.map(({ category, ...product }) => ({
            ...product,
            categoryId: categoryIds.get(category),
          })),
        );
        const idBySku = new Map(rows.map((row) => [row.sku, row.id]));
        for (const picture of catalogue.pictures) {
          const ids = picture.skus.flatMap((sku) => idBySku.get(sku) ?? []);
          if (ids.length === 0) continue;
          const stored = await storeProductImage(tx, await picture.draw(), { productId: ids[0] });
          await setPrimaryImage(tx, ids, stored.url);
        }
        return { products: rows.length, categories: created };
      });
      // Fresh statistics, so the first catalogue queries are planned for 80 rows, not for zero.
      if (result.products > 0) await analyzeCatalogTables(db);
      return result;
    },
  };
}
