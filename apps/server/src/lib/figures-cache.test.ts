import { afterEach, describe, expect, it } from 'vitest';
import { processInvalidationChannel, type InvalidationChannel } from './cluster-invalidation';
import { createFiguresCache, type FiguresCache } from './figures-cache';

const opened: Array<{ channel: InvalidationChannel; cache: FiguresCache<number> }> = [];

function figuresCache(options: { now?: () => number } = {}) {
  const channel = processInvalidationChannel();
  const cache = createFiguresCache<number>(channel, { ttlMs: 1_000, ...options });
  opened.push({ channel, cache });
  return { channel, cache };
}

afterEach(async () => {
  for (const { channel, cache } of opened.splice(0)) {
    cache.close();
    await channel.close();
  }
});

/** A computation that counts its runs and finishes when told. */
function controlledFigure(value: number) {
  let runs = 0;
  let finish: () => void = () => undefined;
  return {
    compute: () => {
      runs += 1;
      return new Promise<number>((resolve) => {
        finish = () => resolve(value);
      });
    },
    finish: () => finish(),
    runs: () => runs,
  };
}

describe('the back-office figures cache', () => {
  it('keeps a figure and shares one computation between concurrent callers', async () => {
    const { cache } = figuresCache();
    const figure = controlledFigure(42);
    const first = cache.get('30d', figure.compute);
    const second = cache.get('30d', figure.compute);
    figure.finish();
    expect(await Promise.all([first, second])).toEqual([42, 42]);
    expect(await cache.get('30d', () => Promise.resolve(0))).toBe(42);
    expect(figure.runs()).toBe(1);
  });

  it.each(['sales', 'catalog', 'access_codes'] as const)(
    'computes again after a %s bump from any instance',
    async (topic) => {
      const { cache } = figuresCache();
      const other = processInvalidationChannel();
      await cache.get('30d', () => Promise.resolve(1));
      other.bump(topic);
      await other.close();
      expect(await cache.get('30d', () => Promise.resolve(2))).toBe(2);
    },
  );

  it('answers but does not keep a figure computed while a change arrived', async () => {
    const { channel, cache } = figuresCache();
    const figure = controlledFigure(1);
    const before = cache.get('30d', figure.compute);
    channel.bump('sales');
    // A caller after the change does not join the computation that started before it.
    const after = cache.get('30d', () => Promise.resolve(2));
    figure.finish();
    expect(await before).toBe(1);
    expect(await after).toBe(2);
    expect(await cache.get('30d', () => Promise.resolve(3))).toBe(2);
  });

  it('keeps nothing from a failed computation', async () => {
    const { cache } = figuresCache();
    await expect(cache.get('30d', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('30d', () => Promise.resolve(5))).toBe(5);
  });

  it('lets a kept figure expire in case a change was missed', async () => {
    let time = 0;
    const { cache } = figuresCache({ now: () => time });
    await cache.get('30d', () => Promise.resolve(1));
    time = 999;
    expect(await cache.get('30d', () => Promise.resolve(2))).toBe(1);
    time = 1_000;
    expect(await cache.get('30d', () => Promise.resolve(3))).toBe(3);
  });
});
