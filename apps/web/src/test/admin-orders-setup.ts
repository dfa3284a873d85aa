// Shared set-up of the admin order screens' tests: a signed-in admin (whose start-up check the
// fake server accepts, and whose screens read the store's time zone from GET /payments/config),
// and orders shaped by the contract.
import type {
  AdminOrderDetail,
  AdminOrderListItem,
  AdminOrderListResponse,
} from '@canopy/contracts';
import { STORAGE_KEYS } from '../lib/storage';
import { adminUser } from './factories';
import { installFakeFetch, json, type FakeRoute } from './fake-fetch';
import { paymentsConfigFixture } from './payments-config';

/** A stored admin session and a server that knows it, plus the test's own routes. */
export function signedInAdmin(routes: Record<string, FakeRoute>) {
  window.localStorage.setItem(STORAGE_KEYS.adminToken, 'admin-token');
  window.localStorage.setItem(STORAGE_KEYS.adminUser, JSON.stringify(adminUser()));
  return installFakeFetch({
    'GET /auth/me': () => json(adminUser()),
    'GET /payments/config': () => json(paymentsConfigFixture()),
    ...routes,
  });
}

export function orderListItem(overrides: Partial<AdminOrderListItem> = {}): AdminOrderListItem {
  return {
    id: 41,
    number: 'CN-ABCD2345',
    status: 'ordered',
    payment_status: 'paid',
    customer_email: 'ava@example.com',
    customer_name: 'Ava Stone',
    total: 82.58,
    item_count: 3,
    lines: [{ name: 'Blue Dream 3.5g', sku: 'FL-BD-35', quantity: 3 }],
    fulfilment_method: 'shipping',
    slot_start: null,
    slot_end: null,
    payment_method: 'card',
    created_at: '2025-03-14T15:00:00.000Z',
    ...overrides,
  };
}

export function orderPage(
  items: AdminOrderListItem[],
  paging: Partial<Omit<AdminOrderListResponse, 'items'>> = {},
): AdminOrderListResponse {
  return { items, page: 1, pages: 1, total: items.length, ...paging };
}

export function orderDetail(overrides: Partial<AdminOrderDetail> = {}): AdminOrderDetail {
  return {
    id: 41,
    number: 'CN-ABCD2345',
    status: 'ordered',
    payment_status: 'paid',
    customer_email: 'ava@example.com',
    customer_name: 'Ava Stone',
    phone: '+1 555 010 2020',
    shipping_address: {
      line1: '12 Elm Street',
      line2: 'Apt 4',
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
    ],
    subtotal: 69.98,
    tax: 5.6,
    tax_rate: 0.08,
    shipping: 10,
    discount: 3,
    total: 82.58,
    referral_code: 'FRIEND5',
    reserved_until: null,
    age_verification: null,
    fulfilment: { method: 'shipping', slot_start: null, slot_end: null, zone_id: null },
    payment_method: 'card',
    created_at: '2025-03-14T15:00:00.000Z',
    payment_provider: 'test',
    payment_intent_id: 'test_pi_123',
    updated_at: '2025-03-14T15:02:00.000Z',
    events: [
      {
        from_status: null,
        to_status: 'ordered',
        actor: 'customer',
        at: '2025-03-14T15:00:00.000Z',
      },
    ],
    id_check: null,
    limits: null,
    ...overrides,
  };
}
