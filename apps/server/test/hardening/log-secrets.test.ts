// No secret reaches a log line. The app logs at trace level (everything it would ever log) into a
// stream this file reads, while real flows run through it: admin sign-in (right and wrong
// passwords, JSON and form), an admin account created with a password, access-code validation
// (right code and a guess), access codes created, searched by their whole code, revealed and
// re-keyed, a Stripe order (through the real SDK to a local Stripe API) read back with its order
// token in the header and in the query, confirmed and paid by a signed webhook, JWTs as Bearer
// tokens and as the socket's `?token=`. Each flow then asserts that none of its secrets (nor the
// server's own JWT, access-code and Stripe secrets) appears in any line logged during it — nor a
// shopper's date of birth, nor an ID number staff typed at hand-off — and that
// its requests were logged at all, so the capture itself is checked too.
import { randomBytes } from 'node:crypto';
import type { CreateOrderResponse } from '@canopy/contracts';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAdminUser, type TestAdmin } from '../factories/admin-users';
import { createShopper, orderRequest, placeOrder } from '../factories/orders';
import { createProduct } from '../factories/products';
import { intentIdOf, sendWebhook, setupStripeShop, STRIPE_TEST_ENV } from '../helpers/stripe-shop';
import { newShopper, setAgeRules, verifyAge } from '../helpers/age-step';
import { newClientIp, TEST_SECRETS } from '../helpers/test-app';

const { t, stripeApi } = await setupStripeShop();

let lines: string[] = [];
const logStream = {
  write(line: string) {
    lines.push(line);
  },
};

let app: FastifyInstance;
let superuser: TestAdmin;
let adminHeaders: { authorization: string };

beforeAll(async () => {
  app = await t.buildApp({ LOG_LEVEL: 'trace' }, { logStream });
  superuser = await createAdminUser(t.db, { isSuperuser: true });
  adminHeaders = { authorization: `Bearer ${app.tokens.issueAdminToken(superuser.id).token}` };
});

beforeEach(() => {
  lines = [];
});

/** The part of a JWT no one can make without the secret: logging any of the token shows it. */
const signatureOf = (token: string) => token.split('.')[2] ?? token;

const SERVER_SECRETS = { ...TEST_SECRETS, ...STRIPE_TEST_ENV };

/** No line logged since the test began holds any of these (or the server's own) secrets. */
function expectNoSecretLogged(secrets: Record<string, string>): void {
  const all = { ...SERVER_SECRETS, ...secrets };
  // The publishable key is public by design (it is sent to every browser).
  delete (all as Partial<typeof all>).STRIPE_PUBLISHABLE_KEY;
  const leaks = lines.flatMap((line) =>
    Object.entries(all)
      .filter(([, secret]) => line.includes(secret))
      .map(([name]) => `${name} in ${line}`),
  );
  expect(leaks).toEqual([]);
}

/** The capture works: a request to this path was logged during the test. */
function expectLogged(pathStart: string): void {
  expect(lines.some((line) => line.includes(`"url":"${pathStart}`))).toBe(true);
}

