import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { json } from '../../../test/fake-fetch';
import { renderApp } from '../../../test/render-app';
import {
  blueDream,
  bodyOf,
  checkoutWithCart,
  fillDetails,
  gummies,
} from '../../../test/checkout-setup';

beforeEach(() => {
  window.sessionStorage.clear();
});

const summary = () => screen.findByRole('region', { name: 'Order Summary' });
const valueOf = (panel: HTMLElement, label: string) =>
  within(panel).getByText(label, { selector: 'dt' }).nextSibling?.textContent;

describe('checkout: the details form', () => {
  it('shows the empty cart with Continue Shopping when there is nothing to buy', async () => {
    checkoutWithCart([]);
    renderApp('/checkout');
    expect(await screen.findByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Your Cart is Empty' })).toBeVisible();
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute(
      'href',
      '/products',
    );
  });

  it('shows the cart in the Order Summary beside the form, with every field labelled', async () => {
    checkoutWithCart([blueDream, gummies]);
    renderApp('/checkout');
    const panel = await summary();
    expect(within(panel).getByText('Blue Dream 3.5g × 2')).toBeVisible();
    expect(valueOf(panel, 'Total')).toBe('$91.52');
    expect(document.title).toBe('Checkout · Canopy');
    const autocomplete = {
      Email: 'email',
      'Full name': 'name',
      'Phone (optional)': 'tel',
      'Address line 1': 'address-line1',
      'Address line 2 (optional)': 'address-line2',
      City: 'address-level2',
      State: 'address-level1',
      'ZIP / Postal code': 'postal-code',
      Country: 'country',
    };
    for (const [label, token] of Object.entries(autocomplete))
      expect(screen.getByLabelText(label)).toHaveAttribute('autocomplete', token);
    expect(screen.getByLabelText('Country')).toHaveValue('US');
  });

  it('checks the details on submit: each error beside its field, the first one focused', async () => {
    const server = checkoutWithCart([blueDream]);
    const { user } = renderApp('/checkout');
    await user.type(await screen.findByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Phone (optional)'), 'call me');
    await user.click(screen.getByRole('button', { name: 'Place order' }));

    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAccessibleDescription('Enter a valid email address');
    expect(screen.getByLabelText('Full name')).toHaveAccessibleDescription('Enter your name');
    expect(screen.getByLabelText('Phone (optional)')).toHaveAccessibleDescription(
      'Enter a valid phone number',
    );
    expect(screen.getByLabelText('Address line 1')).toHaveAccessibleDescription(
      'Enter the street address',
    );
    expect(screen.getByLabelText('City')).toHaveAccessibleDescription('Enter the city');
    expect(screen.getByLabelText('ZIP / Postal code')).toHaveAccessibleDescription(
      'Enter a valid ZIP or postal code',
    );
    expect(screen.getByLabelText('Address line 2 (optional)')).not.toHaveAccessibleDescription();
    expect(server.last('POST /orders')).toBeUndefined();
  });

  it('keeps what was typed when the page is reloaded', async () => {
    checkoutWithCart([blueDream]);
    const first = renderApp('/checkout');
    await fillDetails(first.user);
    await first.user.selectOptions(screen.getByLabelText('Country'), 'CA');
    first.unmount();

    renderApp('/checkout');
    expect(await screen.findByLabelText('Email')).toHaveValue('avery@example.com');
    expect(screen.getByLabelText('ZIP / Postal code')).toHaveValue('97201');
    expect(screen.getByLabelText('Country')).toHaveValue('CA');
  });
});

describe('checkout: the referral code', () => {
  it('applies a valid code to the summary and removes it again', async () => {
    const server = checkoutWithCart([blueDream, gummies], {
      'POST /orders/validate-referral': () =>
        json({
          valid: true,
          code: 'FRIEND10',
          discount_type: 'percentage',
          discount_value: 10,
          message: 'Referral code applied',
        }),
    });
    const { user } = renderApp('/checkout');
    const panel = await summary();
    expect(within(panel).queryByText('Referral Discount')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Referral code'), 'friend10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    // 10 % of $75.48 + $6.04 tax + $10.00 shipping = $9.15
    await waitFor(() => expect(valueOf(panel, 'Referral Discount')).toBe('−$9.15'));
    expect(valueOf(panel, 'Total')).toBe('$82.37');
    expect(await bodyOf(server.last('POST /orders/validate-referral'))).toEqual({
      code: 'FRIEND10',
      subtotal: 75.48,
    });
    expect(screen.getByLabelText('Referral code')).toHaveAccessibleDescription('Applied: 10% off');

    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(within(panel).queryByText('Referral Discount')).not.toBeInTheDocument();
    expect(valueOf(panel, 'Total')).toBe('$91.52');
    expect(screen.getByLabelText('Referral code')).toHaveValue('');
  });

  it('takes a fixed discount in dollars, applied with Enter', async () => {
    checkoutWithCart([blueDream], {
      'POST /orders/validate-referral': () =>
        json({
          valid: true,
          code: 'FIVEOFF',
          discount_type: 'fixed',
          discount_value: 5,
          message: 'Referral code applied',
        }),
    });
    const { user } = renderApp('/checkout');
    const panel = await summary();
    await user.type(screen.getByLabelText('Referral code'), 'FIVEOFF{Enter}');
    await waitFor(() => expect(valueOf(panel, 'Referral Discount')).toBe('−$5.00'));
    // Enter applied the code; it did not submit the order form.
    expect(screen.queryByText('Enter a valid email address')).not.toBeInTheDocument();
  });

  it('shows why a code gives no discount beside the field', async () => {
    checkoutWithCart([blueDream], {
      'POST /orders/validate-referral': () =>
        json({
          valid: false,
          code: 'OLDCODE',
          discount_type: null,
          discount_value: null,
          message: 'This referral code has expired',
        }),
    });
    const { user } = renderApp('/checkout');
    const panel = await summary();
    await user.type(screen.getByLabelText('Referral code'), 'OLDCODE');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Referral code')).toHaveAccessibleDescription(
        'This referral code has expired',
      ),
    );
    expect(within(panel).queryByText('Referral Discount')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply' })).toBeEnabled();
  });
});
