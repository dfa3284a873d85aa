// Product image uploads from the back office: the uploads module judges, cleans and stores the
// image (nothing is stored when it refuses); this records who uploaded what in the audit trail.
import type { ImageUploadResponse } from '@canopy/contracts';
import type { Database } from '../../db/client';
import { createAuditLogService, type AuditActor } from '../admin-users/audit-log.service';
import { storeProductImage } from './images.service';

export type AdminImageUploadService = ReturnType<typeof createAdminImageUploadService>;

export function createAdminImageUploadService({ db }: { db: Database }) {
  const audit = createAuditLogService({ db });
  return {
    async upload(bytes: Buffer, actor: AuditActor): Promise<ImageUploadResponse> {
      const stored = await storeProductImage(db, bytes);
      // After the store, not in one transaction with it: encoding takes a while, and the stored
      // variants are content-addressed, so a retry after a failed audit stores nothing twice.
      await audit.record({
        actor,
        action: 'upload',
        entity: 'image',
        entityId: stored.url,
        after: { ...stored, uploaded_bytes: bytes.length },
      });
      return stored;
    },
  };
}
