// The store's purchase-limit pack from its `purchase_limits` setting (decision 0035): a shipped
// pack by key, or the owner's `custom` pack built from the saved window and buckets with the
// save's version and day. Also the setting a `PUT /admin/compliance/limits` leaves behind, and
// that call's answer.
import {
  customLimitPack,
  LIMIT_PACK_KEYS,
  SHIPPED_LIMIT_PACKS,
  type ComplianceLimitsResponse,
  type LimitPack,
  type LimitSettingsUpdate,
  type PurchaseLimitSetting,
} from '@canopy/contracts';

const NO_LIMITS = SHIPPED_LIMIT_PACKS.none;

/**
 * The active pack. A `custom` setting missing its window or buckets (never written so by the
 * API) falls back to no limits rather than guessing some.
 */
export function activeLimitPack(setting: PurchaseLimitSetting): LimitPack {
  if (setting.pack !== 'custom') return SHIPPED_LIMIT_PACKS[setting.pack];
  if (setting.window === undefined || setting.buckets === undefined) return NO_LIMITS;
  return customLimitPack({
    window: setting.window,
    buckets: setting.buckets,
    version: setting.version ?? 1,
    effective_from: setting.effective_from ?? NO_LIMITS.effective_from,
  });
}

/** The pack `none` (or a custom pack without buckets): no order is checked. */
export function limitsAreOff(pack: LimitPack): boolean {
  return pack.buckets.length === 0;
}

/**
 * The setting after a change: a shipped pack by key, keeping the custom pack's last version so a
 * later custom save still counts up; a custom save is the next version, effective from `today`
 * (the store day it was saved on).
 */
export function nextLimitSetting(
  before: PurchaseLimitSetting,
  change: LimitSettingsUpdate,
  today: string,
): PurchaseLimitSetting {
  const lastCustomVersion = before.version ?? 0;
  if (change.pack !== 'custom') {
    return lastCustomVersion === 0
      ? { pack: change.pack }
      : { pack: change.pack, version: lastCustomVersion };
  }
  return {
    pack: 'custom',
    ...(change.window === undefined ? {} : { window: change.window }),
    ...(change.buckets === undefined ? {} : { buckets: change.buckets }),
    version: lastCustomVersion + 1,
    effective_from: today,
  };
}

/** `GET|PUT /admin/compliance/limits`: the whole active pack and every pack to choose from. */
export function complianceLimitsAnswer(setting: PurchaseLimitSetting): ComplianceLimitsResponse {
  const active = activeLimitPack(setting);
  return {
    active: { ...active, key: LIMIT_PACK_KEYS.find((key) => key === active.key) ?? 'none' },
    packs: LIMIT_PACK_KEYS.map((key) => {
      if (key === 'custom') {
        const custom = setting.pack === 'custom' ? active : null;
        return { key, name: 'Custom limits', version: custom?.version ?? setting.version ?? 1 };
      }
      const pack = SHIPPED_LIMIT_PACKS[key];
      return { key, name: pack.name, version: pack.version };
    }),
  };
}
