// How every API route appears in the OpenAPI document, derived in one place from what the route
// already declares (docs/decisions/0027-api-description.md): its tag from its path (api-tags.ts),
// its security scheme and its refusals (401/403, 403/429) from its access flags
// (route-access.ts), 422 when it validates any input, and an operationId from its method and path
// unless the route names one in `schema.operationId`. Routes keep only what is theirs: the
// summary, the zod schemas, their own answers, and `schema.documentedOnly`.
import { errorBodySchema } from '@canopy/contracts';
import type { SwaggerTransformObject } from '@fastify/swagger';
import type { FastifySchema, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { API_TAGS, tagForPath } from './api-tags';
import { routeAccess } from './route-access';

type JsonObject = Record<string, unknown>;

/** What the document says about a route that no zod schema carries (Fastify must not check it). */
export interface DocumentedOnly {
  /** A body the handler reads itself (a multipart upload), as a JSON schema. */
  body?: JsonObject;
  /** Answers that are not JSON (image bytes, 304), by status: `{ description, content? }`. */
  response?: Record<number, JsonObject>;
}

declare module 'fastify' {
  interface FastifySchema {
    documentedOnly?: DocumentedOnly;
  }
}

/** Who may call a route, as the document tells it. */
export type Caller = 'public' | 'storefront' | 'admin';

/** Every kind of staff access (a permission, or any signed-in admin) is `admin`. */
export function callerOf(route: Pick<RouteOptions, 'config' | 'url'>): Caller {
  const access: string = routeAccess(route.config, route.url);
  return access === 'public' || access === 'storefront' ? access : 'admin';
}

const SECURITY: Record<Caller, Array<Record<string, string[]>>> = {
  public: [],
  storefront: [{ accessCode: [] }],
  admin: [{ adminToken: [] }],
};

/** The refusals every route of a kind can answer before its handler runs. */
const REFUSALS: Record<Caller, Record<number, typeof errorBodySchema>> = {
  public: {},
  storefront: { 403: errorBodySchema, 429: errorBodySchema },
  admin: { 401: errorBodySchema, 403: errorBodySchema },
};

const INPUTS = ['body', 'params', 'querystring', 'headers'] as const;

type SchemaTransform = typeof jsonSchemaTransform;
type TransformInput = Parameters<SchemaTransform>[0];

function isUnder(url: string, prefix: string): boolean {
  return url === prefix || url.startsWith(`${prefix}/`);
}

/** The swagger `transform`: the route's schema as the document shows it. */
export function describeRoute(apiPrefix: string): SchemaTransform {
  return (document: TransformInput) => {
    const { route, url } = document;
    // Only the API is described; the web app's and the socket's routes are not part of it.
    if (!isUnder(url, apiPrefix)) return { schema: { hide: true }, url };
    // A route may have no schema at all, whatever the transform's type says.
    const { documentedOnly, ...declared } = (document.schema as FastifySchema | undefined) ?? {};
    if (declared.hide) return jsonSchemaTransform(document);

    const caller = callerOf(route);
    const tag = tagForPath(url.slice(apiPrefix.length));
    const takesInput = INPUTS.some((input) => declared[input] !== undefined);
    const response = {
      ...REFUSALS[caller],
      ...(takesInput ? { 422: errorBodySchema } : {}),
      ...(declared.response as Record<string, unknown> | undefined),
    };
    const described = jsonSchemaTransform({
      ...document,
      schema: { ...declared, response, security: SECURITY[caller], tags: tag ? [tag.name] : [] },
    });
    const schema = described.schema as JsonObject;
    return {
      url: described.url,
      schema: {
        ...schema,
        ...(documentedOnly?.body && !schema.body ? { body: documentedOnly.body } : {}),
        response: { ...(schema.response as JsonObject), ...documentedOnly?.response },
      },
    };
  };
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** `GET /api/admin/access-codes/{id}/analytics` → `getAdminAccessCodesByIdAnalytics`. */
export function operationIdFor(method: string, path: string, apiPrefix: string): string {
  const local = isUnder(path, apiPrefix) ? path.slice(apiPrefix.length) : path;
  const words = local
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      const param = /^\{(.+)\}$/.exec(segment)?.[1];
      return param ? `by-${param}` : segment;
    })
    .flatMap((segment) => segment.split(/[^A-Za-z0-9]+/).filter(Boolean));
  return [
    method.toLowerCase(),
    ...words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)),
  ].join('');
}

