// In process, no HTTP, no database: builds the catalogue index for the bench fixture's products
// and times the search-distinct stream (search, facets and page 1 of 20, in stock, relevance)
// and the suggestion prefixes, and how often a bounded cache would hold the pages' rows.
// `node --import tsx bench/search-micro.ts [products] [laps]`; node's `--cpu-prof` profiles it,
// `--expose-gc` adds the index's heap. DUMP=file writes every answer (to diff two versions),
// PARTS=1 times the search and its facets apart, BUILD_ONLY=1 times builds alone. Timing only.
import { writeFileSync } from 'node:fs';
import { STRAIN_TYPES } from '@canopy/contracts';
import { buildCatalogIndex } from '../apps/server/src/modules/catalog/listing/catalog-index';
import { categoryTree } from '../apps/server/src/modules/catalog/listing/catalog-index-categories';
import { searchOfSnapshot } from '../apps/server/src/modules/catalog/listing/catalog-search';
import type {
  CatalogIndexQuery,
  CatalogSnapshot,
  SnapshotValues,
} from '../apps/server/src/modules/catalog/listing/catalog-index-types';
import { searchTerms } from '../apps/server/src/modules/catalog/listing/search-terms';
import { suggestionsFor } from '../apps/server/src/modules/catalog/listing/search-suggestions';
import { CATEGORIES } from '../apps/server/src/seed/catalog-products';
import { planBenchProducts } from './catalog-fixture';
import { searchTermSpace, suggestionPrefixSpace, termAt } from './search-terms';

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function values(texts: Iterable<string>): SnapshotValues {
  const spellings = [...new Set(texts)].sort(byText);
  const keys = [...new Set(spellings.map((text) => text.toLowerCase()))].sort(byText);
  return {
    spellings,
    spellingGroups: spellings.map((text) => keys.indexOf(text.toLowerCase())),
    groupKeys: keys,
  };
}

