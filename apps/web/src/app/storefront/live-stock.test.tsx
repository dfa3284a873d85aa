import { QueryStatus } from '@reduxjs/toolkit/query';
import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { accessCleared, accessGranted } from '../../features/access-gate/access-code-slice';
import { admittedWithCart, cartItem } from '../../test/cart-setup';
import { FakeWebSocket } from '../../test/fake-web-socket';
import { STORAGE_KEYS } from '../../lib/storage';
import { renderApp } from '../../test/render-app';
import { cartChangeNotice } from './live-stock-connection';

/** The socket the storefront opened, once its chunk has loaded. */
async function openedSocket(): Promise<FakeWebSocket> {
  await waitFor(() => {
    expect(FakeWebSocket.instances).not.toHaveLength(0);
  });
  const socket = FakeWebSocket.latest();
  if (!socket) throw new Error('no socket');
  act(() => {
    socket.serverOpens();
    socket.serverSends({ type: 'connection', data: { kind: 'customer', rooms: ['products'] } });
  });
  return socket;
}

function stockUpdate(socket: FakeWebSocket, product_id: number, stock: number): void {
  act(() => {
    socket.serverSends({ type: 'stock_update', data: { product_id, stock } });
  });
}

beforeEach(() => {
  FakeWebSocket.reset();
  vi.stubGlobal('WebSocket', FakeWebSocket);
});

describe('live stock in the storefront', () => {
  it('opens the socket with the customer token and joins the products room', async () => {
    admittedWithCart([]);
    window.localStorage.setItem(STORAGE_KEYS.customerToken, 'customer-token');
    renderApp('/cart');

    const socket = await openedSocket();
    expect(socket.url).toBe('ws://localhost:3000/ws?token=customer-token');
    expect(socket.sent).toEqual([{ type: 'subscribe', room: 'products' }]);
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it('lowers the cart to the new stock and tells the shopper', async () => {
    admittedWithCart([
      cartItem({ id: 7, name: 'Blue Dream 3.5g', stock: 5, quantity: 4 }),
      cartItem({ id: 8, name: 'OG Kush 1g', sku: 'FL-OG-1', stock: 5, quantity: 1 }),
    ]);
    window.localStorage.setItem(STORAGE_KEYS.customerToken, 'customer-token');
    const { store } = renderApp('/cart');
    const socket = await openedSocket();
    // The cart page refreshes its lines as it opens (with the socket, once the age step is known
    // to be passed); the change below comes after that refresh.
    await waitFor(() =>
      expect(
        Object.values(store.getState().api.queries).filter(
          (query) =>
            query?.endpointName === 'getCartProduct' && query.status === QueryStatus.fulfilled,
        ),
      ).toHaveLength(2),
    );

    stockUpdate(socket, 7, 2);
    expect(
      await screen.findByText('Blue Dream 3.5g: only 2 left — your cart now has 2'),
    ).toBeInTheDocument();
    expect(store.getState().cart.items[0]).toMatchObject({ id: 7, stock: 2, quantity: 2 });

    stockUpdate(socket, 8, 0);
    expect(
      await screen.findByText('OG Kush 1g sold out and was removed from your cart'),
    ).toBeInTheDocument();
    expect(store.getState().cart.items.map((item) => item.id)).toEqual([7]);
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.cart) ?? '[]')).toHaveLength(1);
  });

  it('connects only once the shopper has a customer token', async () => {
    admittedWithCart([]);
    const { store } = renderApp('/cart');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(FakeWebSocket.instances).toEqual([]);

    act(() => {
      store.dispatch(accessGranted({ code: 'DEMO42', token: 'fresh-token', expiresAt: null }));
    });
    expect((await openedSocket()).token).toBe('fresh-token');
  });

  it('closes the socket when the access code is cleared and when the shop unmounts', async () => {
    admittedWithCart([]);
    window.localStorage.setItem(STORAGE_KEYS.customerToken, 'customer-token');
    const first = renderApp('/cart');
    const cleared = await openedSocket();
    act(() => {
      first.store.dispatch(accessCleared());
    });
    expect(cleared.closedWith).toBe(1000);
    first.unmount();

    FakeWebSocket.reset();
    const second = renderApp('/cart');
    const left = await openedSocket();
    second.unmount();
    expect(left.closedWith).toBe(1000);
  });
});

describe('cart change notice', () => {
  const line = cartItem({ name: 'Blue Dream 3.5g', stock: 5, quantity: 3 });

  it.each([
    { stock: 5, title: null },
    { stock: 3, title: null },
    { stock: 2, title: 'Blue Dream 3.5g: only 2 left — your cart now has 2' },
    { stock: 1, title: 'Blue Dream 3.5g: only 1 left — your cart now has 1' },
    { stock: 0, title: 'Blue Dream 3.5g sold out and was removed from your cart' },
  ])('stock $stock with 3 in the cart → $title', ({ stock, title }) => {
    const after = stock > 0 ? { ...line, quantity: Math.min(line.quantity, stock) } : undefined;
    expect(cartChangeNotice(line, after)).toEqual(title === null ? null : { title, tone: 'info' });
  });

  it('says nothing about a product that is not in the cart', () => {
    expect(cartChangeNotice(undefined, undefined)).toBeNull();
  });
});
