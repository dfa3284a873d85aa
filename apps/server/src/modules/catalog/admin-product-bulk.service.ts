// Bulk actions on the products table's selection (POST /admin/products/bulk): activate,
// deactivate or delete, in one transaction for the whole selection, so an unknown id (404 naming
// every unknown one) changes nothing. Delete follows the single delete's rule per product: one
// that orders reference is deactivated instead. Each product changed gets its own audit entry.
import type {
  AdminProductBulkRequest,
  AdminProductBulkResponse,
  BulkProductAction,
} from '@canopy/contracts';
import type { Database } from '../../db/client';
import { NotFoundError } from '../../lib/errors';
import type { AuditActor } from '../admin-users/audit-log.service';
import { auditProductChanges } from './admin-product-view';
import {
  deleteProducts,
  findAdminProducts,
  findProductIdsInOrders,
  setProductsActive,
  type AdminProductRow,
} from './admin-products.repository';

function countOf(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

type Toggle = Exclude<BulkProductAction, 'delete'>;

async function toggle(
  tx: Database,
  rows: readonly AdminProductRow[],
  action: Toggle,
  actor: AuditActor,
): Promise<AdminProductBulkResponse> {
  const isActive = action === 'activate';
  const ids = rows.filter((row) => row.is_active !== isActive).map((row) => row.id);
  await setProductsActive(tx, ids, isActive);
  const after = await findAdminProducts(tx, ids);
  await auditProductChanges(tx, { actor, action, ids, before: rows, after });
  const unchanged = rows.length - ids.length;
  return {
    updated: ids.length,
    deleted: 0,
    deactivated: 0,
    detail:
      `${isActive ? 'Activated' : 'Deactivated'} ${countOf(ids.length, 'product')}` +
      (unchanged > 0 ? `; ${unchanged} already ${isActive ? 'active' : 'inactive'}` : ''),
  };
}

async function remove(
  tx: Database,
  rows: readonly AdminProductRow[],
  actor: AuditActor,
): Promise<AdminProductBulkResponse> {
  const referenced = await findProductIdsInOrders(
    tx,
    rows.map((row) => row.id),
  );
  const deletable = rows.filter((row) => !referenced.has(row.id)).map((row) => row.id);
  // Referenced products already inactive need no write; they still count as kept inactive.
  const deactivate = rows
    .filter((row) => referenced.has(row.id) && row.is_active)
    .map((row) => row.id);
  await deleteProducts(tx, deletable);
  await setProductsActive(tx, deactivate, false);
  const after = await findAdminProducts(tx, deactivate);
  await auditProductChanges(tx, { actor, action: 'delete', ids: deletable, before: rows, after });
  await auditProductChanges(tx, {
    actor,
    action: 'deactivate',
    ids: deactivate,
    before: rows,
    after,
  });
  const kept = referenced.size;
  return {
    updated: 0,
    deleted: deletable.length,
    deactivated: kept,
    detail:
      `Deleted ${countOf(deletable.length, 'product')}` +
      (kept > 0
        ? `; ${kept} that orders reference ${kept === 1 ? 'was' : 'were'} deactivated instead`
        : ''),
  };
}

export type AdminProductBulkService = ReturnType<typeof createAdminProductBulkService>;

export function createAdminProductBulkService({ db }: { db: Database }) {
  return {
    async apply(
      request: AdminProductBulkRequest,
      actor: AuditActor,
    ): Promise<AdminProductBulkResponse> {
      const ids = [...new Set(request.ids)].sort((a, b) => a - b);
      return db.transaction(async (tx) => {
        // Locked in id order, like checkout locks its lines: two writers cannot deadlock.
        const rows = await findAdminProducts(tx, ids, { lock: true });
        const found = new Set(rows.map((row) => row.id));
        const missing = ids.filter((id) => !found.has(id));
        if (missing.length > 0) {
          const noun = missing.length === 1 ? 'Product' : 'Products';
          throw new NotFoundError(`${noun} not found: ${missing.join(', ')}`);
        }
        return request.action === 'delete'
          ? remove(tx, rows, actor)
          : toggle(tx, rows, request.action, actor);
      });
    },
  };
}
