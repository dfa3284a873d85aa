// The signed-in admin as the guards, the rules and the audit trail see them. Admin routes run
// behind authenticateAdmin (plugins/route-access.ts), so `request.admin` is always set there; a
// route that forgot its `config` fails closed here instead of writing anonymously.
import type { Permission } from '@canopy/contracts';
import type { FastifyRequest } from 'fastify';
import { PermissionDeniedError, UnauthorizedError } from '../../lib/errors';
import type { AuditActor } from './audit-log.service';

export interface AdminPrincipal {
  id: number;
  username: string;
  /** Holds the owner role (the spec's superuser). */
  isOwner: boolean;
  /** The role's permissions, read with the account on this very call. */
  permissions: readonly Permission[];
  /** The token_version of the signed-in session's token. */
  tokenVersion: number;
}

/** The signed-in admin with their role's permissions; 401 when the route has no admin. */
export function signedInAdmin(request: FastifyRequest): AdminPrincipal {
  if (!request.admin) throw new UnauthorizedError('Not authenticated');
  return request.admin;
}

export function adminActor(request: FastifyRequest): AuditActor {
  const { id, username } = signedInAdmin(request);
  return { id, username };
}

/** 403 `{error: "forbidden", permission}` unless the admin's role holds `permission`. */
export function assertPermission(admin: AdminPrincipal, permission: Permission): void {
  if (!admin.permissions.includes(permission)) throw new PermissionDeniedError(permission);
}
