// Shared set-up of the admin categories screen's tests: a signed-in admin (whose start-up check
// the fake server accepts) and categories shaped by the contract.
import type { AdminCategory } from '@canopy/contracts';
import { beforeAll, vi } from 'vitest';
import { STORAGE_KEYS } from '../lib/storage';
import { adminUser } from './factories';
import { installFakeFetch, json, type FakeRoute } from './fake-fetch';

/** Call at the top of a test file that drives the whole categories screen. */
export function prepareCategoryScreenTests(): void {
  vi.setConfig({ testTimeout: 20_000 });
  // The admin chunk loads once up front, so no test spends its time-outs compiling it.
  beforeAll(async () => {
    await import('../app/admin/admin-chunk');
  }, 60_000);
}

/** A stored admin session and a server that knows it, plus the test's own routes. */
export function signedInAdmin(routes: Record<string, FakeRoute>) {
  window.localStorage.setItem(STORAGE_KEYS.adminToken, 'admin-token');
  window.localStorage.setItem(STORAGE_KEYS.adminUser, JSON.stringify(adminUser()));
  return installFakeFetch({ 'GET /auth/me': () => json(adminUser()), ...routes });
}

export function adminCategory(
  id: number,
  name: string,
  parentId: number | null = null,
  productCount = 0,
): AdminCategory {
  return {
    id,
    name,
    parent_id: parentId,
    product_count: productCount,
    created_at: '2025-01-15T10:00:00.000Z',
  };
}
