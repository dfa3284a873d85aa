// A stored product as the back office sees it: the storefront's mapping (cents to dollars, the
// category) renamed to the admin's names by the contract's one mapper, plus is_active and
// updated_at. Also the product's audit entries, which keep that same shape before and after.
import { toAdminProductNames, type AdminProduct } from '@canopy/contracts';
import type { Database } from '../../db/client';
import { createAuditLogService, type AuditActor } from '../admin-users/audit-log.service';
import { toProduct } from './catalog.service';
import type { AdminProductRow } from './admin-products.repository';

export const PRODUCT_NOT_FOUND = 'Product not found';

export function toAdminProduct(row: AdminProductRow): AdminProduct {
  // The back office shows the primary image only; the other widths serve the storefront's srcset.
  const { images: _widths, ...product } = toProduct(row);
  return toAdminProductNames({
    ...product,
    is_active: row.is_active,
    updated_at: new Date(row.updated_at).toISOString(),
  });
}

export type ProductAction = 'create' | 'update' | 'delete' | 'activate' | 'deactivate';

/**
 * One audit entry per product, inside the write's transaction: `before` and `after` are the rows
 * read before and after the write (a missing one is null: created or deleted).
 */
export async function auditProductChanges(
  tx: Database,
  change: {
    actor: AuditActor;
    action: ProductAction;
    ids: readonly number[];
    before: readonly AdminProductRow[];
    after: readonly AdminProductRow[];
  },
): Promise<void> {
  const audit = createAuditLogService({ db: tx });
  const view = (rows: readonly AdminProductRow[], id: number) => {
    const row = rows.find((candidate) => candidate.id === id);
    return row ? toAdminProduct(row) : null;
  };
  for (const id of change.ids) {
    await audit.record({
      actor: change.actor,
      action: change.action,
      entity: 'product',
      entityId: id,
      before: view(change.before, id),
      after: view(change.after, id),
    });
  }
}