export function benchSnapshot(count: number): CatalogSnapshot {
  const planned = planBenchProducts(count, new Date('2026-11-01T00:00:00Z'));
  const active = planned
    .map((product, index) => ({ ...product, id: index + 1 }))
    .filter((product) => product.isActive);
  const categoryIds = CATEGORIES.map((_, index) => index + 1);
  const categoryOf = new Map(CATEGORIES.map((category, index) => [category.key, index + 1]));
  const brands = values(active.flatMap((p) => (p.brand.trim() ? [p.brand.trim()] : [])));
  const volumes = values(active.flatMap((p) => (p.volume ? [p.volume] : [])));
  const strainTypes = values(STRAIN_TYPES.filter((s) => active.some((p) => p.strainType === s)));
  const rank = (compare: (a: (typeof active)[0], b: (typeof active)[0]) => number) => {
    const ranks = new Array<number>(active.length);
    active
      .map((product, slot) => ({ product, slot }))
      .sort((a, b) => compare(a.product, b.product))
      .forEach(({ slot }, position) => (ranks[slot] = position));
    return ranks;
  };
  const productNames = [...new Set(active.map((p) => p.name))];
  const nameNumber = new Map(productNames.map((name, number) => [name, number]));
  return {
    categoryIds,
    productNames,

    categoryParentIds: CATEGORIES.map((c) =>
      c.parent ? (categoryOf.get(c.parent) ?? null) : null,
    ),
    categoryNames: CATEGORIES.map((c) => c.name),
    products: {
      ids: active.map((p) => p.id),
      nameNumbers: active.map((p) => nameNumber.get(p.name) ?? 0),
      categoryIds: active.map((p) => categoryOf.get(p.category) ?? null),
      priceCents: active.map((p) => p.salePriceCents ?? p.retailPriceCents),
      stock: active.map((p) => p.stockQuantity),
      brandSpellings: active.map((p) => brands.spellings.indexOf(p.brand.trim())),
      volumeSpellings: active.map((p) => (p.volume ? volumes.spellings.indexOf(p.volume) : -1)),
      strainTypeSpellings: active.map((p) =>
        p.strainType ? strainTypes.spellings.indexOf(p.strainType) : -1,
      ),
      nameRanks: rank((a, b) => byText(a.name.toLowerCase(), b.name.toLowerCase()) || a.id - b.id),
      createdRanks: rank((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id),
    },
    brands,
    volumes,
    strainTypes,
  };
}

function percentile(sorted: Float64Array, p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
}

function main() {
  const products = Number(process.argv[2] ?? 100_000);
  const laps = Number(process.argv[3] ?? 3);
  const snapshot = benchSnapshot(products);
  // The heap and the typed arrays' buffers (outside the heap).
  const memory = () => process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers;
  globalThis.gc?.();
  const heapBefore = memory();
  let started = performance.now();
  const search = searchOfSnapshot(
    snapshot,
    categoryTree(snapshot.categoryIds, snapshot.categoryParentIds),
  );
  const searchMs = performance.now() - started;
  started = performance.now();
  const index = buildCatalogIndex(snapshot, { search });
  const indexMs = performance.now() - started;
  globalThis.gc?.();
  const heapAfter = memory();
  // Keeps the snapshot alive until measured, so only what the index holds counts.
  if (snapshot.categoryIds.length < 0) console.log(snapshot);
  console.log(
    `${index.size} products: search build ${searchMs.toFixed(0)} ms, rest ${indexMs.toFixed(0)} ms` +
      (globalThis.gc ? `, heap +${((heapAfter - heapBefore) / 1e6).toFixed(1)} MB` : ''),
  );

  if (process.env.BUILD_ONLY) {
    for (let r = 0; r < 8; r += 1) {
      const t0 = performance.now();
      const s = searchOfSnapshot(
        snapshot,
        categoryTree(snapshot.categoryIds, snapshot.categoryParentIds),
      );
      const t1 = performance.now();
      buildCatalogIndex(snapshot, { search: s });
      console.log(
        `build: search ${(t1 - t0).toFixed(0)} ms, rest ${(performance.now() - t1).toFixed(0)} ms`,
      );
    }
    return;
  }
  const terms = searchTermSpace();
  const base: Omit<CatalogIndexQuery, 'sort'> = {
    categoryId: null,
    inStockOnly: true,
    minPriceCents: null,
    maxPriceCents: null,
    brandKey: null,
    volumeKey: null,
    strainType: null,
    limit: 20,
    offset: 0,
  };
  let checksum = 0;
  // DUMP=file writes every answer (first lap), to diff the answers before and after a change.
  const dump: string[] = [];
  for (let lap = 0; lap < laps; lap += 1) {
    const times = new Float64Array(terms.length);
    const lapStart = performance.now();
    for (let at = 0; at < terms.length; at += 1) {
      const t0 = performance.now();
      const search = searchTerms(termAt(terms, at));
      if (search === null) continue;
      const hits = index.search.find(search.words, search.text);
      const page = index.query({ ...base, sort: 'relevance' }, hits);
      checksum += page.total + (page.ids[0] ?? 0);
      if (lap === 0 && process.env.DUMP) dump.push(`${search.text}\t${JSON.stringify(page)}`);
      times[at] = performance.now() - t0;
    }
    const total = performance.now() - lapStart;
    times.sort();
    console.log(
      `search-distinct lap ${lap}: ${terms.length} terms, mean ${(total / terms.length).toFixed(3)} ms,` +
        ` p50 ${percentile(times, 0.5).toFixed(3)}, p99 ${percentile(times, 0.99).toFixed(3)},` +
        ` max ${percentile(times, 1).toFixed(2)}`,
    );
  }
  // How often a bounded cache of product rows would hold a page's rows (the stream's order).
  for (const size of [3_000, 4_000, 5_000]) {
    const lru = new Map<number, true>();
    let hits = 0;
    let asked = 0;
    for (let lap = 0; lap < 2; lap += 1) {
      for (let at = 0; at < terms.length; at += 1) {
        const search = searchTerms(termAt(terms, at));
        if (search === null) continue;
        const page = index.query(
          { ...base, sort: 'relevance' },
          index.search.find(search.words, search.text),
        );
        for (const id of page.ids) {
          asked += 1;
          if (lru.delete(id)) hits += 1;
          lru.set(id, true);
          if (lru.size > size) lru.delete(lru.keys().next().value as number);
        }
      }
    }
    console.log(
      `row cache of ${size}: ${((100 * hits) / asked).toFixed(1)} % of ${asked} rows held`,
    );
  }
  if (process.env.PARTS) {
    const prepared = terms.map((term) => searchTerms(term));
    console.log('cells', index.cells);
    for (let lap = 0; lap < 3; lap += 1) {
      let t0 = performance.now();
      const found = prepared.map((s) =>
        s === null ? 0 : index.search.find(s.words, s.text).count,
      );
      const findMs = performance.now() - t0;
      t0 = performance.now();
      for (const s of prepared)
        if (s !== null)
          index.query({ ...base, sort: 'relevance' }, index.search.find(s.words, s.text));
      const bothMs = performance.now() - t0;
      t0 = performance.now();
      for (const s of prepared) if (s !== null) index.query({ ...base, sort: 'created_at' });
      const listMs = performance.now() - t0;
      console.log(
        `find ${(findMs / terms.length).toFixed(3)} ms, find+query ${(bothMs / terms.length).toFixed(3)}, list without search ${(listMs / terms.length).toFixed(3)}`,
        found.length,
      );
    }
  }
  const prefixes = suggestionPrefixSpace();
  for (let lap = 0; lap < laps; lap += 1) {
    const lapStart = performance.now();
    for (let at = 0; at < prefixes.length; at += 1) {
      const found = suggestionsFor(termAt(prefixes, at), index.suggestionSource);
      checksum += found.length;
      if (lap === 0 && process.env.DUMP)
        dump.push(`${termAt(prefixes, at)}\t${JSON.stringify(found)}`);
    }
    const total = performance.now() - lapStart;
    console.log(
      `suggestions lap ${lap}: ${prefixes.length} prefixes, mean ${(total / prefixes.length).toFixed(3)} ms`,
    );
  }
  console.log(`checksum ${checksum}`);
  if (process.env.DUMP) writeFileSync(process.env.DUMP, dump.join('\n'));
}

main();
