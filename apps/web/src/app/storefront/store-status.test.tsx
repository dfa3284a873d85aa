import type { PaymentsConfig, StoreStatus } from '@canopy/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cartItem } from '../../test/cart-setup';
import { FakeWebSocket } from '../../test/fake-web-socket';
import { STORAGE_KEYS } from '../../lib/storage';
import { cartProductRoutes } from '../../test/factories';
import { installFakeFetch, json } from '../../test/fake-fetch';
import { renderApp } from '../../test/render-app';
import { paymentsConfigFixture } from '../../test/payments-config';

const cartLine = cartItem({ price: 50, quantity: 1, stock: 5 });

/** A server whose System Config the test changes between calls. */
function liveServer(initial: Partial<PaymentsConfig> = {}) {
  let current: PaymentsConfig = paymentsConfigFixture(initial);
  installFakeFetch({
    'GET /payments/config': () => json(current),
    ...cartProductRoutes([cartLine]),
  });
  return {
    change(update: Partial<PaymentsConfig>) {
      current = { ...current, ...update };
    },
  };
}

function admittedShopper() {
  window.localStorage.setItem(STORAGE_KEYS.accessCode, 'DEMO42');
  window.localStorage.setItem(STORAGE_KEYS.customerToken, 'customer-token');
  window.localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify([cartLine]));
}

async function openedSocket(): Promise<FakeWebSocket> {
  await waitFor(() => {
    expect(FakeWebSocket.instances).not.toHaveLength(0);
  });
  const socket = FakeWebSocket.latest();
  if (!socket) throw new Error('no socket');
  act(() => {
    socket.serverOpens();
  });
  return socket;
}

function configurationUpdate(socket: FakeWebSocket, storeStatus: StoreStatus, taxRate = 0.08) {
  act(() => {
    socket.serverSends({
      type: 'configuration_update',
      data: { store_status: storeStatus, tax_rate: taxRate },
    });
  });
}

beforeEach(() => {
  FakeWebSocket.reset();
  vi.stubGlobal('WebSocket', FakeWebSocket);
});

describe('the store status on the storefront', () => {
  it.each([
    ['maintenance', 'Down for maintenance'],
    ['offline', 'The store is closed'],
  ] as const)(
    'shows the closed page instead of the shop and the gate while %s',
    async (status, title) => {
      liveServer({ storeStatus: status });
      renderApp('/');
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(screen.queryByLabelText(/access code/i)).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Check again' })).toBeInTheDocument();
    },
  );

  it('Check again asks the server and opens the shop when it is back online', async () => {
    const server = liveServer({ storeStatus: 'offline' });
    admittedShopper();
    const { user } = renderApp('/cart');
    await screen.findByRole('heading', { name: 'The store is closed' });
    server.change({ storeStatus: 'online' });
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByRole('region', { name: 'Order Summary' })).toBeInTheDocument();
  });

  it('follows configuration_update: the summary rates, then the maintenance page and back', async () => {
    const server = liveServer();
    admittedShopper();
    renderApp('/cart');
    const panel = await screen.findByRole('region', { name: 'Order Summary' });
    expect(within(panel).getByText('Tax (8%)')).toBeInTheDocument();
    const socket = await openedSocket();

    server.change({ taxRate: 0.1, defaultShippingCost: 5, freeShippingThreshold: 200 });
    configurationUpdate(socket, 'online', 0.1);
    expect(await within(panel).findByText('Tax (10%)')).toBeInTheDocument();
    expect(within(panel).getByText('Add $150.00 more for free shipping!')).toBeInTheDocument();

    server.change({ storeStatus: 'maintenance' });
    configurationUpdate(socket, 'maintenance', 0.1);
    expect(
      await screen.findByRole('heading', { name: 'Down for maintenance' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Order Summary' })).not.toBeInTheDocument();
    expect(socket.closedWith).toBeNull();

    server.change({ storeStatus: 'online' });
    configurationUpdate(socket, 'online', 0.1);
    expect(await screen.findByRole('region', { name: 'Order Summary' })).toBeInTheDocument();
    expect(FakeWebSocket.instances).toHaveLength(1);
  });
});
