// What the in-memory catalogue index (catalog-index.ts) is built from: the active products and
// the category tree, read in one statement (one snapshot). Every order that depends on the
// database's collation is ranked here, by the database, with the very expressions the list
// statement (product-list.repository.ts) sorts and groups by: names (`lower(name), id`), the
// spellings of brands, volumes and strain types (`order by value`, as min() picks a facet's
// value), the brand facet's groups (`lower(value)`) and the volume facet's (volumeOrder).
import { getTableColumns, sql, type SQL, type Table } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../../db/client';
import { parseRows } from '../../../db/rows';
import { categories, products } from '../../../db/schema';
import { presentText, volumeOrder } from '../catalog.repository';
import type { CatalogSnapshot, SnapshotValues } from './catalog-index';

const ids = z.array(z.number().int());
const texts = z.array(z.string());

const valuesSchema = z.object({
  spellings: texts,
  spelling_groups: ids,
  group_keys: texts,
});

const snapshotRowSchema = z.object({
  category_ids: ids,
  category_parent_ids: z.array(z.number().int().nullable()),
  category_names: texts,
  product_ids: ids,
  product_names: texts,
  product_name_numbers: ids,
  product_category_ids: z.array(z.number().int().nullable()),
  product_prices: ids,
  product_stock: ids,
  product_brands: ids,
  product_volumes: ids,
  product_strain_types: ids,
  product_name_ranks: ids,
  product_created_ranks: ids,
  brands: valuesSchema,
  volumes: valuesSchema,
  strain_types: valuesSchema,
  ascii_lower_is_plain: z.boolean(),
});

export interface CatalogIndexSource {
  snapshot: CatalogSnapshot;
  /**
   * Whether the database lower-cases ASCII letters to their ASCII lower case and nothing else
   * (false in a Turkish locale, for one): then ASCII filter text need not be sent to it.
   */
  asciiLowerIsPlain: boolean;
}

/**
 * The distinct values of `column` over the active products with their 0-based spelling number
 * (`order by value`) and group number (the spellings equal once lower-cased, numbered by
 * `groupOrder` of a representative value).
 */
function valueCtes(name: string, column: SQL, groupOrder: (value: SQL) => SQL[]): SQL {
  const spellings = sql.identifier(`${name}_spellings`);
  const groups = sql.identifier(`${name}_groups`);
  return sql`${spellings} as (
      select value, lower(value) as key, (row_number() over (order by value))::int - 1 as spelling
      from (select distinct ${column} as value from active where ${column} is not null) v),
    ${groups} as (
      select key, (row_number() over (order by ${sql.join(groupOrder(sql`min_value`), sql`, `)}))::int - 1 as grp
      from (select key, min(value) as min_value from ${spellings} group by key) g)`;
}

function valuesJson(name: string): SQL {
  const spellings = sql.identifier(`${name}_spellings`);
  const groups = sql.identifier(`${name}_groups`);
  return sql`json_build_object(
    'spellings', (select coalesce(json_agg(value order by spelling), '[]') from ${spellings}),
    'spelling_groups', (select coalesce(json_agg(g.grp order by s.spelling), '[]')
      from ${spellings} s join ${groups} g on g.key = s.key),
    'group_keys', (select coalesce(json_agg(key order by grp), '[]') from ${groups}))`;
}

function productColumn(expression: SQL): SQL {
  return sql`coalesce(json_agg(${expression} order by a.id), '[]')`;
}

