// The audit log screen (docs/product.md#staff-roles): every admin write, newest first, filtered by
// actor (part of the name), entity, action and days. Days are UTC days, like every admin filter;
// date_to is inclusive.
import type { AuditLogPage, AuditLogQuery } from '@canopy/contracts';
import type { Database } from '../../db/client';
import { addUtcDays, startOfUtcDay } from '../../lib/utc-days';
import { findAuditPage, type AuditLogRow } from './audit-log.repository';

function toEntry(row: AuditLogRow): AuditLogPage['items'][number] {
  return {
    id: row.id,
    actor: row.actor,
    action: row.action,
    entity: row.entity,
    entity_id: row.entityId,
    before: row.before,
    after: row.after,
    at: row.at.toISOString(),
  };
}

export type AuditLogReader = ReturnType<typeof createAuditLogReader>;

export function createAuditLogReader({ db }: { db: Database }) {
  return {
    async page(query: AuditLogQuery): Promise<AuditLogPage> {
      const { rows, total } = await findAuditPage(
        db,
        {
          actor: query.actor || undefined,
          entity: query.entity || undefined,
          action: query.action || undefined,
          from: query.date_from === undefined ? undefined : startOfUtcDay(query.date_from),
          before:
            query.date_to === undefined ? undefined : startOfUtcDay(addUtcDays(query.date_to, 1)),
        },
        { limit: query.size, offset: (query.page - 1) * query.size },
      );
      return {
        items: rows.map(toEntry),
        page: query.page,
        pages: Math.ceil(total / query.size),
        total,
      };
    },
  };
}
