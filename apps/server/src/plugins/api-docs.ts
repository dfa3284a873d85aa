// OpenAPI 3.1 generated from the routes' zod schemas, with Swagger UI at `${API_PREFIX}/docs`.
// What each operation says beyond its own schema (tag, security, refusals, operationId) is
// derived in api-description.ts; `npm run lint:api` lints the result with Redocly.
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { describeDocument, describeRoute } from './api-description';

export default fp(
  async (app) => {
    const { apiPrefix } = app.config;
    await app.register(fastifySwagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Canopy API',
          description:
            'Storefront calls need the X-Access-Code header; admin calls a Bearer token from ' +
            'POST /admin/login. Every error answers `{detail, error}`.',
          version: '0.1.0',
        },
        servers: [{ url: '/' }],
        components: {
          securitySchemes: {
            accessCode: {
              type: 'apiKey',
              in: 'header',
              name: 'X-Access-Code',
              description:
                'A usable access code (checked with POST /validate-access-code). With the age ' +
                'step on, a storefront call also sends the customer token that passed it ' +
                '(POST /age-verification) as Authorization: Bearer.',
            },
            adminToken: {
              type: 'http',
              scheme: 'bearer',
              bearerFormat: 'JWT',
              description: 'The access_token answered by POST /admin/login.',
            },
          },
        },
      },
      transform: describeRoute(apiPrefix),
      transformObject: describeDocument(apiPrefix),
    });
    await app.register(fastifySwaggerUi, {
      routePrefix: `${apiPrefix}/docs`,
      staticCSP: true,
      // Swagger UI's own policy asks to upgrade to https, which breaks plain-http installs.
      transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/, ''),
    });
  },
  { name: 'api-docs', dependencies: ['app-config'] },
);
