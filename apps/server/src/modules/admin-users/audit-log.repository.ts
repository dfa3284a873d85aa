// The audit trail of admin writes (append-only).
import type { Database } from '../../db/client';
import { auditLog } from '../../db/schema';

export type AuditLogRow = typeof auditLog.$inferSelect;

export async function insertAuditEntry(
  db: Database,
  entry: {
    actor: string;
    action: string;
    entity: string;
    entityId: string | null;
    before: unknown;
    after: unknown;
  },
): Promise<AuditLogRow> {
  const [row] = await db.insert(auditLog).values(entry).returning();
  if (!row) throw new Error('Inserting an audit entry returned no row');
  return row;
}
