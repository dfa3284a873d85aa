// The back office's computed figures (the dashboard, analytics for a range), kept per key until a
// change they count happens on any instance: a bump of 'sales' (orders, access-code validations),
// 'catalog' (products, stock) or 'access_codes' empties the cache.
// Concurrent requests for the same key share one computation, so fifty admins opening analytics at
// once cost one set of statements. A figure computed while a bump arrived is answered but not
// kept. Entries also expire after a while in case a bump was lost (after 2 s while the channel
// says it may be missing bumps). Decision 15.
import type { InvalidationChannel, InvalidationTopic } from './cluster-invalidation';

const FIGURES_TOPICS: readonly InvalidationTopic[] = ['sales', 'catalog', 'access_codes'];
import { BoundedLru } from './bounded-lru';

export interface FiguresCacheOptions {
  maxEntries?: number;
  ttlMs?: number;
  degradedTtlMs?: number;
  now?: () => number;
}

export interface FiguresCache<T> {
  /** The kept figure for the key, or the one `compute` gives (shared by concurrent callers). */
  get(key: string, compute: () => Promise<T>): Promise<T>;
  close(): void;
}

export function createFiguresCache<T>(
  channel: Pick<InvalidationChannel, 'onBump' | 'degraded'>,
  {
    maxEntries = 200,
    ttlMs = 60_000,
    degradedTtlMs = 2_000,
    now = Date.now,
  }: FiguresCacheOptions = {},
): FiguresCache<T> {
  const kept = new BoundedLru<T>({ maxEntries, maxBytes: maxEntries, now });
  const running = new Map<string, { generation: number; figure: Promise<T> }>();
  let generation = 0;

  const unsubscribes = FIGURES_TOPICS.map((topic) =>
    channel.onBump(topic, () => {
      generation += 1;
      kept.clear();
    }),
  );

  return {
    get(key, compute) {
      const hit = kept.get(key);
      if (hit !== undefined) return Promise.resolve(hit);
      const shared = running.get(key);
      if (shared !== undefined && shared.generation === generation) return shared.figure;

      const startedAt = generation;
      const figure = compute().then((value) => {
        if (generation === startedAt) {
          kept.set(key, value, { bytes: 1, ttlMs: channel.degraded ? degradedTtlMs : ttlMs });
        }
        return value;
      });
      const entry = { generation: startedAt, figure };
      running.set(key, entry);
      const forget = () => {
        if (running.get(key) === entry) running.delete(key);
      };
      figure.then(forget, forget);
      return figure;
    },

    close() {
      for (const unsubscribe of unsubscribes) unsubscribe();
      kept.clear();
      running.clear();
    },
  };
}
