// The back office's products: list, read, create, replace and delete one. Every write runs in one
// transaction with its audit entry (before and after); a product that orders reference is
// deactivated instead of deleted, so order history never loses its product. SKU uniqueness and
// the category reference are left to the database (race-safe) and its refusal becomes a 409 or
// a 422. A stock edit is announced on the websocket after it has committed.
import {
  adminProductListQuerySchema,
  dollarsToCents,
  fromAdminProductNames,
  type AdminProduct,
  type AdminProductDeleteResponse,
  type AdminProductListResponse,
  type AdminProductWriteInput,
} from '@canopy/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import type { AuditActor } from '../admin-users/audit-log.service';
import { MAX_SEARCH_WORDS, withoutNulCharacters } from './listing/search-terms';
import type { StockNotifier } from './stock-notifier';
import type { SettingsService } from '../settings/settings.service';
import { findAdminProductPage } from './admin-product-list.repository';
import { auditProductChanges, PRODUCT_NOT_FOUND, toAdminProduct } from './admin-product-view';
import {
  deleteProducts,
  findAdminProduct,
  findAdminProducts,
  findProductIdsInOrders,
  insertProduct,
  replaceProduct,
  setProductsActive,
  type ProductWriteValues,
} from './admin-products.repository';
import { isConstraintViolation } from '../../lib/constraint-violations';

export type AdminProductListParams = z.output<typeof adminProductListQuerySchema>;

const DEACTIVATED_INSTEAD =
  'Orders reference this product, so it was deactivated instead of deleted';

function toProductValues(input: AdminProductWriteInput): ProductWriteValues {
  const product = fromAdminProductNames(input);
  return {
    name: product.name,
    sku: product.sku,
    brand: product.brand,
    description: product.description,
    retailPriceCents: dollarsToCents(product.retail_price),
    salePriceCents: product.sale_price === null ? null : dollarsToCents(product.sale_price),
    stockQuantity: product.stock_quantity,
    primaryImageUrl: product.primary_image_url,
    strainType: product.strain_type,
    volume: product.volume,
    thcPercent: product.thc_percent,
    cbdPercent: product.cbd_percent,
    minimumAge: product.minimum_age,
    limitClass: product.limit_class,
    netWeightG: product.net_weight_g,
    thcMg: product.thc_mg,
    categoryId: product.category_id,
    isActive: product.is_active,
  };
}

/** Distinct lower-cased words of the search box; blank is no search. */
function searchWords(search: string | undefined): string[] {
  const words = withoutNulCharacters(search ?? '')
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word !== '');
  return [...new Set(words)].slice(0, MAX_SEARCH_WORDS);
}

/** The database's refusal of a product write, as the client's error. */
function explainRefusal(error: unknown, input: AdminProductWriteInput): unknown {
  if (isConstraintViolation(error, 'unique', 'products_sku_unique')) {
    return new ConflictError(`A product with SKU "${input.sku}" already exists`);
  }
  if (isConstraintViolation(error, 'foreign_key', 'products_category_id_categories_id_fk')) {
    return new ValidationError([
      { loc: ['body', 'category_id'], msg: 'Category not found', type: 'not_found' },
    ]);
  }
  return error;
}

export type AdminProductsService = ReturnType<typeof createAdminProductsService>;

export function createAdminProductsService(deps: {
  db: Database;
  settings: Pick<SettingsService, 'get'>;
  notifier: StockNotifier;
}) {
  const { db, settings, notifier } = deps;

  async function write<T>(input: AdminProductWriteInput, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      throw explainRefusal(error, input);
    }
  }

  return {
    async list(query: AdminProductListParams): Promise<AdminProductListResponse> {
      // Only `low_stock=true` narrows the list; false or absent shows every stock level.
      const maxStock = query.low_stock === true ? (await settings.get()).low_stock_threshold : null;
      const page = await findAdminProductPage(db, {
        searchWords: searchWords(query.search),
        categoryId: query.category_id ?? null,
        isActive: query.is_active ?? null,
        maxStock,
        sort: query.sort_by,
        order: query.sort_order,
        limit: query.size,
        offset: (query.page - 1) * query.size,
      });
      return {
        items: page.items.map(toAdminProduct),
        page: query.page,
        pages: Math.ceil(page.total / query.size),
        total: page.total,
      };
    },

    async get(id: number): Promise<AdminProduct> {
      const row = await findAdminProduct(db, id);
      if (!row) throw new NotFoundError(PRODUCT_NOT_FOUND);
      return toAdminProduct(row);
    },

    async create(input: AdminProductWriteInput, actor: AuditActor): Promise<AdminProduct> {
      const created = await write(input, () =>
        db.transaction(async (tx) => {
          const id = await insertProduct(tx, toProductValues(input));
          const after = await findAdminProducts(tx, [id]);
          await auditProductChanges(tx, { actor, action: 'create', ids: [id], before: [], after });
          return after[0];
        }),
      );
      if (!created) throw new Error('a created product could not be read back');
      return toAdminProduct(created);
    },

    /** Replaces the whole product (PUT). */
    async update(
      id: number,
      input: AdminProductWriteInput,
      actor: AuditActor,
    ): Promise<AdminProduct> {
      const { before, after } = await write(input, () =>
        db.transaction(async (tx) => {
          const current = await findAdminProduct(tx, id, { lock: true });
          if (!current) throw new NotFoundError(PRODUCT_NOT_FOUND);
          await replaceProduct(tx, id, toProductValues(input));
          const replaced = await findAdminProduct(tx, id);
          if (!replaced) throw new Error(`product ${id} vanished inside its own transaction`);
          await auditProductChanges(tx, {
            actor,
            action: 'update',
            ids: [id],
            before: [current],
            after: [replaced],
          });
          return { before: current, after: replaced };
        }),
      );
      if (after.stock_quantity !== before.stock_quantity) {
        await notifier.stockChanged([
          { productId: id, stock: after.stock_quantity, previous: before.stock_quantity },
        ]);
      }
      return toAdminProduct(after);
    },

    /** Deletes the product, or deactivates it when orders reference it. */
    async remove(id: number, actor: AuditActor): Promise<AdminProductDeleteResponse> {
      return db.transaction(async (tx) => {
        const current = await findAdminProduct(tx, id, { lock: true });
        if (!current) throw new NotFoundError(PRODUCT_NOT_FOUND);
        const change = { actor, ids: [id], before: [current] };
        if ((await findProductIdsInOrders(tx, [id])).size === 0) {
          await deleteProducts(tx, [id]);
          await auditProductChanges(tx, { ...change, action: 'delete', after: [] });
          return { deleted: true, deactivated: false, detail: 'Product deleted' };
        }
        // Already inactive: nothing to write, and the answer is the same.
        if (current.is_active) {
          await setProductsActive(tx, [id], false);
          const after = await findAdminProducts(tx, [id]);
          await auditProductChanges(tx, { ...change, action: 'deactivate', after });
        }
        return { deleted: false, deactivated: true, detail: DEACTIVATED_INSTEAD };
      });
    },
  };
}
