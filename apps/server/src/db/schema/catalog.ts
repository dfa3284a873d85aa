// The catalogue: categories (a tree), products and their stored images.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { LIMIT_CLASSES } from '@canopy/contracts';
import { bytea, createdAt, tsvector, updatedAt } from './columns';

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id, {
      onDelete: 'restrict',
    }),
    createdAt: createdAt(),
  },
  (t) => [
    // Unique per parent, case-insensitively; root categories share parent "0".
    uniqueIndex('categories_parent_name_uq').on(
      sql`coalesce(${t.parentId}, 0)`,
      sql`lower(${t.name})`,
    ),
    index('categories_parent_idx').on(t.parentId),
  ],
);

export const STRAIN_TYPES = ['indica', 'sativa', 'hybrid', 'cbd'] as const;

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    sku: text('sku').notNull().unique(),
    brand: text('brand'),
    description: text('description').notNull().default(''),
    retailPriceCents: integer('retail_price_cents').notNull(),
    salePriceCents: integer('sale_price_cents'),
    stockQuantity: integer('stock_quantity').notNull().default(0),
    strainType: text('strain_type', { enum: STRAIN_TYPES }),
    volume: text('volume'),
    thcPercent: numeric('thc_percent', { precision: 5, scale: 2, mode: 'number' }),
    cbdPercent: numeric('cbd_percent', { precision: 5, scale: 2, mode: 'number' }),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'restrict' }),
    primaryImageUrl: text('primary_image_url'),
    isActive: boolean('is_active').notNull().default(true),
    // The age this product needs when it is above the store's; null = the store's minimum age.
    minimumAge: integer('minimum_age'),
    // Purchase-limit facts (decision 0033): the class, grams of cannabis and mg of THC per unit.
    limitClass: text('limit_class', { enum: LIMIT_CLASSES }),
    netWeightG: numeric('net_weight_g', { precision: 10, scale: 3, mode: 'number' }),
    thcMg: numeric('thc_mg', { precision: 12, scale: 3, mode: 'number' }),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`to_tsvector('simple', coalesce(name, '') || ' ' || coalesce(brand, '') || ' ' || coalesce(strain_type, ''))`,
    ),
    // The text the catalogue's forgiving search compares each search word with (pg_trgm word
    // similarity, one trigram index for the three fields instead of one per field).
    searchText: text('search_text').generatedAlwaysAs(
      sql`name || ' ' || coalesce(brand, '') || ' ' || coalesce(strain_type, '')`,
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('products_retail_price_ck', sql`${t.retailPriceCents} >= 0`),
    check('products_sale_price_ck', sql`${t.salePriceCents} is null or ${t.salePriceCents} >= 0`),
    check('products_stock_ck', sql`${t.stockQuantity} >= 0`),
    check(
      'products_percent_ck',
      sql`(${t.thcPercent} is null or ${t.thcPercent} between 0 and 100) and (${t.cbdPercent} is null or ${t.cbdPercent} between 0 and 100)`,
    ),
    check(
      'products_minimum_age_ck',
      sql`${t.minimumAge} is null or ${t.minimumAge} between 18 and 25`,
    ),
    check(
      'products_limit_facts_ck',
      sql`(${t.netWeightG} is null or ${t.netWeightG} >= 0) and (${t.thcMg} is null or ${t.thcMg} >= 0)`,
    ),
    index('products_category_idx').on(t.categoryId),
    index('products_created_idx').on(t.createdAt),
    index('products_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('products_brand_trgm_idx').using('gin', t.brand.op('gin_trgm_ops')),
    index('products_search_idx').using('gin', t.searchVector),
    index('products_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

export const images = pgTable(
  'images',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: bytea('bytes').notNull(),
    sha256: text('sha256').notNull().unique(),
    // The sha256 of the upload's primary width: every width of one upload shares it, so the
    // widths of the picture a product's primary_image_url names are found by one index lookup.
    primarySha256: text('primary_sha256').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('images_product_idx').on(t.productId),
    index('images_primary_sha256_idx').on(t.primarySha256),
  ],
);
