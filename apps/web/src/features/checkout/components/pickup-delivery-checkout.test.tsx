import type { FulfilmentSlots } from '@canopy/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  blueDream,
  bodyOf,
  checkoutWithCart,
  fillDetails,
  orderFixture,
  placedAnswer,
} from '../../../test/checkout-setup';
import { json, type FakeRoute } from '../../../test/fake-fetch';
import { paymentsConfigFixture } from '../../../test/payments-config';
import { renderApp } from '../../../test/render-app';

beforeEach(() => {
  window.sessionStorage.clear();
});

const TZ = 'America/Los_Angeles';
const DAY = '2030-06-03';
const NINE = `${DAY}T09:00:00-07:00`;
const TEN = `${DAY}T10:00:00-07:00`;

function slotsAnswer(method: 'pickup' | 'delivery'): FulfilmentSlots {
  return {
    timezone: TZ,
    method,
    date: DAY,
    slots: [
      { start: NINE, end: `${DAY}T09:30:00-07:00`, capacity: 5, booked: 1, available: 4 },
      { start: TEN, end: `${DAY}T10:30:00-07:00`, capacity: 5, booked: 0, available: 5 },
    ],
  };
}

const pickupOrder = orderFixture({
  items: orderFixture().items.slice(0, 1),
  subtotal: 69.98,
  tax: 5.6,
  shipping: 0,
  total: 75.58,
  shipping_address: null,
  fulfilment: {
    method: 'pickup',
    slot_start: '2030-06-03T16:00:00.000Z',
    slot_end: '2030-06-03T16:30:00.000Z',
    zone_id: null,
  },
  payment_method: 'in_person',
});

function shopWithSlots(routes: Record<string, FakeRoute> = {}) {
  return checkoutWithCart([blueDream], {
    'GET /payments/config': () =>
      json(
        paymentsConfigFixture({
          fulfilment_methods: ['shipping', 'pickup', 'delivery'],
          in_person_payment: true,
        }),
      ),
    'GET /fulfilment/days': (request) =>
      json({
        timezone: TZ,
        method: new URL(request.url).searchParams.get('method'),
        days: [DAY],
      }),
    'GET /fulfilment/slots': (request) =>
      json(slotsAnswer(new URL(request.url).searchParams.get('method') as 'pickup')),
    ...routes,
  });
}

const summary = () => screen.findByRole('region', { name: 'Order Summary' });

describe('checkout: pickup and local delivery', () => {
  it('offers the enabled methods, shipping first and chosen; pickup asks no address', async () => {
    shopWithSlots();
    const { user } = renderApp('/checkout');
    const methods = await screen.findByRole('group', {
      name: 'How would you like to get your order?',
    });
    expect(within(methods).getByRole('radio', { name: 'Shipping' })).toBeChecked();
    expect(screen.getByLabelText('Address line 1')).toBeVisible();

    await user.click(within(methods).getByRole('radio', { name: 'Pickup' }));
    expect(screen.queryByLabelText('Address line 1')).not.toBeInTheDocument();
    expect(within(methods).getByText('100 Canopy Way')).toBeVisible();
    expect(await screen.findByRole('radio', { name: /9:00 – 9:30 AM/ })).toBeEnabled();
    const panel = await summary();
    expect(within(panel).getByText('Pickup — free')).toBeVisible();
    expect(within(panel).queryByText('Shipping')).not.toBeInTheDocument();
  });

  it('asks for a time, then places a pickup order paid at pickup and says what to bring', async () => {
    const server = shopWithSlots({ 'POST /orders': () => json(placedAnswer(pickupOrder), 201) });
    const { user } = renderApp('/checkout');
    await user.click(await screen.findByRole('radio', { name: 'Pickup' }));
    await user.type(screen.getByLabelText('Email'), 'avery@example.com');
    await user.type(screen.getByLabelText('Full name'), 'Avery Quinn');
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText('Choose a pickup time.')).toBeVisible();
    expect(server.last('POST /orders')).toBeUndefined();

    await user.click(await screen.findByRole('radio', { name: /9:00 – 9:30 AM/ }));
    await user.click(screen.getByRole('radio', { name: 'Pay at pickup' }));
    await user.click(screen.getByRole('button', { name: 'Place order' }));

    expect(await screen.findByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
    expect(screen.getByText('Pay at pickup: $75.58')).toBeVisible();
    expect(screen.getByText(/Bring a valid photo ID/)).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Payment' })).not.toBeInTheDocument();
    const body = await bodyOf(server.last('POST /orders'));
    expect(body).toMatchObject({
      fulfilment: { method: 'pickup', slot_start: NINE },
      payment_method: 'in_person',
    });
    expect(body).not.toHaveProperty('shipping_address');
  });

  it('keeps a shipped order’s body as it always was', async () => {
    const server = shopWithSlots();
    const { user } = renderApp('/checkout');
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await screen.findByRole('heading', { name: 'Payment' });
    const body = await bodyOf(server.last('POST /orders'));
    expect(body).not.toHaveProperty('fulfilment');
    expect(body).not.toHaveProperty('payment_method');
  });

  it('on slot_full says so and chooses the next free slot for the shopper', async () => {
    shopWithSlots({
      'POST /orders': () =>
        json({ error: 'slot_full', detail: 'That slot is full', next_available: TEN }, 409),
    });
    const { user } = renderApp('/checkout');
    await user.click(await screen.findByRole('radio', { name: 'Pickup' }));
    await user.type(screen.getByLabelText('Email'), 'avery@example.com');
    await user.type(screen.getByLabelText('Full name'), 'Avery Quinn');
    await user.click(await screen.findByRole('radio', { name: /9:00 – 9:30 AM/ }));
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText(/That time has just filled up/)).toHaveTextContent(
      'We chose the next free time for you: Mon, Jun 3, 10:00 AM.',
    );
    expect(screen.getByRole('radio', { name: /10:00 – 10:30 AM/ })).toBeChecked();
  });

  it('shows a delivery zone’s refusals beside the postal code', async () => {
    shopWithSlots({
      'GET /fulfilment/slots': () =>
        json({ error: 'out_of_zone', detail: 'We do not deliver to 99999' }, 422),
      'POST /orders': () =>
        json(
          {
            error: 'below_minimum',
            detail: 'Add $12.50 to reach the delivery minimum',
            missing: 12.5,
          },
          422,
        ),
    });
    const { user } = renderApp('/checkout');
    await user.click(await screen.findByRole('radio', { name: 'Local delivery' }));
    await fillDetails(user);
    await user.clear(screen.getByLabelText('ZIP / Postal code'));
    await user.type(screen.getByLabelText('ZIP / Postal code'), '99999');
    await waitFor(() =>
      expect(screen.getByLabelText('ZIP / Postal code')).toHaveAccessibleDescription(
        'We do not deliver to 99999',
      ),
    );
    const panel = await summary();
    expect(within(panel).getByText('Delivery fee')).toBeVisible();
  });
});
