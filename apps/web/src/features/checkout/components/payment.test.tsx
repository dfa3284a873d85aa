import { ORDER_TOKEN_HEADER } from '@canopy/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { json, type FakeRoute } from '../../../test/fake-fetch';
import { renderApp } from '../../../test/render-app';
import {
  blueDream,
  bodyOf,
  checkoutWithCart,
  fillDetails,
  gummies,
  orderFixture,
  placedAnswer,
} from '../../../test/checkout-setup';
import { STRIPE_UNAVAILABLE } from './stripe-payment';

beforeEach(() => {
  window.sessionStorage.clear();
});

// The server's own figures, deliberately not what the client would compute for this cart: the
// confirmation must show what the server stored.
const paidOrder = orderFixture({
  status: 'ordered',
  payment_status: 'paid',
  referral_code: 'FIVEOFF',
  discount: 5,
  total: 86.52,
  phone: '+1 503 555 0100',
  shipping_address: {
    line1: '12 Elm Street',
    line2: 'Apt 4',
    city: 'Portland',
    state: 'OR',
    postal_code: '97201',
    country: 'US',
  },
});

async function reachPayment(confirm: FakeRoute) {
  const server = checkoutWithCart([blueDream, gummies], {
    'POST /payments/test-provider/confirm': confirm,
  });
  const view = renderApp('/checkout');
  await fillDetails(view.user);
  await view.user.click(screen.getByRole('button', { name: 'Place order' }));
  await screen.findByRole('heading', { name: 'Payment' });
  return { ...view, server };
}

async function enterCard(user: UserEvent, number: string, expiry = '1234', cvc = '123') {
  const card = screen.getByLabelText('Card number');
  await user.clear(card);
  await user.type(card, number);
  await user.clear(screen.getByLabelText('Expiry (MM/YY)'));
  await user.type(screen.getByLabelText('Expiry (MM/YY)'), expiry);
  await user.clear(screen.getByLabelText('CVC'));
  await user.type(screen.getByLabelText('CVC'), cvc);
}

