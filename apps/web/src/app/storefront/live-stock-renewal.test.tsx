// The customer token is renewed before it expires and after the socket is refused (4401), and the
// live stock socket reopens with the new token. Time passes by moving the fake clock.
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { RENEW_AHEAD_MS } from '../../features/access-gate/customer-token-renewal';
import { FakeWebSocket } from '../../test/fake-web-socket';
import { STORAGE_KEYS } from '../../lib/storage';
import { installFakeFetch, json, type FakeServer } from '../../test/fake-fetch';
import { renderApp } from '../../test/render-app';
import { paymentsConfigFixture } from '../../test/payments-config';

const HOUR_MS = 3_600_000;

function admitted(token: string, expiresInMs: number): FakeServer {
  window.localStorage.setItem(STORAGE_KEYS.accessCode, 'DEMO42');
  window.localStorage.setItem(STORAGE_KEYS.customerToken, token);
  window.localStorage.setItem(
    STORAGE_KEYS.customerTokenExpiresAt,
    new Date(Date.now() + expiresInMs).toISOString(),
  );
  return installFakeFetch({
    'GET /payments/config': () => json(paymentsConfigFixture()),
    'POST /customer-token': () =>
      json({
        token: 'renewed-token',
        expires_at: new Date(Date.now() + 12 * HOUR_MS).toISOString(),
      }),
  });
}

async function socketWith(token: string, accepted = true): Promise<FakeWebSocket> {
  await waitFor(() => {
    expect(FakeWebSocket.latest()?.token).toBe(token);
  });
  const socket = FakeWebSocket.latest();
  if (!socket) throw new Error('no socket');
  if (!accepted) return socket;
  act(() => {
    socket.serverOpens();
    socket.serverSends({ type: 'connection', data: { kind: 'customer', rooms: ['products'] } });
  });
  return socket;
}

/** The cart page, fully loaded before the clock moves (a chunk may not take minutes). */
async function openCart(): Promise<void> {
  renderApp('/cart');
  expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
}

const renewals = (server: FakeServer) =>
  server.requests.filter((request) => new URL(request.url).pathname === '/api/customer-token');

// Loaded before the clock is faked: the app gives up on a chunk that takes minutes to arrive.
beforeAll(async () => {
  await import('./storefront-chunk');
  await import('./live-stock-connection');
}, 60_000);

beforeEach(() => {
  FakeWebSocket.reset();
  vi.stubGlobal('WebSocket', FakeWebSocket);
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('renewing the customer token', () => {
  it('renews shortly before expiry, with the code and the old token, and reconnects', async () => {
    const server = admitted('old-token', HOUR_MS);
    await openCart();
    const first = await socketWith('old-token');
    expect(renewals(server)).toEqual([]);

    act(() => {
      vi.advanceTimersByTime(HOUR_MS - RENEW_AHEAD_MS + 1_000);
    });
    const second = await socketWith('renewed-token');
    expect(first.closedWith).toBe(1000);
    const [renewal] = renewals(server);
    expect(renewals(server)).toHaveLength(1);
    expect(renewal?.headers.get('x-access-code')).toBe('DEMO42');
    expect(renewal?.headers.get('authorization')).toBe('Bearer old-token');
    expect(window.localStorage.getItem(STORAGE_KEYS.customerToken)).toBe('renewed-token');
    expect(second.closedWith).toBeNull();
  });

  it('renews at once a token that expired while the shopper was away', async () => {
    const server = admitted('old-token', -HOUR_MS);
    await openCart();
    await socketWith('renewed-token');
    expect(renewals(server)).toHaveLength(1);
  });

  it('renews after the server refuses the token (4401), once, and reconnects', async () => {
    const server = admitted('old-token', 6 * HOUR_MS);
    await openCart();
    const first = await socketWith('old-token');
    act(() => {
      first.serverCloses(4401);
    });
    const second = await socketWith('renewed-token', false);
    expect(renewals(server)).toHaveLength(1);

    // The renewed token refused before any connection: renewing again would only loop.
    act(() => {
      second.serverCloses(4401);
      vi.advanceTimersByTime(60_000);
    });
    await act(async () => {
      await Promise.resolve();
    });
    expect(renewals(server)).toHaveLength(1);
  });
});
