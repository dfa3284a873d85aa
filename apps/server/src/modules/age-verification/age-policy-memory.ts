// The age gate's memory of the shop's age rules (mode, minimum age, policy version, time zone), so
// the hottest path of the shop, every storefront call, never reads the settings table. Every
// settings change (System Config, on any instance) bumps 'settings' on the cluster's invalidation
// channel, which empties it on every instance; the next call reads the settings once. A bump also
// reloads it at once for those who follow changes (the socket closes those a change voided). The
// lifetime is a safety net only, and short while the channel may be missing bumps.
import type { AgeVerificationMode } from '@canopy/contracts';
import type { InvalidationChannel } from '../../lib/cluster-invalidation';

export interface AgePolicy {
  mode: AgeVerificationMode;
  minimumAge: number;
  policyVersion: number;
  /** The store's IANA time zone: ages are counted on its calendar day. */
  timeZone: string;
}

export interface AgePolicyMemoryDeps {
  channel: Pick<InvalidationChannel, 'onBump' | 'degraded'>;
  /** Reads the rules from the settings. */
  read: () => Promise<AgePolicy>;
  now?: () => number;
}

export interface AgePolicyMemory {
  current(): Promise<AgePolicy>;
  /** Runs the listener with the new rules after every settings change; returns the unsubscribe. */
  onChange(listener: (policy: AgePolicy) => void): () => void;
}

const REMEMBER_MS = 60_000;
const DEGRADED_REMEMBER_MS = 2_000;

export function createAgePolicyMemory({
  channel,
  read,
  now = Date.now,
}: AgePolicyMemoryDeps): AgePolicyMemory {
  let remembered: { policy: Promise<AgePolicy>; until: number } | null = null;
  const listeners = new Set<(policy: AgePolicy) => void>();

  function load(): Promise<AgePolicy> {
    const entry = {
      policy: read(),
      until: now() + (channel.degraded ? DEGRADED_REMEMBER_MS : REMEMBER_MS),
    };
    remembered = entry;
    // A failed read is not remembered: the next call asks again.
    entry.policy.catch(() => {
      if (remembered === entry) remembered = null;
    });
    return entry.policy;
  }

  channel.onBump('settings', () => {
    // A read still in flight may predate the change: drop it too.
    remembered = null;
    if (listeners.size === 0) return;
    load().then(
      (policy) => {
        for (const listener of listeners) listener(policy);
      },
      () => undefined,
    );
  });

  return {
    current() {
      if (remembered !== null && remembered.until > now()) return remembered.policy;
      return load();
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Whether a customer token's age claim was verified under the current rules, for this code. */
export function isVerifiedUnder(
  claims: { access_code_id: number; age?: { method: string; policy_version: number } } | null,
  accessCodeId: number | null,
  policy: AgePolicy,
): boolean {
  if (policy.mode === 'off') return true;
  return (
    claims !== null &&
    claims.access_code_id === accessCodeId &&
    claims.age?.method === policy.mode &&
    claims.age.policy_version === policy.policyVersion
  );
}
