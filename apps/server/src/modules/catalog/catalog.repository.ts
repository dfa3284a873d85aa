// Storage reads of the catalogue: categories, single products, the distinct filter values, and
// the one shape a product row leaves the database in (productRowJson, parsed by productRowSchema)
// that the product page, the product list (product-list.repository.ts) and the rows of a page the
// catalogue index chose (findProductRowsByIds) use.
import { LIMIT_CLASSES, STRAIN_TYPES } from '@canopy/contracts';
import { and, asc, count, eq, isNotNull, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { parseRows } from '../../db/rows';
import { categories, products } from '../../db/schema';

const storedImageVariantSchema = z.object({
  width: z.number().int(),
  sha256: z.string(),
  content_type: z.string(),
});

/** A product as stored (cents), with its category's name; the service maps it for the API. */
export const productRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  sku: z.string(),
  brand: z.string().nullable(),
  description: z.string(),
  retail_price_cents: z.number().int(),
  sale_price_cents: z.number().int().nullable(),
  stock_quantity: z.number().int(),
  primary_image_url: z.string().nullable(),
  /** Every stored width of the primary image's upload, narrowest first. */
  image_variants: z.array(storedImageVariantSchema),
  strain_type: z.enum(STRAIN_TYPES).nullable(),
  volume: z.string().nullable(),
  thc_percent: z.number().nullable(),
  cbd_percent: z.number().nullable(),
  minimum_age: z.number().int().nullable(),
  limit_class: z.enum(LIMIT_CLASSES).nullable(),
  net_weight_g: z.number().nullable(),
  thc_mg: z.number().nullable(),
  category_id: z.number().int().nullable(),
  category_name: z.string().nullable(),
  /** JSON renders timestamptz as ISO 8601 text with an offset. */
  created_at: z.string(),
});
export type ProductRow = z.infer<typeof productRowSchema>;

/**
 * Every stored width of the upload a product's primary_image_url (`/api/images/<sha256>.<ext>`)
 * names, narrowest first, by the upload's group key (one index lookup); none for a URL that
 * names no stored image.
 */
const primaryImageVariants = sql`coalesce((
  select json_agg(json_build_object('width', v.width, 'sha256', v.sha256,
      'content_type', v.content_type) order by v.width)
  from images v
  where v.primary_sha256 =
    substring(p.primary_image_url from '^/api/images/([0-9a-f]{64})\\.[a-z0-9]+$')), '[]'::json)`;

/** productRowSchema as JSON, over `products p left join categories c`. */
export const productRowJson = sql`json_build_object(
  'id', p.id, 'name', p.name, 'sku', p.sku, 'brand', p.brand, 'description', p.description,
  'retail_price_cents', p.retail_price_cents, 'sale_price_cents', p.sale_price_cents,
  'stock_quantity', p.stock_quantity, 'primary_image_url', p.primary_image_url,
  'image_variants', ${primaryImageVariants},
  'strain_type', p.strain_type, 'volume', p.volume,
  'thc_percent', p.thc_percent, 'cbd_percent', p.cbd_percent,
  'minimum_age', p.minimum_age, 'limit_class', p.limit_class,
  'net_weight_g', p.net_weight_g, 'thc_mg', p.thc_mg,
  'category_id', p.category_id, 'category_name', c.name, 'created_at', p.created_at)`;

const productRowResultSchema = z.object({ product: productRowSchema });

export async function findActiveProduct(db: Database, id: number): Promise<ProductRow | null> {
  const result = await db.execute(sql`
    select ${productRowJson} as product
    from products p left join categories c on c.id = p.category_id
    where p.id = ${id} and p.is_active`);
  const [row] = parseRows(result, productRowResultSchema);
  return row?.product ?? null;
}

// The aliases productRowJson names.
const pageProduct = alias(products, 'p');
const pageCategory = alias(categories, 'c');

function prepareProductRowsByIds(db: Database) {
  return db
    .select({ product: sql<unknown>`${productRowJson}` })
    .from(sql`unnest(${sql.placeholder('ids')}::int[]) with ordinality as wanted(id, position)`)
    .innerJoin(pageProduct, sql`${pageProduct.id} = wanted.id`)
    .leftJoin(pageCategory, eq(pageCategory.id, pageProduct.categoryId))
    .orderBy(sql`wanted.position`)
    .prepare('catalog_product_rows_by_ids');
}

