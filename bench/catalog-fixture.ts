// The benchmark's catalogue: N products made from the demo catalogue's ~80 products (their names,
// categories, strain types, sizes and descriptions) spread over ~60 brands, with varied prices,
// sale prices, stock, activity and a year of creation dates. Deterministic for a given N, and
// written straight into the database in a few multi-row statements before the server starts.
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../apps/server/src/db/client';
import {
  CATEGORIES,
  SEED_PRODUCTS,
  type CategoryKey,
  type SeedProduct,
} from '../apps/server/src/seed/catalog-products';
import { categories } from '../apps/server/src/db/schema';
import { seedLimitFacts } from '../apps/server/src/seed/catalog-limit-facts';
import { seededRandom } from '../apps/server/src/seed/seeded-random';
import type { LimitFacts } from '@canopy/contracts';

export interface BenchProduct {
  name: string;
  sku: string;
  brand: string;
  description: string;
  category: CategoryKey;
  retailPriceCents: number;
  salePriceCents: number | null;
  stockQuantity: number;
  strainType: SeedProduct['strainType'];
  volume: string | null;
  thcPercent: number | null;
  cbdPercent: number | null;
  isActive: boolean;
  createdAt: Date;
  /** Purchase-limit facts by the demo product's rule, for its size here. */
  limits: LimitFacts;
}

const RANDOM_SEED = 20_000;
const SPREAD_DAYS = 365;
/** Rows per INSERT: 18 array parameters of this length stay well inside one protocol message. */
const INSERT_CHUNK = 5_000;

const BRAND_PLACES = [
  'Cedar',
  'Harbor',
  'Summit',
  'Willow',
  'Ironwood',
  'Prairie',
  'Canyon',
  'Maple',
  'Northstar',
  'Driftwood',
  'Sierra',
  'Lantern',
];
const BRAND_KINDS = ['Farms', 'Labs', 'Collective', 'Growers'];
/** 48 brands beside the demo's own, so the brand facet has a realistic long tail. */
export const EXTRA_BRANDS = BRAND_PLACES.flatMap((place) =>
  BRAND_KINDS.map((kind) => `${place} ${kind}`),
);
const EDITIONS = ['', '', '', 'Reserve', 'Small Batch', 'Limited', 'Select', 'Private Stock'];

/** The sizes each category sells, taken from the demo catalogue. */
function volumesByCategory(): Map<CategoryKey, string[]> {
  const byCategory = new Map<CategoryKey, string[]>();
  for (const product of SEED_PRODUCTS) {
    if (product.volume === null) continue;
    const volumes = byCategory.get(product.category) ?? [];
    if (!volumes.includes(product.volume)) volumes.push(product.volume);
    byCategory.set(product.category, volumes);
  }
  return byCategory;
}

