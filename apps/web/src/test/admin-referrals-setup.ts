// Shared set-up of the admin referral codes screen's tests: a signed-in admin (whose start-up
// check the fake server accepts) and referral codes and analytics shaped by the contract.
import type { AdminReferralCode, ReferralAnalytics } from '@canopy/contracts';
import { beforeAll, vi } from 'vitest';
import { STORAGE_KEYS } from '../lib/storage';
import { adminUser } from './factories';
import { installFakeFetch, json, type FakeRoute } from './fake-fetch';

/** Call at the top of a test file that drives the whole referral codes screen. */
export function prepareReferralScreenTests(): void {
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

export function referralCode(
  id: number,
  code: string,
  overrides: Partial<AdminReferralCode> = {},
): AdminReferralCode {
  return {
    id,
    code,
    description: '',
    discount_type: 'percentage',
    discount_value: 10,
    min_subtotal: 0,
    max_uses: null,
    use_count: 0,
    expires_at: null,
    is_active: true,
    created_at: '2025-01-15T10:00:00.000Z',
    ...overrides,
  };
}

export function referralAnalytics(overrides: Partial<ReferralAnalytics> = {}): ReferralAnalytics {
  return {
    code: 'SPRING15',
    start_date: '2025-03-01',
    end_date: '2025-03-03',
    uses: 3,
    revenue: 245.5,
    discount_total: 31.25,
    daily: [
      { date: '2025-03-01', uses: 2, revenue: 200, discount_total: 25 },
      { date: '2025-03-02', uses: 0, revenue: 0, discount_total: 0 },
      { date: '2025-03-03', uses: 1, revenue: 45.5, discount_total: 6.25 },
    ],
    ...overrides,
  };
}
