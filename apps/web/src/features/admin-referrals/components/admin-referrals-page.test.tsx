import type { AdminReferralCode } from '@canopy/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../../../test/fake-fetch';
import { renderApp } from '../../../test/render-app';
import {
  prepareReferralScreenTests,
  referralAnalytics,
  referralCode,
  signedInAdmin,
} from '../../../test/admin-referrals-setup';

prepareReferralScreenTests();

const inAWeek = new Date(Date.now() + 7 * 86_400_000).toISOString();

const CODES = [
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

type Routes = Parameters<typeof signedInAdmin>[0];

function referralServer(routes: Routes = {}, codes: AdminReferralCode[] = CODES, total = 3) {
  return signedInAdmin({
    'GET /admin/referral-codes': () => json({ items: codes, total }),
    ...routes,
  });
}

function rowCells(code: string): string[] {
  const row = screen.getByText(code).closest('tr');
  if (!row) throw new Error(`no row for ${code}`);
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
}

function query(request: Request | undefined): Record<string, string> {
  return Object.fromEntries(new URL(request?.url ?? 'http://x/').searchParams);
}

describe('the referral codes list', () => {
  it('shows each code with its discount, minimum, uses and state, ten to a page', async () => {
    const server = referralServer({}, CODES, 23);
    const { user } = renderApp('/admin/referrals');

    await screen.findByText('SPRING15');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Referral Codes');
    expect(query(server.last('GET /admin/referral-codes'))).toEqual({ skip: '0', limit: '10' });
    const spring = rowCells('SPRING15');
    expect(spring[0]).toBe('SPRING15Spring friends');
    expect(spring.slice(1, 4)).toEqual(['15%', '$0.00', '4 / 100']);
    expect(spring[5]).toBe('Active');
    expect(rowCells('FIVEOFF').slice(1, 6)).toEqual([
      '$5.00',
      '$25.00',
      '0 / unlimited',
      'Never',
      'Active',
    ]);
    expect(rowCells('GONE')[5]).toBe('Expired');
    expect(screen.getByText('Showing 1-10 of 23')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() =>
      expect(query(server.last('GET /admin/referral-codes'))).toEqual({ skip: '10', limit: '10' }),
    );
    expect(await screen.findByText('Showing 11-20 of 23')).toBeInTheDocument();
  });

  it("says 'No data available' without codes", async () => {
    referralServer({}, [], 0);
    renderApp('/admin/referrals');
    expect(await screen.findByText('No data available')).toBeInTheDocument();
  });

  it("falls back to 'Failed to fetch referral codes'", async () => {
    referralServer({ 'GET /admin/referral-codes': () => new Response(null, { status: 503 }) });
    renderApp('/admin/referrals');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch referral codes');
  });
});

describe('the referral code form', () => {
  it('checks the fields beside them, then creates the code', async () => {
    const server = referralServer({
      'POST /admin/referral-codes': () =>
        json({ referral_code: referralCode(9, 'SUMMER-20', { discount_value: 20 }) }, 201),
    });
    const { user } = renderApp('/admin/referrals');
    await user.click(await screen.findByRole('button', { name: 'Add referral code' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New referral code' }));

    await user.click(dialog.getByRole('button', { name: 'Save referral code' }));
    expect(dialog.getByLabelText('Code')).toHaveAccessibleDescription(
      expect.stringContaining('Enter a code') as string,
    );
    expect(dialog.getByLabelText('Discount (%)')).toHaveAccessibleDescription('Enter the discount');

    await user.type(dialog.getByLabelText('Code'), 'summer-20');
    await user.type(dialog.getByLabelText('Discount (%)'), '150');
    await user.clear(dialog.getByLabelText('Minimum subtotal ($)'));
    await user.type(dialog.getByLabelText('Minimum subtotal ($)'), '-1');
    await user.type(dialog.getByLabelText('Maximum uses'), '0');
    await user.click(dialog.getByRole('button', { name: 'Save referral code' }));
    expect(dialog.getByLabelText('Discount (%)')).toHaveAccessibleDescription(
      'A percentage must be above 0 and at most 100',
    );
    expect(dialog.getByLabelText('Minimum subtotal ($)')).toHaveAccessibleDescription(
      'The minimum subtotal cannot be negative',
    );
    expect(dialog.getByLabelText('Maximum uses')).toHaveAccessibleDescription(
      expect.stringContaining('Maximum uses must be at least 1') as string,
    );
    expect(server.last('POST /admin/referral-codes')).toBeUndefined();

    await user.clear(dialog.getByLabelText('Discount (%)'));
    await user.type(dialog.getByLabelText('Discount (%)'), '20');
    await user.clear(dialog.getByLabelText('Minimum subtotal ($)'));
    await user.type(dialog.getByLabelText('Minimum subtotal ($)'), '30');
    await user.clear(dialog.getByLabelText('Maximum uses'));
    await user.type(dialog.getByLabelText('Maximum uses'), '50');
    await user.click(dialog.getByRole('button', { name: 'Save referral code' }));

    expect(await screen.findByText('Saved SUMMER-20')).toBeInTheDocument();
    expect(await server.last('POST /admin/referral-codes')?.json()).toEqual({
      code: 'SUMMER-20',
      description: '',
      discount_type: 'percentage',
      discount_value: 20,
      min_subtotal: 30,
      max_uses: 50,
      expires_at: null,
      is_active: true,
    });
  });

  it('switches the discount to dollars for a fixed amount', async () => {
    const server = referralServer({
      'POST /admin/referral-codes': () =>
        json({ referral_code: referralCode(9, 'TAKE5', { discount_type: 'fixed' }) }, 201),
    });
    const { user } = renderApp('/admin/referrals');
    await user.click(await screen.findByRole('button', { name: 'Add referral code' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New referral code' }));
    await user.type(dialog.getByLabelText('Code'), 'TAKE5');
    await user.selectOptions(dialog.getByLabelText('Discount type'), 'fixed');
    await user.type(dialog.getByLabelText('Discount ($)'), '5');
    await user.click(dialog.getByRole('button', { name: 'Save referral code' }));
    expect(await screen.findByText('Saved TAKE5')).toBeInTheDocument();
    expect(await server.last('POST /admin/referral-codes')?.json()).toMatchObject({
      discount_type: 'fixed',
      discount_value: 5,
    });
  });

  it('shows a taken code beside Code, a 422 beside its field, else the fallback', async () => {
    let answer = () =>
      json({ detail: 'A referral code "SPRING15" already exists', error: 'conflict' }, 409);
    referralServer({ 'POST /admin/referral-codes': () => answer() });
    const { user } = renderApp('/admin/referrals');
    await user.click(await screen.findByRole('button', { name: 'Add referral code' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New referral code' }));
    await user.type(dialog.getByLabelText('Code'), 'spring15');
    await user.type(dialog.getByLabelText('Discount (%)'), '15');

    await user.click(dialog.getByRole('button', { name: 'Save referral code' }));
    await waitFor(() =>
      expect(dialog.getByLabelText('Code')).toHaveAccessibleDescription(
        expect.stringContaining('A referral code "SPRING15" already exists') as string,
      ),
    );

    answer = () =>
      json(
        {
          detail: [
            {
              loc: ['body', 'expires_at'],
              msg: 'The expiry must be in the future',
              type: 'value_error',
            },
          ],
          error: 'validation_error',
        },
        422,
      );
    await user.click(dialog.getByRole('button', { name: 'Save referral code' }));
    await waitFor(() =>
      expect(dialog.getByLabelText('Expires at')).toHaveAccessibleDescription(
        expect.stringContaining('The expiry must be in the future') as string,
      ),
    );

    answer = () => new Response('upstream down', { status: 502 });
    await user.click(dialog.getByRole('button', { name: 'Save referral code' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Failed to create referral code');
  });

  it('edits a code from its values, keeping its stored expiry', async () => {
    const server = referralServer({
      'PUT /admin/referral-codes/3': () =>
        json({ referral_code: { ...CODES[0], description: 'Spring, renewed' } }),
    });
    const { user } = renderApp('/admin/referrals');
    const opener = await screen.findByRole('button', { name: 'Edit SPRING15' });
    await user.click(opener);
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit referral code' }));
    expect(dialog.getByLabelText('Code')).toHaveValue('SPRING15');
    expect(dialog.getByLabelText('Discount (%)')).toHaveValue('15');
    expect(dialog.getByLabelText('Maximum uses')).toHaveValue('100');

    await user.clear(dialog.getByLabelText('Description'));
    await user.type(dialog.getByLabelText('Description'), 'Spring, renewed');
    await user.click(dialog.getByLabelText('Active'));
    await user.click(dialog.getByRole('button', { name: 'Save referral code' }));
    expect(await screen.findByText('Saved SPRING15')).toBeInTheDocument();
    expect(await server.last('PUT /admin/referral-codes/3')?.json()).toEqual({
      code: 'SPRING15',
      description: 'Spring, renewed',
      discount_type: 'percentage',
      discount_value: 15,
      min_subtotal: 0,
      max_uses: 100,
      expires_at: inAWeek,
      is_active: false,
    });
    expect(opener).toHaveFocus();
  });

  it("falls back to 'Failed to update referral code'", async () => {
    referralServer({ 'PUT /admin/referral-codes/2': () => new Response(null, { status: 500 }) });
    const { user } = renderApp('/admin/referrals');
    await user.click(await screen.findByRole('button', { name: 'Edit FIVEOFF' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit referral code' }));
    await user.click(dialog.getByRole('button', { name: 'Save referral code' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Failed to update referral code');
  });
});

describe('deleting a referral code', () => {
  it('asks first, keeps a failure in the dialog, and says when it deactivated instead', async () => {
    let answer = () => new Response(null, { status: 500 });
    const server = referralServer({ 'DELETE /admin/referral-codes/3': () => answer() });
    const { user } = renderApp('/admin/referrals');
    await user.click(await screen.findByRole('button', { name: 'Delete SPRING15' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete SPRING15?' }));
    expect(server.last('DELETE /admin/referral-codes/3')).toBeUndefined();

    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Failed to delete referral code');

    const detail = 'Orders used this referral code, so it was deactivated instead of deleted';
    answer = () => json({ deleted: false, deactivated: true, detail });
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deactivated SPRING15')).toBeInTheDocument();
    expect(screen.getByText(detail)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('deletes an unused code', async () => {
    referralServer({
      'DELETE /admin/referral-codes/2': () =>
        json({ deleted: true, deactivated: false, detail: 'Referral code deleted' }),
    });
    const { user } = renderApp('/admin/referrals');
    await user.click(await screen.findByRole('button', { name: 'Delete FIVEOFF' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete FIVEOFF?' }));
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deleted FIVEOFF')).toBeInTheDocument();
  });
});

describe('referral analytics', () => {
  it('shows uses, revenue and discount given for the last 30 days, and a chosen range', async () => {
    const server = referralServer({
      'GET /admin/referral-codes/3/analytics': () => json(referralAnalytics()),
    });
    const { user } = renderApp('/admin/referrals');
    await user.click(await screen.findByRole('button', { name: 'Analytics for SPRING15' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Analytics for SPRING15' }));

    const figures = await dialog.findByText('Uses');
    const list = figures.closest('dl');
    if (!list) throw new Error('no figures');
    expect(
      within(list)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['3', '$245.50', '$31.25', '2025-03-01 ($200.00)']);
    // The chart draws a bar for each day with revenue.
    await waitFor(() =>
      expect(screen.getByRole('dialog').querySelectorAll('.recharts-bar-rectangle')).toHaveLength(
        2,
      ),
    );
    const today = new Date().toISOString().slice(0, 10);
    const asked = query(server.last('GET /admin/referral-codes/3/analytics'));
    expect(asked.end_date).toBe(today);
    expect(dialog.getByLabelText('To')).toHaveValue(today);
    expect(
      (Date.parse(asked.end_date ?? '') - Date.parse(asked.start_date ?? '')) / 86_400_000,
    ).toBe(29);

    // Date fields take whole values (a picker), not keystrokes.
    const weekAgo = new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10);
    fireEvent.change(dialog.getByLabelText('From'), { target: { value: weekAgo } });
    await waitFor(() =>
      expect(query(server.last('GET /admin/referral-codes/3/analytics'))).toEqual({
        start_date: weekAgo,
        end_date: today,
      }),
    );
  });

  it("refuses a reversed range beside To, says 'No data available' without uses", async () => {
    const server = referralServer({
      'GET /admin/referral-codes/2/analytics': () =>
        json(referralAnalytics({ uses: 0, revenue: 0, discount_total: 0, daily: [] })),
    });
    const { user } = renderApp('/admin/referrals');
    await user.click(await screen.findByRole('button', { name: 'Analytics for FIVEOFF' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Analytics for FIVEOFF' }));
    expect(await dialog.findByText('No data available')).toBeInTheDocument();
    const calls = server.requests.length;

    const to = dialog.getByLabelText('To');
    fireEvent.change(to, { target: { value: '2000-01-01' } });
    expect(to).toHaveAccessibleDescription('From must not be after To');
    expect(dialog.queryByText('No data available')).not.toBeInTheDocument();
    expect(server.requests.length).toBe(calls);
  });

  it("falls back to 'Failed to fetch analytics'", async () => {
    referralServer({
      'GET /admin/referral-codes/3/analytics': () => new Response(null, { status: 500 }),
    });
    const { user } = renderApp('/admin/referrals');
    await user.click(await screen.findByRole('button', { name: 'Analytics for SPRING15' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Analytics for SPRING15' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Failed to fetch analytics');
  });
});
