// Shared set-up of the cart screens' tests: an admitted shopper with a stored cart, and a fake
// server whose GET /payments/config answers with the given money rules and whose product pages
// answer each line as it was added.
import type { PaymentsConfig } from '@canopy/contracts';
import { STORAGE_KEYS } from '../lib/storage';
import { cartProductRoutes } from './factories';
import { installFakeFetch, json, type FakeRoute } from './fake-fetch';
import type { CartItem } from '../features/cart/cart-item';
import { paymentsConfigFixture } from './payments-config';

export function cartItem(overrides: Partial<CartItem> = {}): CartItem {
  return {
    id: 7,
    name: 'Blue Dream 3.5g',
    price: 34.99,
    image_url: null,
    sku: 'FL-BD-35',
    stock: 3,
    quantity: 1,
    ...overrides,
  };
}

export function admittedWithCart(
  items: CartItem[],
  rates: Partial<
    Pick<
      PaymentsConfig,
      'taxRate' | 'defaultShippingCost' | 'freeShippingThreshold' | 'max_quantity_per_item'
    >
  > = {},
  routes: Record<string, FakeRoute> = {},
) {
  window.localStorage.setItem(STORAGE_KEYS.accessCode, 'DEMO42');
  window.localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify(items));
  return installFakeFetch({
    'GET /payments/config': () => json(paymentsConfigFixture(rates)),
    // The cart refreshes its lines when it opens; these answer them as they were added.
    ...cartProductRoutes(items),
    ...routes,
  });
}
