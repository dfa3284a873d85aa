// What an Idempotency-Key was first used for: a SHA-256 of the parsed order request (keys sorted,
// so the same order written differently is the same order) and the access code that sent it. The
// same key with another fingerprint is a different order, and is refused.
import { createHash } from 'node:crypto';
import type { CreateOrderInput } from '@canopy/contracts';

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, field]) => field !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([key, field]) => [key, canonical(field)]),
    );
  }
  return value;
}

export function orderFingerprint(input: CreateOrderInput, accessCodeId: number | null): string {
  return createHash('sha256')
    .update(JSON.stringify(canonical({ order: input, access_code_id: accessCodeId })))
    .digest('hex');
}
