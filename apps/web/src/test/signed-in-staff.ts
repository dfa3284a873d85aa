// A stored admin session for any staff member, and a fake server that confirms it (GET /auth/me)
// and answers the test's own routes.
import type { AdminUser } from '@canopy/contracts';
import { STORAGE_KEYS } from '../lib/storage';
import { installFakeFetch, json, type FakeRoute } from './fake-fetch';

export function signedInAs(user: AdminUser, routes: Record<string, FakeRoute> = {}) {
  window.localStorage.setItem(STORAGE_KEYS.adminToken, 'admin-token');
  window.localStorage.setItem(STORAGE_KEYS.adminUser, JSON.stringify(user));
  return installFakeFetch({ 'GET /auth/me': () => json(user), ...routes });
}
