// The demo catalogue written on the first start of an empty shop: the category tree, ~80
// products with stock, sale prices and dates spread over two months, and product images made at
// seed time and stored through the same path as admin uploads; each product with its
// purchase-limit facts (catalog-limit-facts.ts). Idempotent and deterministic.
import type { LimitClass } from '@canopy/contracts';
import type { Database } from '../db/client';
import {
  createCatalogImportService,
  type CatalogImportResult,
} from '../modules/catalog/catalog-import.service';
import { renderArtwork } from './catalog-artwork';
import { seedLimitFacts } from './catalog-limit-facts';
import { CATEGORIES, SEED_PRODUCTS, seedMinimumAge, type SeedProduct } from './catalog-products';
import { seededRandom } from './seeded-random';

export type CatalogSeedResult = CatalogImportResult;

const RANDOM_SEED = 31_337;
const DAY_MS = 86_400_000;
const SPREAD_DAYS = 60;

interface Merchandising {
  stockQuantity: number;
  salePriceCents: number | null;
  createdAt: Date;
}

export function seedCatalog(
  db: Database,
  options: { now?: Date } = {},
): Promise<CatalogSeedResult> {
  return createCatalogImportService({ db }).importIntoEmptyCatalog({
    categories: CATEGORIES,
    products: planCatalogProducts(options.now ?? new Date()),
    pictures: pictureGroups(),
  });
}

export type PlannedProduct = Omit<SeedProduct, 'glyph'> &
  Merchandising & {
    updatedAt: Date;
    minimumAge: number | null;
    limitClass: LimitClass | null;
    netWeightG: number | null;
    thcMg: number | null;
  };

/** The products to write, with their stock, sale price and dates; the same for the same `now`. */
export function planCatalogProducts(now: Date): PlannedProduct[] {
  const random = seededRandom(RANDOM_SEED);
  return SEED_PRODUCTS.map(({ glyph: _glyph, ...product }) => {
    const merchandising = merchandise(product, random, now);
    const facts = seedLimitFacts(product, product.sku);
    return {
      ...product,
      ...merchandising,
      minimumAge: seedMinimumAge(product.category),
      limitClass: facts.limit_class,
      netWeightG: facts.net_weight_g,
      thcMg: facts.thc_mg,
      updatedAt: merchandising.createdAt,
    };
  });
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
 * One picture per look (glyph and strain colour), rendered once and stored through the catalog's
 * image path; products that share a look share its content-addressed image rows. Rendering ~35
 * looks instead of 80 pictures keeps the first start within its time budget.
 */
function pictureGroups(): { skus: string[]; draw: () => Promise<Buffer> }[] {
  const looks = new Map<string, { product: SeedProduct; skus: string[] }>();
  for (const product of SEED_PRODUCTS) {
    const key = `${product.glyph}/${product.strainType ?? 'none'}`;
    const look = looks.get(key) ?? { product, skus: [] };
    look.skus.push(product.sku);
    looks.set(key, look);
  }
  return [...looks.values()].map(({ product, skus }) => ({
    skus,
    draw: () => renderArtwork(product.glyph, product.strainType),
  }));
}
