// The Canopy server as a Fastify app. `buildApp` makes the instance (logger, zod compilers) and
// registers `canopyApp`, which wires everything in a fixed order: configuration → backing
// services → external plugins → app plugins → module plugins (each builds its services once)
// → routes. Tests build this very app.
import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, {
  type FastifyInstance,
  type FastifyPluginAsync,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import { fastifyTrustProxy } from './config/trust-proxy';
import type { DatabaseHandle } from './db/client';
import { redactQueryParams } from './lib/logged-url';
import accessCodesPlugin from './modules/access-codes/access-codes.plugin';
import adminAccessCodesRoutes from './modules/access-codes/admin.routes';
import accessCodeRoutes from './modules/access-codes/store.routes';
import adminAnalyticsPlugin from './modules/admin-analytics/admin-analytics.plugin';
import adminAnalyticsRoutes from './modules/admin-analytics/admin-analytics.routes';
import deliveryZonesRoutes from './modules/fulfilment/admin.routes';
import fulfilmentPlugin from './modules/fulfilment/fulfilment.plugin';
import fulfilmentRoutes from './modules/fulfilment/store.routes';
import adminDashboardPlugin from './modules/admin-dashboard/admin-dashboard.plugin';
import dashboardRoutes from './modules/admin-dashboard/admin.routes';
import adminTestingPlugin from './modules/admin-testing/admin-testing.plugin';
import adminTestingRoutes from './modules/admin-testing/admin-testing.routes';
import adminSessionRoutes from './modules/admin-users/admin-sessions.routes';
import adminUsersPlugin from './modules/admin-users/admin-users.plugin';
import adminUsersRoutes from './modules/admin-users/admin.routes';
import ageVerificationPlugin from './modules/age-verification/age-verification.plugin';
import ageVerificationRoutes from './modules/age-verification/store.routes';
import sessionRoutes from './modules/admin-users/sessions.routes';
import adminCatalogRoutes from './modules/catalog/admin.routes';
import catalogPlugin from './modules/catalog/catalog.plugin';
import imagesRoutes from './modules/catalog/images.routes';
import catalogRoutes from './modules/catalog/store.routes';
import firstScreenPlugin from './modules/first-screen/first-screen.plugin';
import healthRoutes from './modules/health/health.routes';
import adminOrdersRoutes from './modules/orders/admin.routes';
import ordersPlugin from './modules/orders/orders.plugin';
import orderRoutes from './modules/orders/store.routes';
import paymentsPlugin from './modules/payments/payments.plugin';
import paymentsRoutes from './modules/payments/store.routes';
import stripePlugin from './modules/payments/stripe.plugin';
import stripeRoutes from './modules/payments/stripe.routes';
import testProviderRoutes from './modules/payments/test-provider.routes';
import realtimePlugin from './modules/realtime/realtime.plugin';
import realtimeRoutes from './modules/realtime/realtime.routes';
import adminReferralCodesRoutes from './modules/referrals/admin.routes';
import referralsPlugin from './modules/referrals/referrals.plugin';
import referralRoutes from './modules/referrals/store.routes';
import systemConfigRoutes from './modules/settings/admin.routes';
import complianceRoutes from './modules/compliance/admin.routes';
import settingsPlugin from './modules/settings/settings.plugin';
import apiDocs from './plugins/api-docs';
import appConfig, { type Clock } from './plugins/app-config';
import auth from './plugins/auth';
import closeConnections from './plugins/close-connections';
import database from './plugins/database';
import errorHandler, { sendError } from './plugins/error-handler';
import invalidation from './plugins/invalidation';
import noStore from './plugins/no-store';
import rateLimit from './plugins/rate-limit';
import redis from './plugins/redis';
import securityHeaders from './plugins/security-headers';
import webApp from './plugins/web-app';
import { websocketErrorHandler } from './plugins/websocket-errors';
import { guardRoutesByAccess } from './plugins/route-access';

export interface BuildAppOptions {
  /** An open, migrated database to use instead of opening one from the config (tests). */
  database?: DatabaseHandle;
  /** Human-readable logs (a terminal); JSON lines otherwise. */
  prettyLogs?: boolean;
  /** Where the JSON log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
  /** The clock calendar rules read (tests move it); the system clock by default. */
  now?: Clock;
}

export interface CanopyAppOptions {
  config: Config;
  database?: DatabaseHandle | undefined;
  now?: Clock | undefined;
}

// Query parameters that carry credentials (the socket's token, an order's token) never reach logs,
// nor does the admin access-code list's search, which finds a code by its plaintext too.
const SECRET_QUERY_PARAMS = new Set(['token', 'order_token']);
const SECRET_QUERY_PARAMS_WITH_SEARCH = new Set([...SECRET_QUERY_PARAMS, 'search']);

function loggedUrl(request: FastifyRequest, config: Config): string {
  const searchesCodes = request.routeOptions.url === `${config.apiPrefix}/admin/access-codes`;
  return redactQueryParams(
    request.url,
    searchesCodes ? SECRET_QUERY_PARAMS_WITH_SEARCH : SECRET_QUERY_PARAMS,
  );
}

function loggerOptions(
  config: Config,
  { prettyLogs = false, logStream }: BuildAppOptions,
): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers["x-access-code"]',
        'req.headers["x-order-token"]',
        'req.headers["stripe-signature"]',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        'headers.authorization',
        'headers["x-access-code"]',
        'headers["x-order-token"]',
        'headers["stripe-signature"]',
        'headers.cookie',
        'password',
        '*.password',
        'token',
        '*.token',
        'access_token',
        '*.access_token',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req(request) {
        return {
          method: request.method,
          url: loggedUrl(request, config),
          host: request.host,
          remoteAddress: request.ip,
        };
      },
    },
    ...(logStream ? { stream: logStream } : {}),
    ...(prettyLogs && !logStream
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
          },
        }
      : {}),
  };
}

