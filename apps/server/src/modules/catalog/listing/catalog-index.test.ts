// The in-memory catalogue index answers every list query without search words exactly as the SQL
// statement does (findProductPage): for random catalogues (a category tree with depth; brands and
// volumes spelled with other cases, blanks around them, accents, quotes and commas; every strain
// type and none; prices on and off the filters' bounds, sale prices; sold-out and inactive
// products; shared names and creation times) and random queries (every filter, every sort, pages
// past the end), the page, the total, the three facets and the price range are equal, whether the
// page is gathered or walked to, and still after stock changes announced as orders announce them
// (updated in place; a second property crowds the products into one group to churn its in-stock
// prices). Brand filters are lower-cased as the database does it, where JavaScript differs. On
// PostgreSQL (TEST_DATABASE_URL) this checks the orders its collation decides.
import { STRAIN_TYPES, type ServerSort } from '@canopy/contracts';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCategory } from '../../../../test/factories/catalog';
import { stockOf } from '../../../../test/factories/orders';
import {
  createProducts,
  updateProduct,
  type ProductValues,
  type TestProduct,
} from '../../../../test/factories/products';
import { setupTestApp } from '../../../../test/helpers/test-app';
import { categories, products } from '../../../db/schema';
import type { StockChange } from '../../../lib/cluster-invalidation';
import {
  createCatalogIndexKeeper,
  type CatalogIndexKeeper,
  type CatalogIndexPageQuery,
} from './catalog-index-keeper';
import { findProductPage } from './product-list.repository';
import { SEARCH_WORD_SIMILARITY } from './search-terms';

const t = setupTestApp();
// Few products match here, so the first picks every page by gathering the matches; the second
// walks the sort's order instead, as with a large catalogue.
let gathering: CatalogIndexKeeper;
let walking: CatalogIndexKeeper;

beforeAll(() => {
  const options = { db: t.db, channel: t.app.invalidation, log: t.app.log };
  gathering = createCatalogIndexKeeper(options);
  walking = createCatalogIndexKeeper({ ...options, gatherLimit: 0 });
  return async () => {
    await gathering.close();
    await walking.close();
  };
});

const NAMES = ['apple', 'Apple', 'APPLE', 'banana', 'Banana bread', 'ápple', 'Zebra', '_under'];
const BRANDS = [
  'Cloudline',
  'cloudline',
  ' Cloudline ',
  'CLOUDLINE',
  'Élan',
  'élan',
  'ÉLAN',
  'zeta',
  'Zeta',
  'a"b,c',
  '{x}',
  '',
  '   ',
];
const VOLUMES = [
  '3.5g',
  '3.5G',
  ' 3.5g',
  '1g',
  '1.0g',
  '14g',
  '0.5g',
  '5 pack',
  '10 pack',
  '10 Pack',
  'oz',
  'Large',
  'large',
  '',
];
const SORTS: ServerSort[] = ['name', 'price_low', 'price_high', 'created_at', 'relevance'];
const TIMES = [0, 1, 2].map((day) => new Date(Date.UTC(2025, 0, 1 + day)));

// Prices on a few round figures often, so filters often fall right on a product's price.
const cents = fc.oneof(fc.constantFrom(0, 500, 1_000, 2_000), fc.integer({ min: 0, max: 3_000 }));

const categoryTree = fc.array(fc.option(fc.nat(), { nil: null }), { maxLength: 6 });

/** Mostly one common value, so many products share a brand, a size and a strain type. */
const usually = <T>(common: T, others: readonly T[]) =>
  fc.oneof(
    { arbitrary: fc.constant(common), weight: 2 },
    { arbitrary: fc.constantFrom(...others), weight: 2 },
    { arbitrary: fc.constant(null), weight: 1 },
  );

const product = fc.record({
  name: fc.constantFrom(...NAMES),
  brand: usually('Cloudline', BRANDS),
  volume: usually('3.5g', VOLUMES),
  strainType: usually('hybrid', STRAIN_TYPES),
  retailPriceCents: cents,
  salePriceCents: fc.option(cents, { nil: null }),
  stockQuantity: fc.constantFrom(0, 0, 1, 7),
  isActive: fc.constantFrom(true, true, true, false),
  category: fc.option(fc.nat(), { nil: null }),
  createdAt: fc.constantFrom(...TIMES),
});

type ProductDraft = typeof product extends fc.Arbitrary<infer Draft> ? Draft : never;

/** A filter, absent two times in three. */
const filter = <T>(values: fc.Arbitrary<T>) =>
  fc.oneof({ arbitrary: fc.constant(null), weight: 2 }, { arbitrary: values, weight: 1 });

/** A brand or volume filter as the service passes it: trimmed, never blank. */
const filterText = (values: string[]) =>
  filter(
    fc
      .constantFrom(...values, 'Nothing like it')
      .map((text) => (text.trim() === '' ? 'x' : text.trim())),
  );

const query = fc.record({
  // Past the last category: one that does not exist.
  category: filter(fc.nat({ max: 7 })),
  inStockOnly: fc.boolean(),
  minPriceCents: filter(cents),
  maxPriceCents: filter(cents),
  brand: filterText(BRANDS),
  volume: filterText(VOLUMES),
  strainType: filter(fc.constantFrom(...STRAIN_TYPES)),
  sort: fc.constantFrom(...SORTS),
  limit: fc.integer({ min: 1, max: 6 }),
  page: fc.oneof({ arbitrary: fc.constant(1), weight: 2 }, fc.integer({ min: 2, max: 6 })),
});

