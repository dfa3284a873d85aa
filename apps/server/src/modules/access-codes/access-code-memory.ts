// The storefront gate's memory of usable access codes, so a storefront call does not ask the
// database: the HMAC lookup hash of each active code seen lately → its id and expiry. Any change to
// any code (create, edit, deactivate, delete, on any instance) bumps 'access_codes' and empties
// it; expiry is checked against the clock on every call, so a code still stops at its expires_at
// exactly. Codes the database refused are not remembered (a new code needs no bump to work), and
// while the channel may be missing bumps every call asks the database again. A code whose
// max_uses are all counted is remembered as used up: validating its last use bumps too.
import { ACCESS_CODE_PATTERN } from '@canopy/contracts';
import { BoundedLru } from '../../lib/bounded-lru';
import type { InvalidationChannel } from '../../lib/cluster-invalidation';
import type { AccessCodeRow } from './access-codes.repository';

type RememberedCode = Pick<AccessCodeRow, 'id' | 'expiresAt'> & { usedUp: boolean };

/** An active, unexpired code: its id, and whether all its max_uses are counted. */
export interface UsableCode {
  id: number;
  usedUp: boolean;
}

export interface AccessCodeMemoryDeps {
  channel: Pick<InvalidationChannel, 'onBump' | 'degraded'>;
  hash: (code: string) => string;
  /** The stored code (upper case), active or not; null when there is none. */
  findByCode: (
    code: string,
  ) => Promise<Pick<
    AccessCodeRow,
    'id' | 'isActive' | 'expiresAt' | 'maxUses' | 'useCount'
  > | null>;
  now?: () => number;
}

const REMEMBERED_CODES = 10_000;
// A safety net only: bumps empty the memory at once.
const REMEMBER_MS = 60_000;

export function createAccessCodeMemory({
  channel,
  hash,
  findByCode,
  now = Date.now,
}: AccessCodeMemoryDeps) {
  const usable = new BoundedLru<RememberedCode>({
    maxEntries: REMEMBERED_CODES,
    maxBytes: Number.POSITIVE_INFINITY,
    now,
  });
  let generation = 0;
  channel.onBump('access_codes', () => {
    generation += 1;
    usable.clear();
  });

  async function lookUp(code: string): Promise<RememberedCode | null> {
    const codeHash = hash(code);
    const remembered = channel.degraded ? undefined : usable.get(codeHash);
    if (remembered !== undefined) return remembered;
    const askedAt = generation;
    const row = await findByCode(code);
    if (row === null || !row.isActive) return null;
    const usedUp = row.maxUses !== null && row.useCount >= row.maxUses;
    const found = { id: row.id, expiresAt: row.expiresAt, usedUp };
    // A bump while the database answered may have changed this very code: do not keep it.
    if (askedAt === generation && !channel.degraded) {
      usable.set(codeHash, found, { bytes: 0, ttlMs: REMEMBER_MS });
    }
    return found;
  }

  return {
    /** The X-Access-Code check: the code when it is active and unexpired now, else null. */
    async findUsableCode(headerValue: string): Promise<UsableCode | null> {
      const code = headerValue.trim().toUpperCase();
      if (!ACCESS_CODE_PATTERN.test(code)) return null;
      const found = await lookUp(code);
      if (found === null) return null;
      if (found.expiresAt !== null && found.expiresAt.getTime() <= now()) return null;
      return { id: found.id, usedUp: found.usedUp };
    },
  };
}
