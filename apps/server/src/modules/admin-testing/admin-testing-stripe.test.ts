// The testing screen's payment parts with Stripe configured: the real `stripe` SDK talks to the
// local server that speaks Stripe's API (test/helpers/stripe-api-server.ts).
import type { PaymentsTest, SystemCheck, TestPaymentResult } from '@canopy/contracts';
import { describe, expect, it } from 'vitest';
import { countOrders, createShopper } from '../../../test/factories/orders';
import { signInAdmin } from '../../../test/helpers/admin-catalog';
import { startStripeApiServer } from '../../../test/helpers/stripe-api-server';
import { setupStripeShop, STRIPE_TEST_ENV } from '../../../test/helpers/stripe-shop';

const { t, stripeApi } = await setupStripeShop();

async function paymentsCheck(app = t.app): Promise<SystemCheck | undefined> {
  const { headers } = await signInAdmin({ db: t.db, app });
  const response = await app.inject({ method: 'GET', url: '/api/admin/testing/checks', headers });
  return response.json<SystemCheck[]>().find((check) => check.name === 'payments');
}

describe('the testing screen with Stripe', () => {
  it('reports Stripe online, and GET /payments/test ok in test mode', async () => {
    expect(await paymentsCheck()).toMatchObject({
      status: 'online',
      detail: 'Stripe answered and accepted the secret key',
    });
    const shopper = await createShopper(t);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/payments/test',
      headers: { 'x-access-code': shopper.code },
    });
    expect(response.json<PaymentsTest>()).toEqual({ ok: true, provider: 'stripe', mode: 'test' });
  });

  it('creates a $1 intent and cancels it, creating no order', async () => {
    const ordersBefore = await countOrders(t.db);
    const { headers } = await signInAdmin(t);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/testing/payment',
      headers,
    });
    const result = response.json<TestPaymentResult>();
    expect(result).toMatchObject({ ok: true, provider: 'stripe', amount: 1, state: 'canceled' });
    const intent = stripeApi.intent(result.intent_id ?? '');
    expect(intent).toMatchObject({ amount: 100, status: 'canceled' });
    expect(await countOrders(t.db)).toBe(ordersBefore);
  });

  it('reports Stripe offline when it refuses the key or is gone', async () => {
    const wrongKey = await t.buildApp({ STRIPE_SECRET_KEY: 'sk_test_someone_else' });
    expect(await paymentsCheck(wrongKey)).toMatchObject({
      status: 'offline',
      detail: 'Stripe refused the secret key',
    });

    const gone = await startStripeApiServer({ secretKey: STRIPE_TEST_ENV.STRIPE_SECRET_KEY });
    await gone.close();
    const unreachable = await t.buildApp({ STRIPE_API_URL: gone.url });
    expect((await paymentsCheck(unreachable))?.status).toBe('offline');
    const shopper = await createShopper(t);
    const response = await unreachable.inject({
      method: 'GET',
      url: '/api/payments/test',
      headers: { 'x-access-code': shopper.code },
    });
    expect(response.json<PaymentsTest>()).toEqual({ ok: false, provider: 'stripe', mode: 'test' });
  });
});
