// One app instance's catalogue index, kept fresh, and what it answers: the product list pages,
// with or without search words, and the search box's suggestions.
//
// Freshness follows the 'catalog' topic of the invalidation channel. A bump that says only stock
// levels changed updates the index in place (and is replayed onto a build under way, which may
// have read the levels before the change). Any other bump makes the index stale: the next request
// rebuilds it, and requests arriving meanwhile share that build. A request never uses an index
// whose build started before the last full bump it could have seen, so a bump during a build
// makes later requests wait for one more build. While the channel is degraded (bumps from other
// instances may be lost) an index counts as stale 2 s after its build began, as the answer cache
// does. After 30 s the database is asked, in the background, for a fingerprint of the catalogue
// (one row): the index is rebuilt only when that differs from the one read before its build or
// its stock levels differ from the database's, which catches writes nobody announced without
// stalling requests on a rebuild of an unchanged catalogue every 30 s
// (docs/decisions/0032-search-index-checked-not-rebuilt.md).
import type { ProductSuggestion } from '@canopy/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client';
import type { InvalidationChannel, StockChange } from '../../../lib/cluster-invalidation';
import { findProductRowsByIds, type ProductRow } from '../catalog.repository';
import { buildCatalogIndex, type CatalogIndex, type CatalogIndexOptions } from './catalog-index';
import { categoryTree } from './catalog-index-categories';
import { searchOfSnapshot } from './catalog-search';
import {
  loadCatalogIndexSource,
  lowerAsDatabase,
  readCatalogFingerprint,
} from './catalog-index.repository';
import type { ProductPage, ProductPageQuery } from './product-list.repository';
import { createProductRowCache } from './product-row-cache';
import type { SearchTerms } from './search-terms';
import { suggestionsFor } from './search-suggestions';

export type CatalogIndexPageQuery = Omit<ProductPageQuery, 'search' | 'searchSimilarity'>;

export interface CatalogIndexKeeperOptions extends Omit<CatalogIndexOptions, 'search'> {
  db: Database;
  channel: Pick<InvalidationChannel, 'onBump' | 'degraded'>;
  log: FastifyBaseLogger;
  maxAgeMs?: number;
  degradedMaxAgeMs?: number;
  now?: () => number;
}

export type CatalogIndexKeeper = ReturnType<typeof createCatalogIndexKeeper>;

interface BuiltIndex {
  index: CatalogIndex;
  /** The full bumps seen when its build began: it reflects every change announced before. */
  generation: number;
  /** When its data was last known to match the database's: its build's start, or a check's. */
  startedAt: number;
  asciiLowerIsPlain: boolean;
  /** The catalogue fingerprint's rows digest read just before its build. */
  rowsDigest: string;
}

// Filter texts the database lower-cased, kept until this many.
const MAX_LOWERED_TEXTS = 1_000;
const ASCII = /^[\x20-\x7e]*$/;

