import type { FastifyInstance } from 'fastify';
import { describe, expect, it, onTestFinished } from 'vitest';
import { buildApp } from '../app';
import { STRIPE_TEST_ENV } from '../../test/helpers/stripe-shop';
import {
  descriptionProblems,
  describedRoutes,
  readApiDocument,
  type ApiDocument,
} from '../../test/helpers/api-description-rules';
import { recordRouteTables } from '../../test/helpers/route-table';
import { setupTestApp, testConfig } from '../../test/helpers/test-app';
import { operationIdFor } from './api-description';
import { guardRoutesByAccess } from './route-access';

const routeTables = recordRouteTables();
const t = setupTestApp();

async function problemsOf(app: FastifyInstance): Promise<string[]> {
  const document = await readApiDocument(app);
  return descriptionProblems(document, routeTables.of(app), app.config.apiPrefix);
}

type Parameter = { in: string; name: string; schema?: Record<string, unknown> };
type Body = { content?: Record<string, { schema?: Record<string, unknown> }> };

function operation(document: ApiDocument, method: string, path: string) {
  const found = document.paths[path]?.[method] as
    (Record<string, unknown> & { parameters?: Parameter[]; requestBody?: Body }) | undefined;
  if (!found) throw new Error(`${method} ${path} is not in the document`);
  return found;
}

describe('the API description', () => {
  it('describes every route of the shop with the test payment provider by the rules', async () => {
    const routes = describedRoutes(routeTables.of(t.app), t.config.apiPrefix);
    expect(routes.length).toBeGreaterThan(50);
    expect(await problemsOf(t.app)).toEqual([]);
  });

  it('describes every route of a shop with Stripe by the rules', async () => {
    const stripeShop = await t.buildApp(STRIPE_TEST_ENV);
    const document = await readApiDocument(stripeShop);
    expect(Object.keys(document.paths)).toContain('/api/payments/webhook');
    expect(await problemsOf(stripeShop)).toEqual([]);
  });

  it('finds a route registered without a summary, a known path or unique names', async () => {
    // Built here rather than by t.buildApp, which makes the app ready before routes can be added.
    const app = await buildApp(testConfig(), { database: t.database });
    onTestFinished(() => app.close());
    await app.register(
      (api, _options, done) => {
        guardRoutesByAccess(api);
        api.get('/unknown-area/:id', { config: { permission: 'orders.read' } }, () => ({}));
        const clash = { config: { public: true }, schema: { operationId: 'getHealth' } };
        api.get('/health', clash, () => ({}));
        done();
      },
      { prefix: '/api/probe' },
    );
    const problems = await problemsOf(app);
    expect(problems).toEqual(
      expect.arrayContaining([
        'GET /api/probe/unknown-area/:id: no summary',
        'GET /api/probe/unknown-area/:id: no tag (add its path to api-tags.ts)',
        'GET /api/probe/health: operationId getHealth is also GET /api/health',
        'GET /api/probe/health: no summary',
      ]),
    );
  });

  it('names operations after their method and path', () => {
    expect(operationIdFor('get', '/api/admin/access-codes/{id}/analytics', '/api')).toBe(
      'getAdminAccessCodesByIdAnalytics',
    );
    expect(operationIdFor('post', '/api/validate-access-code', '/api')).toBe(
      'postValidateAccessCode',
    );
  });

  it('declares the tags it uses, each with a description', async () => {
    const document = await readApiDocument(t.app);
    const used = new Set(
      Object.values(document.paths).flatMap((item) =>
        Object.values(item ?? {}).flatMap((op) => op.tags ?? []),
      ),
    );
    expect(new Set(document.tags?.map((tag) => tag.name))).toEqual(used);
    for (const tag of document.tags ?? []) expect(tag.description).toBeTruthy();
  });
});

describe('operations whose bodies and answers zod does not describe', () => {
  it('the admin login takes JSON and form-encoded bodies', async () => {
    const login = operation(await readApiDocument(t.app), 'post', '/api/admin/login');
    expect(Object.keys(login.requestBody?.content ?? {}).sort()).toEqual([
      'application/json',
      'application/x-www-form-urlencoded',
    ]);
  });

  it('the image upload takes one file as multipart/form-data', async () => {
    const upload = operation(await readApiDocument(t.app), 'post', '/api/admin/upload/image');
    expect(upload.requestBody?.content?.['multipart/form-data']?.schema).toMatchObject({
      required: ['file'],
      properties: { file: { type: 'string', format: 'binary' } },
    });
  });

  it('the image route answers image bytes, 304 and 404', async () => {
    const image = operation(await readApiDocument(t.app), 'get', '/api/images/{file}');
    const responses = image.responses as Record<string, Body & { description: string }>;
    expect(Object.keys(responses['200']?.content ?? {})).toEqual(
      expect.arrayContaining(['image/webp', 'image/jpeg']),
    );
    expect(responses['304']?.content).toBeUndefined();
    expect(responses['404']?.content?.['application/json']).toBeDefined();
    expect(image.security).toEqual([]);
  });

  it('reading an order documents the X-Order-Token header', async () => {
    const read = operation(await readApiDocument(t.app), 'get', '/api/orders/{id}');
    expect(read.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ in: 'header', name: 'x-order-token' })]),
    );
  });

  it('page sizes are integers from a list, not any value', async () => {
    const document = await readApiDocument(t.app);
    const sizes = [
      ['/api/products', 'size'],
      ['/api/admin/products', 'size'],
      ['/api/admin/orders', 'size'],
      ['/api/admin/access-codes', 'per_page'],
    ] as const;
    for (const [path, name] of sizes) {
      const parameter = operation(document, 'get', path).parameters?.find((p) => p.name === name);
      expect(parameter?.schema, `${path} ${name}`).toMatchObject({
        type: 'integer',
        enum: [10, 20, 50, 100],
      });
    }
  });
});
