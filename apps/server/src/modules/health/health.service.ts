// Liveness of the process and of its database, answered within a bounded time.
import type { DatabaseHealth } from '@canopy/contracts';
import type { Database } from '../../db/client';
import { pingDatabase } from './health.repository';

export const DATABASE_CHECK_TIMEOUT_MS = 2000;

export async function checkDatabase(
  db: Database,
  timeoutMs = DATABASE_CHECK_TIMEOUT_MS,
): Promise<DatabaseHealth> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => {
    timer = setTimeout(() => {
      resolve(false);
    }, timeoutMs);
  });
  const answered = pingDatabase(db).then(
    () => true,
    () => false,
  );
  try {
    const up = await Promise.race([answered, timedOut]);
    const latency = Math.round((performance.now() - started) * 10) / 10;
    return { status: up ? 'up' : 'down', latency_ms: latency };
  } finally {
    clearTimeout(timer);
  }
}
