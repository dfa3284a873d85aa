import { describe, expect, it } from 'vitest';
import {
  processInvalidationChannel,
  type InvalidationChannel,
} from '../../../lib/cluster-invalidation';
import {
  canonicalJson,
  createCatalogAnswerCache,
  NO_STOCK_DEPENDENCIES,
} from './catalog-answer-cache';

const answer = (text: string) => ({ body: Buffer.from(text), etag: `W/"${text}"` });
const OPTIONS = { maxEntries: 10, maxBytes: 1_000_000, ttlMs: 30_000, degradedTtlMs: 2_000 };
const stock = (productId: number, previous: number, level: number) => ({
  stock: [{ productId, previous, stock: level }],
});

describe('canonicalJson', () => {
  it('writes one text per meaning: keys sorted, undefined members left out', () => {
    expect(canonicalJson({ b: 1, a: 'x', c: undefined })).toBe('{"a":"x","b":1}');
    expect(canonicalJson({ a: 'x', b: 1 })).toBe(canonicalJson({ b: 1, a: 'x' }));
    expect(canonicalJson(['/products', null, { page: 2, in_stock_only: true }])).toBe(
      '["/products",null,{"in_stock_only":true,"page":2}]',
    );
    expect(canonicalJson({ a: 1 })).not.toBe(canonicalJson({ a: '1' }));
  });
});

describe('createCatalogAnswerCache', () => {
  it("empties on a plain 'catalog' bump and keeps nothing computed before it", () => {
    const channel = processInvalidationChannel();
    const cache = createCatalogAnswerCache(channel, OPTIONS);
    const before = cache.sequence;
    cache.store('k', answer('one'), before, NO_STOCK_DEPENDENCIES);
    expect(cache.get('k')?.etag).toBe('W/"one"');

    channel.bump('access_codes');
    expect(cache.get('k')?.etag).toBe('W/"one"');
    channel.bump('catalog');
    expect(cache.get('k')).toBeUndefined();
    cache.store('k', answer('stale'), before, NO_STOCK_DEPENDENCIES);
    expect(cache.get('k')).toBeUndefined();
    cache.store('k', answer('two'), cache.sequence, NO_STOCK_DEPENDENCIES);
    expect(cache.get('k')?.etag).toBe('W/"two"');
    void channel.close();
  });

  it('drops only the answers showing a product whose stock changed', () => {
    const channel = processInvalidationChannel();
    const cache = createCatalogAnswerCache(channel, OPTIONS);
    const at = cache.sequence;
    cache.store('detail-1', answer('d1'), at, { productIds: [1], inStockOnly: false });
    cache.store('list-1-2', answer('l12'), at, { productIds: [1, 2], inStockOnly: false });
    cache.store('list-2-3', answer('l23'), at, { productIds: [2, 3], inStockOnly: true });
    cache.store('brands', answer('b'), at, NO_STOCK_DEPENDENCIES);

    channel.bump('catalog', stock(1, 9, 7));
    expect(cache.get('detail-1')).toBeUndefined();
    expect(cache.get('list-1-2')).toBeUndefined();
    expect(cache.get('list-2-3')).toBeDefined();
    expect(cache.get('brands')).toBeDefined();
    // Computed before the change, stored after it: refused.
    cache.store('detail-1', answer('old'), at, { productIds: [1], inStockOnly: false });
    expect(cache.get('detail-1')).toBeUndefined();
    cache.store('other', answer('o'), at, { productIds: [4], inStockOnly: false });
    expect(cache.get('other')).toBeDefined();
    void channel.close();
  });

  it('drops every in-stock-only list when a product sells out or comes back', () => {
    const channel = processInvalidationChannel();
    const cache = createCatalogAnswerCache(channel, OPTIONS);
    const fill = () => {
      const at = cache.sequence;
      cache.store('in-stock', answer('s'), at, { productIds: [2], inStockOnly: true });
      cache.store('all', answer('a'), at, { productIds: [2], inStockOnly: false });
    };
    fill();
    channel.bump('catalog', stock(9, 1, 0));
    expect(cache.get('in-stock')).toBeUndefined();
    expect(cache.get('all')).toBeDefined();
    fill();
    channel.bump('catalog', stock(9, 0, 3));
    expect(cache.get('in-stock')).toBeUndefined();
    fill();
    channel.bump('catalog', stock(9, 3, 2));
    expect(cache.get('in-stock')).toBeDefined();
    void channel.close();
  });

  it('serves only young answers while the channel may be missing bumps', () => {
    let clock = 0;
    let degraded = false;
    const channel: Pick<InvalidationChannel, 'onBump' | 'degraded'> = {
      onBump: () => () => undefined,
      get degraded() {
        return degraded;
      },
    };
    const cache = createCatalogAnswerCache(channel, { ...OPTIONS, now: () => clock });
    cache.store('old', answer('old'), cache.sequence, NO_STOCK_DEPENDENCIES);
    clock = 5_000;
    expect(cache.get('old')).toBeDefined();
    degraded = true;
    expect(cache.get('old')).toBeUndefined();
    cache.store('new', answer('new'), cache.sequence, NO_STOCK_DEPENDENCIES);
    clock = 6_000;
    expect(cache.get('new')).toBeDefined();
    clock = 7_001;
    expect(cache.get('new')).toBeUndefined();
  });
});
