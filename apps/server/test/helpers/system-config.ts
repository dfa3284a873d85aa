// For the System Config tests: the newest audit entry of an entity that has no id (the settings).
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { auditLog } from '../../src/db/schema';

export async function latestAuditEntry(db: Database, entity: string) {
  const [row] = await db
    .select()
    .from(auditLog)
    .where(eq(auditLog.entity, entity))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row ?? null;
}
