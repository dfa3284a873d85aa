// The signed-in admin as the audit trail names them. Admin routes run behind authenticateAdmin
// (plugins/route-access.ts), so `request.admin` is always set there; a route that forgot its
// `config: { admin: true }` fails closed here instead of writing anonymously.
import type { FastifyRequest } from 'fastify';
import { UnauthorizedError } from '../../lib/errors';
import type { AuditActor } from '../admin-users/audit-log.service';

export function adminActor(request: FastifyRequest): AuditActor {
  if (!request.admin) throw new UnauthorizedError('Not authenticated');
  return { id: request.admin.id, username: request.admin.username };
}
