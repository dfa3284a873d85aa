// An access code row as the back office sees it: never the code, never its ciphertext,
// and of its lookup hash only the first 8 hex digits, enough to tell codes apart.
import type { AdminAccessCode } from '@canopy/contracts';
import type { AccessCodeRow } from './access-codes.repository';

const CODE_HASH_PREFIX_LENGTH = 8;

export function codeHashPrefix(codeHash: string): string {
  return codeHash.slice(0, CODE_HASH_PREFIX_LENGTH);
}

export function toAdminAccessCode(row: AccessCodeRow): AdminAccessCode {
  return {
    id: row.id,
    code_hash: codeHashPrefix(row.codeHash),
    label: row.label,
    is_active: row.isActive,
    expires_at: row.expiresAt?.toISOString() ?? null,
    max_uses: row.maxUses,
    use_count: row.useCount,
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}
