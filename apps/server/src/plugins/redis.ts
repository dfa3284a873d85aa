// One shared Redis connection (`app.redis`) when REDIS_URL is set, for rate-limit counters and
// login lockouts shared by every instance; null without it (everything stays in-process).
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    redis: Redis | null;
  }
}

export default fp(
  async (app) => {
    const { redisUrl } = app.config;
    if (!redisUrl) {
      app.decorate('redis', null);
      return;
    }
    const redis = new Redis(redisUrl, {
      lazyConnect: true,
      // Fail a command at once while Redis is away instead of queueing it until a reconnect
      // (seconds per command): callers fall back (rate limits, lockouts) or log (publishes).
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectionName: 'canopy',
    });
    redis.on('error', (error: Error) => {
      app.log.warn({ err: error }, 'redis connection error');
    });
    // Connect now so a wrong REDIS_URL stops start-up with a clear error.
    try {
      await redis.connect();
    } catch (error) {
      redis.disconnect();
      const reason = error instanceof Error ? error.message : String(error);
      // The host only: the URL may carry a password.
      throw new Error(`Cannot reach Redis at ${new URL(redisUrl).host} (REDIS_URL): ${reason}`, {
        cause: error,
      });
    }
    app.decorate('redis', redis);
    app.addHook('onClose', async () => {
      await redis.quit();
    });
  },
  { name: 'redis', dependencies: ['app-config'] },
);
