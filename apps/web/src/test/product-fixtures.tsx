// For the product display tests: a product shaped by the contract, and a render inside the real
// store and providers (toasts, Add to Cart composed with the cart) under a memory router.
import type { Product } from '@canopy/contracts';
import { render } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { AppProviders } from '../app/providers';
import { makeStore } from '../app/store';
import { testClientConfig } from './render-app';

export function productFixture(overrides: Partial<Product> = {}): Product {
  return {
    id: 7,
    name: 'Blue Dream',
    sku: 'FL-BD-35',
    brand: 'Canopy Farms',
    description: 'A balanced hybrid with notes of blueberry.',
    retail_price: 40,
    sale_price: null,
    stock_quantity: 25,
    primary_image_url: '/api/images/abc.webp',
    images: [
      { width: 320, url: '/api/images/abc-320.webp' },
      { width: 640, url: '/api/images/abc.webp' },
      { width: 1280, url: '/api/images/abc-1280.webp' },
    ],
    strain_type: 'hybrid',
    volume: '3.5g',
    thc_percent: 21.5,
    cbd_percent: 0.1,
    minimum_age: null,
    limit_class: null,
    net_weight_g: null,
    thc_mg: null,
    category_id: 2,
    category: { id: 2, name: 'Flower' },
    created_at: '2025-03-01T12:00:00.000Z',
    ...overrides,
  };
}

export function renderWithShop(ui: ReactNode) {
  const navigation = { currentPath: () => '/', redirect: () => undefined, reload: () => undefined };
  const store = makeStore({ config: testClientConfig(), navigation });
  const user = userEvent.setup();
  const view = render(
    <AppProviders store={store}>
      <MemoryRouter>{ui}</MemoryRouter>
    </AppProviders>,
  );
  const cartQuantity = (id: number) =>
    store.getState().cart.items.find((item) => item.id === id)?.quantity ?? 0;
  return { ...view, store, user, cartQuantity };
}
