import type { Product } from '@canopy/contracts';
import { describe, expect, it } from 'vitest';
import { makeStore } from '../../app/store';
import { testClientConfig } from '../../test/render-app';
import { addProductToCart } from './add-to-cart';

const navigation = { currentPath: () => '/', redirect: () => undefined, reload: () => undefined };

function catalogueProduct(overrides: Partial<Product> = {}): Product {
  return {
    id: 3,
    name: 'OG Kush',
    sku: 'PR-OG-1',
    brand: 'Canopy Farms',
    description: '',
    retail_price: 15,
    sale_price: 12.5,
    stock_quantity: 4,
    primary_image_url: '/api/images/og.webp',
    images: [],
    strain_type: 'indica',
    volume: '1g',
    thc_percent: null,
    cbd_percent: null,
    minimum_age: null,
    limit_class: null,
    net_weight_g: null,
    thc_mg: null,
    category_id: null,
    category: null,
    created_at: '2025-03-01T12:00:00.000Z',
    ...overrides,
  };
}

describe('addProductToCart', () => {
  it('adds the product at its effective price and says how many were added', () => {
    const store = makeStore({ config: testClientConfig(), navigation });
    expect(store.dispatch(addProductToCart(catalogueProduct(), 3))).toEqual({
      added: 3,
      inCart: 3,
    });
    expect(store.getState().cart.items).toEqual([
      {
        id: 3,
        name: 'OG Kush',
        price: 12.5,
        image_url: '/api/images/og.webp',
        sku: 'PR-OG-1',
        stock: 4,
        quantity: 3,
      },
    ]);

    expect(store.dispatch(addProductToCart(catalogueProduct(), 3))).toEqual({
      added: 1,
      inCart: 4,
    });
    expect(store.dispatch(addProductToCart(catalogueProduct()))).toEqual({ added: 0, inCart: 4 });
  });

  it('adds nothing when the product is out of stock', () => {
    const store = makeStore({ config: testClientConfig(), navigation });
    const soldOut = catalogueProduct({ stock_quantity: 0, sale_price: null });
    expect(store.dispatch(addProductToCart(soldOut))).toEqual({ added: 0, inCart: 0 });
    expect(store.getState().cart.items).toEqual([]);
  });
});