const ANSWERS: Record<string, string> = {
  '200': 'OK',
  '201': 'Created',
  '204': 'Done; no body',
  '400': 'The request body could not be read',
  '401': 'No admin token, or one that is expired, revoked or of a deactivated account',
  '402': 'The payment was declined',
  '403': 'Refused: the detail says why',
  '404': 'Not found',
  '409': 'Refused: it conflicts with the current state (the detail says why)',
  '413': 'The body is too large',
  '415': 'The body is not of a media type this call accepts',
  '422': 'The input is invalid: the detail lists each field and what is wrong with it',
  '429': 'Too many requests: wait the Retry-After seconds',
  '503': 'A service this call needs is unavailable; try again',
};

const REFUSED: Record<string, string> = {
  accessCode:
    'The X-Access-Code is missing, unknown, or no longer opens the shop (invalid_access_code), ' +
    'or the customer token has not passed the age step (age_verification_required)',
  adminToken: 'The signed-in admin may not do this',
};

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * zod describes a record over an enum (`orders_by_status`) by `propertyNames` and `required`;
 * naming each key in `properties` says the same in a way every reader of the document sees.
 */
function spellOutEnumRecords(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(spellOutEnumRecords);
  if (!isObject(value)) return value;
  const next = Object.fromEntries(
    Object.entries(value).map(([key, child]) => [key, spellOutEnumRecords(child)]),
  );
  const keys = isObject(next.propertyNames) ? next.propertyNames.enum : undefined;
  if (next.properties || !Array.isArray(keys) || !isObject(next.additionalProperties)) return next;
  const valueSchema = next.additionalProperties;
  return {
    ...next,
    properties: Object.fromEntries(keys.map((key) => [String(key), valueSchema])),
  };
}

type Operation = JsonObject & { responses?: Record<string, JsonObject>; tags?: string[] };

function describeAnswers(operation: Operation): Operation['responses'] {
  const scheme = Object.keys((operation.security as JsonObject[] | undefined)?.[0] ?? {})[0];
  return Object.fromEntries(
    Object.entries(operation.responses ?? {}).map(([status, answer]) => {
      if (answer.description !== 'Default Response') return [status, answer];
      const refused = status === '403' && scheme ? REFUSED[scheme] : undefined;
      return [status, { ...answer, description: refused ?? ANSWERS[status] ?? 'Answer' }];
    }),
  );
}

/** The swagger `transformObject`: operationIds, answer descriptions and the declared tags. */
export function describeDocument(apiPrefix: string): SwaggerTransformObject {
  return (documentObject) => {
    if (!('openapiObject' in documentObject)) return documentObject.swaggerObject;
    const { openapiObject } = documentObject;
    const paths = (openapiObject.paths ?? {}) as Record<string, Record<string, Operation>>;
    const usedTags = new Set<string>();
    const described = Object.fromEntries(
      Object.entries(paths).map(([path, item]) => {
        const next: Record<string, unknown> = { ...item };
        for (const method of METHODS) {
          const operation = item[method];
          if (!operation) continue;
          // One route with several methods shares one operation object: each gets its own.
          next[method] = {
            ...operation,
            operationId: operation.operationId ?? operationIdFor(method, path, apiPrefix),
            responses: describeAnswers(operation),
          };
          for (const tag of operation.tags ?? []) usedTags.add(tag);
        }
        return [path, next];
      }),
    );
    const tags = API_TAGS.filter((tag) => usedTags.has(tag.name)).map(({ name, description }) => ({
      name,
      description,
    }));
    const document = { ...openapiObject, tags, paths: spellOutEnumRecords(described) };
    return document as ReturnType<SwaggerTransformObject>;
  };
}
