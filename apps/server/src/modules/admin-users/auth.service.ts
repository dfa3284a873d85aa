// Admin sign-in: the password check (same cost whether or not the username exists), the failed
// attempt brake, and the account state rules.
import type { Database } from '../../db/client';
import { ForbiddenError, RateLimitedError, UnauthorizedError } from '../../lib/errors';
import { hashForUnknownUser, verifyPassword } from '../../lib/password-hash';
import type { AdminUserRow } from './admin-users.repository';
import { createAdminUserService } from './admin-users.service';
import { loginAttemptKey, type LoginAttempts } from './login-attempts';

export interface LoginInput {
  username: string;
  password: string;
  clientIp: string;
}

export type AuthService = ReturnType<typeof createAuthService>;

export function createAuthService({ db, attempts }: { db: Database; attempts: LoginAttempts }) {
  const adminUsers = createAdminUserService({ db });

  return {
    async login({ username, password, clientIp }: LoginInput): Promise<AdminUserRow> {
      const key = loginAttemptKey(username, clientIp);
      const blockedFor = await attempts.blockedFor(key);
      if (blockedFor !== null) {
        throw new RateLimitedError(blockedFor);
      }

      const admin = await adminUsers.findByUsername(username);
      const passwordMatches = await verifyPassword(
        password,
        admin?.passwordHash ?? (await hashForUnknownUser()),
      );
      if (!admin || !passwordMatches) {
        await attempts.recordFailure(key);
        throw new UnauthorizedError('Incorrect username or password');
      }
      if (!admin.isActive) throw new ForbiddenError('Account is deactivated');

      await attempts.reset(key);
      return (await adminUsers.recordLogin(admin.id)) ?? admin;
    },
  };
}