function pick<T>(items: readonly T[], roll: number): T {
  const item = items[Math.min(items.length - 1, Math.floor(roll * items.length))];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

/** Whole dollars minus a cent, like the demo prices; never below $0.99. */
function shelfPrice(cents: number): number {
  return Math.max(99, Math.round(cents / 100) * 100 - 1);
}

function jitterPercent(value: number | null, roll: number): number | null {
  if (value === null) return null;
  const varied = value * (0.85 + roll * 0.3);
  return Math.min(100, Math.max(0, Math.round(varied * 100) / 100));
}

/** The products to write; the same list for the same count and `now`. */
export function planBenchProducts(count: number, now: Date): BenchProduct[] {
  const random = seededRandom(RANDOM_SEED);
  const volumes = volumesByCategory();
  const planned: BenchProduct[] = [];
  for (let index = 0; index < count; index += 1) {
    const template = SEED_PRODUCTS[index % SEED_PRODUCTS.length];
    if (!template) throw new Error('the demo catalogue is empty');
    // A fixed number of draws per product, so one product's outcome never shifts another's.
    const [brandRoll, brandPick, volumeRoll, volumePick, priceRoll, stockRoll, stockPick] = [
      random(),
      random(),
      random(),
      random(),
      random(),
      random(),
      random(),
    ];
    const [saleRoll, salePick, thcRoll, cbdRoll, activeRoll, ageRoll] = [
      random(),
      random(),
      random(),
      random(),
      random(),
      random(),
    ];
    // Each pass over the demo products gets its own edition name (Reserve, Small Batch, ...).
    const edition = EDITIONS[Math.floor(index / SEED_PRODUCTS.length) % EDITIONS.length] ?? '';
    const retailPriceCents = shelfPrice(template.retailPriceCents * (0.7 + priceRoll * 0.9));
    const volume =
      volumeRoll < 0.3
        ? pick(volumes.get(template.category) ?? [template.volume], volumePick)
        : template.volume;
    planned.push({
      name: edition ? `${template.name} ${edition}` : template.name,
      sku: `${template.sku}-${String(index + 1).padStart(6, '0')}`,
      // Squaring the roll favours the first brands: a few big ones and a long tail.
      brand: brandRoll < 0.45 ? template.brand : pick(EXTRA_BRANDS, brandPick * brandPick),
      description: template.description,
      category: template.category,
      retailPriceCents,
      // About 15% on sale at 15–30% off, always below retail.
      salePriceCents:
        saleRoll < 0.15
          ? Math.min(retailPriceCents - 1, shelfPrice(retailPriceCents * (0.7 + salePick * 0.15)))
          : null,
      // About 5% sold out, 10% low (1–9), the rest 10–250.
      stockQuantity:
        stockRoll < 0.05
          ? 0
          : stockRoll < 0.15
            ? 1 + Math.floor(stockPick * 9)
            : 10 + Math.floor(stockPick * 241),
      strainType: template.strainType,
      volume,
      thcPercent: jitterPercent(template.thcPercent, thcRoll),
      cbdPercent: jitterPercent(template.cbdPercent, cbdRoll),
      isActive: activeRoll >= 0.02,
      // Whole seconds over the last year.
      createdAt: new Date(now.getTime() - Math.floor(ageRoll * SPREAD_DAYS * 86_400) * 1000),
      limits: seedLimitFacts({ category: template.category, volume }, template.sku),
    });
  }
  return planned;
}

/** Creates the demo category tree (parents first) in an empty database; ids by key. */
async function insertCategories(db: Database): Promise<Map<CategoryKey, number>> {
  const ids = new Map<CategoryKey, number>();
  for (const category of CATEGORIES) {
    const parentId = category.parent ? (ids.get(category.parent) ?? null) : null;
    const [inserted] = await db
      .insert(categories)
      .values({ name: category.name, parentId })
      .returning({ id: categories.id });
    const id = inserted?.id;
    if (id === undefined) throw new Error(`could not create the category ${category.name}`);
    ids.set(category.key, id);
  }
  return ids;
}

/** A numeric column's value as text (the array parameter's element type), null kept. */
const decimalText = (value: number | null) => (value === null ? null : String(value));

async function insertProducts(
  db: Database,
  rows: readonly BenchProduct[],
  categoryIds: ReadonlyMap<CategoryKey, number>,
) {
  const column = <T>(read: (row: BenchProduct) => T) => sql.param(rows.map(read));
  // One statement per chunk: each column travels as one array parameter and unnest() turns the
  // arrays back into rows, far faster than a parameter per value.
  await db.execute(sql`
    insert into products (
      name, sku, brand, description, retail_price_cents, sale_price_cents, stock_quantity,
      strain_type, volume, thc_percent, cbd_percent, category_id, is_active, created_at, updated_at,
      limit_class, net_weight_g, thc_mg
    )
    select * from unnest(
      ${column((row) => row.name)}::text[],
      ${column((row) => row.sku)}::text[],
      ${column((row) => row.brand)}::text[],
      ${column((row) => row.description)}::text[],
      ${column((row) => row.retailPriceCents)}::int[],
      ${column((row) => row.salePriceCents)}::int[],
      ${column((row) => row.stockQuantity)}::int[],
      ${column((row) => row.strainType)}::text[],
      ${column((row) => row.volume)}::text[],
      ${column((row) => decimalText(row.thcPercent))}::numeric[],
      ${column((row) => decimalText(row.cbdPercent))}::numeric[],
      ${column((row) => categoryIds.get(row.category) ?? null)}::int[],
      ${column((row) => row.isActive)}::bool[],
      ${column((row) => row.createdAt.toISOString())}::timestamptz[],
      ${column((row) => row.createdAt.toISOString())}::timestamptz[],
      ${column((row) => row.limits.limit_class)}::text[],
      ${column((row) => decimalText(row.limits.net_weight_g))}::numeric[],
      ${column((row) => decimalText(row.limits.thc_mg))}::numeric[]
    )
  `);
}

export interface CatalogFixtureSummary {
  products: number;
  activeProducts: number;
  categories: number;
  brands: number;
  categoryIds: number[];
  /** The brands with the most products, biggest first. */
  topBrands: string[];
  /** Active products' ids, a sample of at most SAMPLE_IDS spread evenly over the catalogue. */
  sampleProductIds: number[];
}

const TOP_BRANDS = 8;
const SAMPLE_IDS = 5_000;

/** The brands with the most products, biggest first (ties by name). */
export function topBrands(planned: readonly BenchProduct[], count: number): string[] {
  const counts = new Map<string, number>();
  for (const product of planned) counts.set(product.brand, (counts.get(product.brand) ?? 0) + 1);
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, count)
    .map(([brand]) => brand);
}

/** At most `count` items taken at even steps over the list. */
export function evenSample<T>(items: readonly T[], count: number): T[] {
  if (items.length <= count) return [...items];
  const step = items.length / count;
  return Array.from({ length: count }, (_, index) => items[Math.floor(index * step)]).filter(
    (item): item is T => item !== undefined,
  );
}

const idRowsSchema = z.object({ rows: z.array(z.object({ id: z.number().int() })) });

/** Writes the category tree and `count` products into a migrated, empty database. */
export async function loadCatalogFixture(
  db: Database,
  count: number,
  now = new Date(),
): Promise<CatalogFixtureSummary> {
  const planned = planBenchProducts(count, now);
  const categoryIds = await db.transaction(async (tx) => {
    const ids = await insertCategories(tx);
    for (let start = 0; start < planned.length; start += INSERT_CHUNK) {
      await insertProducts(tx, planned.slice(start, start + INSERT_CHUNK), ids);
    }
    return ids;
  });
  // Fresh statistics, so the server's first queries are planned for N rows, not for an empty table.
  await db.execute(sql`vacuum analyze categories, products`);
  const active = idRowsSchema.parse(
    await db.execute(sql`select id from products where is_active order by id`),
  ).rows;
  return {
    products: planned.length,
    activeProducts: active.length,
    categories: categoryIds.size,
    brands: new Set(planned.map((product) => product.brand)).size,
    categoryIds: [...categoryIds.values()],
    topBrands: topBrands(planned, TOP_BRANDS),
    sampleProductIds: evenSample(
      active.map((row) => row.id),
      SAMPLE_IDS,
    ),
  };
}
