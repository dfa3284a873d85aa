// System Config: a superuser's partial update of the settings, audited in its own
// transaction and, once committed, broadcast as `configuration_update` to the storefront and the
// admin rooms, so open pages follow without a reload (GET /payments/config reads the same rows),
// and bumped as 'settings' on the cluster's invalidation channel, so every instance's age gate
// takes the new rules at once. The age policy version only goes up: lowering it would make tokens
// of an older policy good again (docs/decisions/0029-age-step-and-enforcement.md).
import type { StoreSettings, SystemConfigUpdate, WsServerMessage } from '@canopy/contracts';
import type { Database } from '../../db/client';
import type { InvalidationChannel } from '../../lib/cluster-invalidation';
import { ValidationError } from '../../lib/errors';
import type { Realtime } from '../realtime/realtime.plugin';
import { createAuditLogService, type AuditActor } from '../admin-users/audit-log.service';
import { lockSettings, upsertSettings } from './settings.repository';
import { readStoreSettings } from './settings.service';

function configurationUpdate(settings: StoreSettings): WsServerMessage<StoreSettings> {
  return { type: 'configuration_update', data: settings };
}

function refuseLowerPolicyVersion(patch: SystemConfigUpdate, before: StoreSettings): void {
  const wanted = patch.age_policy_version;
  if (wanted === undefined || wanted >= before.age_policy_version) return;
  throw new ValidationError([
    {
      loc: ['body', 'age_policy_version'],
      msg: `The age policy version can only go up: it is ${String(before.age_policy_version)} now`,
      type: 'too_small',
    },
  ]);
}

export type SystemConfigService = ReturnType<typeof createSystemConfigService>;

export function createSystemConfigService(deps: {
  db: Database;
  realtime: Pick<Realtime, 'publish'>;
  invalidation: Pick<InvalidationChannel, 'bump'>;
}) {
  const { db, realtime, invalidation } = deps;
  return {
    get: () => readStoreSettings(db),

    async update(patch: SystemConfigUpdate, actor: AuditActor): Promise<StoreSettings> {
      const after = await db.transaction(async (tx) => {
        await lockSettings(tx);
        const before = await readStoreSettings(tx);
        refuseLowerPolicyVersion(patch, before);
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
      invalidation.bump('settings');
      const message = configurationUpdate(after);
      await Promise.all([
        realtime.publish('products', message),
        realtime.publish('admin', message),
      ]);
      return after;
    },
  };
}
