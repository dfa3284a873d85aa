// The referral codes screen's tests: three codes, a fake server listing them, a code's row as text and a request's query.
import type { AdminReferralCode } from '@canopy/contracts';
import { screen, within } from '@testing-library/react';
import { json } from './fake-fetch';
import { referralCode, signedInAdmin } from './admin-referrals-setup';

export const inAWeek = new Date(Date.now() + 7 * 86_400_000).toISOString();

export const CODES = [
  referralCode(3, 'SPRING15', {
    discount_value: 15,
    description: 'Spring friends',
    max_uses: 100,
    use_count: 4,
    expires_at: inAWeek,
  }),
  referralCode(2, 'FIVEOFF', { discount_type: 'fixed', discount_value: 5, min_subtotal: 25 }),
  referralCode(1, 'GONE', { expires_at: '2024-01-01T00:00:00.000Z' }),
];

export type Routes = Parameters<typeof signedInAdmin>[0];

export function referralServer(routes: Routes = {}, codes: AdminReferralCode[] = CODES, total = 3) {
  return signedInAdmin({
    'GET /admin/referral-codes': () => json({ items: codes, total }),
    ...routes,
  });
}

export function rowCells(code: string): string[] {
  const row = screen.getByText(code).closest('tr');
  if (!row) throw new Error(`no row for ${code}`);
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
}

export function query(request: Request | undefined): Record<string, string> {
  return Object.fromEntries(new URL(request?.url ?? 'http://x/').searchParams);
}
