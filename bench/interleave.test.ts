import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { mergeLoads, mergeMemory, percentile, roundLengths, roundOrders } from './interleave';
import type { LoadFigures } from './load-runner';

function load(requestsTotal: number, durationSeconds: number, extra: Partial<LoadFigures> = {}) {
  return {
    requestsPerSecond: requestsTotal / durationSeconds,
    latencyMs: { p50: 0, p99: 0, mean: 0, max: 0 },
    requestsTotal,
    errors: 0,
    timeouts: 0,
    non2xx: 0,
    statusCodes: { '201': requestsTotal },
    bytesPerSecond: 1000,
    durationSeconds,
    ...extra,
  } satisfies LoadFigures;
}

describe('rounds', () => {
  it('starts each round with the next scenario, so each is first as often as the others', () => {
    assert.deepEqual(roundOrders(3, 4), [
      [0, 1, 2],
      [1, 2, 0],
      [2, 0, 1],
      [0, 1, 2],
    ]);
  });

  it('cuts the measured time into equal rounds of two seconds or more that add up to it', () => {
    assert.deepEqual(roundLengths(10), [2, 2, 2, 2, 2]);
    assert.deepEqual(roundLengths(5), [2.5, 2.5]);
    assert.deepEqual(roundLengths(1), [1]);
  });
});

describe('merging rounds', () => {
  it('takes the percentiles from every response of every round', () => {
    const latencies = Array.from({ length: 100 }, (_, index) => index + 1);
    assert.equal(percentile(latencies, 50), 50);
    assert.equal(percentile(latencies, 99), 99);
    assert.equal(percentile([], 99), 0);
    const merged = mergeLoads([load(40, 2), load(60, 2)], [...latencies].reverse());
    assert.equal(merged.requestsPerSecond, 25);
    assert.equal(merged.requestsTotal, 100);
    assert.equal(merged.durationSeconds, 4);
    assert.deepEqual(merged.latencyMs, { p50: 50, p99: 99, mean: 50.5, max: 100 });
    assert.deepEqual(merged.statusCodes, { '201': 100 });
  });

  it('sums the errors and keeps the highest memory peak', () => {
    const merged = mergeLoads(
      [load(10, 1, { errors: 2, non2xx: 1 }), load(10, 1, { errors: 1 })],
      [],
    );
    assert.equal(merged.errors, 3);
    assert.equal(merged.non2xx, 1);
    assert.deepEqual(
      mergeMemory([
        { peakMb: 200, meanMb: 150, samples: 2 },
        { peakMb: 250, meanMb: 180, samples: 1 },
        { peakMb: null, meanMb: null, samples: 0 },
      ]),
      { peakMb: 250, meanMb: 160, samples: 3 },
    );
  });
});
