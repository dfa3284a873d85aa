import { describe, expect, it } from 'vitest';
import { makeStore } from '../../app/store';
import { STORAGE_KEYS } from '../../lib/storage';
import { testClientConfig } from '../../test/render-app';
import type { CartProduct } from './cart-item';
import {
  addItem,
  cartSlice,
  clearCart,
  removeItem,
  selectCartItemCount,
  setQuantity,
  stockChanged,
} from './cart-slice';

const reduce = cartSlice.reducer;

function product(overrides: Partial<CartProduct> = {}): CartProduct {
  return {
    id: 7,
    name: 'Blue Dream 3.5g',
    price: 34.99,
    image_url: '/api/images/abc.webp',
    sku: 'FL-BD-35',
    stock: 2,
    ...overrides,
  };
}

describe('cart reducers', () => {
  it('adds a new item with quantity 1, and raises it only while below stock', () => {
    let state = reduce({ items: [] }, addItem(product()));
    expect(state.items).toEqual([{ ...product(), quantity: 1 }]);

    state = reduce(state, addItem(product()));
    expect(state.items[0]?.quantity).toBe(2);

    state = reduce(state, addItem(product()));
    expect(state.items[0]?.quantity).toBe(2);
    expect(state.items).toHaveLength(1);
  });

  it('adds a chosen quantity, never past the stock, and ignores a quantity that is not one', () => {
    const stocked = product({ stock: 5 });
    let state = reduce({ items: [] }, addItem({ ...stocked, quantity: 3 }));
    expect(state.items[0]?.quantity).toBe(3);
    state = reduce(state, addItem({ ...stocked, quantity: 4 }));
    expect(state.items[0]?.quantity).toBe(5);

    expect(reduce({ items: [] }, addItem({ ...stocked, quantity: 9 })).items[0]?.quantity).toBe(5);
    for (const quantity of [0, -1, 1.5]) {
      expect(reduce(state, addItem({ ...stocked, quantity })).items).toEqual(state.items);
      expect(reduce({ items: [] }, addItem({ ...stocked, quantity })).items).toEqual([]);
    }
  });

  it('does not add an item that is out of stock', () => {
    expect(reduce({ items: [] }, addItem(product({ stock: 0 }))).items).toEqual([]);
  });

  it('sets a quantity only from 1 to the stock', () => {
    const start = reduce({ items: [] }, addItem(product({ stock: 5 })));
    expect(reduce(start, setQuantity({ id: 7, quantity: 5 })).items[0]?.quantity).toBe(5);
    expect(reduce(start, setQuantity({ id: 7, quantity: 6 })).items[0]?.quantity).toBe(1);
    expect(reduce(start, setQuantity({ id: 7, quantity: 0 })).items[0]?.quantity).toBe(1);
    expect(reduce(start, setQuantity({ id: 7, quantity: 2.5 })).items[0]?.quantity).toBe(1);
    expect(reduce(start, setQuantity({ id: 99, quantity: 2 })).items).toEqual(start.items);
  });

  it('removes one item and clears them all', () => {
    let state = reduce({ items: [] }, addItem(product()));
    state = reduce(state, addItem(product({ id: 8, sku: 'PR-OG-1' })));
    state = reduce(state, removeItem(7));
    expect(state.items.map((item) => item.id)).toEqual([8]);
    expect(reduce(state, clearCart()).items).toEqual([]);
  });

  it('follows a live stock change: lowers a quantity above it, removes a sold-out line', () => {
    let state = reduce({ items: [] }, addItem({ ...product({ stock: 9 }), quantity: 4 }));
    state = reduce(state, addItem(product({ id: 8, sku: 'PR-OG-1', stock: 9 })));

    state = reduce(state, stockChanged({ product_id: 7, stock: 6 }));
    expect(state.items[0]).toMatchObject({ id: 7, stock: 6, quantity: 4 });
    state = reduce(state, stockChanged({ product_id: 7, stock: 2 }));
    expect(state.items[0]).toMatchObject({ id: 7, stock: 2, quantity: 2 });
    state = reduce(state, stockChanged({ product_id: 7, stock: 12 }));
    expect(state.items[0]).toMatchObject({ id: 7, stock: 12, quantity: 2 });

    const untouched = reduce(state, stockChanged({ product_id: 99, stock: 0 }));
    expect(untouched).toBe(state);

    state = reduce(state, stockChanged({ product_id: 7, stock: 0 }));
    expect(state.items.map((item) => item.id)).toEqual([8]);
    expect(state.items[0]).toMatchObject({ stock: 9, quantity: 1 });
  });

  it('counts the items by quantity', () => {
    let state = reduce({ items: [] }, addItem(product({ stock: 5 })));
    state = reduce(state, setQuantity({ id: 7, quantity: 3 }));
    state = reduce(state, addItem(product({ id: 8, sku: 'PR-OG-1' })));
    expect(selectCartItemCount({ cart: state })).toBe(4);
  });
});

describe('cart storage', () => {
  const navigation = { currentPath: () => '/', redirect: () => undefined, reload: () => undefined };

  it('keeps the cart in local storage across stores (page loads)', () => {
    const first = makeStore({ config: testClientConfig(), navigation });
    first.dispatch(addItem(product()));
    first.dispatch(addItem(product()));

    const second = makeStore({ config: testClientConfig(), navigation });
    expect(second.getState().cart.items).toEqual([{ ...product(), quantity: 2 }]);
  });

  it('ignores stored data that is not a cart', () => {
    window.localStorage.setItem(STORAGE_KEYS.cart, '[{"id":"x"}]');
    expect(makeStore({ config: testClientConfig(), navigation }).getState().cart.items).toEqual([]);
  });
});
