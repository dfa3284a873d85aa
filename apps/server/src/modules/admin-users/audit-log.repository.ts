// The audit trail of admin writes (append-only), and the page the audit log screen reads.
import { and, count, desc, eq, gte, ilike, lt, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { auditLog } from '../../db/schema';
import { containsPattern } from '../../lib/like-pattern';

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

export interface AuditLogFilters {
  /** Part of the "id:username" actor, any case. */
  actor?: string;
  entity?: string;
  action?: string;
  from?: Date;
  before?: Date;
}

function conditions(filters: AuditLogFilters): SQL | undefined {
  return and(
    filters.actor ? ilike(auditLog.actor, containsPattern(filters.actor)) : undefined,
    filters.entity ? eq(auditLog.entity, filters.entity) : undefined,
    filters.action ? eq(auditLog.action, filters.action) : undefined,
    filters.from ? gte(auditLog.at, filters.from) : undefined,
    filters.before ? lt(auditLog.at, filters.before) : undefined,
  );
}

/** Newest first; ids break ties, so pages never overlap. */
export async function findAuditPage(
  db: Database,
  filters: AuditLogFilters,
  page: { limit: number; offset: number },
): Promise<{ rows: AuditLogRow[]; total: number }> {
  const where = conditions(filters);
  const [counted] = await db.select({ total: count() }).from(auditLog).where(where);
  const rows = await db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(page.limit)
    .offset(page.offset);
  return { rows, total: counted?.total ?? 0 };
}
