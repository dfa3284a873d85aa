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

/** What one audited settings write changes, and how its audit entry shows the settings. */
export interface SettingsWrite {
  /** The keys to store, from the settings before the write (throw to refuse it). */
  patch(before: StoreSettings): Partial<StoreSettings>;
  /** The audit entry's entity and its view of the settings; all of them as `settings` by default. */
  audit?: { entity: string; view(settings: StoreSettings): unknown };
}

export function createSystemConfigService(deps: {
  db: Database;
  realtime: Pick<Realtime, 'publish'>;
  invalidation: Pick<InvalidationChannel, 'bump'>;
}) {
  const { db, realtime, invalidation } = deps;

  /** One audited write, then the broadcast and the cluster-wide bump. */
  async function write(change: SettingsWrite, actor: AuditActor): Promise<StoreSettings> {
    const audit = change.audit ?? { entity: 'settings', view: (all: StoreSettings) => all };
    const after = await db.transaction(async (tx) => {
      await lockSettings(tx);
      const before = await readStoreSettings(tx);
      await upsertSettings(
        tx,
        Object.entries(change.patch(before)).map(([key, value]) => ({ key, value })),
      );
      const saved = await readStoreSettings(tx);
      await createAuditLogService({ db: tx }).record({
        actor,
        action: 'update',
        entity: audit.entity,
        before: audit.view(before),
        after: audit.view(saved),
      });
      return saved;
    });
    invalidation.bump('settings');
    const message = configurationUpdate(after);
    await Promise.all([realtime.publish('products', message), realtime.publish('admin', message)]);
    return after;
  }

  return {
    get: () => readStoreSettings(db),

    update(patch: SystemConfigUpdate, actor: AuditActor): Promise<StoreSettings> {
      return write(
        {
          patch(before) {
            refuseLowerPolicyVersion(patch, before);
            return patch;
          },
        },
        actor,
      );
    },

    write,
  };
}
