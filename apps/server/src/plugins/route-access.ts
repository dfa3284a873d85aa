// Who may call each API route, declared on the route itself:
//   config: { public: true }     anyone (health, the gate itself, payments config, login, images)
//   config: { admin: true }      an active admin's Bearer token (request.admin is set)
//   config: { superuser: true }  the same, and the admin is a superuser
//   (none of these)              a storefront route: X-Access-Code must be usable right now
// The default is the storefront gate, so a route nobody marked is never accidentally open. The
// guard is an onRequest hook, so it runs before the body is read or validated; it comes after the
// route's own onRequest hooks, which puts rate limiting ahead of any database lookup.
import type {
  FastifyContextConfig,
  FastifyInstance,
  onRequestHookHandler,
  RouteOptions,
} from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    public?: boolean;
    admin?: boolean;
    superuser?: boolean;
  }
}

export type RouteAccess = 'storefront' | 'public' | 'admin' | 'superuser';

export function routeAccess(config: FastifyContextConfig | undefined, url: string): RouteAccess {
  const flags = [config?.public, config?.admin, config?.superuser].filter(Boolean).length;
  if (flags > 1) {
    throw new Error(`Route ${url}: choose one of config.public, config.admin, config.superuser`);
  }
  if (config?.public) return 'public';
  if (config?.superuser) return 'superuser';
  if (config?.admin) return 'admin';
  return 'storefront';
}

function guardsFor(app: FastifyInstance, access: RouteAccess): onRequestHookHandler[] {
  switch (access) {
    case 'public':
      return [];
    case 'storefront':
      return [app.requireAccessCode];
    case 'admin':
      return [app.authenticateAdmin];
    case 'superuser':
      return [app.authenticateAdmin, app.requireSuperuser];
  }
}

// For the OpenAPI document: which credential each kind of route takes.
const SECURITY_BY_ACCESS: Record<RouteAccess, Array<Record<string, string[]>> | undefined> = {
  public: undefined,
  storefront: [{ accessCode: [] }],
  admin: [{ adminToken: [] }],
  superuser: [{ adminToken: [] }],
};

function asArray<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/** Adds the guards to every route registered after it in this scope (the API scope). */
export function guardRoutesByAccess(app: FastifyInstance): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    const access = routeAccess(route.config, route.url);
    route.onRequest = [...asArray(route.onRequest), ...guardsFor(app, access)];
    const security = SECURITY_BY_ACCESS[access];
    if (security) route.schema = { ...route.schema, security };
  });
}
