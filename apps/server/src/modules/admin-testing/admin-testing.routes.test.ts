// The testing screen's server side with the built-in test provider: the five checks against a
// listening app (a real socket round trip, a real SMTP server), what each reports when its
// dependency is missing, the test email and test payment (audited, no order), and
// GET /payments/test behind the access-code gate.
import type {
  PaymentsTest,
  SystemCheck,
  TestEmailResult,
  TestPaymentResult,
} from '@canopy/contracts';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { countOrders, createShopper } from '../../../test/factories/orders';
import { readAuditEntries, signInAdmin } from '../../../test/helpers/admin-catalog';
import { startSmtpServer } from '../../../test/helpers/smtp-server';
import { setupTestApp } from '../../../test/helpers/test-app';
import { stripeMode } from './payment-reachability';
import { ownWebsocketUrl } from './websocket-round-trip';

const t = setupTestApp();

async function runChecks(app: FastifyInstance): Promise<Map<string, SystemCheck>> {
  const { headers } = await signInAdmin({ db: t.db, app });
  const response = await app.inject({ method: 'GET', url: '/api/admin/testing/checks', headers });
  expect(response.statusCode).toBe(200);
  const checks = response.json<SystemCheck[]>();
  expect(checks.map((check) => check.name)).toEqual([
    'database',
    'payments',
    'websocket',
    'email',
    'storage',
  ]);
  for (const check of checks) expect(check.latency_ms).toBeGreaterThanOrEqual(0);
  return new Map(checks.map((check) => [check.name, check]));
}

describe('GET /api/admin/testing/checks', () => {
  it('reports every check online on a listening server with a mail server', async () => {
    const smtp = await startSmtpServer();
    try {
      const app = await t.buildApp({ SMTP_URL: smtp.url });
      await app.listen({ port: 0, host: '127.0.0.1' });
      const checks = await runChecks(app);
      for (const check of checks.values()) expect(check.status, check.detail).toBe('online');
      expect(checks.get('websocket')?.detail).toBe('A ping through /ws came back as a pong');
      expect(checks.get('email')?.detail).toBe('The SMTP server accepted the connection');
      expect(checks.get('payments')?.detail).toMatch(/test provider/);
      // The storage probe leaves no image behind.
      expect(await t.db.query.images.findMany()).toEqual([]);
    } finally {
      await smtp.close();
    }
  });

  it('reports the outbox as email when no SMTP server is configured', async () => {
    const checks = await runChecks(t.app);
    expect(checks.get('email')).toMatchObject({ status: 'online' });
    expect(checks.get('email')?.detail).toMatch(/^The outbox directory is writable/);
  });

  it('reports offline, with the reason, what cannot be reached', async () => {
    const smtp = await startSmtpServer();
    await smtp.close();
    const app = await t.buildApp({ SMTP_URL: smtp.url });
    // Not listening: there is no socket to go round.
    const checks = await runChecks(app);
    expect(checks.get('websocket')).toMatchObject({
      status: 'offline',
      detail: 'The server is not listening for sockets',
    });
    expect(checks.get('email')?.status).toBe('offline');
    expect(checks.get('database')?.status).toBe('online');
  });
});

describe('POST /api/admin/testing/email', () => {
  it('sends the test email to the address given and audits it', async () => {
    const smtp = await startSmtpServer();
    try {
      const app = await t.buildApp({ SMTP_URL: smtp.url });
      const { admin, headers } = await signInAdmin({ db: t.db, app });
      const response = await app.inject({
        method: 'POST',
        url: '/api/admin/testing/email',
        headers,
        payload: { to: 'owner@example.com' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json<TestEmailResult>()).toMatchObject({
        ok: true,
        to: 'owner@example.com',
        transport: 'smtp',
      });
      expect(smtp.received.map((mail) => mail.to)).toEqual([['owner@example.com']]);
      expect(smtp.received[0]?.raw).toContain('Subject: Canopy test email');
      const entries = (await t.db.query.auditLog.findMany()).filter(
        (entry) => entry.action === 'send_test_email',
      );
      expect(entries.at(-1)).toMatchObject({
        actor: `${String(admin.id)}:${admin.username}`,
        entity: 'testing',
        after: { to: 'owner@example.com', ok: true, transport: 'smtp' },
      });
    } finally {
      await smtp.close();
    }
  });

  it('answers ok false with the reason when the mail server is gone', async () => {
    const smtp = await startSmtpServer();
    await smtp.close();
    const app = await t.buildApp({ SMTP_URL: smtp.url });
    const { headers } = await signInAdmin({ db: t.db, app });
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/testing/email',
      headers,
      payload: { to: 'owner@example.com' },
    });
    expect(response.statusCode).toBe(200);
    const result = response.json<TestEmailResult>();
    expect(result.ok).toBe(false);
    expect(result.detail).not.toBe('');
  });

  it('refuses with 422 an address that is not one', async () => {
    const { headers } = await signInAdmin(t);
    for (const payload of [{ to: 'not-an-email' }, {}]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/admin/testing/email',
        headers,
        payload,
      });
      expect(response.statusCode).toBe(422);
    }
  });
});

describe('POST /api/admin/testing/payment', () => {
  it('creates and cancels a $1 test-provider payment without an order, and audits it', async () => {
    const ordersBefore = await countOrders(t.db);
    const { headers } = await signInAdmin(t);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/testing/payment',
      headers,
    });
    expect(response.statusCode).toBe(200);
    const result = response.json<TestPaymentResult>();
    expect(result).toMatchObject({ ok: true, provider: 'test', amount: 1, state: 'canceled' });
    expect(result.intent_id).toMatch(/^test_pi_/);
    expect(await countOrders(t.db)).toBe(ordersBefore);
    const [entry] = await readAuditEntries(t.db, 'testing', result.intent_id ?? '');
    expect(entry).toMatchObject({
      action: 'run_test_payment',
      after: { provider: 'test', ok: true, state: 'canceled' },
    });
  });
});

describe('GET /api/payments/test', () => {
  it('answers the provider and mode to a shopper, and 403 without an access code', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/payments/test' })).statusCode).toBe(403);
    const shopper = await createShopper(t);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/payments/test',
      headers: { 'x-access-code': shopper.code },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<PaymentsTest>()).toEqual({ ok: true, provider: 'test', mode: 'test' });
  });
});

describe('helpers', () => {
  it('tells Stripe live keys from test keys', () => {
    expect(stripeMode('sk_live_abc')).toBe('live');
    expect(stripeMode('rk_live_abc')).toBe('live');
    expect(stripeMode('sk_test_abc')).toBe('test');
  });

  it('dials the loopback address of an unspecified listener', () => {
    expect(ownWebsocketUrl(null)).toBeNull();
    expect(ownWebsocketUrl('/tmp/socket')).toBeNull();
    expect(ownWebsocketUrl({ address: '0.0.0.0', family: 'IPv4', port: 3000 })).toBe(
      'ws://127.0.0.1:3000/ws',
    );
    expect(ownWebsocketUrl({ address: '::', family: 'IPv6', port: 3000 })).toBe(
      'ws://[::1]:3000/ws',
    );
    expect(ownWebsocketUrl({ address: '10.0.0.5', family: 'IPv4', port: 80 })).toBe(
      'ws://10.0.0.5:80/ws',
    );
  });
});
