import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeWebSocket } from '../../test/fake-web-socket';
import { openLiveSocket, WS_CLOSE_UNAUTHORIZED, type LiveSocketOptions } from './live-socket';
import { DESKTOP_RECONNECT_POLICY, MOBILE_RECONNECT_POLICY } from './reconnect-policy';
import type { LiveServerMessage } from './server-frames';

const SOCKET_URL = 'wss://shop.example/ws';

function open(overrides: Partial<LiveSocketOptions> = {}) {
  const messages: LiveServerMessage[] = [];
  const socket = openLiveSocket({
    url: SOCKET_URL,
    getToken: () => 'customer-token',
    policy: DESKTOP_RECONNECT_POLICY,
    onMessage: (message) => messages.push(message),
    WebSocketImpl: FakeWebSocket,
    ...overrides,
  });
  return { socket, messages };
}

function latest(): FakeWebSocket {
  const socket = FakeWebSocket.latest();
  if (!socket) throw new Error('no socket was opened');
  return socket;
}

/** The server accepts the connection: open, then its `connection` frame. */
function accept(socket: FakeWebSocket): void {
  socket.serverOpens();
  socket.serverSends({ type: 'connection', data: { kind: 'customer', rooms: ['products'] } });
}

/** Lets `ms` pass and says how many sockets were opened meanwhile. */
function socketsOpenedDuring(ms: number): number {
  const before = FakeWebSocket.instances.length;
  vi.advanceTimersByTime(ms);
  return FakeWebSocket.instances.length - before;
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeWebSocket.reset();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('live socket', () => {
  it('connects with the token, joins the products room on open and pings every 30 s', () => {
    open();
    const socket = latest();
    expect(socket.url).toBe(`${SOCKET_URL}?token=customer-token`);
    expect(socket.sent).toEqual([]);

    socket.serverOpens();
    expect(socket.sent).toEqual([{ type: 'subscribe', room: 'products' }]);
    vi.advanceTimersByTime(29_999);
    expect(socket.sent).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(socket.sent.at(-1)).toEqual({ type: 'ping' });
    vi.advanceTimersByTime(60_000);
    expect(socket.sent).toEqual([
      { type: 'subscribe', room: 'products' },
      { type: 'ping' },
      { type: 'ping' },
      { type: 'ping' },
    ]);
  });

  it('does not connect at all without a token', () => {
    open({ getToken: () => null });
    open({ getToken: () => '' });
    expect(FakeWebSocket.instances).toHaveLength(0);
  });

  it('hands on the frames the contract allows and ignores junk', () => {
    const { messages } = open();
    const socket = latest();
    accept(socket);
    socket.serverSends({ type: 'stock_update', data: { product_id: 7, stock: 3 } });
    socket.serverSends({ type: 'inventory_update', data: { product_id: 8, stock: 0 } });
    const slot = { method: 'pickup', start: '2030-01-01T09:00:00-08:00', available: 0 };
    socket.serverSends({ type: 'slot_update', data: slot });
    socket.serverSends({ type: 'slot_update', data: { ...slot, method: 'shipping' } });
    socket.serverSends({ type: 'pong', data: {} });
    socket.serverSends('not json');
    socket.serverSends({ type: 'party', data: {} });
    socket.serverSends({ type: 'stock_update', data: { product_id: '7', stock: 3 } });
    socket.serverSends({ type: 'stock_update', data: { product_id: 7 } });
    socket.serverSends({ data: {} });
    socket.serverSends(null);

    expect(messages).toEqual([
      { type: 'connection', data: { kind: 'customer', rooms: ['products'] } },
      { type: 'stock_update', data: { product_id: 7, stock: 3 } },
      { type: 'inventory_update', data: { product_id: 8, stock: 0 } },
      { type: 'slot_update', data: slot },
      { type: 'pong', data: {} },
    ]);
  });

  it('reconnects after a drop 3 s, 6 s, 9 s, 12 s and 15 s later, then gives up', () => {
    open();
    accept(latest());
    latest().serverCloses();

    for (const delay of [3_000, 6_000, 9_000, 12_000, 15_000]) {
      expect(socketsOpenedDuring(delay - 1)).toBe(0);
      expect(socketsOpenedDuring(1)).toBe(1);
      // The server is still unreachable: the attempt fails without opening.
      latest().serverCloses();
    }
    expect(socketsOpenedDuring(10 * 60_000)).toBe(0);
    expect(FakeWebSocket.instances).toHaveLength(6);
  });

  it('on a phone tries 3 times, 5 s, 10 s and 15 s after the drop', () => {
    open({ policy: MOBILE_RECONNECT_POLICY });
    accept(latest());
    latest().serverCloses();

    for (const delay of [5_000, 10_000, 15_000]) {
      expect(socketsOpenedDuring(delay - 1)).toBe(0);
      expect(socketsOpenedDuring(1)).toBe(1);
      latest().serverCloses();
    }
    expect(socketsOpenedDuring(10 * 60_000)).toBe(0);
  });

  it('starts counting again once the server confirms a new connection', () => {
    open();
    accept(latest());
    latest().serverCloses();
    expect(socketsOpenedDuring(3_000)).toBe(1);
    latest().serverCloses();
    expect(socketsOpenedDuring(6_000)).toBe(1);

    accept(latest());
    latest().serverCloses();
    expect(socketsOpenedDuring(2_999)).toBe(0);
    expect(socketsOpenedDuring(1)).toBe(1);
    expect(latest().token).toBe('customer-token');
  });

  it('counts an open that the server drops before confirming as a failed attempt', () => {
    open({ policy: MOBILE_RECONNECT_POLICY });
    accept(latest());
    for (const delay of [5_000, 10_000, 15_000]) {
      latest().serverCloses(1011);
      expect(socketsOpenedDuring(delay)).toBe(1);
      latest().serverOpens();
    }
    latest().serverCloses(1011);
    expect(socketsOpenedDuring(10 * 60_000)).toBe(0);
  });

  it('stops pinging once the connection is gone', () => {
    open();
    const first = latest();
    accept(first);
    first.serverCloses();
    vi.advanceTimersByTime(30_000);
    expect(first.sent).toEqual([{ type: 'subscribe', room: 'products' }]);
  });

  it('never reconnects after the server refuses the token (4401)', () => {
    open({ getToken: () => 'expired-token' });
    const socket = latest();
    socket.serverOpens();
    socket.serverSends({ type: 'error', data: { detail: 'Not authenticated' } });
    socket.serverCloses(WS_CLOSE_UNAUTHORIZED);
    expect(socketsOpenedDuring(10 * 60_000)).toBe(0);
  });

  it('never reconnects after close(), even with a reconnect pending', () => {
    const first = open();
    accept(latest());
    first.socket.close();
    expect(latest().closedWith).toBe(1000);
    expect(socketsOpenedDuring(10 * 60_000)).toBe(0);

    const second = open();
    accept(latest());
    latest().serverCloses();
    second.socket.close();
    expect(socketsOpenedDuring(10 * 60_000)).toBe(0);
    expect(FakeWebSocket.instances).toHaveLength(2);
  });

  it('stops when the token is gone by the time it would reconnect', () => {
    let token: string | null = 'customer-token';
    open({ getToken: () => token });
    accept(latest());
    latest().serverCloses();
    token = null;
    expect(socketsOpenedDuring(10 * 60_000)).toBe(0);
  });
});
