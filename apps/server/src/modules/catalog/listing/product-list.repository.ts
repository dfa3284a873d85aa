// The catalogue list (GET /products) in one statement: the page of products, the total and the
// facets for the current filters. The filters every facet shares (category with its
// descendants, stock, search) narrow two passes over the products: one groups the matches by
// brand, volume and strain type, flagging the four filters a facet may ignore (brand, volume,
// strain type, price), and every facet and the total are summed from those few groups; the
// other picks the page from the products passing every filter.
//
// Search is forgiving and index-driven: each search word must match the product's name, brand
// or strain type by pg_trgm word similarity (`<%`, served by the trigram index on search_text),
// or the name of the product's category or of one of its ancestors. Every full-text match is
// such a match too, so full text (the search_vector) ranks rather than filters.
import { facetValueSchema, type ServerSort, type StrainType } from '@canopy/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../../db/client';
import { parseRows } from '../../../db/rows';
import {
  presentText,
  productRowJson,
  productRowSchema,
  volumeOrder,
  type ProductRow,
} from '../catalog.repository';
import type { SearchTerms } from './search-terms';

export interface ProductPageQuery {
  search: SearchTerms | null;
  /** The pg_trgm word similarity a search word needs. */
  searchSimilarity: number;
  categoryId: number | null;
  inStockOnly: boolean;
  /** Inclusive bounds on the effective price. */
  minPriceCents: number | null;
  maxPriceCents: number | null;
  brand: string | null;
  volume: string | null;
  strainType: StrainType | null;
  sort: ServerSort;
  limit: number;
  offset: number;
}

const facetValuesSchema = z.array(facetValueSchema);

const productPageRowSchema = z.object({
  total: z.number().int(),
  price_min_cents: z.number().int().nullable(),
  price_max_cents: z.number().int().nullable(),
  brands: facetValuesSchema,
  volumes: facetValuesSchema,
  strain_types: facetValuesSchema,
  items: z.array(productRowSchema),
});

export interface ProductPage {
  items: ProductRow[];
  total: number;
  brands: z.infer<typeof facetValuesSchema>;
  volumes: z.infer<typeof facetValuesSchema>;
  strainTypes: z.infer<typeof facetValuesSchema>;
  priceMinCents: number | null;
  priceMaxCents: number | null;
}

export async function findProductPage(db: Database, query: ProductPageQuery): Promise<ProductPage> {
  const statement = productPageStatement(query);
  const result =
    query.search !== null && query.search.words.length > 0
      ? await db.transaction(async (tx) => {
          // `<%` takes its threshold from this setting; set locally, it ends with the transaction
          // and no other statement on the pooled connection sees it.
          await tx.execute(
            sql`select set_config('pg_trgm.word_similarity_threshold', ${String(query.searchSimilarity)}, true)`,
          );
          return tx.execute(statement);
        })
      : await db.execute(statement);
  const [row] = parseRows(result, productPageRowSchema);
  if (!row) throw new Error('the product page statement returned no row');
  return {
    items: row.items,
    total: row.total,
    brands: row.brands,
    volumes: row.volumes,
    strainTypes: row.strain_types,
    priceMinCents: row.price_min_cents,
    priceMaxCents: row.price_max_cents,
  };
}

const EFFECTIVE_PRICE = sql`coalesce(p.sale_price_cents, p.retail_price_cents)`;

