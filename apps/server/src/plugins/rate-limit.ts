// Request rate limits (docs/product.md#business-constants). Off globally unless RATE_LIMIT_MAX is
// set; routes opt in with `config: { rateLimit: { max, timeWindow } }`. Counters live in Redis when
// REDIS_URL is set, so all instances share them, and in this instance's memory while Redis is away
// (insured-rate-limit-store.ts); the client is the IP address (X-Forwarded-For only with
// TRUST_PROXY).
import fastifyRateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { RateLimitedError } from '../lib/errors';
import { insuredRedisStore } from './insured-rate-limit-store';

export default fp(
  async (app) => {
    const { rateLimitMax } = app.config;
    await app.register(fastifyRateLimit, {
      global: rateLimitMax !== null,
      max: rateLimitMax ?? 1000,
      timeWindow: '1 minute',
      ...(app.redis ? { store: insuredRedisStore(app.redis, 'canopy:rate-limit:') } : {}),
      errorResponseBuilder: (_request, context) =>
        new RateLimitedError(Math.ceil(context.ttl / 1000)),
    });
  },
  { name: 'rate-limit', dependencies: ['app-config', 'redis'] },
);
