// The cart's side of checkout: what the shopper's own open order holds is never taken away by a
// live stock announcement, a refresh from the server updates prices and stock and says what
// changed, and no line goes past the per-item limit of an order.
import { describe, expect, it } from 'vitest';
import { makeStore } from '../../app/store';
import { testClientConfig } from '../../test/render-app';
import type { CartItem, CartProduct } from './cart-item';
import {
  addItem,
  cartRefreshed,
  cartSlice,
  clearCart,
  reservationHeld,
  reservationReleased,
  setQuantity,
  stockChanged,
  type CartState,
} from './cart-slice';

const reduce = cartSlice.reducer;

function line(overrides: Partial<CartItem> = {}): CartItem {
  return {
    id: 7,
    name: 'Blue Dream 3.5g',
    price: 34.99,
    image_url: null,
    sku: 'FL-BD-35',
    stock: 3,
    quantity: 3,
    ...overrides,
  };
}

const asProduct = ({ quantity: _quantity, ...product }: CartItem): CartProduct => product;

describe('a placed, unpaid order keeps its lines', () => {
  it('buying the last 3 units: the announcement of stock 0 leaves the 3 in the cart', () => {
    let state: CartState = { items: [line({ stock: 3, quantity: 3 })] };
    state = reduce(state, reservationHeld([{ id: 7, quantity: 3 }]));
    state = reduce(state, stockChanged({ product_id: 7, stock: 0 }));
    expect(state.items).toEqual([line({ stock: 3, quantity: 3 })]);
  });

  it('buying 2 of the last 3: the announcement of stock 1 leaves the 2 in the cart', () => {
    let state: CartState = { items: [line({ stock: 3, quantity: 2 })] };
    state = reduce(state, reservationHeld([{ id: 7, quantity: 2 }]));
    state = reduce(state, stockChanged({ product_id: 7, stock: 1 }));
    expect(state.items[0]).toMatchObject({ stock: 3, quantity: 2 });
  });

  it("another shopper's order taking the rest leaves what this shopper holds", () => {
    let state: CartState = { items: [line({ stock: 5, quantity: 2 })] };
    state = reduce(state, reservationHeld([{ id: 7, quantity: 2 }]));
    state = reduce(state, stockChanged({ product_id: 7, stock: 3 })); // this order
    state = reduce(state, stockChanged({ product_id: 7, stock: 0 })); // the other shopper's
    expect(state.items[0]).toMatchObject({ stock: 2, quantity: 2 });
  });

  it('once nothing is held, a live change lowers and removes lines again', () => {
    let state: CartState = { items: [line({ stock: 3, quantity: 3 })] };
    state = reduce(state, reservationHeld([{ id: 7, quantity: 3 }]));
    state = reduce(state, reservationReleased());
    state = reduce(state, stockChanged({ product_id: 7, stock: 1 }));
    expect(state.items[0]).toMatchObject({ stock: 1, quantity: 1 });
    expect(reduce(state, stockChanged({ product_id: 7, stock: 0 })).items).toEqual([]);
  });

  it('paying empties the cart and what it held', () => {
    let state: CartState = { items: [line()] };
    state = reduce(state, reservationHeld([{ id: 7, quantity: 3 }]));
    expect(reduce(state, clearCart())).toMatchObject({ items: [], held: {} });
  });

  it('what is held survives a reload of the tab', () => {
    const navigation = {
      currentPath: () => '/',
      redirect: () => undefined,
      reload: () => undefined,
    };
    const first = makeStore({ config: testClientConfig(), navigation });
    first.dispatch(addItem({ ...asProduct(line()), quantity: 3 }));
    first.dispatch(reservationHeld([{ id: 7, quantity: 3 }]));

    const second = makeStore({ config: testClientConfig(), navigation });
    second.dispatch(stockChanged({ product_id: 7, stock: 0 }));
    expect(second.getState().cart.items[0]).toMatchObject({ id: 7, quantity: 3 });
  });
});

describe('refreshing the cart from the server', () => {
  it('takes the current price and stock and lists what changed', () => {
    const start: CartState = {
      items: [
        line({ id: 7, price: 34.99, stock: 9, quantity: 4 }),
        line({ id: 8, name: 'OG Kush 1g', price: 12, stock: 9, quantity: 1 }),
        line({ id: 9, name: 'Gummies', price: 5.5, stock: 9, quantity: 1 }),
        line({ id: 10, name: 'Pre-roll', price: 8, stock: 9, quantity: 1 }),
      ],
    };
    const state = reduce(
      start,
      cartRefreshed([
        { id: 7, product: asProduct(line({ id: 7, price: 44.99, stock: 2 })) },
        { id: 8, product: asProduct(line({ id: 8, name: 'OG Kush 1g', price: 12, stock: 9 })) },
        { id: 9, product: null },
        { id: 10, product: asProduct(line({ id: 10, name: 'Pre-roll', price: 8, stock: 0 })) },
      ]),
    );
    expect(state.items.map((item) => [item.id, item.price, item.stock, item.quantity])).toEqual([
      [7, 44.99, 2, 2],
      [8, 12, 9, 1],
    ]);
    expect(state.changes).toEqual([
      { kind: 'price', id: 7, name: 'Blue Dream 3.5g', from: 34.99, to: 44.99 },
      { kind: 'quantity', id: 7, name: 'Blue Dream 3.5g', from: 4, to: 2 },
      { kind: 'unavailable', id: 9, name: 'Gummies' },
      { kind: 'sold_out', id: 10, name: 'Pre-roll' },
    ]);
  });

  it('counts what the own open order holds as still available', () => {
    let state: CartState = { items: [line({ stock: 3, quantity: 3 })] };
    state = reduce(state, reservationHeld([{ id: 7, quantity: 3 }]));
    state = reduce(state, cartRefreshed([{ id: 7, product: asProduct(line({ stock: 0 })) }]));
    expect(state.items[0]).toMatchObject({ stock: 3, quantity: 3 });
    expect(state.changes).toBeUndefined();
  });
});

describe('the per-item limit of an order', () => {
  it('bounds adding and setting a quantity by the limit as well as the stock', () => {
    const product = asProduct(line({ stock: 40 }));
    let state: CartState = { items: [], maxPerItem: 10 };
    state = reduce(state, addItem({ ...product, quantity: 12 }));
    expect(state.items[0]?.quantity).toBe(10);
    state = reduce(state, addItem(product));
    expect(state.items[0]?.quantity).toBe(10);
    state = reduce(state, setQuantity({ id: 7, quantity: 11 }));
    expect(state.items[0]?.quantity).toBe(10);
    state = reduce(state, setQuantity({ id: 7, quantity: 9 }));
    expect(state.items[0]?.quantity).toBe(9);
  });

  it('lowers a line above a limit the server now tells', () => {
    let state: CartState = { items: [line({ stock: 40, quantity: 10 })], maxPerItem: 4 };
    state = reduce(state, cartRefreshed([{ id: 7, product: asProduct(line({ stock: 40 })) }]));
    expect(state.items[0]?.quantity).toBe(4);
  });
});