// Real password hashing and a Stripe round trip per flow: generous on a busy machine.
describe('no secret in any log line', { timeout: 120_000 }, () => {
  it('admin sign-in: passwords right and wrong, JSON and form, and the tokens it issues', async () => {
    const admin = await createAdminUser(t.db);
    const wrongPassword = `wrong-${randomBytes(8).toString('hex')}`;
    const remoteAddress = newClientIp();
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/admin/login',
      remoteAddress,
      payload: { username: admin.username, password: wrongPassword },
    });
    expect(wrong.statusCode).toBe(401);
    const json = await app.inject({
      method: 'POST',
      url: '/api/admin/login',
      remoteAddress,
      payload: { username: admin.username, password: admin.password },
    });
    const form = await app.inject({
      method: 'POST',
      url: '/api/admin/login',
      remoteAddress,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        username: admin.username,
        password: admin.password,
      }).toString(),
    });
    const [jsonToken = '', formToken = ''] = [json, form].map(
      (response) => response.json<{ access_token: string }>().access_token,
    );
    const tokens = [jsonToken, formToken];
    for (const token of tokens) {
      const me = await app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(me.statusCode).toBe(200);
    }
    const forged = await app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${jsonToken.slice(0, -2)}xx` },
    });
    expect(forged.statusCode).toBe(401);

    expectLogged('/api/admin/login');
    expectNoSecretLogged({
      password: admin.password,
      wrongPassword,
      jsonToken: signatureOf(jsonToken),
      formToken: signatureOf(formToken),
    });
  });

  it('an admin account created with a password', async () => {
    const password = `New-${randomBytes(8).toString('hex')}`;
    const created = await app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers: adminHeaders,
      payload: { username: `staff-${randomBytes(3).toString('hex')}`, password },
    });
    expect(created.statusCode).toBe(201);
    expectLogged('/api/admin/users');
    expectNoSecretLogged({ password, adminToken: signatureOf(adminHeaders.authorization) });
  });

  it('storefront: a code validated, a guess, the customer token and the X-Access-Code header', async () => {
    const shopper = await createShopper(t);
    const guess = shopper.code === 'QX7ZQ7' ? 'QX7ZQ8' : 'QX7ZQ7';
    const remoteAddress = newClientIp();
    const validate = (code: string) =>
      app.inject({
        method: 'POST',
        url: '/api/validate-access-code',
        remoteAddress,
        payload: { code },
      });
    expect((await validate(guess)).json()).toMatchObject({ valid: false });
    const { token } = (await validate(shopper.code.toLowerCase())).json<{ token: string }>();
    const browse = await app.inject({
      method: 'GET',
      url: '/api/products',
      headers: { 'x-access-code': shopper.code, authorization: `Bearer ${token}` },
    });
    expect(browse.statusCode).toBe(200);
    const refused = await app.inject({
      method: 'GET',
      url: '/api/products',
      headers: { 'x-access-code': guess },
    });
    expect(refused.statusCode).toBe(403);

    expectLogged('/api/validate-access-code');
    expectNoSecretLogged({
      code: shopper.code,
      lowerCaseCode: shopper.code.toLowerCase(),
      guess,
      customerToken: signatureOf(token),
    });
  });

  it('access codes: created (chosen and random), searched by code, revealed and re-keyed', async () => {
    const chosen = `K${randomBytes(3).toString('hex').toUpperCase().slice(0, 4)}Q`;
    const create = (payload: Record<string, unknown>) =>
      app.inject({
        method: 'POST',
        url: '/api/admin/access-codes',
        headers: adminHeaders,
        payload,
      });
    const withChosen = await create({ code: chosen, label: 'Chosen' });
    expect(withChosen.statusCode).toBe(201);
    const random = (await create({ label: 'Random' })).json<{
      access_code: { id: number };
      plaintext_code: string;
    }>();
    const searched = await app.inject({
      method: 'GET',
      url: `/api/admin/access-codes?search=${chosen}&page=1`,
      headers: adminHeaders,
    });
    expect(searched.statusCode).toBe(200);
    const revealed = await app.inject({
      method: 'POST',
      url: `/api/admin/access-codes/${random.access_code.id}/reveal`,
      headers: adminHeaders,
    });
    expect(revealed.json()).toMatchObject({ plaintext_code: random.plaintext_code });
    const newCode = chosen === 'Z9Y8X7' ? 'Z9Y8X6' : 'Z9Y8X7';
    const rekeyed = await app.inject({
      method: 'PATCH',
      url: `/api/admin/access-codes/${random.access_code.id}/code`,
      headers: adminHeaders,
      payload: { new_code: newCode },
    });
    expect(rekeyed.statusCode).toBe(200);

    expectLogged('/api/admin/access-codes');
    expectNoSecretLogged({ chosen, random: random.plaintext_code, newCode });
  });

  it('an order: its token in header, query and body, the payment secret and the webhook', async () => {
    const shopper = await createShopper(t);
    const product = await createProduct(t.db, { retailPriceCents: 2500 });
    const placed: CreateOrderResponse = await placeOrder(
      app,
      shopper,
      orderRequest([{ product_id: product.id, quantity: 1 }]),
    );
    const orderToken = placed.order_token;
    const clientSecret = placed.payment.client_secret ?? '';
    expect(clientSecret).not.toBe('');
    const headers = { 'x-access-code': shopper.code };
    const orderUrl = `/api/orders/${placed.order.id}`;
    const byHeader = await app.inject({
      method: 'GET',
      url: orderUrl,
      headers: { ...headers, 'x-order-token': orderToken },
    });
    expect(byHeader.statusCode).toBe(200);
    const byQuery = await app.inject({
      method: 'GET',
      url: `${orderUrl}?order_token=${orderToken}`,
      headers,
    });
    expect(byQuery.statusCode).toBe(200);

    const intentId = await intentIdOf(t.db, placed.order.id);
    stripeApi.succeed(intentId);
    const event = stripeApi.event('payment_intent.succeeded', intentId);
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload: JSON.stringify(event),
      secret: STRIPE_TEST_ENV.STRIPE_WEBHOOK_SECRET,
    });
    expect((await sendWebhook(app, event, { signature })).statusCode).toBe(200);
    const confirmed = await app.inject({
      method: 'POST',
      url: '/api/payments/confirm',
      headers,
      payload: { order_id: placed.order.id, order_token: orderToken },
    });
    expect(confirmed.statusCode).toBe(200);

    expectLogged(`${orderUrl}?order_token=`);
    expectNoSecretLogged({
      orderToken,
      clientSecret,
      webhookSignature: /v1=([0-9a-f]+)/.exec(signature)?.[1] ?? signature,
    });
  });

  it("a shopper's date of birth at the age step and on the order, and an ID check's number", async () => {
    await setAgeRules(app, t.db, { age_verification: 'date_of_birth' });
    try {
      const dateOfBirth = '1987-03-19';
      const idNumber = 'S9081726354';
      const shopper = await newShopper(app, t);
      const verified = await verifyAge(app, shopper, { date_of_birth: dateOfBirth });
      expect(verified.statusCode).toBe(200);
      const token = verified.json<{ token: string }>().token;
      const product = await createProduct(t.db, { retailPriceCents: 2500 });
      const placed = await app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: {
          'x-access-code': shopper.code,
          authorization: `Bearer ${token}`,
          'idempotency-key': randomBytes(8).toString('hex'),
        },
        payload: orderRequest([{ product_id: product.id, quantity: 1 }], {
          date_of_birth: dateOfBirth,
        }),
      });
      expect(placed.statusCode, placed.body).toBe(201);
      const orderId = placed.json<CreateOrderResponse>().order.id;
      const checked = await app.inject({
        method: 'POST',
        url: `/api/admin/orders/${orderId}/id-check`,
        headers: adminHeaders,
        payload: {
          id_type: 'passport',
          id_number: idNumber,
          id_expiry: '2040-01-01',
          date_of_birth: dateOfBirth,
        },
      });
      expect(checked.statusCode, checked.body).toBe(201);

      expectLogged(`/api/admin/orders/${orderId}/id-check`);
      expectNoSecretLogged({ dateOfBirth, idNumber });
    } finally {
      await setAgeRules(app, t.db, { age_verification: 'off' });
    }
  });

  it('the socket’s ?token= for a customer and an admin, and a refused one', async () => {
    const shopper = await createShopper(t);
    const customerToken = app.tokens.issueCustomerToken(shopper.accessCodeId).token;
    const adminToken = adminHeaders.authorization.slice('Bearer '.length);
    const forged = `${customerToken.slice(0, -2)}xx`;
    for (const token of [customerToken, adminToken, forged]) {
      // Until the server's first frame: by then the upgrade request has been logged.
      await new Promise<void>((resolve, reject) => {
        app
          .injectWS(
            `/ws?token=${token}`,
            {},
            {
              onInit(ws) {
                ws.once('message', () => {
                  ws.terminate();
                  resolve();
                });
              },
            },
          )
          .catch(reject);
      });
    }

    expectLogged('/ws?token=');
    expectNoSecretLogged({
      customerToken: signatureOf(customerToken),
      adminToken: signatureOf(adminToken),
      forged: signatureOf(forged),
    });
  });

  it('credentials in query parameters whose names are percent-encoded or in another case', async () => {
    const shopper = await createShopper(t);
    const product = await createProduct(t.db, { retailPriceCents: 1500 });
    const placed = await placeOrder(
      app,
      shopper,
      orderRequest([{ product_id: product.id, quantity: 1 }]),
    );
    const orderToken = placed.order_token;
    const orderUrl = `/api/orders/${placed.order.id}`;
    const read = await app.inject({
      method: 'GET',
      url: `${orderUrl}?order%5Ftoken=${orderToken}&x=1`,
      headers: { 'x-access-code': shopper.code },
    });
    // The server reads the encoded name as order_token: this is a real credential in the URL.
    expect(read.statusCode).toBe(200);
    const adminToken = adminHeaders.authorization.slice('Bearer '.length);
    for (const url of [`/ws?%74oken=${adminToken}`, `/ws?a=1&%74%6F%6B%65%6E=${adminToken}`]) {
      await new Promise<void>((resolve, reject) => {
        app
          .injectWS(
            url,
            {},
            {
              onInit(ws) {
                ws.once('message', () => {
                  ws.terminate();
                  resolve();
                });
              },
            },
          )
          .catch(reject);
      });
    }
    await app.inject({ method: 'GET', url: `${orderUrl}?ORDER_TOKEN=${orderToken}` });

    expectLogged(`${orderUrl}?order%5Ftoken=[redacted]&x=1`);
    expectLogged('/ws?%74oken=[redacted]');
    expectNoSecretLogged({ orderToken, adminToken: signatureOf(adminToken) });
  });
});
