// Identical catalogue reads arriving together cost one computation (catalog-cache.ts): the first
// computes, the others wait for its answer and are sent it from the answer cache. Counted at the
// database: a search runs its statement in a transaction (product-list.repository.ts), so the
// app's database is wrapped to count transactions while the real database does the work.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccessCode } from '../../../../test/factories/access-codes';
import { createProduct } from '../../../../test/factories/products';
import { testConfig } from '../../../../test/helpers/test-app';
import { openTestDatabase, type TestDatabase } from '../../../../test/helpers/test-database';
import { buildApp } from '../../../app';
import type { Database } from '../../../db/client';

let database: TestDatabase;
let app: FastifyInstance;
let code = '';
let transactions = 0;

/** The database, with every transaction counted. */
function countingTransactions(db: Database): Database {
  return new Proxy(db, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]): unknown => {
        if (property === 'transaction') transactions += 1;
        return (value as (...parameters: unknown[]) => unknown).apply(target, args);
      };
    },
  });
}

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp(testConfig(), {
    database: { ...database.handle, db: countingTransactions(database.handle.db) },
  });
  await app.ready();
  await createProduct(database.handle.db, { name: 'Kush Mountain', stockQuantity: 5 });
  await createProduct(database.handle.db, { name: 'Lemon Kush', stockQuantity: 0 });
  ({ code } = await createAccessCode({ db: database.handle.db, config: app.config }));
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
    transactions = 0;
    const answers = await Promise.all(Array.from({ length: 10 }, () => search('kush')));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array<number>(10).fill(200));
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(answers[0]?.json<{ total: number }>().total).toBe(2);
    expect(transactions).toBe(1);
  });

  it('wait only for the same answer: different reads compute side by side', async () => {
    transactions = 0;
    const texts = ['mountain', 'lemon', 'mountain', 'lemon', 'mountain', 'lemon'];
    const answers = await Promise.all(texts.map((text) => search(text)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array<number>(6).fill(200));
    expect(
      answers.map((answer) => answer.json<{ items: Array<{ name: string }> }>().items[0]?.name),
    ).toEqual(texts.map((text) => (text === 'lemon' ? 'Lemon Kush' : 'Kush Mountain')));
    expect(transactions).toBe(2);
  });
});