/** Stock levels an order (or its cancellation) sets, by position in the catalogue. */
const stockChanges = fc.array(fc.record({ product: fc.nat(), stock: fc.constantFrom(0, 1, 4) }), {
  maxLength: 6,
});

/** Replaces the whole catalogue, announced as an admin write announces it. */
async function writeCatalogue(
  parents: Array<number | null>,
  list: ProductDraft[],
): Promise<{ categoryIds: number[]; products: TestProduct[] }> {
  await t.db.delete(products);
  await t.db.delete(categories);
  const categoryIds: number[] = [];
  for (const [index, parent] of parents.entries()) {
    const parentId = parent === null || index === 0 ? null : categoryIds[parent % index];
    categoryIds.push((await createCategory(t.db, { name: `c${index}`, parentId })).id);
  }
  const written = await createProducts(
    t.db,
    list.map(({ category, ...values }): ProductValues => ({
      ...values,
      categoryId:
        category === null || categoryIds.length === 0
          ? null
          : categoryIds[category % categoryIds.length],
    })),
  );
  t.app.invalidation.bump('catalog');
  return { categoryIds, products: written };
}

/** Sets stock levels, announced as the order notifier announces them. */
async function changeStock(
  written: TestProduct[],
  changes: Array<{ product: number; stock: number }>,
): Promise<void> {
  const levels = new Map<number, number>();
  for (const change of changes) {
    const changed = written[change.product % written.length];
    if (changed) levels.set(changed.id, change.stock);
  }
  const stock: StockChange[] = [];
  for (const [productId, level] of levels) {
    const previous = await stockOf(t.db, productId);
    await updateProduct(t.db, productId, { stockQuantity: level });
    stock.push({ productId, stock: level, previous });
  }
  t.app.invalidation.bump('catalog', { stock });
}

/** Both ways of picking a page answer each query as the SQL statement does. */
async function expectSameAnswers(queries: CatalogIndexPageQuery[]): Promise<void> {
  for (const query of queries) {
    const expected = await findProductPage(t.db, {
      ...query,
      search: null,
      searchSimilarity: SEARCH_WORD_SIMILARITY,
    });
    expect(await gathering.productPage(query)).toStrictEqual(expected);
    expect(await walking.productPage(query)).toStrictEqual(expected);
  }
}

// Each property writes and queries a hundred catalogues: seconds of work, more on a busy machine,
// and a timed-out property would go on writing under the next test.
const PROPERTY_TIMEOUT_MS = 120_000;

describe('the catalogue index', () => {
  it(
    'answers every list query without search exactly as the SQL statement',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          categoryTree,
          fc.array(product, { minLength: 5, maxLength: 40 }),
          fc.array(query, { minLength: 1, maxLength: 8 }),
          stockChanges,
          async (parents, list, queries, changes) => {
            const { categoryIds, products: written } = await writeCatalogue(parents, list);
            const pageQueries = queries.map(({ category, page, ...rest }) => ({
              ...rest,
              categoryId: category === null ? null : (categoryIds[category] ?? 2_000_000_000),
              offset: (page - 1) * rest.limit,
            }));
            await expectSameAnswers(pageQueries);
            await changeStock(written, changes);
            await expectSameAnswers(pageQueries);
          },
        ),
        { numRuns: 100 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    'keeps in-stock lists exact through stock changes among products alike',
    async () => {
      // One brand, size and strain type and no category: the products share one group, so the
      // changes move prices in and out of the same in-stock list again and again.
      const alike = product.map((draft) => ({
        ...draft,
        brand: 'Cloudline',
        volume: '3.5g',
        strainType: 'hybrid' as const,
        category: null,
      }));
      await fc.assert(
        fc.asyncProperty(
          fc.array(alike, { minLength: 2, maxLength: 25 }),
          fc.array(query, { minLength: 1, maxLength: 4 }),
          fc.array(stockChanges, { minLength: 1, maxLength: 3 }),
          async (list, queries, rounds) => {
            const { products: written } = await writeCatalogue([], list);
            const pageQueries = queries.map(({ page, ...rest }) => ({
              ...rest,
              categoryId: null,
              inStockOnly: true,
              offset: (page - 1) * rest.limit,
            }));
            for (const changes of rounds) {
              await changeStock(written, changes);
              await expectSameAnswers(pageQueries);
            }
          },
        ),
        { numRuns: 40 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it('matches brand filters lower-cased as the database lower-cases them', async () => {
    // JavaScript lower-cases a final capital sigma to 'ς' and a dotted capital I to 'i̇'.
    const drafts = ['Οδοσ', 'ΟΔΟΣ', 'İnci', 'inci'].map((brand): ProductDraft => ({
      name: brand,
      brand,
      volume: null,
      strainType: null,
      retailPriceCents: 1_000,
      salePriceCents: null,
      stockQuantity: 1,
      isActive: true,
      category: null,
      createdAt: TIMES[0] ?? new Date(),
    }));
    await writeCatalogue([], drafts);
    const byBrand = (brand: string): CatalogIndexPageQuery => ({
      categoryId: null,
      inStockOnly: false,
      minPriceCents: null,
      maxPriceCents: null,
      brand,
      volume: null,
      strainType: null,
      sort: 'name',
      limit: 10,
      offset: 0,
    });
    const queries = ['ΟΔΟΣ', 'οδοσ', 'İNCI', 'İnci', 'inci'].map(byBrand);
    await expectSameAnswers(queries);
    expect((await gathering.productPage(byBrand('ΟΔΟΣ'))).total).toBeGreaterThan(0);
  });
});
