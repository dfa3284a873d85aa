import type { SystemCheck } from '@canopy/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../../lib/storage';
import { adminUser } from '../../../test/factories';
import { installFakeFetch, json, type FakeRoute } from '../../../test/fake-fetch';
import { renderApp } from '../../../test/render-app';

beforeAll(async () => {
  await import('../../../app/admin/admin-chunk');
});

const checks: SystemCheck[] = [
  { name: 'database', status: 'online', latency_ms: 1.2, detail: 'The database answered select 1' },
  { name: 'payments', status: 'online', latency_ms: 0.1, detail: 'Built-in test provider' },
  { name: 'websocket', status: 'offline', latency_ms: 5000, detail: 'No pong within 5000 ms' },
  { name: 'email', status: 'online', latency_ms: 3, detail: 'The outbox directory is writable' },
  { name: 'storage', status: 'online', latency_ms: 4.5, detail: 'An image row was written' },
];

function testingServer(routes: Record<string, FakeRoute> = {}) {
  window.localStorage.setItem(STORAGE_KEYS.adminToken, 'admin-token');
  window.localStorage.setItem(STORAGE_KEYS.adminUser, JSON.stringify(adminUser()));
  return installFakeFetch({
    'GET /auth/me': () => json(adminUser()),
    'GET /admin/testing/checks': () => json(checks),
    ...routes,
  });
}

describe('the admin testing screen', () => {
  it('shows a card per check with its status and latency, and runs them again', async () => {
    const server = testingServer();
    renderApp('/admin/testing');
    const websocket = await screen.findByRole('listitem', { name: 'WebSocket' });
    expect(within(websocket).getByText('Offline')).toBeInTheDocument();
    expect(within(websocket).getByText('5000.0 ms')).toBeInTheDocument();
    const database = screen.getByRole('listitem', { name: 'Database' });
    expect(within(database).getByText('Online')).toBeInTheDocument();
    expect(within(database).getByText('1.2 ms')).toBeInTheDocument();

    const before = server.requests.length;
    await userEvent.click(screen.getByRole('button', { name: 'Run checks again' }));
    expect(await screen.findByRole('listitem', { name: 'Storage' })).toBeInTheDocument();
    expect(server.requests.slice(before).some((r) => r.url.endsWith('/admin/testing/checks'))).toBe(
      true,
    );
  });

  it('sends a test email, with the field error beside the field first', async () => {
    const server = testingServer({
      'POST /admin/testing/email': () =>
        json({
          ok: true,
          to: 'owner@example.com',
          transport: 'outbox',
          latency_ms: 2,
          detail: 'The message was written to the outbox',
        }),
    });
    renderApp('/admin/testing');
    await screen.findByRole('listitem', { name: 'Database' });
    await userEvent.click(screen.getByRole('button', { name: 'Send test email' }));
    expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Send to'), 'owner@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send test email' }));
    expect(
      await screen.findByText('The message was written to the outbox (2.0 ms)'),
    ).toBeInTheDocument();
    const sent = server.requests.find((r) => r.method === 'POST');
    expect(await sent?.json()).toEqual({ to: 'owner@example.com' });
  });

  it('runs a test payment and shows its result', async () => {
    testingServer({
      'POST /admin/testing/payment': () =>
        json({
          ok: false,
          provider: 'stripe',
          amount: 1,
          intent_id: null,
          state: null,
          latency_ms: 12,
          detail: 'Stripe refused the secret key',
        }),
    });
    renderApp('/admin/testing');
    await screen.findByRole('listitem', { name: 'Database' });
    await userEvent.click(screen.getByRole('button', { name: 'Run test payment' }));
    expect(
      await screen.findByText('Stripe refused the secret key — stripe, 12.0 ms'),
    ).toBeInTheDocument();
    expect(screen.getByText('Failed')).toBeInTheDocument();
  });

  it('shows the reason when the checks cannot be fetched', async () => {
    testingServer({
      'GET /admin/testing/checks': () => json({ detail: 'Not authenticated' }, 403),
    });
    renderApp('/admin/testing');
    expect(await screen.findByText('Not authenticated')).toBeInTheDocument();
  });
});
