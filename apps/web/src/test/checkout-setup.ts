// Shared set-up of the checkout's tests: an admitted shopper with a stored cart, a fake server
// that answers the checkout's calls like the real one (each test overrides what it needs), the
// server's order as the contract shapes it, and filling in the details form like a customer.
import type { CreateOrderResponse, Order } from '@canopy/contracts';
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { STORAGE_KEYS } from '../lib/storage';
import { cartProductRoutes } from './factories';
import { installFakeFetch, json, type FakeRoute } from './fake-fetch';
import { paymentsConfigFixture } from './payments-config';

export const blueDream = {
  id: 7,
  name: 'Blue Dream 3.5g',
  price: 34.99,
  image_url: null,
  sku: 'FL-BD-35',
  stock: 5,
  quantity: 2,
};
export const gummies = {
  id: 9,
  name: 'Gummies',
  price: 5.5,
  image_url: null,
  sku: 'ED-GU-10',
  stock: 10,
  quantity: 1,
};

export function orderFixture(overrides: Partial<Order> = {}): Order {
  return {
    id: 12,
    number: 'CNP-000012',
    status: 'ordered',
    payment_status: 'unpaid',
    customer_email: 'avery@example.com',
    customer_name: 'Avery Quinn',
    phone: null,
    shipping_address: {
      line1: '12 Elm Street',
      city: 'Portland',
      state: 'OR',
      postal_code: '97201',
      country: 'US',
    },
    items: [
      {
        product_id: 7,
        name: 'Blue Dream 3.5g',
        sku: 'FL-BD-35',
        unit_price: 34.99,
        quantity: 2,
        line_total: 69.98,
      },
      {
        product_id: 9,
        name: 'Gummies',
        sku: 'ED-GU-10',
        unit_price: 5.5,
        quantity: 1,
        line_total: 5.5,
      },
    ],
    subtotal: 75.48,
    tax: 6.04,
    tax_rate: 0.08,
    shipping: 10,
    discount: 0,
    total: 91.52,
    referral_code: null,
    reserved_until: '2030-01-01T10:30:00.000Z',
    age_verification: null,
    fulfilment: { method: 'shipping', slot_start: null, slot_end: null, zone_id: null },
    payment_method: 'card',
    created_at: '2030-01-01T10:00:00.000Z',
    ...overrides,
  };
}

/** The POST /orders answer: an order paid in person has no payment online (provider null). */
export function placedAnswer(order: Order = orderFixture()): CreateOrderResponse {
  const provider = order.payment_method === 'in_person' ? null : 'test';
  return { order, payment: { provider }, order_token: 'token-12' };
}

/** An admitted shopper with these cart lines, and the checkout's server. */
export function checkoutWithCart(
  items: ReadonlyArray<typeof blueDream>,
  routes: Record<string, FakeRoute> = {},
) {
  window.localStorage.setItem(STORAGE_KEYS.accessCode, 'DEMO42');
  window.localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify(items));
  return installFakeFetch({
    'GET /payments/config': () => json(paymentsConfigFixture()),
    // The checkout refreshes the cart when it opens; these answer each line as it was added.
    ...cartProductRoutes(items),
    'POST /orders': () => json(placedAnswer(), 201),
    ...routes,
  });
}

/** Types a complete, valid set of contact and shipping details. */
export async function fillDetails(user: UserEvent) {
  await user.type(await screen.findByLabelText('Email'), 'avery@example.com');
  await user.type(screen.getByLabelText('Full name'), 'Avery Quinn');
  await user.type(screen.getByLabelText('Address line 1'), '12 Elm Street');
  await user.type(screen.getByLabelText('City'), 'Portland');
  await user.type(screen.getByLabelText('State'), 'OR');
  await user.type(screen.getByLabelText('ZIP / Postal code'), '97201');
}

/** The JSON body of a request the app sent. */
export async function bodyOf(request: Request | undefined): Promise<unknown> {
  if (!request) throw new Error('The request was not sent');
  return request.json();
}
