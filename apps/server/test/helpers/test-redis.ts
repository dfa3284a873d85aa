// Where the tests find Redis: REDIS_URL, else redis://127.0.0.1:6379 (CI starts one there). A test
// that needs Redis runs when it answers; set REDIS_URL to make an unreachable Redis a failure
// instead of a reason to skip.
import { Redis } from 'ioredis';

export const testRedisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Null when Redis answers PING; otherwise why the tests that need it cannot run. */
export async function redisUnavailableReason(): Promise<string | null> {
  const probe = new Redis(testRedisUrl, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
    connectTimeout: 2000,
  });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    await probe.ping();
    return null;
  } catch (error) {
    if (process.env.REDIS_URL) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    return `no Redis at ${new URL(testRedisUrl).host} (${reason}); set REDIS_URL to point at one`;
  } finally {
    probe.disconnect();
  }
}

/** A connection to the test Redis on database `db`, with a name to find it by in CLIENT LIST. */
export function connectTestRedis(db: number, connectionName: string): Redis {
  return new Redis(testRedisUrl, { db, connectionName, maxRetriesPerRequest: 1 });
}
