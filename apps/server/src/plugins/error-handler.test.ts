import type { FastifyInstance } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../app';
import { ConflictError, NotFoundError, RateLimitedError, ValidationError } from '../lib/errors';
import { createAdminUser } from '../../test/factories/admin-users';
import { testConfig } from '../../test/helpers/test-app';
import { openTestDatabase, type TestDatabase } from '../../test/helpers/test-database';
import { toErrorResponse } from './error-handler';

describe('toErrorResponse', () => {
  it('maps the AppError family to their statuses and codes', () => {
    expect(toErrorResponse(new NotFoundError('Product not found'))).toEqual({
      statusCode: 404,
      body: { detail: 'Product not found', error: 'not_found' },
    });
    expect(toErrorResponse(new ConflictError('Out of stock')).statusCode).toBe(409);
    expect(toErrorResponse(new RateLimitedError(42))).toMatchObject({
      statusCode: 429,
      retryAfterSeconds: 42,
    });
    const issues = [{ loc: ['body', 'referral_code'], msg: 'Expired', type: 'value_error' }];
    expect(toErrorResponse(new ValidationError(issues))).toEqual({
      statusCode: 422,
      body: { detail: issues, error: 'validation_error' },
    });
  });

  it('answers 503 for backing-service failures, 409 for unique violations, 500 otherwise', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    });
    const wrapped = new Error('Failed query: select 1', { cause: refused });
    expect(toErrorResponse(wrapped).statusCode).toBe(503);
    expect(toErrorResponse({ code: '57P01', message: 'terminating connection' }).statusCode).toBe(
      503,
    );
    expect(toErrorResponse(new Error('x', { cause: { code: '23505' } })).statusCode).toBe(409);
    expect(toErrorResponse(new TypeError('undefined is not a function'))).toEqual({
      statusCode: 500,
      body: { detail: 'Internal server error', error: 'internal_error' },
    });
    expect(toErrorResponse('a thrown string').statusCode).toBe(500);
  });

  it('answers 422 for text PostgreSQL cannot hold (a NUL character), wherever the code sits', () => {
    const nul = new Error('Failed query: insert …', {
      cause: { code: '22021', message: 'invalid byte sequence for encoding "UTF8": 0x00' },
    });
    expect(toErrorResponse(nul)).toMatchObject({
      statusCode: 422,
      body: { detail: [{ loc: ['request'], type: 'nul_character' }], error: 'validation_error' },
    });
  });
});

let database: TestDatabase;
let app: FastifyInstance;

const probes: FastifyPluginCallbackZod = (api, _options, done) => {
  api.get('/probe/bug', { config: { public: true } }, () => {
    throw new Error('relation "secret_table" does not exist: select * from secret_table');
  });
  api.get(
    '/probe/bad-response',
    { config: { public: true }, schema: { response: { 200: z.object({ id: z.number() }) } } },
    () => ({ id: 'not a number' }) as unknown as { id: number },
  );
  api.get(
    '/probe/query',
    {
      config: { public: true },
      schema: { querystring: z.object({ page: z.coerce.number().int().min(1) }) },
    },
    (request) => ({ page: request.query.page }),
  );
  done();
};

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp(testConfig(), { database: database.handle });
  await app.register(probes, { prefix: '/api' });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await database.dispose();
});

describe('the error handler in the app', () => {
  it('hides a bug behind a generic 500 that names the request id', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/probe/bug' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ detail: 'Internal server error', error: 'internal_error' });
    expect(response.body).not.toContain('secret_table');
    expect(response.headers['x-request-id']).toBeTruthy();
  });

  it('treats a response that breaks its own schema as a server fault, without details', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/probe/bad-response' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('not a number');
  });

  it('answers 422, not 500, to text holding a NUL character, and stores nothing', async () => {
    const admin = await createAdminUser(database.handle.db);
    const headers = { authorization: `Bearer ${app.tokens.issueAdminToken(admin.id).token}` };
    const created = await app.inject({
      method: 'POST',
      url: '/api/admin/categories',
      headers,
      payload: { name: 'Nul\u0000category' },
    });
    expect(created.statusCode).toBe(422);
    expect(created.json()).toMatchObject({
      detail: [{ type: 'nul_character' }],
      error: 'validation_error',
    });
    const list = await app.inject({ method: 'GET', url: '/api/admin/categories', headers });
    expect(list.json()).toEqual([]);
  });

  it('locates query-string problems under "querystring"', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/probe/query?page=0' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      detail: [{ loc: ['querystring', 'page'], type: 'too_small' }],
      error: 'validation_error',
    });
  });
});
