// The admin-users module's services, built once: admin accounts, roles, the audit log, sign-in, and
// the hooks that guard admin routes. The admin row is loaded with its role on every call, so
// deactivating an account or changing its role takes effect at once, on every instance, rather
// than when its token expires (docs/decisions/0026-staff-roles-and-permissions.md).
import type { Permission } from '@canopy/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { PermissionDeniedError, UnauthorizedError } from '../../lib/errors';
import { bearerToken } from '../../plugins/auth';
import { createAdminAccountsService, type AdminAccountsService } from './admin-accounts.service';
import { createAdminSessionsService, type AdminSessionsService } from './admin-sessions.service';
import type { AdminPrincipal } from './admin-actor';
import { createAdminUserService, type AdminUserService } from './admin-users.service';
import { createAuditLogReader, type AuditLogReader } from './audit-log-reader.service';
import { createAuthService, type AuthService } from './auth.service';
import { createRolesService, type RolesService } from './roles.service';
import { isOwnerRole, permissionsOf } from './staff-access';
import { createLoginAttempts } from './login-attempts';

type GuardHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    adminUsers: AdminUserService;
    adminAccounts: AdminAccountsService;
    adminSessions: AdminSessionsService;
    adminRoles: RolesService;
    auditLog: AuditLogReader;
    auth: AuthService;
    /** 401 `Not authenticated` unless an active admin's Bearer token; sets `request.admin`. */
    authenticateAdmin: GuardHook;
    /** 403 `forbidden` naming the permission unless the role holds one of them (after the above). */
    requirePermission: (anyOf: readonly Permission[]) => GuardHook;
  }
  interface FastifyRequest {
    /** The signed-in admin on admin routes; null elsewhere. */
    admin: AdminPrincipal | null;
  }
}

export default fp(
  (app, _options, done) => {
    const adminUsers = createAdminUserService({ db: app.db });
    app.decorate('adminUsers', adminUsers);
    app.decorate('adminAccounts', createAdminAccountsService({ db: app.db }));
    app.decorate('adminSessions', createAdminSessionsService({ db: app.db }));
    app.decorate('adminRoles', createRolesService({ db: app.db }));
    app.decorate('auditLog', createAuditLogReader({ db: app.db }));
    app.decorate(
      'auth',
      createAuthService({ db: app.db, attempts: createLoginAttempts(app.redis) }),
    );

    app.decorateRequest('admin', null);

    app.decorate('authenticateAdmin', async (request: FastifyRequest) => {
      const token = bearerToken(request);
      const claims = token ? app.tokens.verify(token) : null;
      if (claims?.kind !== 'admin') throw new UnauthorizedError('Not authenticated');
      const admin = await adminUsers.findById(Number(claims.sub));
      // A token of an older token_version was signed out (logout, password change).
      if (!admin || (claims.ver ?? 0) !== admin.tokenVersion) {
        throw new UnauthorizedError('Not authenticated');
      }
      // 401, not 403: the client drops the session and shows the login page.
      if (!admin.isActive) throw new UnauthorizedError('Account is deactivated');
      request.admin = {
        id: admin.id,
        username: admin.username,
        isOwner: isOwnerRole(admin.role),
        permissions: permissionsOf(admin.role),
        tokenVersion: admin.tokenVersion,
      };
    });

    app.decorate('requirePermission', (anyOf: readonly Permission[]) => {
      const [named] = anyOf;
      if (named === undefined) throw new Error('requirePermission needs at least one permission');
      return (request: FastifyRequest) => {
        if (!request.admin) return Promise.reject(new UnauthorizedError('Not authenticated'));
        const { permissions } = request.admin;
        if (anyOf.some((permission) => permissions.includes(permission))) return Promise.resolve();
        return Promise.reject(new PermissionDeniedError(named));
      };
    });
    done();
  },
  { name: 'admin-users', dependencies: ['auth', 'database', 'redis'] },
);