export function createCatalogIndexKeeper({
  db,
  channel,
  log,
  maxAgeMs = 30_000,
  degradedMaxAgeMs = 2_000,
  now = Date.now,
  ...indexOptions
}: CatalogIndexKeeperOptions) {
  let generation = 0;
  let current: BuiltIndex | undefined;
  let building: Promise<void> | undefined;
  /** Stock changes heard while a build is under way, to apply to what it read. */
  let stockDuringBuild: StockChange[] | undefined;
  let builds = 0;
  let checks = 0;
  const lowered = new Map<string, string>();
  // The pages' product rows, emptied with every new index and every write it does not follow.
  const rows = createProductRowCache();

  const unsubscribe = channel.onBump('catalog', (detail) => {
    if (detail === undefined) {
      generation += 1;
      rows.clear();
      return;
    }
    rows.forget(detail.stock.map((level) => level.productId));
    current?.index.applyStock(detail.stock);
    stockDuringBuild?.push(...detail.stock);
  });

  async function rebuild(): Promise<void> {
    const startedGeneration = generation;
    const startedAt = now();
    const heard: StockChange[] = [];
    stockDuringBuild = heard;
    try {
      // Read before the snapshot: a write in between makes the next check rebuild, never miss.
      const { rows: rowsDigest } = await readCatalogFingerprint(db);
      const { snapshot, asciiLowerIsPlain } = await loadCatalogIndexSource(db);
      const read = now();
      // Two halves with a turn of the event loop between: requests wait for one half at most.
      const search = searchOfSnapshot(
        snapshot,
        categoryTree(snapshot.categoryIds, snapshot.categoryParentIds),
      );
      await new Promise((resolve) => setImmediate(resolve));
      const index = buildCatalogIndex(snapshot, { ...indexOptions, search });
      index.applyStock(heard);
      log.debug(
        {
          products: index.size,
          cells: index.cells,
          readMs: read - startedAt,
          buildMs: now() - read,
        },
        'catalogue index built',
      );
      current = {
        index,
        generation: startedGeneration,
        startedAt,
        asciiLowerIsPlain,
        rowsDigest,
      };
      rows.clear();
      builds += 1;
    } finally {
      stockDuringBuild = undefined;
    }
  }

  /** The build under way, or a new one: there is never more than one. */
  function build(): Promise<void> {
    building ??= rebuild().finally(() => {
      building = undefined;
    });
    return building;
  }

  /**
   * Whether `built` still holds what the database holds: if so it counts as checked now, if not
   * it is rebuilt. Runs in the build's place (`building`), so requests that need a newer index
   * wait for it and then build.
   */
  async function check(built: BuiltIndex): Promise<void> {
    const checkedAt = now();
    const fingerprint = await readCatalogFingerprint(db);
    checks += 1;
    const unchanged =
      fingerprint.rows === built.rowsDigest && fingerprint.stock === built.index.stockChecksum();
    if (!unchanged) return rebuild();
    // Only if nothing replaced it meanwhile (a build, or a bump's stock change: then the
    // checksums would have differed anyway, and the next check decides).
    if (current === built) current = { ...built, startedAt: checkedAt };
  }

  async function freshIndex(): Promise<BuiltIndex> {
    const arrivedAt = now();
    const required = generation;
    for (;;) {
      const built = current;
      const fresh =
        built !== undefined &&
        built.generation >= required &&
        (!channel.degraded || built.startedAt >= arrivedAt - degradedMaxAgeMs);
      if (fresh) {
        if (now() - built.startedAt > maxAgeMs && building === undefined) {
          building = check(built).finally(() => {
            building = undefined;
          });
          building.catch((error: unknown) => {
            log.warn({ err: error }, 'refreshing the catalogue index failed');
          });
        }
        return built;
      }
      await build();
    }
  }

  /** A brand or volume filter lower-cased as the list statement's `lower()` would. */
  async function filterKey(text: string | null, built: BuiltIndex): Promise<string | null> {
    if (text === null) return null;
    if (built.asciiLowerIsPlain && ASCII.test(text)) return text.toLowerCase();
    const known = lowered.get(text);
    if (known !== undefined) return known;
    const key = await lowerAsDatabase(db, text);
    if (lowered.size >= MAX_LOWERED_TEXTS) lowered.clear();
    lowered.set(text, key);
    return key;
  }

  return {
    /** Completed builds, for tests. */
    get builds(): number {
      return builds;
    },

    /** Completed periodic checks, for tests. */
    get checks(): number {
      return checks;
    },

    /**
     * The page findProductPage answers for the same query without search; with search, of the
     * products the index's search finds (docs/decisions/0028-search-at-catalogue-scale.md).
     */
    async productPage(
      query: CatalogIndexPageQuery,
      search: SearchTerms | null = null,
    ): Promise<ProductPage> {
      const built = await freshIndex();
      const brandKey = await filterKey(query.brand, built);
      const volumeKey = await filterKey(query.volume, built);
      // The search and the query share scratch space: one runs after the other, with no await.
      const hits = search === null ? null : built.index.search.find(search.words, search.text);
      const page = built.index.query({ ...query, brandKey, volumeKey }, hits);
      return {
        items: await rows.rowsOf(page.ids, (ids) => findProductRowsByIds(db, ids)),
        total: page.total,
        brands: page.brands,
        volumes: page.volumes,
        strainTypes: page.strainTypes,
        priceMinCents: page.priceMinCents,
        priceMaxCents: page.priceMaxCents,
      };
    },

    /**
     * An active product's row as findActiveProduct reads it, from the row cache like the rows of
     * a list page; null when the index does not hold the product.
     */
    async activeProductRow(id: number): Promise<ProductRow | null> {
      const built = await freshIndex();
      if (!built.index.has(id)) return null;
      const [row] = await rows.rowsOf([id], (ids) => findProductRowsByIds(db, ids));
      return row ?? null;
    },

    /** At most eight products, brands and categories for what is typed so far. */
    async suggestions(typed: string): Promise<ProductSuggestion[]> {
      const built = await freshIndex();
      return suggestionsFor(typed, built.index.suggestionSource);
    },

    async close(): Promise<void> {
      unsubscribe();
      await building?.catch(() => undefined);
    },
  };
}
