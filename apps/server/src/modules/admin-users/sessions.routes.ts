// Admin sign-in (`POST /admin/login`, JSON or form-encoded) and the session check (`GET /auth/me`).
import {
  adminLoginRequestSchema,
  adminLoginResponseSchema,
  adminUserSchema,
  errorBodySchema,
} from '@canopy/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { UnauthorizedError } from '../../lib/errors';
import { toAdminUser } from './admin-users.service';
import { assertLoginFromThisSite } from './login-origin';

const authRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { auth, adminUsers } = app;

  app.post(
    '/admin/login',
    {
      config: { public: true },
      schema: {
        summary: 'Sign in as an admin',
        description:
          'JSON or a form post; a form post naming another site in Origin is refused (403).',
        consumes: ['application/json', 'application/x-www-form-urlencoded'],
        body: adminLoginRequestSchema,
        response: {
          200: adminLoginResponseSchema,
          401: errorBodySchema,
          403: errorBodySchema,
          422: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request) => {
      assertLoginFromThisSite(request, app.config.corsOrigins);
      const admin = await auth.login({ ...request.body, clientIp: request.ip });
      const { token, expiresAt } = app.tokens.issueAdminToken(admin.id, admin.tokenVersion);
      return {
        access_token: token,
        token_type: 'bearer' as const,
        expires_at: expiresAt.toISOString(),
        user: toAdminUser(admin),
      };
    },
  );

  app.get(
    '/auth/me',
    {
      config: { signedIn: true },
      schema: {
        summary: 'The signed-in admin (the web app checks its stored token with this)',
        response: { 200: adminUserSchema, 401: errorBodySchema },
      },
    },
    async (request) => {
      const admin = request.admin ? await adminUsers.findById(request.admin.id) : null;
      if (!admin) throw new UnauthorizedError('Not authenticated');
      return toAdminUser(admin);
    },
  );
  done();
};

export default authRoutes;