// Made once: zod compiles a schema's parser when first used, so a schema made per call costs more
// than the parse itself.
const productRowsSchema = z.array(z.object({ product: productRowSchema }));

// Prepared once per database, so PostgreSQL plans it once per connection rather than for every
// page: planning it cost more than running it (0.79 ms against 0.31 ms a statement, pgbench).
const productRowsByIds = new WeakMap<Database, ReturnType<typeof prepareProductRowsByIds>>();

/**
 * Products by id, in the order given (the catalogue index's page); ids with no product are left
 * out. Inactive products are not: the index chose them as active.
 */
export async function findProductRowsByIds(
  db: Database,
  ids: readonly number[],
): Promise<ProductRow[]> {
  if (ids.length === 0) return [];
  let statement = productRowsByIds.get(db);
  if (statement === undefined) {
    statement = prepareProductRowsByIds(db);
    productRowsByIds.set(db, statement);
  }
  const rows = await statement.execute({ ids: `{${ids.join(',')}}` });
  return productRowsSchema.parse(rows).map((row) => row.product);
}

// --- Filter values ------------------------------------------------------------------------------

/** A text column's value with blanks as none: "" and "  " are no brand. */
export function presentText(column: SQLWrapper): SQL {
  return sql`nullif(btrim(${column}), '')`;
}

/**
 * Sizes in a shopper's order: by unit, then by amount ("0.5g", "1g", "3.5g", "14g", …, "5 pack",
 * "10 pack"), then as text for anything without a leading number.
 */
export function volumeOrder(volume: SQL): SQL[] {
  return [
    sql`regexp_replace(lower(${volume}), '^[0-9]+(\\.[0-9]+)?\\s*', '')`,
    sql`substring(${volume} from '^[0-9]+(?:\\.[0-9]+)?')::numeric nulls first`,
    sql`lower(${volume})`,
    sql`${volume}`,
  ];
}

/**
 * Distinct values of a text column over active products, one per spelling-insensitive value
 * ("Cloudline" and "cloudline" are one brand, as the brand filter treats them).
 */
async function distinctActiveValues(
  db: Database,
  column: SQLWrapper,
  order: (value: SQL) => SQL[],
): Promise<string[]> {
  const value = sql<string>`min(${presentText(column)})`;
  const rows = await db
    .select({ value })
    .from(products)
    .where(and(eq(products.isActive, true), isNotNull(presentText(column))))
    .groupBy(sql`lower(${presentText(column)})`)
    .orderBy(...order(value));
  return rows.map((row) => row.value);
}

export function listBrandValues(db: Database): Promise<string[]> {
  return distinctActiveValues(db, products.brand, (value) => [sql`lower(${value})`, sql`${value}`]);
}

export function listVolumeValues(db: Database): Promise<string[]> {
  return distinctActiveValues(db, products.volume, volumeOrder);
}

export async function listStrainTypeValues(db: Database): Promise<string[]> {
  const rows = await db
    .selectDistinct({ value: products.strainType })
    .from(products)
    .where(and(eq(products.isActive, true), isNotNull(products.strainType)))
    .orderBy(asc(products.strainType));
  return rows.flatMap((row) => (row.value === null ? [] : [row.value]));
}

// --- Categories ---------------------------------------------------------------------------------

export async function listCategories(
  db: Database,
): Promise<Array<{ id: number; name: string; parentId: number | null }>> {
  return db
    .select({ id: categories.id, name: categories.name, parentId: categories.parentId })
    .from(categories)
    .orderBy(asc(sql`lower(${categories.name})`), asc(categories.id));
}

export async function countCatalog(
  db: Database,
): Promise<{ products: number; categories: number }> {
  const [productRow] = await db.select({ total: count() }).from(products);
  const [categoryRow] = await db.select({ total: count() }).from(categories);
  return { products: productRow?.total ?? 0, categories: categoryRow?.total ?? 0 };
}
