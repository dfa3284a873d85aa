// playwright-core has no auto-retrying `expect`; this retries a node:assert check until it holds
// or the time is up, then rethrows the last failure so the message says what was wrong.
import { setTimeout as delay } from 'node:timers/promises';
import { STEP_TIMEOUT_MS } from './browser';

export async function eventually(
  check: () => Promise<void>,
  timeoutMs: number = STEP_TIMEOUT_MS,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() >= deadline) throw error;
      await delay(100);
    }
  }
}
