// The catalogue list answered from memory (about 6 MB of typed arrays for 100,000 products, built
// by catalog-index-columns.ts), exactly as the SQL statement in product-list.repository.ts
// answers a list without search; a search's products come from catalog-search.ts. Orders that
// depend on the database's collation were ranked by the database (catalog-index.repository.ts),
// so this file only compares integers. Pure: no database, no clock.
//
// Every filter but the price range decides a whole cell (the products sharing a category, a
// brand spelling, a volume spelling and a strain type) at once, so the facets, the price range
// and the total are summed over the cells, counting each cell's products within the price range
// by binary search over its sorted prices (or, for a search, the found products summed per
// cell: catalog-index-search.ts). A category's cells lie in one stretch. The page then comes
// from the sort's precomputed order: walked until the page is filled when many products match,
// or, when few do, their positions in that order gathered and sorted.
import { buildIndexColumns, lowerBound, upperBound, type IndexSort } from './catalog-index-columns';
import { FacetTally, NO_FILTER } from './catalog-index-facets';
import { createHitCells, searchPage, sumHitsByCell } from './catalog-index-search';
import { searchOfSnapshot, type CatalogSearch, type SearchHits } from './catalog-search';
import { suggestionSource } from './search-suggestions';
import type {
  CatalogIndexPage,
  CatalogIndexQuery,
  CatalogSnapshot,
  StockLevel,
} from './catalog-index-types';

export type {
  CatalogIndexPage,
  CatalogIndexQuery,
  CatalogSnapshot,
  SnapshotValues,
  StockLevel,
} from './catalog-index-types';

export type CatalogIndex = ReturnType<typeof buildCatalogIndex>;

// Up to this many matches, the page is picked by sorting their positions in the order (at most
// ~25,000 steps); beyond, walking the order finds the page within a few thousand steps unless
// the matches crowd at its end.
const GATHER_LIMIT = 2_048;

export interface CatalogIndexOptions {
  /** Most matches a page is gathered from rather than walked to (tests take both ways). */
  gatherLimit?: number;
  /** The snapshot's search, when built apart (catalog-index-keeper.ts yields in between). */
  search?: CatalogSearch;
}

