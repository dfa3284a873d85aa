import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../../../test/fake-fetch';
import { renderApp } from '../../../test/render-app';
import { prepareReferralScreenTests, referralCode } from '../../../test/admin-referrals-setup';

import { inAWeek, CODES, referralServer, rowCells, query } from '../../../test/referral-codes-list';

prepareReferralScreenTests();

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
