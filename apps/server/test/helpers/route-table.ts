// The route table of every Fastify instance built while recording, exactly as buildApp makes it:
// each route's method, full URL and options (config, schema with its zod schemas), its declared
// access (plugins/route-access.ts) and whether it is a websocket, read through an onRoute hook
// attached the moment the instance is created (Fastify's `fastify.initialization` diagnostics
// channel). Nothing is listed by hand, so a route added tomorrow is in tomorrow's table.
// Start recording at the top level of a test file, before setupTestApp builds the app:
//
//   const routeTables = recordRouteTables();
//   const t = setupTestApp();
//   …  routeTables.of(t.app)                   // inside a test or hook
import diagnostics from 'node:diagnostics_channel';
import type { FastifyInstance, HTTPMethods, RouteOptions } from 'fastify';
import { afterAll } from 'vitest';
import { routeAccess, type RouteAccess } from '../../src/plugins/route-access';

export interface RegisteredRoute {
  method: HTTPMethods;
  url: string;
  options: RouteOptions;
  access: RouteAccess;
  websocket: boolean;
}

export interface RouteTables {
  /** Every route of that instance, one entry per method. */
  of(app: FastifyInstance): RegisteredRoute[];
}

const INITIALIZATION_CHANNEL = 'fastify.initialization';

export function recordRouteTables(): RouteTables {
  const tables = new WeakMap<FastifyInstance, RegisteredRoute[]>();

  const listener = (message: unknown) => {
    const { fastify } = message as { fastify: FastifyInstance };
    const routes: RegisteredRoute[] = [];
    tables.set(fastify, routes);
    fastify.addHook('onRoute', (options: RouteOptions) => {
      const { url } = options;
      const access = routeAccess(options.config, url);
      const websocket = (options as RouteOptions & { websocket?: boolean }).websocket === true;
      const methods = Array.isArray(options.method) ? options.method : [options.method];
      for (const method of methods) routes.push({ method, url, options, access, websocket });
    });
  };
  diagnostics.subscribe(INITIALIZATION_CHANNEL, listener);
  afterAll(() => {
    diagnostics.unsubscribe(INITIALIZATION_CHANNEL, listener);
  });

  return {
    of(app) {
      const routes = tables.get(app);
      if (!routes) throw new Error('This app was built before recordRouteTables() was called');
      return routes;
    },
  };
}

/** Path parameters that look real (ids are ids), so nothing but the guard can refuse. */
export function concreteUrl(url: string, param = '1'): string {
  return url.replace(/:\w+/g, param);
}
