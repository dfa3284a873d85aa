// Every admin write leaves an audit entry: who, what, on which entity, before and
// after. Services of the admin back office call `record` in the same flow as the write itself.
import type { Database } from '../../db/client';
import { insertAuditEntry, type AuditLogRow } from './audit-log.repository';

export interface AuditActor {
  id: number;
  username: string;
}

export interface AuditEntry {
  actor: AuditActor;
  /** A verb in the shop's words: 'create', 'update', 'deactivate', 'reveal', … */
  action: string;
  /** The table or domain object: 'product', 'access_code', 'admin_user', 'settings', … */
  entity: string;
  entityId?: string | number | null;
  before?: unknown;
  after?: unknown;
}

// Secrets never belong in the trail, whatever object a caller passes as before/after.
const SECRET_FIELDS = new Set([
  'password',
  'passwordHash',
  'password_hash',
  'codeCiphertext',
  'code_ciphertext',
  'plaintext_code',
]);

function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value instanceof Date) return value.toISOString();
  if (typeof value !== 'object' || value === null) return value ?? null;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !SECRET_FIELDS.has(key))
      .map(([key, field]) => [key, withoutSecrets(field)]),
  );
}

export type AuditLogService = ReturnType<typeof createAuditLogService>;

export function createAuditLogService({ db }: { db: Database }) {
  return {
    record(entry: AuditEntry): Promise<AuditLogRow> {
      return insertAuditEntry(db, {
        // "id:username": stays readable after the account is renamed or deleted.
        actor: `${entry.actor.id}:${entry.actor.username}`,
        action: entry.action,
        entity: entry.entity,
        entityId: entry.entityId == null ? null : String(entry.entityId),
        before: withoutSecrets(entry.before),
        after: withoutSecrets(entry.after),
      });
    },
  };
}
