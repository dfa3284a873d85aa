// The demo shop's staff: one account per built-in role besides the first admin (an owner), so
// each role can be tried at once (docs/product.md#staff-roles). Demo data: only with
// SEED_DEMO_DATA. Each is created once, with a generated password kept in
// DATA_DIR/demo-credentials.json like the admin's, and printed only while it still signs in
// (docs/decisions/0002-demo-credentials-and-first-admin.md); an account an admin deleted stays
// deleted.
import { BUILTIN_ROLE_KEYS, type BuiltinRoleKey } from '@canopy/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { verifyPassword } from '../lib/password-hash';
import { generatePassword } from '../lib/random-codes';
import { createAdminUserService } from '../modules/admin-users/admin-users.service';
import { readDemoCredentials, saveDemoCredentials } from './demo-credentials-file';

export interface DemoStaffLogin {
  role: BuiltinRoleKey;
  username: string;
  password: string;
}

/** The demo roles: every built-in one but the owner's, which the first admin holds. */
export const DEMO_STAFF_ROLES = BUILTIN_ROLE_KEYS.filter((key) => key !== 'owner');

export async function ensureDemoStaff(
  db: Database,
  config: Config,
  log: FastifyBaseLogger,
): Promise<DemoStaffLogin[]> {
  if (!config.seedDemoData) return [];
  const adminUsers = createAdminUserService({ db });
  for (const role of DEMO_STAFF_ROLES) {
    if (readDemoCredentials(config.dataDir).staff?.[role]) continue;
    // The role's key is its demo account's name, unless someone already uses that name.
    if (await adminUsers.findByUsername(role)) continue;
    const password = generatePassword();
    try {
      await adminUsers.create({ username: role, password, roleKey: role });
      log.info({ username: role, role }, 'created a demo staff account');
    } catch (error) {
      // Another instance starting at the same moment created it first: that is fine.
      if (!(await adminUsers.findByUsername(role))) throw error;
      continue;
    }
    const { staff } = readDemoCredentials(config.dataDir);
    saveDemoCredentials(config.dataDir, {
      staff: { ...staff, [role]: { username: role, password } },
    });
  }

  const logins: DemoStaffLogin[] = [];
  const { staff = {} } = readDemoCredentials(config.dataDir);
  for (const role of DEMO_STAFF_ROLES) {
    const remembered = staff[role];
    if (!remembered) continue;
    const account = await adminUsers.findByUsername(remembered.username);
    if (account?.isActive && (await verifyPassword(remembered.password, account.passwordHash))) {
      logins.push({ role, username: account.username, password: remembered.password });
    }
  }
  return logins;
}
