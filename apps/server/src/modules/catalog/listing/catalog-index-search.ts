// A search answered by the catalogue index (catalog-index.ts): the products the search found
// (catalog-search.ts) summed per cell, so the index's facets, total and price range count them
// exactly as they count a list without search, and the page picked from them in the sort's
// order (relevance: the search's score, then the newest). Pure.
import type { SlotOrder, IndexSort } from './catalog-index-columns';
import type { CatalogIndexQuery } from './catalog-index-types';
import type { SearchHits } from './catalog-search';

/**
 * Per cell, the found products the stock filter keeps: how many, in the price range, cheapest,
 * dearest; and the cells holding any, `touched[0, touchedCount)`, so that a search's facets visit
 * those cells alone (every other cell counts nothing).
 */
export interface HitCells {
  all: Int32Array;
  inRange: Int32Array;
  low: Int32Array;
  high: Int32Array;
  touched: Int32Array;
  touchedCount: number;
}

interface Columns {
  price: Int32Array;
  stock: Int32Array;
  cellOfSlot: Int32Array;
  orders: Record<IndexSort, SlotOrder>;
}

export function createHitCells(cellCount: number): HitCells {
  return {
    all: new Int32Array(cellCount),
    inRange: new Int32Array(cellCount),
    low: new Int32Array(cellCount),
    high: new Int32Array(cellCount),
    touched: new Int32Array(cellCount),
    touchedCount: 0,
  };
}

export function sumHitsByCell(
  hits: SearchHits,
  query: CatalogIndexQuery,
  { price, stock, cellOfSlot }: Columns,
  cells: HitCells,
): HitCells {
  const min = query.minPriceCents ?? -Infinity;
  const max = query.maxPriceCents ?? Infinity;
  // Only the cells the last search touched hold counts.
  for (let at = 0; at < cells.touchedCount; at += 1) {
    const cell = cells.touched[at] ?? 0;
    cells.all[cell] = 0;
    cells.inRange[cell] = 0;
  }
  let touchedCount = 0;
  for (let at = 0; at < hits.count; at += 1) {
    const slot = hits.slots[at] ?? 0;
    if (query.inStockOnly && (stock[slot] ?? 0) <= 0) continue;
    const cell = cellOfSlot[slot] ?? 0;
    const cents = price[slot] ?? 0;
    const seen = cells.all[cell] ?? 0;
    cells.all[cell] = seen + 1;
    if (seen === 0) {
      cells.touched[touchedCount] = cell;
      touchedCount += 1;
    }
    if (seen === 0 || cents < (cells.low[cell] ?? 0)) cells.low[cell] = cents;
    if (seen === 0 || cents > (cells.high[cell] ?? 0)) cells.high[cell] = cents;
    if (cents >= min && cents <= max) cells.inRange[cell] = (cells.inRange[cell] ?? 0) + 1;
  }
  cells.touchedCount = touchedCount;
  return cells;
}

// Pages up to this deep are picked by keeping the best so far; deeper ones sort every match.
const KEEP_BEST_LIMIT = 256;

/** The page's slots among the found products every filter keeps, in the sort's order. */
export function searchPage(
  hits: SearchHits,
  query: CatalogIndexQuery,
  columns: Columns,
  cellMatches: Uint8Array,
): number[] {
  const { price, stock, cellOfSlot, orders } = columns;
  const min = query.minPriceCents ?? -Infinity;
  const max = query.maxPriceCents ?? Infinity;
  const { score } = hits;
  // Relevance ties go to the newest, as the list without search orders.
  const sort: IndexSort = query.sort === 'relevance' ? 'created_at' : query.sort;
  const rank = orders[sort].rank;
  const before =
    query.sort === 'relevance'
      ? (a: number, b: number) =>
          (score[a] ?? 0) > (score[b] ?? 0) ||
          ((score[a] ?? 0) === (score[b] ?? 0) && (rank[a] ?? 0) < (rank[b] ?? 0))
      : (a: number, b: number) => (rank[a] ?? 0) < (rank[b] ?? 0);
  const wanted = query.offset + query.limit;
  const best: number[] = [];
  const all: number[] = [];
  const keepBest = wanted <= KEEP_BEST_LIMIT;
  for (let at = 0; at < hits.count; at += 1) {
    const slot = hits.slots[at] ?? 0;
    // Once the page is full, most products come after its last: checked first, it is the cheapest.
    if (keepBest && best.length === wanted && !before(slot, best[wanted - 1] ?? 0)) continue;
    if (cellMatches[cellOfSlot[slot] ?? 0] !== 1) continue;
    const cents = price[slot] ?? 0;
    if (cents < min || cents > max) continue;
    if (query.inStockOnly && (stock[slot] ?? 0) <= 0) continue;
    if (!keepBest) {
      all.push(slot);
      continue;
    }
    // Insert in order: the list is short.
    let place = best.length;
    while (place > 0 && before(slot, best[place - 1] ?? 0)) place -= 1;
    best.splice(place, 0, slot);
    if (best.length > wanted) best.pop();
  }
  const ordered = keepBest ? best : all.sort((a, b) => (before(a, b) ? -1 : before(b, a) ? 1 : 0));
  return ordered.slice(query.offset, wanted);
}
