// System Config: a superuser's partial update of the settings, audited in its own
// transaction and, once committed, broadcast as `configuration_update` to the storefront and the
// admin rooms, so open pages follow without a reload (GET /payments/config reads the same rows).
import type { StoreSettings, SystemConfigUpdate, WsServerMessage } from '@canopy/contracts';
import type { Database } from '../../db/client';
import type { Realtime } from '../realtime/realtime.plugin';
import { createAuditLogService, type AuditActor } from '../admin-users/audit-log.service';
import { lockSettings, upsertSettings } from './settings.repository';
import { readStoreSettings } from './settings.service';

function configurationUpdate(settings: StoreSettings): WsServerMessage<StoreSettings> {
  return { type: 'configuration_update', data: settings };
}

export type SystemConfigService = ReturnType<typeof createSystemConfigService>;

export function createSystemConfigService(deps: {
  db: Database;
  realtime: Pick<Realtime, 'publish'>;
}) {
  const { db, realtime } = deps;
  return {
    get: () => readStoreSettings(db),

    async update(patch: SystemConfigUpdate, actor: AuditActor): Promise<StoreSettings> {
      const after = await db.transaction(async (tx) => {
        await lockSettings(tx);
        const before = await readStoreSettings(tx);
        await upsertSettings(
          tx,
          Object.entries(patch).map(([key, value]) => ({ key, value })),
        );
        const saved = await readStoreSettings(tx);
        await createAuditLogService({ db: tx }).record({
          actor,
          action: 'update',
          entity: 'settings',
          before,
          after: saved,
        });
        return saved;
      });
      const message = configurationUpdate(after);
      await Promise.all([
        realtime.publish('products', message),
        realtime.publish('admin', message),
      ]);
      return after;
    },
  };
}
