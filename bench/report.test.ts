import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { LoadFigures } from './load-runner';
import { formatAudits, formatTable, withRatios } from './report';

const load = (requestsPerSecond: number, p99: number): LoadFigures => ({
  requestsPerSecond,
  latencyMs: { p50: 4, p99, mean: 5, max: p99 + 10 },
  requestsTotal: requestsPerSecond * 10,
  errors: 0,
  timeouts: 0,
  non2xx: 2,
  statusCodes: { '200': requestsPerSecond * 10 - 2, '503': 2 },
  bytesPerSecond: 1_000,
  durationSeconds: 10,
});
const measured = [
  {
    name: 'bare',
    kind: 'http' as const,
    measures: '',
    requests: [],
    load: load(12_000, 9),
    serverMemory: { peakMb: 180.4, meanMb: 170, samples: 40 },
    cpuMsPerRequest: { server: 0.08, database: null },
  },
  {
    name: 'catalog-list',
    kind: 'http' as const,
    measures: '',
    requests: [],
    load: load(900, 120),
    serverMemory: { peakMb: null, meanMb: null, samples: 0 },
  },
];

describe('withRatios', () => {
  it('divides each scenario’s req/s by the reference’s', () => {
    assert.deepEqual(
      withRatios(measured, 'bare').map(({ ratioToBare }) => ratioToBare),
      [1, 0.075],
    );
  });

  it('gives a custom run no ratio: its req/s counts something else', () => {
    const [reference, list] = measured;
    assert.ok(reference && list);
    const fanout = { ...list, name: 'ws-fanout', kind: 'custom' as const };
    assert.deepEqual(
      withRatios([reference, fanout], 'bare').map(({ ratioToBare }) => ratioToBare),
      [1, null],
    );
  });

  it('has no ratio without the reference', () => {
    assert.deepEqual(
      withRatios(measured.slice(1), 'bare').map(({ ratioToBare }) => ratioToBare),
      [null],
    );
  });
});

describe('formatTable', () => {
  it('prints one aligned row per scenario under the header', () => {
    const lines = formatTable(withRatios(measured, 'bare')).split('\n');
    assert.equal(lines.length, 4);
    assert.match(
      lines[0] ?? '',
      /^scenario\s+req\/s\s+p50 ms\s+p99 ms\s+× bare\s+errors \/ non-2xx\s+server RSS MB\s+CPU ms\/req server\s+db$/,
    );
    assert.match(
      lines[2] ?? '',
      /^bare\s+12,000\s+4\s+9\s+1\.000\s+0 \/ 2\s+180 peak\s+0\.08\s+—$/,
    );
    assert.match(lines[3] ?? '', /^catalog-list\s+900\s+4\s+120\s+0\.075\s+0 \/ 2\s+—\s+—\s+—$/);
    assert.equal(new Set(lines.map((line) => line.length)).size, 1);
  });
});

describe('formatAudits', () => {
  it('marks each audit PASS or FAIL', () => {
    assert.equal(
      formatAudits([
        { name: 'checkout: zero oversell', passed: true, detail: 'all agree' },
        { name: 'other', passed: false, detail: '2 disagree' },
      ]),
      'PASS  checkout: zero oversell: all agree\nFAIL  other: 2 disagree',
    );
  });
});
