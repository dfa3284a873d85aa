// The demo catalogue written on the first start of an empty shop: the category tree, ~80
// products with stock, sale prices and dates spread over two months, and product images made at
// seed time and stored through the same path as admin uploads. Idempotent and deterministic.
import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { storeProductImage } from '../../modules/catalog/images.service';
import type { Database } from '../client';
import { categories, products } from '../schema';
import { renderArtwork } from './catalog-artwork';
import { CATEGORIES, SEED_PRODUCTS, type CategoryKey, type SeedProduct } from './catalog-products';
import { seededRandom } from './seeded-random';

export interface CatalogSeedResult {
  /** Products written by this call (0 when the catalogue already had products). */
  products: number;
  /** Categories written by this call. */
  categories: number;
}

/** Key of the transaction-level advisory lock that lets one instance seed at a time. */
const CATALOG_SEED_LOCK = 0x5eed_ca7;
const RANDOM_SEED = 31_337;
const DAY_MS = 86_400_000;
const SPREAD_DAYS = 60;

interface Merchandising {
  stockQuantity: number;
  salePriceCents: number | null;
  createdAt: Date;
}

export async function seedCatalog(
  db: Database,
  options: { now?: Date } = {},
): Promise<CatalogSeedResult> {
  const now = options.now ?? new Date();
  const result = await db.transaction(async (tx) => {
    // Two instances starting on one empty database: the second waits here, then finds products.
    await tx.execute(sql`select pg_advisory_xact_lock(${CATALOG_SEED_LOCK})`);
    const [existing] = await tx.select({ n: count() }).from(products);
    if (existing && existing.n > 0) return { products: 0, categories: 0 };

    const { ids: categoryIds, created } = await ensureCategories(tx);
    const rows = await tx
      .insert(products)
      .values(
        planCatalogProducts(now).map(({ category, ...product }) => ({
          ...product,
          categoryId: categoryIds.get(category),
        })),
      )
      .returning({ id: products.id, sku: products.sku });
    await attachImages(tx, rows);
    return { products: rows.length, categories: created };
  });
  // Fresh statistics, so the first catalogue queries are planned for 80 rows, not for zero.
  if (result.products > 0) await db.execute(sql`vacuum analyze categories, products, images`);
  return result;
}

export type PlannedProduct = Omit<SeedProduct, 'glyph'> & Merchandising & { updatedAt: Date };

/** The products to write, with their stock, sale price and dates; the same for the same `now`. */
export function planCatalogProducts(now: Date): PlannedProduct[] {
  const random = seededRandom(RANDOM_SEED);
  return SEED_PRODUCTS.map(({ glyph: _glyph, ...product }) => {
    const merchandising = merchandise(product, random, now);
    return { ...product, ...merchandising, updatedAt: merchandising.createdAt };
  });
}

/** Finds or creates each category of the tree (parents first); returns their ids by key. */
async function ensureCategories(
  db: Database,
): Promise<{ ids: Map<CategoryKey, number>; created: number }> {
  const ids = new Map<CategoryKey, number>();
  let created = 0;
  for (const category of CATEGORIES) {
    const parentId = category.parent ? (ids.get(category.parent) ?? null) : null;
    const [found] = await db
      .select({ id: categories.id })
      .from(categories)
      .where(
        and(
          sql`lower(${categories.name}) = lower(${category.name})`,
          parentId === null ? isNull(categories.parentId) : eq(categories.parentId, parentId),
        ),
      );
    let id = found?.id;
    if (id === undefined) {
      const [inserted] = await db
        .insert(categories)
        .values({ name: category.name, parentId })
        .returning({ id: categories.id });
      id = inserted?.id;
      created += 1;
    }
    if (id === undefined) throw new Error(`Could not create category ${category.name}`);
    ids.set(category.key, id);
  }
  return { ids, created };
}

/**
 * Stock, sale price and age, drawn from the seeded generator: about 15% on sale, 10% low on
 * stock (1–9), 5% sold out, the rest 10–120, created over the last SPREAD_DAYS days.
 */
function merchandise(
  product: Pick<SeedProduct, 'retailPriceCents'>,
  random: () => number,
  now: Date,
): Merchandising {
  // Always five draws per product, so one product's outcome never shifts another's.
  const stockRoll = random();
  const stockPick = random();
  const saleRoll = random();
  const discountPick = random();
  const ageRoll = random();
  const stockQuantity =
    stockRoll < 0.05
      ? 0
      : stockRoll < 0.15
        ? 1 + Math.floor(stockPick * 9)
        : 10 + Math.floor(stockPick * 111);
  const salePriceCents =
    saleRoll < 0.15 ? salePrice(product.retailPriceCents, 0.7 + discountPick * 0.15) : null;
  // Whole minutes, so that two runs on the same day show the same order.
  const ageMinutes = Math.floor((ageRoll * SPREAD_DAYS * DAY_MS) / 60_000);
  return {
    stockQuantity,
    salePriceCents,
    createdAt: new Date(now.getTime() - ageMinutes * 60_000),
  };
}

/** 15–30% off, ending in .99 like the retail prices, and always below retail. */
function salePrice(retailCents: number, factor: number): number {
  const price = Math.round((retailCents * factor) / 100) * 100 - 1;
  return Math.max(99, Math.min(price, retailCents - 100));
}

/**
 * One picture per look (glyph and strain colour), rendered once and stored through
 * storeProductImage; products that share a look share its content-addressed image rows.
 * Rendering ~35 looks instead of 80 pictures keeps the first start within its time budget.
 */
async function attachImages(db: Database, rows: readonly { id: number; sku: string }[]) {
  const bySku = new Map(SEED_PRODUCTS.map((product) => [product.sku, product]));
  const looks = new Map<string, { product: SeedProduct; ids: number[] }>();
  for (const row of rows) {
    const product = bySku.get(row.sku);
    if (!product) continue;
    const key = `${product.glyph}/${product.strainType ?? 'none'}`;
    const look = looks.get(key) ?? { product, ids: [] };
    look.ids.push(row.id);
    looks.set(key, look);
  }
  for (const { product, ids } of looks.values()) {
    const picture = await renderArtwork(product.glyph, product.strainType);
    const stored = await storeProductImage(db, picture, { productId: ids[0] });
    await db.update(products).set({ primaryImageUrl: stored.url }).where(inArray(products.id, ids));
  }
}
