// The age gate's memory of the age rules: one settings read, then none until a 'settings' bump
// (or the safety lifetime, short while the channel is degraded); a bump reloads at once for those
// who follow changes; a failed read is not remembered.
import { describe, expect, it } from 'vitest';
import type { BumpHandler, InvalidationTopic } from '../../lib/cluster-invalidation';
import { createAgePolicyMemory, isVerifiedUnder, type AgePolicy } from './age-policy-memory';

const RULES: AgePolicy = {
  mode: 'date_of_birth',
  minimumAge: 21,
  policyVersion: 1,
  timeZone: 'America/Los_Angeles',
};

function fakeChannel() {
  const handlers: BumpHandler[] = [];
  return {
    degraded: false,
    onBump(topic: InvalidationTopic, handler: BumpHandler) {
      if (topic === 'settings') handlers.push(handler);
      return () => undefined;
    },
    bump() {
      for (const handler of handlers) handler();
    },
  };
}

function memoryOver(channel: ReturnType<typeof fakeChannel>, clock: { ms: number }) {
  let stored = RULES;
  let reads = 0;
  let failNext = false;
  const memory = createAgePolicyMemory({
    channel,
    read() {
      reads += 1;
      if (failNext) {
        failNext = false;
        return Promise.reject(new Error('database away'));
      }
      return Promise.resolve(stored);
    },
    now: () => clock.ms,
  });
  return {
    memory,
    reads: () => reads,
    store(rules: Partial<AgePolicy>) {
      stored = { ...stored, ...rules };
    },
    failNextRead() {
      failNext = true;
    },
  };
}

describe('the age policy memory', () => {
  it('reads the settings once, and again only after a settings bump', async () => {
    const channel = fakeChannel();
    const clock = { ms: 0 };
    const rules = memoryOver(channel, clock);
    expect(await rules.memory.current()).toEqual(RULES);
    await rules.memory.current();
    expect(rules.reads()).toBe(1);

    rules.store({ policyVersion: 2 });
    expect((await rules.memory.current()).policyVersion).toBe(1);
    channel.bump();
    expect((await rules.memory.current()).policyVersion).toBe(2);
    expect(rules.reads()).toBe(2);
  });

  it('keeps the rules 60 s at most, 2 s while the channel is degraded', async () => {
    const channel = fakeChannel();
    const clock = { ms: 0 };
    const rules = memoryOver(channel, clock);
    await rules.memory.current();
    clock.ms = 59_999;
    await rules.memory.current();
    expect(rules.reads()).toBe(1);
    clock.ms = 60_000;
    await rules.memory.current();
    expect(rules.reads()).toBe(2);

    channel.degraded = true;
    channel.bump();
    await rules.memory.current();
    clock.ms += 2_000;
    await rules.memory.current();
    expect(rules.reads()).toBe(4);
  });

  it('does not remember a failed read', async () => {
    const rules = memoryOver(fakeChannel(), { ms: 0 });
    rules.failNextRead();
    await expect(rules.memory.current()).rejects.toThrow('database away');
    expect(await rules.memory.current()).toEqual(RULES);
  });

  it('tells its listeners the new rules after a bump', async () => {
    const channel = fakeChannel();
    const rules = memoryOver(channel, { ms: 0 });
    const heard: AgePolicy[] = [];
    rules.memory.onChange((policy) => heard.push(policy));
    rules.store({ mode: 'attest' });
    channel.bump();
    await rules.memory.current();
    expect(heard).toEqual([{ ...RULES, mode: 'attest' }]);
  });
});

describe('isVerifiedUnder', () => {
  const age = { method: 'date_of_birth', policy_version: 1 };
  it('wants the same code, the current mode and the current policy version', () => {
    expect(isVerifiedUnder({ access_code_id: 4, age }, 4, RULES)).toBe(true);
    expect(isVerifiedUnder({ access_code_id: 4, age }, 5, RULES)).toBe(false);
    expect(isVerifiedUnder({ access_code_id: 4 }, 4, RULES)).toBe(false);
    expect(isVerifiedUnder(null, 4, RULES)).toBe(false);
    expect(isVerifiedUnder({ access_code_id: 4, age }, 4, { ...RULES, policyVersion: 2 })).toBe(
      false,
    );
    expect(isVerifiedUnder({ access_code_id: 4, age }, 4, { ...RULES, mode: 'attest' })).toBe(
      false,
    );
  });

  it('lets everyone in with the step off', () => {
    expect(isVerifiedUnder(null, null, { ...RULES, mode: 'off' })).toBe(true);
  });
});