export function buildCatalogIndex(
  snapshot: CatalogSnapshot,
  { gatherLimit = GATHER_LIMIT, search: builtSearch }: CatalogIndexOptions = {},
) {
  const {
    ids,
    price,
    stock,
    categories,
    brand,
    volume,
    strainType,
    members,
    memberPrices,
    inStockPrices,
    inStockCount,
    cellOfSlot,
    cellStart,
    cellCategory,
    cellBrand,
    cellVolume,
    cellStrainType,
    orders,
  } = buildIndexColumns(snapshot);
  const search = builtSearch ?? searchOfSnapshot(snapshot, categories);
  const searchColumns = { price, stock, cellOfSlot, orders };
  const [size, cellCount] = [ids.length, cellCategory.length];
  const hitCells = createHitCells(cellCount);
  const cellOf = (slot: number) => cellOfSlot[slot] ?? 0;
  // Plain local arrays, so the hot loop reads them without a property lookup.
  const { spellings: cellBrandSpelling, groups: cellBrandGroup } = cellBrand;
  const { spellings: cellVolumeSpelling, groups: cellVolumeGroup } = cellVolume;
  const { spellings: cellStrainTypeSpelling, groups: cellStrainTypeGroup } = cellStrainType;

  // Scratch space every query reuses (each runs to its end at once): which cells match, and the
  // matches' positions when gathered.
  const cellMatches = new Uint8Array(cellCount);
  const gathered = new Int32Array(gatherLimit);

  function slotOf(id: number): number {
    const position = lowerBound(ids, 0, size, id);
    return ids[position] === id ? position : -1;
  }

  /** Moves a product's price into or out of its cell's sorted in-stock prices. */
  function setInStock(slot: number, inStock: boolean): void {
    const cell = cellOf(slot);
    const from = cellStart[cell] ?? 0;
    const to = from + (inStockCount[cell] ?? 0);
    const cents = price[slot] ?? 0;
    if (inStock) {
      const at = upperBound(inStockPrices, from, to, cents);
      inStockPrices.copyWithin(at + 1, at, to);
      inStockPrices[at] = cents;
      inStockCount[cell] = (inStockCount[cell] ?? 0) + 1;
    } else {
      const at = lowerBound(inStockPrices, from, to, cents);
      inStockPrices.copyWithin(at, at + 1, to);
      inStockCount[cell] = (inStockCount[cell] ?? 0) - 1;
    }
  }

  /** The page's slots when few match: their positions in the order, sorted. */
  function gatherPage(query: CatalogIndexQuery, sort: IndexSort, total: number): number[] {
    const { order, rank } = orders[sort];
    const min = query.minPriceCents ?? -Infinity;
    const max = query.maxPriceCents ?? Infinity;
    let count = 0;
    for (let cell = 0; cell < cellCount; cell += 1) {
      if (cellMatches[cell] !== 1) continue;
      const end = cellStart[cell + 1] ?? 0;
      const from = lowerBound(memberPrices, cellStart[cell] ?? 0, end, min);
      const to = upperBound(memberPrices, from, end, max);
      for (let position = from; position < to; position += 1) {
        const slot = members[position] ?? 0;
        if (query.inStockOnly && (stock[slot] ?? 0) <= 0) continue;
        gathered[count] = rank[slot] ?? 0;
        count += 1;
      }
    }
    if (count !== total) throw new Error('the catalogue index lost count of its matches');
    const page = gathered
      .subarray(0, count)
      .sort()
      .subarray(query.offset, query.offset + query.limit);
    return Array.from(page, (position) => order[position] ?? 0);
  }

  /** The page's slots when many match: the order walked until the page is filled. */
  function walkPage(query: CatalogIndexQuery, sort: IndexSort): number[] {
    const { order } = orders[sort];
    const min = query.minPriceCents ?? -Infinity;
    const max = query.maxPriceCents ?? Infinity;
    // The price orders skip the products priced before the range and stop after it.
    let start = 0;
    if (sort === 'price_low' && query.minPriceCents !== null) {
      start = firstPosition(order, (slot) => (price[slot] ?? 0) >= min);
    } else if (sort === 'price_high' && query.maxPriceCents !== null) {
      start = firstPosition(order, (slot) => (price[slot] ?? 0) <= max);
    }
    const page: number[] = [];
    let passed = 0;
    for (let position = start; position < size; position += 1) {
      const slot = order[position] ?? 0;
      if (cellMatches[cellOf(slot)] !== 1) continue;
      const cents = price[slot] ?? 0;
      if (cents < min || cents > max) {
        if (sort === 'price_low' ? cents > max : sort === 'price_high' && cents < min) break;
        continue;
      }
      if (query.inStockOnly && (stock[slot] ?? 0) <= 0) continue;
      if (passed >= query.offset) {
        page.push(slot);
        if (page.length === query.limit) break;
      }
      passed += 1;
    }
    return page;
  }

  /** The first position of the order where `reached` holds (it holds from there on). */
  function firstPosition(order: Int32Array, reached: (slot: number) => boolean): number {
    let low = 0;
    let high = size;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (reached(order[middle] ?? 0)) high = middle;
      else low = middle + 1;
    }
    return low;
  }

  return {
    size,
    cells: cellCount,
    search,
    suggestionSource: suggestionSource(snapshot, search, ids, orders.created_at.rank),

    /** Whether the product is in the index, which holds the active products. */
    has(id: number): boolean {
      return slotOf(id) >= 0;
    },

    /** Σ id × stock over its products, as readCatalogFingerprint sums the database's. */
    stockChecksum(): string {
      let sum = 0n;
      for (let slot = 0; slot < size; slot += 1) {
        const level = stock[slot] ?? 0;
        if (level !== 0) sum += BigInt(ids[slot] ?? 0) * BigInt(level);
      }
      return sum.toString();
    },

    /** Stock levels changed by committed orders; products not listed here are not active. */
    applyStock(levels: readonly StockLevel[]): void {
      for (const level of levels) {
        const slot = slotOf(level.productId);
        if (slot < 0) continue;
        const wasInStock = (stock[slot] ?? 0) > 0;
        stock[slot] = level.stock;
        if (wasInStock !== level.stock > 0) setInStock(slot, level.stock > 0);
      }
    },

    /** The page and facets of a query, of the products a search found when `hits` are given. */
    query(query: CatalogIndexQuery, hits: SearchHits | null = null): CatalogIndexPage {
      const found = hits === null ? null : sumHitsByCell(hits, query, searchColumns, hitCells);
      const scope = query.categoryId === null ? null : categories.scopeOf(query.categoryId);
      const wantedBrand = brand.groupFilter(query.brandKey);
      const wantedVolume = volume.groupFilter(query.volumeKey);
      const wantedStrainType = strainType.spellingFilter(query.strainType);
      const min = query.minPriceCents ?? -Infinity;
      const max = query.maxPriceCents ?? Infinity;
      const prices = query.inStockOnly ? inStockPrices : memberPrices;
      const brands = new FacetTally(brand);
      const volumes = new FacetTally(volume);
      const strainTypes = new FacetTally(strainType);
      let total = 0;
      let priceMin = Infinity;
      let priceMax = -Infinity;

      // A category filter's cells lie in one stretch (the whole of it, unless a cycle interleaves).
      const firstCell = scope === null ? 0 : lowerBound(cellCategory, 0, cellCount, scope.first);
      const endCell =
        scope === null ? cellCount : upperBound(cellCategory, firstCell, cellCount, scope.last);
      const scopeFlags = scope === null ? null : scope.flags;
      cellMatches.fill(0);
      // A search visits only the cells holding what it found (the others count nothing).
      for (let visit = 0; visit < (found?.touchedCount ?? endCell - firstCell); visit += 1) {
        const cell = found === null ? firstCell + visit : (found.touched[visit] ?? 0);
        if (cell < firstCell || cell >= endCell) continue;
        if (scopeFlags !== null && scopeFlags[cellCategory[cell] ?? 0] !== 1) continue;
        const from = cellStart[cell] ?? 0;
        const to =
          found !== null
            ? from + (found.all[cell] ?? 0)
            : query.inStockOnly
              ? from + (inStockCount[cell] ?? 0)
              : (cellStart[cell + 1] ?? 0);
        if (from === to) continue;
        const cheapest = found !== null ? (found.low[cell] ?? 0) : (prices[from] ?? 0);
        const dearest = found !== null ? (found.high[cell] ?? 0) : (prices[to - 1] ?? 0);
        const inRange =
          found !== null
            ? (found.inRange[cell] ?? 0)
            : cheapest >= min && dearest <= max
              ? to - from
              : cheapest > max || dearest < min
                ? 0
                : // Nothing when the range is empty (a minimum above the maximum).
                  Math.max(
                    0,
                    upperBound(prices, from, to, max) - lowerBound(prices, from, to, min),
                  );
        const brandGroup = cellBrandGroup[cell] ?? -1;
        const volumeGroup = cellVolumeGroup[cell] ?? -1;
        const strainTypeGroup = cellStrainTypeGroup[cell] ?? -1;
        const brandOk = wantedBrand === NO_FILTER || brandGroup === wantedBrand;
        const volumeOk = wantedVolume === NO_FILTER || volumeGroup === wantedVolume;
        const strainTypeOk =
          wantedStrainType === NO_FILTER || cellStrainTypeSpelling[cell] === wantedStrainType;
        brands.see(
          brandGroup,
          cellBrandSpelling[cell] ?? 0,
          volumeOk && strainTypeOk ? inRange : 0,
        );
        volumes.see(
          volumeGroup,
          cellVolumeSpelling[cell] ?? 0,
          brandOk && strainTypeOk ? inRange : 0,
        );
        strainTypes.see(
          strainTypeGroup,
          cellStrainTypeSpelling[cell] ?? 0,
          brandOk && volumeOk ? inRange : 0,
        );
        if (brandOk && volumeOk && strainTypeOk) {
          priceMin = Math.min(priceMin, cheapest);
          priceMax = Math.max(priceMax, dearest);
          if (inRange > 0) {
            cellMatches[cell] = 1;
            total += inRange;
          }
        }
      }

      const sort: IndexSort = query.sort === 'relevance' ? 'created_at' : query.sort;
      const slotsOnPage =
        query.offset >= total || query.limit <= 0
          ? []
          : hits !== null
            ? searchPage(hits, query, searchColumns, cellMatches)
            : total <= gatherLimit
              ? gatherPage(query, sort, total)
              : walkPage(query, sort);
      return {
        ids: slotsOnPage.map((slot) => ids[slot] ?? 0),
        total,
        brands: brands.inGroupOrder(),
        volumes: volumes.inGroupOrder(),
        strainTypes: strainTypes.inSpellingOrder(),
        priceMinCents: priceMin === Infinity ? null : priceMin,
        priceMaxCents: priceMax === -Infinity ? null : priceMax,
      };
    },
  };
}
