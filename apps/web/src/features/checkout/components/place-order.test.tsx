import { IDEMPOTENCY_KEY_HEADER } from '@canopy/contracts';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { NETWORK_ERROR_MESSAGE } from '../../../lib/api';
import { json } from '../../../test/fake-fetch';
import { renderApp } from '../../../test/render-app';
import {
  blueDream,
  bodyOf,
  checkoutWithCart,
  fillDetails,
  gummies,
  placedAnswer,
} from '../../../test/checkout-setup';

beforeEach(() => {
  window.sessionStorage.clear();
});

const placeOrderButton = () => screen.getByRole('button', { name: 'Place order' });
const keyOf = (request: Request | undefined) => request?.headers.get(IDEMPOTENCY_KEY_HEADER);

const friend10 = () =>
  json({
    valid: true,
    code: 'FRIEND10',
    discount_type: 'percentage',
    discount_value: 10,
    message: 'Referral code applied',
  });

describe('checkout: placing the order', () => {
  it('sends the details and lines with an Idempotency-Key and no price, then asks for payment', async () => {
    let answer: (response: Response) => void = () => undefined;
    const server = checkoutWithCart([blueDream, gummies], {
      'POST /orders/validate-referral': friend10,
      'POST /orders': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const { user } = renderApp('/checkout');
    await fillDetails(user);
    await user.type(screen.getByLabelText('Referral code'), 'FRIEND10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByRole('button', { name: 'Remove' });
    await user.click(placeOrderButton());

    const busy = await screen.findByRole('button', { name: 'Placing order...' });
    expect(busy).toBeDisabled();
    const request = server.last('POST /orders');
    expect(keyOf(request)).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/,
    );
    const body = await bodyOf(request);
    expect(body).toEqual({
      customer_email: 'avery@example.com',
      customer_name: 'Avery Quinn',
      shipping_address: {
        line1: '12 Elm Street',
        city: 'Portland',
        state: 'OR',
        postal_code: '97201',
        country: 'US',
      },
      items: [
        { product_id: 7, quantity: 2 },
        { product_id: 9, quantity: 1 },
      ],
      referral_code: 'FRIEND10',
    });
    expect(JSON.stringify(body)).not.toMatch(/price|total|subtotal|discount|tax/);

    answer(json(placedAnswer(), 201));
    const payment = await screen.findByRole('heading', { name: 'Payment', level: 2 });
    await waitFor(() => expect(payment).toHaveFocus());
    expect(screen.getByText('Test mode')).toBeVisible();
    expect(
      screen.getByText(
        'Use 4242 4242 4242 4242 to pay, or 4000 0000 0000 0002 to see a declined card.',
      ),
    ).toBeVisible();
    // The server's total is what the customer pays.
    expect(screen.getByRole('button', { name: 'Pay $91.52' })).toBeEnabled();
    // The form has become a read-only summary of the details.
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    expect(screen.getByText('avery@example.com')).toBeVisible();
    expect(screen.getByText('12 Elm Street')).toBeVisible();
    expect(
      JSON.parse(window.sessionStorage.getItem('canopy.checkout_order') ?? '{}'),
    ).toMatchObject({ order: { id: 12 }, order_token: 'token-12', payment: { provider: 'test' } });
    expect(JSON.parse(window.localStorage.getItem('canopy.orders') ?? '[]')).toEqual([
      { id: 12, token: 'token-12' },
    ]);
  });

  it('retries after a network failure with the same key, and changed details get a new one', async () => {
    let calls = 0;
    const server = checkoutWithCart([blueDream], {
      'POST /orders': () => {
        calls += 1;
        if (calls < 3) throw new TypeError('Failed to fetch');
        return json(placedAnswer(), 201);
      },
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const first = renderApp('/checkout');
    await fillDetails(first.user);
    await first.user.click(placeOrderButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(NETWORK_ERROR_MESSAGE);
    const firstKey = keyOf(server.last('POST /orders'));
    expect(firstKey).toBeTruthy();
    // A reload in between keeps the attempt (and its key) for this tab.
    first.unmount();

    const { user } = renderApp('/checkout');
    await user.click(await screen.findByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(calls).toBe(2));
    expect(keyOf(server.last('POST /orders'))).toBe(firstKey);

    await user.clear(screen.getByLabelText('City'));
    await user.type(screen.getByLabelText('City'), 'Salem');
    await user.click(await screen.findByRole('button', { name: 'Place order' }));
    await screen.findByRole('heading', { name: 'Payment' });
    const thirdKey = keyOf(server.last('POST /orders'));
    expect(thirdKey).toBeTruthy();
    expect(thirdKey).not.toBe(firstKey);
    expect(window.sessionStorage.getItem('canopy.checkout_attempt')).toBeNull();
    expect(logged).toHaveBeenCalledWith('Network error on /orders: TypeError: Failed to fetch');
  });

  it('shows short stock with the server’s detail and a way back to the cart', async () => {
    checkoutWithCart([blueDream], {
      'POST /orders': () =>
        json({ detail: 'Not enough stock for Blue Dream 3.5g (1 left)', error: 'conflict' }, 409),
    });
    const { user } = renderApp('/checkout');
    await fillDetails(user);
    await user.click(placeOrderButton());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Not enough stock for Blue Dream 3.5g (1 left)');
    expect(screen.getByRole('link', { name: 'Review cart' })).toHaveAttribute('href', '/cart');
    expect(placeOrderButton()).toBeEnabled();
    expect(screen.queryByRole('heading', { name: 'Payment' })).not.toBeInTheDocument();
  });

  it('puts the fields the server refused beside those fields, the referral code too', async () => {
    const server = checkoutWithCart([blueDream], {
      'POST /orders/validate-referral': friend10,
      'POST /orders': () =>
        json(
          {
            detail: [
              {
                loc: ['body', 'shipping_address', 'postal_code'],
                msg: 'We do not ship to this ZIP code',
                type: 'value_error',
              },
              {
                loc: ['body', 'referral_code'],
                msg: 'This referral code has been used up',
                type: 'value_error',
              },
            ],
            error: 'validation_error',
          },
          422,
        ),
    });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user } = renderApp('/checkout');
    await fillDetails(user);
    await user.type(screen.getByLabelText('Referral code'), 'FRIEND10{Enter}');
    await screen.findByRole('button', { name: 'Remove' });
    await user.click(placeOrderButton());

    const zip = screen.getByLabelText('ZIP / Postal code');
    await waitFor(() => expect(zip).toHaveAccessibleDescription('We do not ship to this ZIP code'));
    expect(zip).toHaveFocus();
    expect(screen.getByLabelText('Referral code')).toHaveAccessibleDescription(
      'Applied: 10% off This referral code has been used up',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Please check the details marked above.');
    // The refused attempt is over: the same details sent again are a new attempt.
    const refusedKey = keyOf(server.last('POST /orders'));
    await user.click(placeOrderButton());
    await waitFor(() => expect(keyOf(server.last('POST /orders'))).not.toBe(refusedKey));
  });
});
