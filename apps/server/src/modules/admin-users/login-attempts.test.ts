// Failed logins are still counted, and a guessing client still blocked, while Redis cannot be
// reached: the counts fall back to memory instead of failing the login (which answered 503).
// Here Redis is a port nothing listens on. (Redis cut while serving:
// test/faults/redis-outage.test.ts.)
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createLoginAttempts, loginAttemptKey, MAX_FAILED_LOGINS } from './login-attempts';

const unreachable = new Redis('redis://127.0.0.1:1', {
  lazyConnect: true,
  maxRetriesPerRequest: 1,
  retryStrategy: () => null,
});
unreachable.on('error', () => undefined);
afterAll(() => {
  unreachable.disconnect();
});

describe('login attempts without Redis answering', () => {
  it('counts failures in memory and blocks after the limit', async () => {
    const attempts = createLoginAttempts(unreachable);
    const key = loginAttemptKey('Admin', '203.0.113.7');
    expect(await attempts.blockedFor(key)).toBeNull();
    for (let failure = 0; failure < MAX_FAILED_LOGINS; failure += 1) {
      await attempts.recordFailure(key);
    }
    expect(await attempts.blockedFor(key)).toBeGreaterThan(0);
    await attempts.reset(key);
    expect(await attempts.blockedFor(key)).toBeNull();
  });
});
