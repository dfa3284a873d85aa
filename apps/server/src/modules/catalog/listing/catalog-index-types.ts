// The shapes the in-memory catalogue index reads (a snapshot of the active products), answers
// (a page with its facets) and follows (stock changes); see catalog-index.ts.
import type { FacetValue, ServerSort } from '@canopy/contracts';
import type { SnapshotValues } from './catalog-index-facets';

export type { SnapshotValues };

/** The active products and the category tree, as one statement read them. */
export interface CatalogSnapshot {
  categoryIds: number[];
  categoryParentIds: Array<number | null>;
  categoryNames: string[];
  /**
   * The products' distinct names, each once (what search reads, catalog-search.ts): a name per
   * product would be 100,000 strings to read and drop at every build.
   */
  productNames: string[];
  /** Per product, ordered by id. */
  products: {
    ids: number[];
    /** Index into productNames. */
    nameNumbers: number[];
    categoryIds: Array<number | null>;
    priceCents: number[];
    stock: number[];
    /** Index into the values' spellings, or -1 for none. */
    brandSpellings: number[];
    volumeSpellings: number[];
    strainTypeSpellings: number[];
    /** 0-based positions in `lower(name), id` and `created_at desc, id desc`. */
    nameRanks: number[];
    createdRanks: number[];
  };
  /** Groups numbered in the brand facet's order (`lower(value), value`). */
  brands: SnapshotValues;
  /** Groups numbered in the volume facet's order (volumeOrder). */
  volumes: SnapshotValues;
  /** Ordered by the representative spelling (`order by value`); groups in any order. */
  strainTypes: SnapshotValues;
}

export interface CatalogIndexQuery {
  categoryId: number | null;
  inStockOnly: boolean;
  /** Inclusive bounds on the effective price. */
  minPriceCents: number | null;
  maxPriceCents: number | null;
  /** The brand filter lower-cased as the database lower-cases, or null for none. */
  brandKey: string | null;
  volumeKey: string | null;
  /** Compared as it is, like `strain_type = $1`. */
  strainType: string | null;
  sort: ServerSort;
  limit: number;
  offset: number;
}

export interface CatalogIndexPage {
  /** The page's product ids, in the sort's order. */
  ids: number[];
  total: number;
  brands: FacetValue[];
  volumes: FacetValue[];
  strainTypes: FacetValue[];
  priceMinCents: number | null;
  priceMaxCents: number | null;
}

/** A product's stock after a committed change (the 'catalog' bump's detail). */
export interface StockLevel {
  productId: number;
  stock: number;
}