describe('checkout: paying with the test provider', () => {
  it('checks the card beside each field and formats the number as typed', async () => {
    const { user, server } = await reachPayment(() => json({ order: paidOrder }));
    await user.click(screen.getByRole('button', { name: 'Pay $91.52' }));
    expect(screen.getByLabelText('Card number')).toHaveAccessibleDescription(
      'Enter a valid card number',
    );
    expect(screen.getByLabelText('Expiry (MM/YY)')).toHaveAccessibleDescription('Use MM/YY');
    expect(screen.getByLabelText('CVC')).toHaveAccessibleDescription(
      'Enter the 3 or 4 digit security code',
    );
    expect(screen.getByLabelText('Card number')).toHaveFocus();

    await enterCard(user, '4242424242424242', '0120');
    expect(screen.getByLabelText('Card number')).toHaveValue('4242 4242 4242 4242');
    expect(screen.getByLabelText('Card number')).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByLabelText('Card number')).toHaveAttribute('autocomplete', 'cc-number');
    expect(screen.getByLabelText('Expiry (MM/YY)')).toHaveValue('01/20');
    await user.click(screen.getByRole('button', { name: 'Pay $91.52' }));
    expect(screen.getByLabelText('Expiry (MM/YY)')).toHaveAccessibleDescription(
      'This card has expired',
    );
    expect(server.last('POST /payments/test-provider/confirm')).toBeUndefined();
  });

  it('shows a declined card’s detail, keeps the cart, and pays on the next try', async () => {
    let attempts = 0;
    const { user, server, store } = await reachPayment(() => {
      attempts += 1;
      return attempts === 1
        ? json({ detail: 'Your card was declined.', error: 'payment_declined' }, 402)
        : json({ order: paidOrder });
    });
    await enterCard(user, '4000 0000 0000 0002');
    await user.click(screen.getByRole('button', { name: 'Pay $91.52' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(await bodyOf(server.last('POST /payments/test-provider/confirm'))).toEqual({
      order_id: 12,
      order_token: 'token-12',
      card_number: '4000000000000002',
      expiry: '12/34',
      cvc: '123',
    });
    expect(store.getState().cart.items).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Payment' })).toBeVisible();

    await enterCard(user, '4242 4242 4242 4242');
    await user.click(screen.getByRole('button', { name: 'Pay $91.52' }));
    expect(
      await screen.findByRole('heading', { name: 'Thank you for your order', level: 1 }),
    ).toBeVisible();
  });

  it('empties the cart once paid and confirms the order with the server’s figures', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { user, server, store, router } = await reachPayment(
      () => new Promise<Response>((resolve) => (answer = resolve)),
    );
    await enterCard(user, '4242424242424242');
    await user.click(screen.getByRole('button', { name: 'Pay $91.52' }));
    expect(await screen.findByRole('button', { name: 'Processing...' })).toBeDisabled();
    answer(json({ order: paidOrder }));

    expect(
      await screen.findByRole('heading', { name: 'Thank you for your order', level: 1 }),
    ).toBeVisible();
    await waitFor(() => expect(router.location.search).toBe('?order=12'));
    expect(store.getState().cart.items).toEqual([]);
    expect(document.title).toBe('Thank you for your order · Canopy');
    expect(screen.getByText('Order CNP-000012')).toBeVisible();
    expect(
      screen.getByText('A confirmation email is on its way to avery@example.com.'),
    ).toBeVisible();
    const receipt = screen.getByRole('region', { name: 'Your order' });
    expect(within(receipt).getByText('Blue Dream 3.5g × 2').nextSibling).toHaveTextContent(
      '$69.98',
    );
    const value = (label: string) =>
      within(receipt).getByText(label, { selector: 'dt' }).nextSibling?.textContent;
    expect(value('Subtotal')).toBe('$75.48');
    expect(value('Tax (8%)')).toBe('$6.04');
    expect(value('Shipping')).toBe('$10.00');
    expect(value('Referral Discount')).toBe('−$5.00');
    expect(value('Total')).toBe('$86.52');
    const address = screen.getByRole('region', { name: 'Shipping address' });
    expect(address).toHaveTextContent(
      'Avery Quinn12 Elm StreetApt 4Portland, OR 97201United States',
    );
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute(
      'href',
      '/products',
    );
    // The stored checkout is over; the order was not fetched again.
    expect(window.sessionStorage.getItem('canopy.checkout_order')).toBeNull();
    expect(window.sessionStorage.getItem('canopy.checkout_details')).toBeNull();
    expect(server.last('GET /orders/12')).toBeUndefined();
  });

  it('returns to the payment step after a reload, and to the form with Edit details', async () => {
    const first = await reachPayment(() => json({ order: paidOrder }));
    first.unmount();

    const { user } = renderApp('/checkout');
    expect(await screen.findByRole('button', { name: 'Pay $91.52' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Edit details' }));
    expect(screen.getByLabelText('Email')).toHaveValue('avery@example.com');
    expect(screen.queryByRole('heading', { name: 'Payment' })).not.toBeInTheDocument();
  });

  it('sends the customer back to place the order again when its stock hold has run out', async () => {
    const { user } = await reachPayment(() =>
      json({ detail: 'This order has expired. Please place it again.', error: 'conflict' }, 409),
    );
    await enterCard(user, '4242424242424242');
    await user.click(screen.getByRole('button', { name: 'Pay $91.52' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This order has expired. Please place it again.',
    );
    expect(screen.getByRole('button', { name: 'Place order' })).toBeEnabled();
    expect(screen.getByLabelText('City')).toHaveValue('Portland');
    expect(window.sessionStorage.getItem('canopy.checkout_order')).toBeNull();
  });
});

describe('checkout: paying through Stripe', () => {
  it('says card payments are unavailable when a Stripe order comes without its client secret', async () => {
    checkoutWithCart([blueDream], {
      'POST /orders': () =>
        json(
          { ...placedAnswer(), payment: { provider: 'stripe', publishable_key: 'pk_test_1' } },
          201,
        ),
    });
    const { user } = renderApp('/checkout');
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Place order' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(STRIPE_UNAVAILABLE);
    expect(screen.getByRole('heading', { name: 'Payment' })).toBeVisible();
    expect(screen.queryByText('Test mode')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
  });
});

describe('checkout: the confirmation page', () => {
  it('loads the order with its token after a reload', async () => {
    window.localStorage.setItem('canopy.orders', JSON.stringify([{ id: 12, token: 'token-12' }]));
    const server = checkoutWithCart([], { 'GET /orders/12': () => json({ order: paidOrder }) });
    renderApp('/checkout?order=12');

    expect(
      await screen.findByRole('heading', { name: 'Thank you for your order', level: 1 }),
    ).toBeVisible();
    expect(screen.getByText('Order CNP-000012')).toBeVisible();
    expect(server.last('GET /orders/12')?.headers.get(ORDER_TOKEN_HEADER)).toBe('token-12');
  });

  it('says so when the order is unknown here or to the server', async () => {
    window.localStorage.setItem('canopy.orders', JSON.stringify([{ id: 13, token: 'old' }]));
    const server = checkoutWithCart([]);
    const { unmount } = renderApp('/checkout?order=99');
    expect(await screen.findByRole('heading', { name: 'Order not found', level: 1 })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute(
      'href',
      '/products',
    );
    expect(server.last('GET /orders/99')).toBeUndefined();
    unmount();

    // The fake server knows no order 13: it answers 404 like the real one.
    renderApp('/checkout?order=13');
    expect(await screen.findByRole('heading', { name: 'Order not found', level: 1 })).toBeVisible();
    expect(server.last('GET /orders/13')?.headers.get(ORDER_TOKEN_HEADER)).toBe('old');
  });
});
