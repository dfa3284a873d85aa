// Staff accounts made straight through the API from the test process, as an owner would on the
// Admin Accounts screen: for browser tests that sign in with a given role.
import { randomUUID } from 'node:crypto';
import { roleListSchema } from '@canopy/contracts';
import { signInThroughApi } from './back-office-access';
import { e2e } from './env';

export interface StaffCredentials {
  username: string;
  password: string;
}

async function call(token: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${e2e.baseUrl}/api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return JSON.parse(text) as unknown;
}

/** A new active account holding the built-in role `roleKey`, with its password. */
export async function createStaffMember(roleKey: string): Promise<StaffCredentials> {
  const token = await signInThroughApi();
  const roles = roleListSchema.parse(await call(token, 'GET', '/admin/roles'));
  const role = roles.items.find(({ key }) => key === roleKey);
  if (!role) throw new Error(`no built-in role ${roleKey}`);
  const credentials = {
    username: `e2e-${roleKey}-${randomUUID().slice(0, 8)}`,
    password: `Staff-Passw0rd-${randomUUID().slice(0, 6)}`,
  };
  await call(token, 'POST', '/admin/users', { ...credentials, role_id: role.id });
  return credentials;
}
