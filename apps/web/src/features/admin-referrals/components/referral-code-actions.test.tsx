import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../../../test/fake-fetch';
import { renderApp } from '../../../test/render-app';
import { prepareReferralScreenTests, referralAnalytics } from '../../../test/admin-referrals-setup';

import { referralServer, query } from '../../../test/referral-codes-list';

prepareReferralScreenTests();

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
