// The route table as the app builds it: the very plugin buildApp registers (canopyApp), with an
// onRoute collector attached first, so every route is listed with its method, URL, declared access
// and whether it is a websocket, and nothing is listed by hand (a route added tomorrow is in
// tomorrow's table).
import Fastify, { type FastifyInstance, type HTTPMethods, type RouteOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { canopyApp } from '../../src/app';
import type { Config } from '../../src/config';
import type { DatabaseHandle } from '../../src/db/client';
import { routeAccess, type RouteAccess } from '../../src/plugins/route-access';

export interface RouteEntry {
  method: HTTPMethods;
  url: string;
  access: RouteAccess;
  websocket: boolean;
}

function asList<T>(value: T | T[]): T[] {
  return Array.isArray(value) ? value : [value];
}

/** The app (ready) and every route it registered, one entry per method. */
export async function buildAppWithRouteTable(
  config: Config,
  database: DatabaseHandle,
): Promise<{ app: FastifyInstance; routes: RouteEntry[] }> {
  const routes: RouteEntry[] = [];
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRoute', (route: RouteOptions) => {
    const access = routeAccess(route.config, route.url);
    const websocket = (route as RouteOptions & { websocket?: boolean }).websocket === true;
    for (const method of asList(route.method)) {
      routes.push({ method, url: route.url, access, websocket });
    }
  });
  await app.register(canopyApp, { config, database });
  await app.ready();
  return { app, routes };
}

/** Path parameters that look real (ids are ids), so nothing but the guard can refuse. */
export function concreteUrl(url: string, param = '1'): string {
  return url.replace(/:\w+/g, param);
}
