// The rules every operation of the API description follows (docs/decisions/0027-api-description.md),
// checked against the route table, so that a route registered tomorrow is checked tomorrow:
//   - a unique operationId, a summary and a tag declared at the top level with a description;
//   - `security: []` when public, the access code on storefront routes, the admin token on staff
//     routes; staff routes answer 401 and 403;
//   - a route that validates input (body, params, query or headers) answers 422 with the error
//     body.
import type { FastifyInstance } from 'fastify';
import type { RegisteredRoute } from './route-table';

interface Operation {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: Array<Record<string, string[]>>;
  responses?: Record<
    string,
    { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> }
  >;
}

export interface ApiDocument {
  openapi: string;
  tags?: Array<{ name: string; description?: string }>;
  paths: Record<string, Record<string, Operation> | undefined>;
}

export async function readApiDocument(app: FastifyInstance): Promise<ApiDocument> {
  const response = await app.inject({ method: 'GET', url: `${app.config.apiPrefix}/docs/json` });
  if (response.statusCode !== 200) throw new Error(`docs/json answered ${response.statusCode}`);
  return response.json<ApiDocument>();
}

/** `/api/orders/:id` → `/api/orders/{id}`, as the document spells paths. */
export function documentPath(url: string): string {
  return url.replace(/:(\w+)/g, '{$1}');
}

const SECURITY_BY_ACCESS: Record<string, Operation['security']> = {
  public: [],
  storefront: [{ accessCode: [] }],
};
const STAFF_SECURITY = [{ adminToken: [] }];
const INPUTS = ['body', 'params', 'querystring', 'headers'] as const;

/** The API routes the document must describe: not hidden, not HEAD, under the API prefix. */
export function describedRoutes(routes: RegisteredRoute[], apiPrefix: string): RegisteredRoute[] {
  return routes.filter(
    (route) =>
      route.url.startsWith(`${apiPrefix}/`) &&
      route.method !== 'HEAD' &&
      !route.websocket &&
      route.options.schema?.hide !== true,
  );
}

/** Every broken rule, one line each: `GET /api/x: no summary`. */
export function descriptionProblems(
  document: ApiDocument,
  routes: RegisteredRoute[],
  apiPrefix: string,
): string[] {
  const problems: string[] = [];
  const declaredTags = new Map((document.tags ?? []).map((tag) => [tag.name, tag.description]));
  const seenIds = new Map<string, string>();

  for (const route of describedRoutes(routes, apiPrefix)) {
    const name = `${route.method} ${route.url}`;
    const operation = document.paths[documentPath(route.url)]?.[route.method.toLowerCase()];
    if (!operation) {
      problems.push(`${name}: missing from the document`);
      continue;
    }
    const id = operation.operationId;
    if (!id) problems.push(`${name}: no operationId`);
    else if (seenIds.has(id))
      problems.push(`${name}: operationId ${id} is also ${seenIds.get(id)}`);
    else seenIds.set(id, name);

    if (!operation.summary?.trim()) problems.push(`${name}: no summary`);
    if (!operation.tags?.length) problems.push(`${name}: no tag (add its path to api-tags.ts)`);
    for (const tag of operation.tags ?? []) {
      if (!declaredTags.get(tag)) problems.push(`${name}: tag ${tag} is not declared`);
    }

    const security = SECURITY_BY_ACCESS[route.access] ?? STAFF_SECURITY;
    if (JSON.stringify(operation.security) !== JSON.stringify(security)) {
      problems.push(`${name}: security should be ${JSON.stringify(security)}`);
    }
    const responses = operation.responses ?? {};
    const expected = [
      ...(security === STAFF_SECURITY ? ['401', '403'] : []),
      ...(INPUTS.some((input) => route.options.schema?.[input] !== undefined) ? ['422'] : []),
    ];
    for (const status of expected) {
      const body = responses[status]?.content?.['application/json']?.schema;
      if (!body?.properties?.detail) problems.push(`${name}: no ${status} with the error body`);
    }
  }
  return problems;
}
