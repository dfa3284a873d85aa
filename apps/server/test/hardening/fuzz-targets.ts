// What the contract fuzz suite sends requests to, derived from the route table alone: every route
// with the zod schemas it declares for its path parameters, query string, body and headers. A route
// that reads an input without declaring its schema is reported (missingSchemas), unless it is one
// of the explicit exceptions below, each with its reason; an exception that no longer matches a
// route is reported too, so the list cannot go stale.
import type { FastifySchema, HTTPMethods } from 'fastify';
import type { z } from 'zod';
import type { RegisteredRoute } from '../helpers/route-table';

export type SlotName = 'params' | 'querystring' | 'body' | 'headers';

export interface FuzzTarget {
  /** `METHOD /url` with the API prefix, as Fastify registered it. */
  key: string;
  method: HTTPMethods;
  url: string;
  /** The declared zod schema of each input, or null where the route declares none. */
  schemas: Record<SlotName, z.ZodType | null>;
  /** The path parameter names in the URL. */
  paramNames: string[];
  /** Whether the route reads a request body (it has a body schema, or is an exception that does). */
  takesBody: boolean;
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const isWrite = (method: string) => WRITE_METHODS.has(method);

/** Routes not fuzzed at all, matched on the URL without the API prefix. */
const NOT_FUZZED: ReadonlyArray<{ match: (url: string) => boolean; reason: string }> = [
  {
    match: (url) => url === '/ws',
    reason:
      'websocket: the upgrade takes only ?token (checked by tokenQuerySchema in the handler) and ' +
      'frames are parsed by wsClientMessageSchema; covered by the realtime and authorization tests',
  },
  {
    match: (url) => url === '/auth/logout',
    reason:
      'takes no input and ends every token of the signed-in account, the suite’s own included; ' +
      'covered by admin-sessions.routes.test.ts',
  },
  {
    match: (url) => url === '/docs' || url.startsWith('/docs/'),
    reason: 'API docs: Swagger UI assets and the OpenAPI document, no input beyond a file name',
  },
];

/** Inputs a route reads without a zod schema, on purpose. Key: `METHOD /url` without the prefix. */
export const SCHEMA_EXCEPTIONS: Readonly<Record<string, { slots: SlotName[]; reason: string }>> = {
  'POST /admin/upload/image': {
    slots: ['body'],
    reason:
      'multipart upload: the file is streamed and checked by image-upload-form.ts (one field ' +
      '`file`, 10 MB, an image by its content)',
  },
  'POST /payments/webhook': {
    slots: ['body'],
    reason:
      'Stripe webhook: the raw bytes must be verified against Stripe-Signature before they are parsed',
  },
  'GET /images/:file': {
    slots: ['params'],
    reason:
      'static files: the name is looked up as it is (a sha256 file name); anything else is 404',
  },
  'POST /admin/access-codes/:id/reveal': {
    slots: ['body'],
    reason: 'takes no body: the id in the path names the code',
  },
  'PUT /admin/users/:id/deactivate': {
    slots: ['body'],
    reason: 'takes no body: the id in the path names the account',
  },
  'PUT /admin/users/:id/reactivate': {
    slots: ['body'],
    reason: 'takes no body: the id in the path names the account',
  },
  'POST /customer-token': {
    slots: ['body'],
    reason: 'takes no body: the Bearer customer token is the input, checked by its signature',
  },
  'POST /admin/testing/payment': {
    slots: ['body'],
    reason: 'takes no body: it creates a $1 payment and cancels it',
  },
};

function withoutPrefix(url: string, apiPrefix: string): string {
  return url.startsWith(`${apiPrefix}/`) ? url.slice(apiPrefix.length) : url;
}

export interface RouteSelection {
  targets: FuzzTarget[];
  /** `METHOD /url: reason` for each route left out. */
  skipped: string[];
  /** Inputs read without a schema and not excepted; empty when the table is in order. */
  missingSchemas: string[];
}

/**
 * The fuzz targets among the routes of one app. `alreadyTargeted` holds keys fuzzed through another
 * app (the same route in two configurations is fuzzed once).
 */
export function selectTargets(
  routes: readonly RegisteredRoute[],
  apiPrefix: string,
  alreadyTargeted: ReadonlySet<string> = new Set(),
): RouteSelection {
  const selection: RouteSelection = { targets: [], skipped: [], missingSchemas: [] };
  const gets = new Set(routes.filter((r) => r.method === 'GET').map((r) => r.url));

  for (const { method, url, options } of routes) {
    const key = `${method} ${url}`;
    const local = withoutPrefix(url, apiPrefix);
    const notFuzzed = NOT_FUZZED.find((rule) => rule.match(local));
    if (notFuzzed) {
      selection.skipped.push(`${key}: ${notFuzzed.reason}`);
      continue;
    }
    if (method === 'HEAD' && gets.has(url)) {
      selection.skipped.push(`${key}: Fastify's HEAD twin of the GET, fuzzed through the GET`);
      continue;
    }
    if (alreadyTargeted.has(key)) continue;

    const schema: FastifySchema = options.schema ?? {};
    const schemas: Record<SlotName, z.ZodType | null> = {
      params: (schema.params as z.ZodType | undefined) ?? null,
      querystring: (schema.querystring as z.ZodType | undefined) ?? null,
      body: (schema.body as z.ZodType | undefined) ?? null,
      headers: (schema.headers as z.ZodType | undefined) ?? null,
    };
    const paramNames = [...url.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');
    const exception = SCHEMA_EXCEPTIONS[`${method} ${local}`];
    const unschemed: SlotName[] = [];
    if (paramNames.length > 0 && !schemas.params) unschemed.push('params');
    if (['POST', 'PUT', 'PATCH'].includes(method) && !schemas.body) unschemed.push('body');
    for (const slot of unschemed) {
      if (!exception?.slots.includes(slot)) {
        selection.missingSchemas.push(`${key} reads ${slot} without a schema`);
      }
    }
    selection.targets.push({
      key,
      method,
      url,
      schemas,
      paramNames,
      takesBody: schemas.body !== null || (exception?.slots.includes('body') ?? false),
    });
  }
  return selection;
}

/** Exceptions that match no route in these tables: stale entries to delete. */
export function staleExceptions(routes: readonly RegisteredRoute[], apiPrefix: string): string[] {
  const keys = new Set(routes.map((r) => `${r.method} ${withoutPrefix(r.url, apiPrefix)}`));
  return Object.keys(SCHEMA_EXCEPTIONS).filter((key) => !keys.has(key));
}
