// The access codes screen's tests: two codes, a fake server listing them, a code's row and the list requests made.
import { screen, within } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { json } from './fake-fetch';
import { accessCode, codeList, signedInAdmin } from './admin-access-codes-setup';

/** The first render loads the admin routes: generous on a busy machine. */
export const listed = (label: string) => screen.findByText(label, {}, { timeout: 5_000 });

afterEach(() => {
  vi.useRealTimers();
});

export const FESTIVAL = accessCode(1, 'Festival', { max_uses: 50, use_count: 7 });
export const PRESS = accessCode(2, 'Press', {
  is_active: false,
  expires_at: '2025-06-01T12:00:00.000Z',
});

export type Routes = Parameters<typeof signedInAdmin>[0];

export function codesServer(routes: Routes = {}) {
  return signedInAdmin({
    'GET /admin/access-codes': () => json(codeList([FESTIVAL, PRESS])),
    ...routes,
  });
}

export function rowOf(label: string) {
  const row = screen.getByText(label, { selector: 'span' }).closest('tr');
  if (!row) throw new Error(`no row for ${label}`);
  return within(row);
}

export function listQueries(server: ReturnType<typeof codesServer>) {
  return server.requests
    .filter((request) => new URL(request.url).pathname === '/api/admin/access-codes')
    .map((request) => new URL(request.url).searchParams);
}
