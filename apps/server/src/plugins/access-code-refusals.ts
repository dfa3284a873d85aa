// Per-client budgets of refused attempts, for the storefront steps a guesser could repeat: each
// refusal counts, a client past the budget gets 429 for the rest of that minute whatever it sends,
// and answers that succeed cost nothing. Shared by every instance through Redis when REDIS_URL is
// set, in memory otherwise and while Redis is away, like the failed-login lockout.
//   Access codes: any storefront route answers 200 or 403 for an X-Access-Code, so each call is a
//   guess: 10 refused codes a minute (POST /validate-access-code keeps its own 10 calls a minute).
//   Age step: 30 refused verifications (under age, impossible date) a minute
//   (modules/age-verification).
import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';

export const REFUSED_CODES_PER_MINUTE = 10;
export const REFUSED_AGE_VERIFICATIONS_PER_MINUTE = 30;

export interface ClientRefusals {
  /** Seconds until the client may try again, or null when it may now. */
  blockedFor(client: string): Promise<number | null>;
  /** Counts one refusal; the seconds to wait when that went over the budget, else null. */
  record(client: string): Promise<number | null>;
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/** `perMinute` refusals a minute per client, counted under `keyPrefix`. */
export function createClientRefusals(
  redis: Redis | null,
  { perMinute, keyPrefix }: { perMinute: number; keyPrefix: string },
): ClientRefusals {
  const options = { points: perMinute, duration: 60, keyPrefix };
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
      if (!state || state.consumedPoints < perMinute) return null;
      return seconds(state.msBeforeNext);
    },
    async record(client) {
      const state = await limiter.penalty(client, 1);
      return state.consumedPoints > perMinute ? seconds(state.msBeforeNext) : null;
    },
  };
}

export function createAccessCodeRefusals(redis: Redis | null): ClientRefusals {
  return createClientRefusals(redis, {
    perMinute: REFUSED_CODES_PER_MINUTE,
    keyPrefix: 'canopy:refused-access-code',
  });
}

export function createAgeVerificationRefusals(redis: Redis | null): ClientRefusals {
  return createClientRefusals(redis, {
    perMinute: REFUSED_AGE_VERIFICATIONS_PER_MINUTE,
    keyPrefix: 'canopy:refused-age-verification',
  });
}