function productPageStatement(query: ProductPageQuery): SQL {
  const ctes: SQL[] = [];
  const shared: SQL[] = [sql`p.is_active`];

  if (query.categoryId !== null) {
    // UNION, not UNION ALL: a cycle in the tree would end instead of looping.
    ctes.push(sql`category_scope(id) as (
      select id from categories where id = ${query.categoryId}
      union
      select c.id from categories c join category_scope s on c.parent_id = s.id)`);
    shared.push(sql`p.category_id in (select id from category_scope)`);
  }
  if (query.inStockOnly) shared.push(sql`p.stock_quantity > 0`);
  const { search } = query;
  const searching = search !== null && search.words.length > 0;
  if (searching) {
    ctes.push(...searchCtes(search.words));
    shared.push(sql`p.id in (select id from search_hits)`);
  } else if (search !== null) {
    // A search without a single letter or digit ("%%%") matches nothing.
    shared.push(sql`false`);
  }

  // The filters a facet may ignore; `true` when absent. A null column compares as null, which
  // WHERE and FILTER treat as false.
  const brand = textMatches(sql`p.brand`, query.brand);
  const volume = textMatches(sql`p.volume`, query.volume);
  const strainType =
    query.strainType === null ? sql`true` : sql`p.strain_type = ${query.strainType}`;
  const price = priceWithin(query.minPriceCents, query.maxPriceCents);
  const hasPriceFilter = query.minPriceCents !== null || query.maxPriceCents !== null;
  const all = (...conditions: SQL[]) => sql.join(conditions, sql` and `);

  const relevance = searching && query.sort === 'relevance' ? relevanceOf(search.text) : sql`0`;

  // The matching products grouped by what the facets count: one pass that only hashes three
  // stored values (and the price flag, when there is a price filter). The brand, volume and
  // strain flags depend on those values alone, so they are computed once per group. (GROUP BY
  // names price_ok by its alias: the same expression written twice would carry other parameters.)
  ctes.push(sql`facet_groups as (
    select p.brand, p.volume, p.strain_type,
      ${brand} as brand_ok, ${volume} as volume_ok, ${strainType} as strain_type_ok,
      ${price} as price_ok,
      count(*)::int as products,
      min(${EFFECTIVE_PRICE}) as price_min_cents, max(${EFFECTIVE_PRICE}) as price_max_cents
    from products p
    where ${all(...shared)}
    group by p.brand, p.volume, p.strain_type${hasPriceFilter ? sql`, price_ok` : sql``})`);

  ctes.push(sql`page_rows as (
    select p.id, ${sortKeys(query.sort, relevance)}
    from products p
    where ${all(...shared, brand, volume, strainType, price)}
    order by ${sortOrder(query.sort)}
    limit ${query.limit} offset ${query.offset})`);

  const ok = (...flags: string[]) =>
    all(...flags.map((flag) => sql`${sql.identifier(`${flag}_ok`)}`));
  return sql`with recursive ${sql.join(ctes, sql`, `)}
    select
      (select coalesce(sum(products) filter (where ${ok('brand', 'volume', 'strain_type', 'price')}), 0)::int
        from facet_groups) as total,
      (select min(price_min_cents) filter (where ${ok('brand', 'volume', 'strain_type')})
        from facet_groups) as price_min_cents,
      (select max(price_max_cents) filter (where ${ok('brand', 'volume', 'strain_type')})
        from facet_groups) as price_max_cents,
      (select coalesce(json_agg(json_build_object('value', value, 'count', count)
          order by lower(value), value), '[]'::json)
        from (${facetValues(presentText(sql`brand`), ok('volume', 'strain_type', 'price'))}) brands) as brands,
      (select coalesce(json_agg(json_build_object('value', value, 'count', count)
          order by ${sql.join(volumeOrder(sql`value`), sql`, `)}), '[]'::json)
        from (${facetValues(presentText(sql`volume`), ok('brand', 'strain_type', 'price'))}) volumes) as volumes,
      (select coalesce(json_agg(json_build_object('value', value, 'count', count)
          order by value), '[]'::json)
        from (${facetValues(sql`strain_type`, ok('brand', 'volume', 'price'))}) strain_types) as strain_types,
      (select coalesce(json_agg(${productRowJson} order by ${sortOrder(query.sort, 'page_rows')}),
          '[]'::json)
        from page_rows
        join products p on p.id = page_rows.id
        left join categories c on c.id = p.category_id) as items`;
}

/**
 * One facet: how many products each value has under the other facets' filters. Spellings of a
 * value are merged as the filter matches them ("Cloudline", "cloudline "); values without
 * products are left out.
 */
