// OpenAPI 3.1 generated from the routes' zod schemas, with Swagger UI at `${API_PREFIX}/docs`.
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export default fp(
  async (app) => {
    await app.register(fastifySwagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Canopy API',
          description:
            'Storefront calls need the X-Access-Code header; admin calls a Bearer token from POST /admin/login.',
          version: '0.1.0',
        },
        servers: [{ url: '/' }],
        components: {
          securitySchemes: {
            accessCode: { type: 'apiKey', in: 'header', name: 'X-Access-Code' },
            adminToken: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          },
        },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(fastifySwaggerUi, {
      routePrefix: `${app.config.apiPrefix}/docs`,
      staticCSP: true,
      // Swagger UI's own policy asks to upgrade to https, which breaks plain-http installs.
      transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/, ''),
    });
  },
  { name: 'api-docs', dependencies: ['app-config'] },
);
