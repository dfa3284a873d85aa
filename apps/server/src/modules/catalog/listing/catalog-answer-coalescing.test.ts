// Identical catalogue reads arriving together cost one computation (catalog-cache.ts): the first
// computes, the others wait for its answer and are sent it from the answer cache. Counted at the
// database: a computed search reads its page's rows with one statement unless this instance
// holds them (the catalogue index finds them, catalog-index-keeper.ts), so the app's database —
// and every query built from it — is wrapped to count executed statements while the real
// database does the work.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccessCode } from '../../../../test/factories/access-codes';
import { createProduct } from '../../../../test/factories/products';
import { testConfig } from '../../../../test/helpers/test-app';
import { openTestDatabase, type TestDatabase } from '../../../../test/helpers/test-database';
import { buildApp } from '../../../app';

let database: TestDatabase;
let app: FastifyInstance;
let code = '';
let statements = 0;

/** The object, with every `execute` on it or on what its methods return (builders) counted. */
function countingStatements<T extends object>(target: T): T {
  return new Proxy(target, {
    get(object, property) {
      const value: unknown = Reflect.get(object, property, object);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]): unknown => {
        if (property === 'execute') statements += 1;
        const result = (value as (...parameters: unknown[]) => unknown).apply(object, args);
        const builder =
          property !== 'execute' &&
          typeof result === 'object' &&
          result !== null &&
          !(result instanceof Promise);
        return builder ? countingStatements(result) : result;
      };
    },
  });
}

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp(testConfig(), {
    database: { ...database.handle, db: countingStatements(database.handle.db) },
  });
  await app.ready();
  await createProduct(database.handle.db, { name: 'Kush Mountain', stockQuantity: 5 });
  await createProduct(database.handle.db, { name: 'Lemon Kush', stockQuantity: 0 });
  ({ code } = await createAccessCode({ db: database.handle.db, config: app.config }));
  // The first read builds the catalogue index, prepares the rows statement and admits the code.
  expect((await search('lemon%20kush')).statusCode).toBe(200);
});

afterAll(async () => {
  await app.close();
  await database.dispose();
});

function search(text: string) {
  return app.inject({
    method: 'GET',
    url: `/api/products?search=${text}&sort_by=relevance&in_stock_only=false`,
    headers: { 'x-access-code': code },
  });
}

describe('identical catalogue reads arriving together', () => {
  it('cost one search: the others are sent its answer', async () => {
    statements = 0;
    const answers = await Promise.all(Array.from({ length: 10 }, () => search('kush')));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array<number>(10).fill(200));
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(answers[0]?.json<{ total: number }>().total).toBe(2);
    expect(statements).toBe(1);
  });

  it('wait only for the same answer: different reads compute side by side', async () => {
    // A catalogue write: the index is built again (two statements: the catalogue's fingerprint and
    // its snapshot) and no page rows are held.
    app.invalidation.bump('catalog');
    statements = 0;
    const texts = ['mountain', 'lemon', 'mountain', 'lemon', 'mountain', 'lemon'];
    const answers = await Promise.all(texts.map((text) => search(text)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array<number>(6).fill(200));
    expect(
      answers.map((answer) => answer.json<{ items: Array<{ name: string }> }>().items[0]?.name),
    ).toEqual(texts.map((text) => (text === 'lemon' ? 'Lemon Kush' : 'Kush Mountain')));
    expect(statements).toBe(2 + 2);
  });
});
