// The signed-in admin's own session: `PUT /auth/password` (the other sessions are signed out,
// this one gets a new token) and `POST /auth/logout` (the token is refused from then on).
import {
  errorBodySchema,
  passwordChangeRequestSchema,
  passwordChangeResponseSchema,
} from '@canopy/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminActor, signedInAdmin } from './admin-actor';
import { toAdminUser } from './admin-users.service';

// Any signed-in admin, whatever their role: this is their own session.
const ADMIN = { signedIn: true };

const adminSessionRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { adminSessions: sessions } = app;

  app.put(
    '/auth/password',
    {
      config: ADMIN,
      schema: {
        summary: 'Change one’s own password; every other session of the account is signed out',
        body: passwordChangeRequestSchema,
        response: {
          200: passwordChangeResponseSchema,
          401: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    async (request) => {
      const admin = await sessions.changePassword(
        signedInAdmin(request).id,
        request.body,
        adminActor(request),
      );
      const { token, expiresAt } = app.tokens.issueAdminToken(admin.id, admin.tokenVersion);
      return {
        access_token: token,
        token_type: 'bearer' as const,
        expires_at: expiresAt.toISOString(),
        user: toAdminUser(admin),
      };
    },
  );

  app.post(
    '/auth/logout',
    {
      config: ADMIN,
      schema: {
        summary: 'Sign out: every token of the account is refused from now on, on every instance',
        response: { 204: z.null(), 401: errorBodySchema },
      },
    },
    async (request, reply) => {
      await sessions.logout(signedInAdmin(request).id);
      return reply.code(204).send(null);
    },
  );
  done();
};

export default adminSessionRoutes;