function facetValues(value: SQL, otherFilters: SQL): SQL {
  return sql`select min(${value}) as value,
      (sum(products) filter (where ${otherFilters}))::int as count
    from facet_groups
    where ${value} is not null
    group by lower(${value})
    having sum(products) filter (where ${otherFilters}) > 0`;
}

/**
 * Per search word, the ids of products it matches; a product must be matched by every word.
 * Each branch is a plain lookup (the trigram index, the category index), so no plan ever has
 * to compute a similarity for every product.
 */
function searchCtes(words: string[]): SQL[] {
  const wordList = sql.join(
    words.map((word) => sql`${word}::text`),
    sql`, `,
  );
  const hitsPerWord = words.map(
    (word, index) => sql`(
      select id from products where ${word}::text <% search_text
      union all
      select id from products
      where category_id in (select id from search_categories where word_index = ${index + 1}))`,
  );
  return [
    sql`search_words(word_index, word) as (
      select word_index::int, word
      from unnest(array[${wordList}]) with ordinality as w(word, word_index))`,
    sql`search_categories(word_index, id) as (
      select w.word_index, c.id from search_words w join categories c on w.word <% c.name
      union
      select s.word_index, c.id from categories c join search_categories s on c.parent_id = s.id)`,
    sql`search_hits(id) as (${sql.join(hitsPerWord, sql` intersect `)})`,
  ];
}

/** Full-text rank plus how closely name and search text resemble the whole search. */
function relevanceOf(text: string): SQL {
  return sql`(ts_rank(p.search_vector, plainto_tsquery('simple', ${text}))
    + similarity(${text}::text, p.name)
    + word_similarity(${text}::text, p.search_text))`;
}

/** A case-insensitive match of a text column, blanks trimmed; true when there is no filter. */
function textMatches(column: SQL, value: string | null): SQL {
  if (value === null) return sql`true`;
  return sql`lower(${presentText(column)}) = lower(${value})`;
}

function priceWithin(minCents: number | null, maxCents: number | null): SQL {
  const bounds: SQL[] = [];
  if (minCents !== null) bounds.push(sql`${EFFECTIVE_PRICE} >= ${minCents}`);
  if (maxCents !== null) bounds.push(sql`${EFFECTIVE_PRICE} <= ${maxCents}`);
  return bounds.length === 0 ? sql`true` : sql.join(bounds, sql` and `);
}

/** The columns page_rows carries for its order (sortOrder names them). */
function sortKeys(sort: ServerSort, relevance: SQL): SQL {
  switch (sort) {
    case 'name':
      return sql`lower(p.name) as name_key`;
    case 'price_low':
    case 'price_high':
      return sql`${EFFECTIVE_PRICE} as price_cents`;
    case 'relevance':
      return sql`${relevance} as relevance, p.created_at`;
    case 'created_at':
      return sql`p.created_at`;
  }
}

/**
 * The list's order: over page_rows' own columns when a source is named, else over `p` while
 * page_rows is being chosen. Ids break ties, so pages never overlap.
 */
function sortOrder(sort: ServerSort, source?: string): SQL {
  const column = (name: string, expression: SQL) =>
    source === undefined ? expression : sql`${sql.identifier(source)}.${sql.identifier(name)}`;
  const id = column('id', sql`p.id`);
  switch (sort) {
    case 'name':
      return sql`${column('name_key', sql`lower(p.name)`)} asc, ${id} asc`;
    case 'price_low':
      return sql`${column('price_cents', EFFECTIVE_PRICE)} asc, ${id} asc`;
    case 'price_high':
      return sql`${column('price_cents', EFFECTIVE_PRICE)} desc, ${id} asc`;
    case 'relevance':
      return sql`${column('relevance', sql`relevance`)} desc, ${column('created_at', sql`p.created_at`)} desc, ${id} desc`;
    case 'created_at':
      return sql`${column('created_at', sql`p.created_at`)} desc, ${id} desc`;
  }
}
