import { act, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { dashboard, dashboardServer } from '../../test/admin-dashboard-setup';
import {
  orderDetail,
  orderListItem,
  orderPage,
  signedInAdmin,
} from '../../test/admin-orders-setup';
import { FakeWebSocket } from '../../test/fake-web-socket';
import { json } from '../../test/fake-fetch';
import { renderApp } from '../../test/render-app';

beforeAll(async () => {
  await import('./admin-chunk');
});

beforeEach(() => {
  FakeWebSocket.reset();
  vi.stubGlobal('WebSocket', FakeWebSocket);
});

/** The socket the admin shell opened, connected as the server would. */
async function openedSocket(): Promise<FakeWebSocket> {
  await waitFor(() => {
    expect(FakeWebSocket.instances).not.toHaveLength(0);
  });
  const socket = FakeWebSocket.latest();
  if (!socket) throw new Error('no socket');
  act(() => {
    socket.serverOpens();
    socket.serverSends({
      type: 'connection',
      data: { kind: 'admin', rooms: ['products', 'admin'] },
    });
  });
  return socket;
}

/** Sockets the app has not closed (React's strict mode opens and closes one more in tests). */
function openSockets(): FakeWebSocket[] {
  return FakeWebSocket.instances.filter((socket) => socket.closedWith === null);
}

function orderUpdate(id: number, changes: Record<string, unknown> = {}) {
  return {
    type: 'order_update',
    data: {
      id,
      number: `CN-NEW${id}`,
      status: 'ordered',
      payment_status: 'paid',
      customer_email: 'ava@example.com',
      total: 82.58,
      created_at: '2025-03-14T15:00:00.000Z',
      updated_at: '2025-03-14T15:01:00.000Z',
      ...changes,
    },
  };
}

function send(socket: FakeWebSocket, frame: unknown): void {
  act(() => {
    socket.serverSends(frame);
  });
}

function dashboardRequests(server: ReturnType<typeof dashboardServer>): number {
  return server.requests.filter((request) => request.url.endsWith('/api/admin/dashboard')).length;
}

describe('the admin live socket', () => {
  it('opens with the admin token once the session is checked, and joins the admin room', async () => {
    dashboardServer();
    renderApp('/admin');

    const socket = await openedSocket();
    expect(socket.url).toBe('ws://localhost:3000/ws?token=admin-token');
    expect(socket.sent).toEqual([{ type: 'subscribe', room: 'admin' }]);
    expect(openSockets()).toEqual([socket]);
  });

  it('is not opened without an admin session', async () => {
    renderApp('/admin/login');
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(FakeWebSocket.instances).toEqual([]);
  });

  it('announces a new paid order once, with its total, and refetches the dashboard', async () => {
    const server = dashboardServer();
    renderApp('/admin');
    await screen.findByText('Total Revenue');
    const socket = await openedSocket();
    expect(dashboardRequests(server)).toBe(1);

    send(socket, orderUpdate(51));
    expect(await screen.findByText('New order CN-NEW51')).toBeInTheDocument();
    expect(screen.getByText('$82.58 from ava@example.com')).toBeInTheDocument();
    await waitFor(() => {
      expect(dashboardRequests(server)).toBe(2);
    });

    // The same order again, an unpaid one and one already being worked on: no new toast.
    send(socket, orderUpdate(51));
    send(socket, orderUpdate(52, { payment_status: 'unpaid' }));
    send(socket, orderUpdate(53, { status: 'working_on' }));
    await waitFor(() => {
      expect(dashboardRequests(server)).toBeGreaterThan(2);
    });
    expect(screen.getAllByText(/^New order/)).toHaveLength(1);
  });

  it('ignores a malformed order update', async () => {
    dashboardServer();
    renderApp('/admin');
    await screen.findByText('Total Revenue');
    const socket = await openedSocket();

    send(socket, { type: 'order_update', data: { id: 'x' } });
    send(socket, { type: 'order_update', data: { ...orderUpdate(55).data, number: undefined } });
    send(socket, orderUpdate(54));
    expect(await screen.findByText('New order CN-NEW54')).toBeInTheDocument();
    expect(screen.getAllByText(/^New order/)).toHaveLength(1);
  });

  it('warns when stock runs low or out, by name when the dashboard knows it', async () => {
    const server = dashboardServer(() =>
      json(
        dashboard({
          lowStockProducts: [{ id: 7, name: 'Blue Dream 3.5g', sku: 'FL-BD-35', stock: 4 }],
        }),
      ),
    );
    renderApp('/admin');
    await screen.findByText('Total Revenue');
    const socket = await openedSocket();

    send(socket, { type: 'inventory_update', data: { product_id: 7, stock: 3 } });
    expect(await screen.findByText('Blue Dream 3.5g is low on stock (3 left)')).toBeInTheDocument();
    send(socket, { type: 'inventory_update', data: { product_id: 99, stock: 0 } });
    expect(await screen.findByText('Product #99 is sold out')).toBeInTheDocument();
    send(socket, { type: 'inventory_update', data: { product_id: 12, stock: 40 } });
    await waitFor(() => {
      expect(dashboardRequests(server)).toBeGreaterThan(1);
    });
    expect(screen.queryByText(/Product #12/)).not.toBeInTheDocument();
  });

  it('refetches the open orders list and order when an order changes', async () => {
    const server = signedInAdmin({
      'GET /admin/orders': () => json(orderPage([orderListItem()])),
      'GET /admin/orders/41': () => json({ order: orderDetail() }),
    });
    const asked = (path: string) =>
      server.requests.filter((request) => new URL(request.url).pathname === `/api${path}`).length;
    const { router } = renderApp('/admin/orders');
    await screen.findByRole('link', { name: 'CN-ABCD2345' });
    const socket = await openedSocket();

    send(socket, orderUpdate(41, { status: 'working_on' }));
    await waitFor(() => {
      expect(asked('/admin/orders')).toBe(2);
    });

    act(() => {
      router.navigate('/admin/orders/41');
    });
    await screen.findByRole('heading', { name: 'Order CN-ABCD2345' });
    send(socket, orderUpdate(41, { status: 'delivery' }));
    await waitFor(() => {
      expect(asked('/admin/orders/41')).toBe(2);
    });
  });

  it('shows at most three toasts: the newest', async () => {
    dashboardServer();
    renderApp('/admin');
    await screen.findByText('Total Revenue');
    const socket = await openedSocket();

    for (const id of [61, 62, 63, 64, 65]) send(socket, orderUpdate(id));

    expect(await screen.findByText('New order CN-NEW65')).toBeInTheDocument();
    expect(screen.getAllByText(/^New order/).map((toast) => toast.textContent)).toEqual([
      'New order CN-NEW63',
      'New order CN-NEW64',
      'New order CN-NEW65',
    ]);
  });

  it('closes on logout and when the admin shell is left', async () => {
    dashboardServer();
    const first = renderApp('/admin');
    const loggedOut = await openedSocket();
    await first.user.click(screen.getAllByRole('button', { name: 'Logout' })[0] as HTMLElement);
    expect(loggedOut.closedWith).toBe(1000);
    first.unmount();

    FakeWebSocket.reset();
    dashboardServer();
    const second = renderApp('/admin');
    const left = await openedSocket();
    second.unmount();
    expect(left.closedWith).toBe(1000);
    expect(openSockets()).toEqual([]);
  });
});
