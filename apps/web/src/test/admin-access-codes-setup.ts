// Shared set-up of the access codes screen's tests: a signed-in admin (whose start-up check the
// fake server accepts) and access codes and analytics shaped by the contract.
import type { AccessCodeAnalytics, AdminAccessCode } from '@canopy/contracts';
import { beforeAll, vi } from 'vitest';
import { STORAGE_KEYS } from '../lib/storage';
import { adminUser } from './factories';
import { installFakeFetch, json, type FakeRoute } from './fake-fetch';

/** Call at the top of a test file that drives the whole access codes screen. */
export function prepareAccessCodeScreenTests(): void {
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

export function accessCode(
  id: number,
  label: string,
  overrides: Partial<AdminAccessCode> = {},
): AdminAccessCode {
  return {
    id,
    code_hash: `${String(id).padStart(2, '0')}ab34cd`.slice(0, 8),
    label,
    is_active: true,
    expires_at: null,
    max_uses: null,
    use_count: 0,
    last_used_at: null,
    created_at: '2025-01-15T10:00:00.000Z',
    ...overrides,
  };
}

export function codeList(codes: AdminAccessCode[], total = codes.length) {
  return { codes, page: 1, per_page: 20, pages: Math.ceil(total / 20), total };
}

export function analyticsOf(daily: AccessCodeAnalytics['daily']): AccessCodeAnalytics {
  const sum = (pick: (day: AccessCodeAnalytics['daily'][number]) => number) =>
    daily.reduce((total, day) => total + pick(day), 0);
  const validations = sum((day) => day.validations);
  return {
    start_date: daily[0]?.date ?? '',
    end_date: daily.at(-1)?.date ?? '',
    total_validations: validations,
    successful: validations - 1,
    rejected: 1,
    orders: sum((day) => day.orders),
    revenue: sum((day) => day.revenue),
    daily,
  };
}
