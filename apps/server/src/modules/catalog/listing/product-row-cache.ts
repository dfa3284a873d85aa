// The product rows of the list pages the catalogue index picked (catalog-index-keeper.ts), kept
// by id so that pages sharing products (the newest of a name tops many searches) skip the
// database for them: on PGlite the page's rows were most of a list's cost. A row is only kept
// while nothing it shows can have changed (docs/decisions/0028-search-at-catalogue-scale.md):
// the keeper empties the cache when it installs a new index (after any catalogue write, and at
// the 30 s refresh that catches rows written by hand), a stock change drops the products it
// names, and rows read while any of these happened are used for their own page but not kept.
import type { ProductRow } from '../catalog.repository';

export type ProductRowCache = ReturnType<typeof createProductRowCache>;

// 0.3–1 kB of heap a row (with its image variants): under 5 MB, against the process's 300 MB
// budget (decision 14). The bench's search stream finds 97 % of its pages' rows in 5,000, 69 %
// in 2,000.
export const MAX_CACHED_PRODUCT_ROWS = 5_000;

export function createProductRowCache(maxRows = MAX_CACHED_PRODUCT_ROWS) {
  // A Map keeps insertion order: re-inserting on each hit makes its first key the least recent.
  const rows = new Map<number, ProductRow>();
  // Bumped by every change; rows read across one are not kept.
  let changes = 0;

  function keep(row: ProductRow): void {
    rows.delete(row.id);
    rows.set(row.id, row);
    if (rows.size > maxRows) {
      const oldest = rows.keys().next();
      if (oldest.done !== true) rows.delete(oldest.value);
    }
  }

  return {
    get size(): number {
      return rows.size;
    },

    /** Everything may have changed (a new index, a catalogue write). */
    clear(): void {
      changes += 1;
      rows.clear();
    },

    /** These products' stock changed. */
    forget(productIds: Iterable<number>): void {
      changes += 1;
      for (const id of productIds) rows.delete(id);
    },

    /**
     * The rows of `ids` in their order, from the cache or `read` (which leaves out ids it has no
     * row for, as findProductRowsByIds does).
     */
    async rowsOf(
      ids: readonly number[],
      read: (missing: readonly number[]) => Promise<ProductRow[]>,
    ): Promise<ProductRow[]> {
      const held = new Map<number, ProductRow>();
      const missing: number[] = [];
      for (const id of ids) {
        const row = rows.get(id);
        if (row === undefined) missing.push(id);
        else {
          held.set(id, row);
          keep(row);
        }
      }
      if (missing.length > 0) {
        const readAt = changes;
        const fresh = await read(missing);
        for (const row of fresh) held.set(row.id, row);
        if (changes === readAt) fresh.forEach(keep);
      }
      return ids.flatMap((id) => {
        const row = held.get(id);
        return row === undefined ? [] : [row];
      });
    },
  };
}