export async function loadCatalogIndexSource(db: Database): Promise<CatalogIndexSource> {
  const result = await db.execute(sql`
    with active as (
      select p.id, p.name, p.category_id, p.stock_quantity,
        coalesce(p.sale_price_cents, p.retail_price_cents) as price_cents,
        ${presentText(sql`p.brand`)} as brand, ${presentText(sql`p.volume`)} as volume,
        p.strain_type,
        (row_number() over (order by lower(p.name) asc, p.id asc))::int - 1 as name_rank,
        -- Byte order: any order numbers the distinct names, and this one is cheap.
        (dense_rank() over (order by p.name collate "C"))::int - 1 as name_number,
        (row_number() over (order by p.created_at desc, p.id desc))::int - 1 as created_rank
      from products p
      where p.is_active),
    ${valueCtes('brand', sql`brand`, (value) => [sql`lower(${value})`, value])},
    ${valueCtes('volume', sql`volume`, volumeOrder)},
    ${valueCtes('strain_type', sql`strain_type`, (value) => [value])}
    select
      (select coalesce(json_agg(id order by id), '[]') from categories) as category_ids,
      (select coalesce(json_agg(parent_id order by id), '[]') from categories)
        as category_parent_ids,
      (select coalesce(json_agg(name order by id), '[]') from categories) as category_names,
      ${productColumn(sql`a.id`)} as product_ids,
      (select coalesce(json_agg(name order by name_number), '[]')
        from (select distinct name, name_number from active) n) as product_names,
      ${productColumn(sql`a.name_number`)} as product_name_numbers,
      ${productColumn(sql`a.category_id`)} as product_category_ids,
      ${productColumn(sql`a.price_cents`)} as product_prices,
      ${productColumn(sql`a.stock_quantity`)} as product_stock,
      ${productColumn(sql`coalesce(b.spelling, -1)`)} as product_brands,
      ${productColumn(sql`coalesce(v.spelling, -1)`)} as product_volumes,
      ${productColumn(sql`coalesce(s.spelling, -1)`)} as product_strain_types,
      ${productColumn(sql`a.name_rank`)} as product_name_ranks,
      ${productColumn(sql`a.created_rank`)} as product_created_ranks,
      ${valuesJson('brand')} as brands,
      ${valuesJson('volume')} as volumes,
      ${valuesJson('strain_type')} as strain_types,
      lower('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz')
        = 'abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyz' as ascii_lower_is_plain
    from active a
    left join brand_spellings b on b.value = a.brand
    left join volume_spellings v on v.value = a.volume
    left join strain_type_spellings s on s.value = a.strain_type`);
  const [row] = parseRows(result, snapshotRowSchema);
  if (!row) throw new Error('the catalogue index statement returned no row');
  const values = (v: z.infer<typeof valuesSchema>): SnapshotValues => ({
    spellings: v.spellings,
    spellingGroups: v.spelling_groups,
    groupKeys: v.group_keys,
  });
  return {
    snapshot: {
      categoryIds: row.category_ids,
      categoryParentIds: row.category_parent_ids,
      categoryNames: row.category_names,
      productNames: row.product_names,
      products: {
        ids: row.product_ids,
        nameNumbers: row.product_name_numbers,
        categoryIds: row.product_category_ids,
        priceCents: row.product_prices,
        stock: row.product_stock,
        brandSpellings: row.product_brands,
        volumeSpellings: row.product_volumes,
        strainTypeSpellings: row.product_strain_types,
        nameRanks: row.product_name_ranks,
        createdRanks: row.product_created_ranks,
      },
      brands: values(row.brands),
      volumes: values(row.volumes),
      strainTypes: values(row.strain_types),
    },
    asciiLowerIsPlain: row.ascii_lower_is_plain,
  };
}

const loweredRowSchema = z.object({ lowered: z.string() });

/** Texts lower-cased by the database, as the list statement lower-cases a filter. */
export async function lowerAsDatabase(db: Database, text: string): Promise<string> {
  const result = await db.execute(sql`select lower(${text}::text) as lowered`);
  const [row] = parseRows(result, loweredRowSchema);
  if (row === undefined) throw new Error('lower() returned no row');
  return row.lowered;
}

const fingerprintSchema = z.object({ rows: z.string(), stock: z.string() });

export interface CatalogFingerprint {
  /** A digest of every product (but its stock level) and every category. */
  rows: string;
  /** Σ id × stock over the active products (catalog-index.ts stockChecksum computes the same). */
  stock: string;
}

/**
 * A table's rows as records of every column of its schema but `except`, as text: the record's
 * text costs the database a sixth of what the row as JSON less some keys cost (170 against 1,100
 * ms over 100,000 products), and a column added to the schema is in it without touching this.
 */
function recordOf(table: Table, except: ReadonlyArray<{ name: string }> = []): SQL {
  const leftOut = new Set(except.map((column) => column.name));
  const columns = Object.values(getTableColumns(table)).filter(
    (column) => !leftOut.has(column.name),
  );
  return sql`row(${sql.join(columns, sql`, `)})::text`;
}

// A product leaves out its stock level (compared apart) and the generated search columns (they
// follow the others).
const PRODUCT_RECORD = recordOf(products, [
  products.stockQuantity,
  products.searchVector,
  products.searchText,
]);
const CATEGORY_RECORD = recordOf(categories);

/**
 * What the index's periodic check compares, so an index is rebuilt only when something it holds
 * changed without an announcement (docs/decisions/0032-search-index-checked-not-rebuilt.md). One
 * row out, whatever the catalogue's size: the work stays in the database.
 */
export async function readCatalogFingerprint(db: Database): Promise<CatalogFingerprint> {
  const result = await db.execute(sql`
    select
      (select coalesce(sum(hashtextextended(${PRODUCT_RECORD}, 0)), 0) from ${products})::text
      || ':' || (select coalesce(sum(hashtextextended(${CATEGORY_RECORD}, 0)), 0)
        from ${categories})::text as rows,
      (select coalesce(sum(p.id::numeric * p.stock_quantity), 0)
        from products p where p.is_active)::text as stock`);
  const [row] = parseRows(result, fingerprintSchema);
  if (!row) throw new Error('the catalogue fingerprint statement returned no row');
  return row;
}
