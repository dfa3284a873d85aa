// The brake on password guessing (docs/product.md#business-constants): 5 failed logins per username
// and client within 15 minutes block further attempts for that pair until the window passes.
// Counted in Redis when there is one (shared by every instance), else in memory; while Redis is
// away, in memory too.
import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';

export const MAX_FAILED_LOGINS = 5;
export const FAILED_LOGIN_WINDOW_SECONDS = 15 * 60;

export interface LoginAttempts {
  /** Seconds until the pair may try again, or null when it may try now. */
  blockedFor(key: string): Promise<number | null>;
  recordFailure(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

export function loginAttemptKey(username: string, clientIp: string): string {
  return `${username.trim().toLowerCase()}|${clientIp}`;
}

export function createLoginAttempts(redis: Redis | null): LoginAttempts {
  const options = {
    points: MAX_FAILED_LOGINS,
    duration: FAILED_LOGIN_WINDOW_SECONDS,
    keyPrefix: 'canopy:failed-login',
  };
  const limiter: RateLimiterAbstract = redis
    ? new RateLimiterRedis({
        ...options,
        storeClient: redis,
        // Redis away: count in this instance's memory at once rather than fail the login (503).
        rejectIfRedisNotReady: true,
        insuranceLimiter: new RateLimiterMemory(options),
      })
    : new RateLimiterMemory(options);

  return {
    async blockedFor(key) {
      const state = await limiter.get(key);
      if (!state || state.consumedPoints < MAX_FAILED_LOGINS) return null;
      return Math.max(1, Math.ceil(state.msBeforeNext / 1000));
    },
    async recordFailure(key) {
      await limiter.penalty(key, 1);
    },
    async reset(key) {
      await limiter.delete(key);
    },
  };
}
