// The catalogue's answers, kept serialised with their ETag and keyed by the normalised request
// (the route and its parsed params and query, as canonical JSON). Bounded by entries and bytes
// (least recently used goes first) and expiring on their own after a while in case a bump was
// lost (after 2 s while the channel says it may be missing bumps, and older answers are not
// served then either).
//
// A 'catalog' bump from any instance empties it, except a bump that says only stock levels
// changed (an order, a cancellation, an expired reservation): that drops the answers showing one
// of those products, and the in-stock-only lists when a product sold out or came back, since only
// those lists' members, totals and facets depend on stock (decision 13). Change sequence numbers
// stop an answer computed before a change from being stored after it.
import type { BumpDetail, InvalidationChannel } from '../../../lib/cluster-invalidation';
import { BoundedLru } from '../../../lib/bounded-lru';

export interface CachedAnswer {
  body: Buffer;
  etag: string;
}

/** What an answer shows that stock changes can alter. */
export interface AnswerStockDependencies {
  /** The products whose stock the answer shows. */
  productIds: readonly number[];
  /** Whether its members depend on being in stock (in_stock_only lists). */
  inStockOnly: boolean;
}

export const NO_STOCK_DEPENDENCIES: AnswerStockDependencies = {
  productIds: [],
  inStockOnly: false,
};

export interface CatalogAnswerCacheOptions {
  maxEntries: number;
  maxBytes: number;
  ttlMs: number;
  degradedTtlMs: number;
  now?: () => number;
}

// A list page of 100 products with its facets is ~60 kB, a usual one 10–15 kB, a product ~1.5 kB:
// 16 MB holds a shop's popular pages and products. Each entry costs about as much again in the
// heap (key, bookkeeping, garbage until the next collection), and a miss is cheap (lists come
// from the in-memory index, a product is one primary-key read), so a larger cache bought little
// and took the process past its 300 MB budget (decision 14).
const CATALOG_ANSWER_CACHE_DEFAULTS: CatalogAnswerCacheOptions = {
  maxEntries: 10_000,
  maxBytes: 16 * 1024 * 1024,
  ttlMs: 30_000,
  degradedTtlMs: 2_000,
};

// Map, key, index and slot bookkeeping per entry, on top of the body.
const ENTRY_OVERHEAD_BYTES = 256;

interface Entry extends AnswerStockDependencies {
  answer: CachedAnswer;
  storedAt: number;
}

export type CatalogAnswerCache = ReturnType<typeof createCatalogAnswerCache>;

export function createCatalogAnswerCache(
  channel: Pick<InvalidationChannel, 'onBump' | 'degraded'>,
  options: CatalogAnswerCacheOptions = CATALOG_ANSWER_CACHE_DEFAULTS,
) {
  const now = options.now ?? Date.now;
  // Which stored answers show each product, and which are in-stock-only lists.
  const byProduct = new Map<number, Set<string>>();
  const inStockOnly = new Set<string>();
  const answers = new BoundedLru<Entry>({
    ...options,
    now,
    onRemove(key, entry) {
      for (const id of entry.productIds) byProduct.get(id)?.delete(key);
      inStockOnly.delete(key);
    },
  });

  // Every change takes the next number; an answer computed at n is stale if a change it depends
  // on has a number above n.
  let sequence = 0;
  let everythingAt = 0;
  let stockCrossedZeroAt = 0;
  const productChangedAt = new Map<number, number>();

  function dropAll(keys: Iterable<string>): void {
    for (const key of [...keys]) answers.delete(key);
  }

  channel.onBump('catalog', (detail?: BumpDetail) => {
    sequence += 1;
    if (detail === undefined) {
      everythingAt = sequence;
      answers.clear();
      byProduct.clear();
      inStockOnly.clear();
      productChangedAt.clear();
      return;
    }
    for (const change of detail.stock) {
      productChangedAt.set(change.productId, sequence);
      dropAll(byProduct.get(change.productId) ?? []);
      byProduct.delete(change.productId);
      if (change.previous > 0 !== change.stock > 0) {
        stockCrossedZeroAt = sequence;
        dropAll(inStockOnly);
      }
    }
  });

  function staleSince(computedAt: number, dependencies: AnswerStockDependencies): boolean {
    if (everythingAt > computedAt) return true;
    if (dependencies.inStockOnly && stockCrossedZeroAt > computedAt) return true;
    return dependencies.productIds.some((id) => (productChangedAt.get(id) ?? 0) > computedAt);
  }

  return {
    /** Read before computing an answer; hand it back to `store`. */
    get sequence(): number {
      return sequence;
    },
    get entries(): number {
      return answers.size;
    },
    get bytes(): number {
      return answers.totalBytes;
    },
    get(key: string): CachedAnswer | undefined {
      const entry = answers.get(key);
      if (entry === undefined) return undefined;
      // Kept before the channel degraded: only as long as a degraded answer may live.
      if (channel.degraded && now() - entry.storedAt > options.degradedTtlMs) return undefined;
      return entry.answer;
    },
    /** Keeps the answer unless something it shows changed since `computedAt` was read. */
    store(
      key: string,
      answer: CachedAnswer,
      computedAt: number,
      dependencies: AnswerStockDependencies,
    ): void {
      if (staleSince(computedAt, dependencies)) return;
      answers.set(
        key,
        { answer, storedAt: now(), ...dependencies },
        {
          bytes:
            answer.body.length +
            key.length * 2 +
            dependencies.productIds.length * 16 +
            ENTRY_OVERHEAD_BYTES,
          ttlMs: channel.degraded ? options.degradedTtlMs : options.ttlMs,
        },
      );
      if (!answers.get(key)) return;
      for (const id of dependencies.productIds) {
        const keys = byProduct.get(id) ?? new Set<string>();
        byProduct.set(id, keys);
        keys.add(key);
      }
      if (dependencies.inStockOnly) inStockOnly.add(key);
    },
  };
}

/** JSON with object keys sorted and undefined members left out: one text per meaning. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const members = Object.entries(value)
      .filter(([, member]) => member !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([name, member]) => `${JSON.stringify(name)}:${canonicalJson(member)}`);
    return `{${members.join(',')}}`;
  }
  // undefined and functions (never in a parsed request) are null, as in an array.
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? JSON.stringify(value)
    : 'null';
}
