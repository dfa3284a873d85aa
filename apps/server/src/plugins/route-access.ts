// Who may call each API route, declared on the route itself (docs/decisions/0003 and 0026):
//   config: { public: true }                anyone (health, the gate, payments config, login)
//   config: { signedIn: true }              any active admin, for their own session (me, password,
//                                           logout); request.admin is set
//   config: { permission: 'orders.read' }   an active admin whose role holds that permission; a
//                                           list means any one of them (the handler then decides)
//   (none of these)                         a storefront route: X-Access-Code must be usable now
//                                           and, with age verification on, the customer token
//                                           (Bearer) must have passed the age step
//   config: { beforeAgeStep: true }         a storefront route the shopper needs before the age
//                                           step (the step itself, token renewal): the code only
// The default is the storefront gate, so a route nobody marked is never accidentally open, and an
// admin route that declares no permission fails the authorization test. The guard is an onRequest
// hook, so it runs before the body is read or validated; it comes after the route's own onRequest
// hooks, which puts rate limiting ahead of any database lookup.
import type { Permission } from '@canopy/contracts';
import type {
  FastifyContextConfig,
  FastifyInstance,
  onRequestHookHandler,
  RouteOptions,
} from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    public?: boolean;
    signedIn?: boolean;
    permission?: Permission | readonly Permission[];
    beforeAgeStep?: boolean;
  }
}

export type RouteAccess = 'storefront' | 'public' | 'signedIn' | 'permission';

export function routeAccess(config: FastifyContextConfig | undefined, url: string): RouteAccess {
  const flags = [config?.public, config?.signedIn, config?.permission].filter(Boolean).length;
  if (flags > 1) {
    throw new Error(
      `Route ${url}: choose one of config.public, config.signedIn, config.permission`,
    );
  }
  if (config?.beforeAgeStep && flags > 0) {
    throw new Error(`Route ${url}: config.beforeAgeStep is for storefront routes only`);
  }
  if (config?.public) return 'public';
  if (config?.signedIn) return 'signedIn';
  if (config?.permission !== undefined) {
    if (routePermissions(config).length === 0) {
      throw new Error(`Route ${url}: config.permission names no permission`);
    }
    return 'permission';
  }
  return 'storefront';
}

/** The permissions a route accepts (any one of them); empty for a route that needs none. */
export function routePermissions(config: FastifyContextConfig | undefined): readonly Permission[] {
  const declared = config?.permission;
  if (declared === undefined) return [];
  return typeof declared === 'string' ? [declared] : declared;
}

function guardsFor(
  app: FastifyInstance,
  access: RouteAccess,
  config: FastifyContextConfig | undefined,
): onRequestHookHandler[] {
  switch (access) {
    case 'public':
      return [];
    case 'storefront':
      return config?.beforeAgeStep
        ? [app.requireAccessCode]
        : [app.requireAccessCode, app.requireVerifiedAge];
    case 'signedIn':
      return [app.authenticateAdmin];
    case 'permission':
      return [app.authenticateAdmin, app.requirePermission(routePermissions(config))];
  }
}

function asArray<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/**
 * Adds the guards to every route registered after it in this scope (the API scope). The OpenAPI
 * description reads the same flags (plugins/api-description.ts).
 */
export function guardRoutesByAccess(app: FastifyInstance): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    const access = routeAccess(route.config, route.url);
    route.onRequest = [...asArray(route.onRequest), ...guardsFor(app, access, route.config)];
  });
}
