// The signed-in admin as the audit trail names them. Admin routes run behind authenticateAdmin
// (plugins/route-access.ts), so `request.admin` is always set there; a route that forgot its
// `config: { admin: true }` fails closed here instead of writing anonymously.
import type { FastifyRequest } from 'fastify';
import { UnauthorizedError } from '../../lib/errors';
import type { AuditActor } from './audit-log.service';

export interface AdminPrincipal {
  id: number;
  username: string;
  isSuperuser: boolean;
  /** The token_version of the signed-in session's token. */
  tokenVersion: number;
}

/** The signed-in admin, superuser flag included; 401 when the route has no admin. */
export function signedInAdmin(request: FastifyRequest): AdminPrincipal {
  if (!request.admin) throw new UnauthorizedError('Not authenticated');
  return request.admin;
}

export function adminActor(request: FastifyRequest): AuditActor {
  const { id, username } = signedInAdmin(request);
  return { id, username };
}
