import { describe, expect, it } from 'vitest';
import { BoundedLru } from './bounded-lru';

function lru(options: { maxEntries?: number; maxBytes?: number } = {}) {
  let clock = 0;
  const cache = new BoundedLru<string>({
    maxEntries: options.maxEntries ?? 100,
    maxBytes: options.maxBytes ?? 1_000,
    now: () => clock,
  });
  return {
    cache,
    advance: (ms: number) => {
      clock += ms;
    },
  };
}

describe('BoundedLru', () => {
  it('drops the least recently used entry past maxEntries', () => {
    const { cache } = lru({ maxEntries: 2 });
    cache.set('a', 'A', { bytes: 1, ttlMs: 1_000 });
    cache.set('b', 'B', { bytes: 1, ttlMs: 1_000 });
    expect(cache.get('a')).toBe('A');
    cache.set('c', 'C', { bytes: 1, ttlMs: 1_000 });
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('A');
    expect(cache.get('c')).toBe('C');
    expect(cache.size).toBe(2);
  });

  it('keeps the sum of sizes under maxBytes and refuses an entry larger than all of it', () => {
    const { cache } = lru({ maxBytes: 10 });
    cache.set('a', 'A', { bytes: 4, ttlMs: 1_000 });
    cache.set('b', 'B', { bytes: 4, ttlMs: 1_000 });
    cache.set('c', 'C', { bytes: 4, ttlMs: 1_000 });
    expect(cache.get('a')).toBeUndefined();
    expect(cache.totalBytes).toBe(8);
    cache.set('huge', 'H', { bytes: 11, ttlMs: 1_000 });
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.totalBytes).toBe(8);
    cache.set('b', 'B2', { bytes: 2, ttlMs: 1_000 });
    expect(cache.totalBytes).toBe(6);
  });

  it('forgets an entry when its time is up, and stores nothing for no time', () => {
    const { cache, advance } = lru();
    cache.set('a', 'A', { bytes: 3, ttlMs: 100 });
    cache.set('never', 'N', { bytes: 3, ttlMs: 0 });
    advance(99);
    expect(cache.get('a')).toBe('A');
    advance(1);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('never')).toBeUndefined();
    expect(cache.totalBytes).toBe(0);
  });

  it('empties at once on clear', () => {
    const { cache } = lru();
    cache.set('a', 'A', { bytes: 3, ttlMs: 100 });
    cache.clear();
    expect(cache.size).toBe(0);
    expect(cache.totalBytes).toBe(0);
    expect(cache.get('a')).toBeUndefined();
  });
});