/** Everything under API_PREFIX: each route declares who may call it (see plugins/route-access). */
const apiRoutes: FastifyPluginAsync = async (api) => {
  guardRoutesByAccess(api);
  await api.register(healthRoutes);
  await api.register(accessCodeRoutes);
  await api.register(ageVerificationRoutes);
  await api.register(sessionRoutes);
  await api.register(adminSessionRoutes);
  await api.register(adminUsersRoutes);
  await api.register(adminCatalogRoutes);
  await api.register(dashboardRoutes);
  await api.register(adminOrdersRoutes);
  await api.register(adminAnalyticsRoutes);
  await api.register(adminTestingRoutes);
  await api.register(adminAccessCodesRoutes);
  await api.register(adminReferralCodesRoutes);
  await api.register(systemConfigRoutes);
  await api.register(complianceRoutes);
  await api.register(paymentsRoutes);
  await api.register(testProviderRoutes);
  await api.register(stripeRoutes);
  await api.register(orderRoutes);
  await api.register(referralRoutes);
  await api.register(catalogRoutes);
  await api.register(imagesRoutes);
  await api.register(deliveryZonesRoutes);
  await api.register(fulfilmentRoutes);
};

export const canopyApp = fp<CanopyAppOptions>(
  async (app, { config, database: providedDatabase, now }) => {
    // Configuration and backing services.
    await app.register(appConfig, { config, now });
    await app.register(redis);
    await app.register(invalidation);
    await app.register(database, { database: providedDatabase });

    // External plugins.
    await app.register(closeConnections);
    await app.register(securityHeaders);
    await app.register(noStore);
    await app.register(fastifyFormbody);
    // Reads and writes the storefront page cookie (modules/first-screen/page-cookie.ts).
    await app.register(fastifyCookie);
    await app.register(rateLimit);
    await app.register(apiDocs);
    await app.register(fastifyWebsocket, {
      options: { maxPayload: 16 * 1024 },
      errorHandler: websocketErrorHandler,
    });
    await app.register(webApp);

    // App plugins.
    await app.register(errorHandler);
    await app.register(auth);

    // Module plugins: each builds its module's services once and attaches them to the app.
    await app.register(realtimePlugin);
    await app.register(adminUsersPlugin);
    await app.register(accessCodesPlugin);
    await app.register(settingsPlugin);
    await app.register(ageVerificationPlugin);
    await app.register(catalogPlugin);
    await app.register(referralsPlugin);
    await app.register(paymentsPlugin);
    await app.register(fulfilmentPlugin);
    await app.register(ordersPlugin);
    await app.register(stripePlugin);
    await app.register(adminDashboardPlugin);
    await app.register(adminAnalyticsPlugin);
    await app.register(adminTestingPlugin);
    await app.register(firstScreenPlugin);

    // Routes.
    await app.register(apiRoutes, { prefix: config.apiPrefix });
    await app.register(realtimeRoutes);
  },
  { name: 'canopy-app' },
);

export async function buildApp(
  config: Config,
  options: BuildAppOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config, options),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    genReqId: () => randomUUID(),
    // Opening a fresh embedded database and migrating it takes seconds on a small machine.
    pluginTimeout: 120_000,
    // While a SIGTERM drains the server, a request arriving on an open keep-alive connection is
    // still served (the database is closed only after the last connection), and its answer
    // closes the connection (plugins/close-connections.ts), instead of Fastify's bare 503.
    return503OnClosing: false,
    // Errors Fastify raises before routing (a malformed URL) get the same body as all others.
    frameworkErrors: (error, request, reply) => {
      sendError(error, request, reply);
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The API speaks JSON and (for login) form bodies; anything else is 415, not a string body.
  app.removeContentTypeParser('text/plain');
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  await app.register(canopyApp, { config, database: options.database, now: options.now });
  return app;
}
