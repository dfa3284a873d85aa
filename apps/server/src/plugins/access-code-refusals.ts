// The brake on guessing access codes through the storefront routes themselves (any route answers
// 200 or 403 for an X-Access-Code, so each call is a guess): 10 refused codes a minute per client,
// then 429 for the rest of that minute, whatever code is sent. Shared by every instance through
// Redis when REDIS_URL is set, in memory otherwise and while Redis is away, like the failed-login
// lockout. POST /validate-access-code keeps its own limit (10 calls a minute).
import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';

export const REFUSED_CODES_PER_MINUTE = 10;

export interface AccessCodeRefusals {
  /** Seconds until the client may send codes again, or null when it may now. */
  blockedFor(client: string): Promise<number | null>;
  /** Counts one refused code; the seconds to wait when that went over the budget, else null. */
  record(client: string): Promise<number | null>;
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

export function createAccessCodeRefusals(redis: Redis | null): AccessCodeRefusals {
  const options = {
    points: REFUSED_CODES_PER_MINUTE,
    duration: 60,
    keyPrefix: 'canopy:refused-access-code',
  };
  const limiter: RateLimiterAbstract = redis
    ? new RateLimiterRedis({
        ...options,
        storeClient: redis,
        // Redis away: count in this instance's memory at once rather than fail the call.
        rejectIfRedisNotReady: true,
        insuranceLimiter: new RateLimiterMemory(options),
      })
    : new RateLimiterMemory(options);

  return {
    async blockedFor(client) {
      const state = await limiter.get(client);
      if (!state || state.consumedPoints < REFUSED_CODES_PER_MINUTE) return null;
      return seconds(state.msBeforeNext);
    },
    async record(client) {
      const state = await limiter.penalty(client, 1);
      return state.consumedPoints > REFUSED_CODES_PER_MINUTE ? seconds(state.msBeforeNext) : null;
    },
  };
}
