import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DEFAULTS, OptionsError, parseBenchOptions } from './options';

const parse = (argv: string[], env: Record<string, string> = {}) =>
  parseBenchOptions(argv, env, '/results');

describe('parseBenchOptions', () => {
  it('defaults to every scenario on PGlite with the issue’s load', () => {
    assert.deepEqual(parse([]), {
      scenarios: [],
      products: DEFAULTS.products,
      orders: 100_000,
      wsClients: 1_000,
      duration: 10,
      warmup: 2,
      connections: 50,
      databaseUrl: null,
      resultsDir: '/results',
      list: false,
      help: false,
    });
  });

  it('reads the flags, scenarios comma-separated or repeated', () => {
    const options = parse([
      '--scenario',
      'catalog,bare',
      '--scenario=search',
      '--products',
      '500',
      '--duration=3',
      '--warmup',
      '0',
      '--connections',
      '8',
      '--orders',
      '0',
      '--ws-clients=20',
    ]);
    assert.deepEqual(options.scenarios, ['catalog', 'bare', 'search']);
    assert.equal(options.products, 500);
    assert.equal(options.duration, 3);
    assert.equal(options.warmup, 0);
    assert.equal(options.connections, 8);
    assert.equal(options.orders, 0);
    assert.equal(options.wsClients, 20);
  });

  it('takes PostgreSQL from BENCH_DATABASE_URL; an empty value means PGlite', () => {
    const url = 'postgres://postgres@127.0.0.1:5432/test';
    assert.equal(parse([], { BENCH_DATABASE_URL: url }).databaseUrl, url);
    assert.equal(parse([], { BENCH_DATABASE_URL: '' }).databaseUrl, null);
  });

  it('rejects bad numbers, unknown flags and a URL that is not PostgreSQL', () => {
    assert.throws(() => parse(['--products', '0']), OptionsError);
    assert.throws(() => parse(['--duration', '2.5']), OptionsError);
    assert.throws(() => parse(['--connections', 'many']), OptionsError);
    assert.throws(() => parse(['--warmup', '-1']), OptionsError);
    assert.throws(() => parse(['--orders', '-5']), OptionsError);
    assert.throws(() => parse(['--ws-clients', '0']), OptionsError);
    assert.throws(() => parse(['--fast']), OptionsError);
    assert.throws(() => parse([], { BENCH_DATABASE_URL: 'mysql://localhost/x' }), OptionsError);
  });
});
