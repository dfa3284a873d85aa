// The columns the catalogue index (catalog-index.ts) queries, built once from a snapshot: the
// products as typed arrays in id order ("slots"), grouped into cells (the products sharing a
// category, a brand spelling, a volume spelling and a strain type), each cell's prices sorted
// (all, and those in stock), and every sort's order. Built here, apart from the queries, so that
// nothing but these arrays outlives the build: the snapshot's plain arrays would cost twice as
// much again.
import { categoryTree } from './catalog-index-categories';
import { FacetColumn } from './catalog-index-facets';
import type { CatalogSnapshot } from './catalog-index-types';

export type IndexSort = 'name' | 'created_at' | 'price_low' | 'price_high';

/** A sort's order of the slots, and each slot's position in it. */
export interface SlotOrder {
  order: Int32Array;
  rank: Int32Array;
}

/** The first position in [from, to) of sorted `values` whose value is at least `bound`. */
export function lowerBound(values: Int32Array, from: number, to: number, bound: number): number {
  let low = from;
  let high = to;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((values[middle] ?? 0) < bound) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The first position in [from, to) of sorted `values` whose value is above `bound`. */
export function upperBound(values: Int32Array, from: number, to: number, bound: number): number {
  let low = from;
  let high = to;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((values[middle] ?? 0) <= bound) low = middle + 1;
    else high = middle;
  }
  return low;
}

function orderFromRanks(ranks: readonly number[]): SlotOrder {
  const order = new Int32Array(ranks.length);
  ranks.forEach((position, slot) => {
    order[position] = slot;
  });
  return { order, rank: Int32Array.from(ranks) };
}

function orderFromSlots(slots: readonly number[]): SlotOrder {
  const rank = new Int32Array(slots.length);
  slots.forEach((slot, position) => {
    rank[slot] = position;
  });
  return { order: Int32Array.from(slots), rank };
}

/**
 * The cells in category order (products without one last): the slots grouped by cell, each
 * cell's sorted by price (then slot) in [its start, the next cell's start).
 */
function groupIntoCells(keys: Int32Array[], price: Int32Array) {
  const size = price.length;
  const members = Int32Array.from(
    Array.from({ length: size }, (_, slot) => slot).sort((a, b) => {
      for (const key of keys) {
        const difference = (key[a] ?? 0) - (key[b] ?? 0);
        if (difference !== 0) return difference;
      }
      return (price[a] ?? 0) - (price[b] ?? 0) || a - b;
    }),
  );
  const cellOfSlot = new Int32Array(size);
  const starts: number[] = [];
  members.forEach((slot, position) => {
    const previous = members[position - 1];
    if (previous === undefined || keys.some((key) => key[previous] !== key[slot])) {
      starts.push(position);
    }
    cellOfSlot[slot] = starts.length - 1;
  });
  return {
    members,
    cellOfSlot,
    cellStart: Int32Array.from([...starts, size]),
    firstSlots: starts.map((position) => members[position] ?? 0),
  };
}

export function buildIndexColumns(snapshot: CatalogSnapshot) {
  const { products } = snapshot;
  const ids = Int32Array.from(products.ids);
  const price = Int32Array.from(products.priceCents);
  const stock = Int32Array.from(products.stock);
  const categories = categoryTree(snapshot.categoryIds, snapshot.categoryParentIds);
  const brand = new FacetColumn(snapshot.brands);
  const volume = new FacetColumn(snapshot.volumes);
  const strainType = new FacetColumn(snapshot.strainTypes);

  const categoryOfSlot = Int32Array.from(products.categoryIds, (id) => {
    const number = categories.numberOf(id);
    return number < 0 ? categories.size : number;
  });
  const { members, cellOfSlot, cellStart, firstSlots } = groupIntoCells(
    [
      categoryOfSlot,
      Int32Array.from(products.brandSpellings),
      Int32Array.from(products.volumeSpellings),
      Int32Array.from(products.strainTypeSpellings),
    ],
    price,
  );
  const memberPrices = Int32Array.from(members, (slot) => price[slot] ?? 0);
  // Per cell, the prices of its members in stock, sorted, from the cell's start.
  const inStockPrices = new Int32Array(ids.length);
  const inStockCount = new Int32Array(firstSlots.length);
  members.forEach((slot, position) => {
    if ((stock[slot] ?? 0) <= 0) return;
    const cell = cellOfSlot[slot] ?? 0;
    const at = (cellStart[cell] ?? 0) + (inStockCount[cell] ?? 0);
    inStockPrices[at] = memberPrices[position] ?? 0;
    inStockCount[cell] = (inStockCount[cell] ?? 0) + 1;
  });

  const slots = Array.from({ length: ids.length }, (_, slot) => slot);
  const orders: Record<IndexSort, SlotOrder> = {
    name: orderFromRanks(products.nameRanks),
    created_at: orderFromRanks(products.createdRanks),
    price_low: orderFromSlots(slots.sort((a, b) => (price[a] ?? 0) - (price[b] ?? 0) || a - b)),
    price_high: orderFromSlots(slots.sort((a, b) => (price[b] ?? 0) - (price[a] ?? 0) || a - b)),
  };

  return {
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
    cellCategory: Int32Array.from(firstSlots, (slot) => categoryOfSlot[slot] ?? 0),
    cellBrand: brand.cells(firstSlots, products.brandSpellings),
    cellVolume: volume.cells(firstSlots, products.volumeSpellings),
    cellStrainType: strainType.cells(firstSlots, products.strainTypeSpellings),
    orders,
  };
}
