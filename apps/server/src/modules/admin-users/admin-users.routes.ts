// Admin back office: the admin accounts list (creation and (de)activation come with the admin
// users screen).
import { adminUserSchema } from '@canopy/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createAdminUserService } from './admin-users.service';

const adminUsersRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const adminUsers = createAdminUserService({ db: app.db });

  app.get(
    '/admin/users',
    {
      config: { admin: true },
      schema: {
        tags: ['admin'],
        summary: 'List admin accounts',
        response: { 200: z.array(adminUserSchema) },
      },
    },
    () => adminUsers.list(),
  );
  done();
};

export default adminUsersRoutes;
