// The rate-limit store counts in Redis, and in memory while Redis cannot be reached, instead of
// failing the request: here Redis is a port nothing listens on, so every count is the memory's.
// (Counting across instances through a real Redis: test/several-instances.test.ts; Redis cut
// while serving: test/faults/redis-outage.test.ts.)
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { insuredRedisStore } from './insured-rate-limit-store';

const unreachable = new Redis('redis://127.0.0.1:1', {
  lazyConnect: true,
  maxRetriesPerRequest: 1,
  retryStrategy: () => null,
});
unreachable.on('error', () => undefined);
afterAll(() => {
  unreachable.disconnect();
});

function incr(
  store: { incr: (...args: never[]) => void },
  key: string,
): Promise<{ current: number; ttl: number }> {
  return new Promise((resolve, reject) => {
    (store.incr as (...args: unknown[]) => void)(
      key,
      (error: Error | null, result?: { current: number; ttl: number }) => {
        if (error || !result) reject(error ?? new Error('no result'));
        else resolve(result);
      },
      60_000,
      10,
    );
  });
}

describe('insuredRedisStore', () => {
  it('counts per key and route in memory while Redis is unreachable', async () => {
    const Store = insuredRedisStore(unreachable, 'canopy:rate-limit:');
    const store = new Store({}).child({
      routeInfo: { method: 'POST', url: '/api/validate-access-code' },
    } as never);
    const counts: number[] = [];
    for (let call = 0; call < 11; call += 1)
      counts.push((await incr(store, '203.0.113.9')).current);
    expect(counts).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    const first = await incr(store, '203.0.113.10');
    expect(first.current).toBe(1);
    expect(first.ttl).toBeGreaterThan(0);
    expect(first.ttl).toBeLessThanOrEqual(60_000);
  });
});
