// Admin accounts: creating them (password hashed here, never stored plain; the seed and tests use
// this, the admin accounts screen uses admin-accounts.service.ts), listing them, and the
// one mapping from a row to the contract's AdminUser (with its role and permissions).
import type { AdminUser } from '@canopy/contracts';
import type { Database } from '../../db/client';
import { ConflictError } from '../../lib/errors';
import { hashPassword } from '../../lib/password-hash';
import {
  countAdmins,
  findAdminById,
  findAdminByUsername,
  insertAdmin,
  listAdmins,
  recordAdminLogin,
  type AdminUserRow,
} from './admin-users.repository';
import { findRoleByKey } from './roles.repository';
import { DEFAULT_STAFF_ROLE, isOwnerRole, OWNER_ROLE, staffAccessOf } from './staff-access';

export function toAdminUser(row: AdminUserRow): AdminUser {
  return {
    id: row.id,
    username: row.username,
    is_active: row.isActive,
    is_superuser: isOwnerRole(row.role),
    last_login_at: row.lastLoginAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    ...staffAccessOf(row.role),
  };
}

export interface NewAdminUser {
  username: string;
  password: string;
  /** A role's key; without it the owner role when `isSuperuser`, else the manager role. */
  roleKey?: string;
  isSuperuser?: boolean;
  isActive?: boolean;
}

export type AdminUserService = ReturnType<typeof createAdminUserService>;

export function createAdminUserService({ db }: { db: Database }) {
  return {
    async create(input: NewAdminUser): Promise<AdminUserRow> {
      const username = input.username.trim();
      if (await findAdminByUsername(db, username)) {
        throw new ConflictError('An admin user with this username already exists');
      }
      const roleKey = input.roleKey ?? (input.isSuperuser ? OWNER_ROLE : DEFAULT_STAFF_ROLE);
      const role = await findRoleByKey(db, roleKey);
      if (!role) throw new Error(`There is no role "${roleKey}"`);
      return insertAdmin(db, {
        username,
        passwordHash: await hashPassword(input.password),
        roleId: role.id,
        isActive: input.isActive ?? true,
      });
    },

    findById: (id: number) => findAdminById(db, id),
    findByUsername: (username: string) => findAdminByUsername(db, username),
    count: () => countAdmins(db),
    recordLogin: (id: number) => recordAdminLogin(db, id),

    async list(): Promise<AdminUser[]> {
      return (await listAdmins(db)).map(toAdminUser);
    },
  };
}
