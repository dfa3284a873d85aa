// The @fastify/rate-limit store when REDIS_URL is set: counters in Redis, shared by every
// instance, insured by this instance's memory (rate-limiter-flexible's insuranceLimiter) while
// Redis does not answer. A client is then limited per instance rather than not at all, and no
// request fails or waits because Redis is away: with Redis not connected the memory answers at
// once (rejectIfRedisNotReady), and a command that fails falls back to it too.
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis } from 'rate-limiter-flexible';

// What @fastify/rate-limit hands `child` at run time (its types say RouteOptions).
interface ChildParams {
  routeInfo?: { method?: string | string[]; url?: string };
}

class InsuredRedisStore implements FastifyRateLimitStore {
  // One limiter per window length (rate-limiter-flexible counts in whole seconds).
  private readonly limiters = new Map<number, RateLimiterRedis>();
  private readonly redis: Redis;
  private readonly keyPrefix: string;

  constructor(redis: Redis, keyPrefix: string) {
    this.redis = redis;
    this.keyPrefix = keyPrefix;
  }

  private limiterFor(timeWindowMs: number): RateLimiterRedis {
    const duration = Math.max(1, Math.ceil(timeWindowMs / 1000));
    let limiter = this.limiters.get(duration);
    if (!limiter) {
      // Points are not checked here (penalty only counts): @fastify/rate-limit compares with max.
      const options = { keyPrefix: `${this.keyPrefix}${String(duration)}s`, points: 1, duration };
      limiter = new RateLimiterRedis({
        ...options,
        storeClient: this.redis,
        rejectIfRedisNotReady: true,
        insuranceLimiter: new RateLimiterMemory(options),
      });
      this.limiters.set(duration, limiter);
    }
    return limiter;
  }

  incr(
    key: string,
    callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
    timeWindow: number,
  ): void {
    this.limiterFor(timeWindow)
      .penalty(key, 1)
      .then(
        (state) => {
          callback(null, { current: state.consumedPoints, ttl: state.msBeforeNext });
        },
        (error: unknown) => {
          callback(error instanceof Error ? error : new Error(String(error)));
        },
      );
  }

  child(routeOptions: unknown): FastifyRateLimitStore {
    const { routeInfo } = routeOptions as ChildParams;
    const method = [routeInfo?.method ?? ''].flat().join(',');
    return new InsuredRedisStore(this.redis, `${this.keyPrefix}${method}${routeInfo?.url ?? ''}:`);
  }
}

/** The store class @fastify/rate-limit instantiates (`store` option). */
export function insuredRedisStore(redis: Redis, keyPrefix: string): FastifyRateLimitStoreCtor {
  return class extends InsuredRedisStore {
    constructor() {
      super(redis, keyPrefix);
    }
  };
}
