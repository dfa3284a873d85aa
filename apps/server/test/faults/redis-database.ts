// A Redis database index of the test Redis that no other run holds, emptied of Canopy's keys, for
// a fault suite's server process (its rate-limit counters, lockouts and pub/sub channels live
// there, so parallel runs must not share one). Released by cleanUp.
import { randomInt } from 'node:crypto';
import { connectTestRedis, testRedisUrl } from '../helpers/test-redis';
import { onCleanup } from './fault-environment';

// The key test/several-instances.test.ts claims an index with too, so the two never share one.
const CLAIM_KEY = 'canopy-test:several-instances';

export interface ClaimedRedisDatabase {
  db: number;
  /** The claimed index on the test Redis through another port (a proxy) on 127.0.0.1. */
  urlVia(port: number): string;
}

export function redisAddress(): { host: string; port: number } {
  const url = new URL(testRedisUrl);
  return { host: url.hostname, port: Number(url.port || 6379) };
}

export async function claimRedisDatabase(): Promise<ClaimedRedisDatabase> {
  // Database 0 is left to whatever else uses this Redis; start the search anywhere in 1–15.
  const start = randomInt(15);
  for (let offset = 0; offset < 15; offset += 1) {
    const db = ((start + offset) % 15) + 1;
    const redis = connectTestRedis(db, 'canopy-test-faults');
    const claimed = await redis.set(CLAIM_KEY, String(process.pid), 'PX', 300_000, 'NX');
    if (claimed !== 'OK') {
      redis.disconnect();
      continue;
    }
    const stale = await redis.keys('canopy:*');
    if (stale.length > 0) await redis.del(...stale);
    onCleanup(async () => {
      await redis.del(CLAIM_KEY);
      redis.disconnect();
    });
    return {
      db,
      urlVia(port) {
        const url = new URL(testRedisUrl);
        url.hostname = '127.0.0.1';
        url.port = String(port);
        url.pathname = `/${String(db)}`;
        return url.toString();
      },
    };
  }
  throw new Error('every Redis database index from 1 to 15 is claimed by another run');
}
