// Every storefront route refuses every caller without a usable access code: no X-Access-Code, a
// code that does not exist, a malformed one, a code deactivated (through the admin API) after it
// was used, a code that expired after it was used, and a customer or admin Bearer token instead of
// a code. Each answers 403 `{detail: 'Invalid access code', error: 'invalid_access_code'}` (the
// body the web client branches on), and a valid code passes the gate on every route (control).
// The routes come from the route table as the app builds it (test/helpers/route-table.ts): an API
// route that declares no access is a storefront route, so a route added tomorrow is checked
// tomorrow. The live socket `/ws` takes a customer token instead and is checked the same way.
import type { WsServerMessage } from '@canopy/contracts';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { WS_CLOSE_UNAUTHORIZED } from '../../src/modules/realtime/realtime.routes';
import { UNKNOWN_CUSTOMER_TOKEN } from '../../src/modules/access-codes/store.routes';
import { frameText } from '../../src/modules/realtime/realtime-hub';
import { createAccessCode } from '../factories/access-codes';
import { createAdminUser } from '../factories/admin-users';
import { concreteUrl, recordRouteTables, type RegisteredRoute } from '../helpers/route-table';
import { STRIPE_TEST_ENV } from '../helpers/stripe-shop';
import { newClientIp, setupTestApp } from '../helpers/test-app';

const REFUSED = { detail: 'Invalid access code', error: 'invalid_access_code' };

const routeTables = recordRouteTables();
const t = setupTestApp();

/** A storefront route and the app (configuration) that serves it. */
type GatedRoute = RegisteredRoute & { app: FastifyInstance };

let storefrontRoutes: GatedRoute[] = [];
let socketRoutes: RegisteredRoute[] = [];

/**
 * An API route that declares no access is gated. The API docs (Swagger UI, `${prefix}/docs`) are
 * registered outside the guarded API scope on purpose: they describe the API and hold no data.
 */
function isStorefrontRoute({ access, url, websocket }: RegisteredRoute): boolean {
  const { apiPrefix } = t.config;
  return (
    access === 'storefront' &&
    !websocket &&
    url.startsWith(`${apiPrefix}/`) &&
    !url.startsWith(`${apiPrefix}/docs`)
  );
}

const key = (route: RegisteredRoute) => `${route.method} ${route.url}`;

beforeAll(async () => {
  // Stripe's routes (its confirm call) exist only when Stripe is configured, the test provider's
  // only when it is not: the table is read from both configurations, on one database with one set
  // of secrets. Nothing here reaches Stripe: its address is a closed port.
  const stripeApp = await t.buildApp({ ...STRIPE_TEST_ENV, STRIPE_API_URL: 'http://127.0.0.1:9' });
  const served = (by: FastifyInstance) => (route: RegisteredRoute) => ({ ...route, app: by });
  const table = routeTables.of(t.app);
  const own = table.filter(isStorefrontRoute).map(served(t.app));
  const onlyWithStripe = routeTables
    .of(stripeApp)
    .filter(isStorefrontRoute)
    .filter((route) => !own.some((other) => key(other) === key(route)))
    .map(served(stripeApp));
  storefrontRoutes = [...own, ...onlyWithStripe];
  socketRoutes = table.filter((route) => route.websocket && route.method === 'GET');
});

/**
 * A call the route could accept past the gate: a real-looking id and a JSON body, from a client
 * of its own (a client is allowed 10 refused codes a minute, test/hardening/code-guessing.test.ts).
 */
function call(route: GatedRoute, headers: Record<string, string>) {
  const withBody = ['POST', 'PUT', 'PATCH'].includes(route.method);
  return route.app.inject({
    method: route.method,
    url: concreteUrl(route.url),
    remoteAddress: newClientIp(),
    headers,
    ...(withBody ? { payload: { code: 'ABC123', items: [] } } : {}),
  });
}

/** Status and body (none for HEAD) of every storefront route for these headers. */
async function answersFor(headers: Record<string, string>): Promise<Record<string, unknown>> {
  const answers: Record<string, unknown> = {};
  for (const route of storefrontRoutes) {
    const response = await call(route, headers);
    answers[key(route)] = {
      status: response.statusCode,
      body: route.method === 'HEAD' ? null : response.json<unknown>(),
    };
  }
  return answers;
}

function allRefused(): Record<string, unknown> {
  return Object.fromEntries(
    storefrontRoutes.map((route) => [
      key(route),
      { status: 403, body: route.method === 'HEAD' ? null : REFUSED },
    ]),
  );
}

async function adminToken(): Promise<string> {
  const admin = await createAdminUser(t.db);
  return t.app.tokens.issueAdminToken(admin.id).token;
}

/** Whether one storefront call with this code gets past the gate (it is remembered after). */
async function passesGate(code: string): Promise<boolean> {
  const response = await t.app.inject({
    method: 'GET',
    url: `${t.config.apiPrefix}/products/categories`,
    headers: { 'x-access-code': code },
  });
  return response.statusCode === 200;
}

// Every route for every case: many calls, generous on a busy machine.
describe('storefront route authorization', { timeout: 120_000 }, () => {
  it('reads the storefront routes from the route table', () => {
    const urls = storefrontRoutes.map(key);
    expect(urls).toContain(`GET ${t.config.apiPrefix}/products`);
    expect(urls).toContain(`POST ${t.config.apiPrefix}/orders`);
    expect(urls).toContain(`GET ${t.config.apiPrefix}/orders/:id`);
    expect(urls).toContain(`POST ${t.config.apiPrefix}/payments/test-provider/confirm`);
    expect(urls).toContain(`POST ${t.config.apiPrefix}/payments/confirm`);
    expect(urls).not.toContain(`POST ${t.config.apiPrefix}/payments/webhook`);
    expect(urls).not.toContain(`POST ${t.config.apiPrefix}/validate-access-code`);
    expect(urls.filter((url) => url.includes('/admin/'))).toEqual([]);
  });

  it('lets a valid code through every route (the cases below differ only in the code)', async () => {
    const { code } = await createAccessCode({ db: t.db, config: t.config });
    const answers = await answersFor({ 'x-access-code': code });
    // Past the gate a route may still find nothing (404) or want other input (422, 400).
    for (const [route, answer] of Object.entries(answers)) {
      const { status, body } = answer as { status: number; body: unknown };
      expect(status, route).toBeLessThan(500);
      // Renewing the customer token wants the token too: past the gate, none is a 401 of its own.
      if (route === `POST ${t.config.apiPrefix}/customer-token`) {
        expect(body, route).toEqual({ detail: UNKNOWN_CUSTOMER_TOKEN, error: 'unauthorized' });
        continue;
      }
      expect([401, 403], route).not.toContain(status);
    }
  });

  it('refuses a call without a code', async () => {
    expect(await answersFor({})).toEqual(allRefused());
  });

  it('refuses a code that does not exist, and a malformed one', async () => {
    expect(await answersFor({ 'x-access-code': 'ZZ9ZZ9' })).toEqual(allRefused());
    expect(await answersFor({ 'x-access-code': "' OR 1=1 --" })).toEqual(allRefused());
  });

  it('refuses a code deactivated through the admin API after it was used', async () => {
    const { id, code } = await createAccessCode({ db: t.db, config: t.config });
    expect(await passesGate(code)).toBe(true);
    const deactivated = await t.app.inject({
      method: 'PUT',
      url: `${t.config.apiPrefix}/admin/access-codes/${id}`,
      headers: { authorization: `Bearer ${await adminToken()}` },
      payload: { is_active: false },
    });
    expect(deactivated.statusCode).toBe(200);
    expect(await answersFor({ 'x-access-code': code })).toEqual(allRefused());
  });

  it('refuses a code that expired after it was used', async () => {
    const expiresAt = new Date(Date.now() + 1500);
    const { code } = await createAccessCode({ db: t.db, config: t.config }, { expiresAt });
    expect(await passesGate(code)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, expiresAt.getTime() - Date.now() + 50));
    expect(await answersFor({ 'x-access-code': code })).toEqual(allRefused());
  });

  it('refuses a customer token or an admin token in place of a code', async () => {
    const { id } = await createAccessCode({ db: t.db, config: t.config });
    const customer = t.app.tokens.issueCustomerToken(id).token;
    expect(await answersFor({ authorization: `Bearer ${customer}` })).toEqual(allRefused());
    expect(await answersFor({ authorization: `Bearer ${await adminToken()}` })).toEqual(
      allRefused(),
    );
  });
});

/** A socket client: the first frame the server sends, and the close code when it closes. */
async function openSocket(path: string) {
  let first: Promise<WsServerMessage> | undefined;
  let closed: Promise<number> | undefined;
  const socket = await t.app.injectWS(
    path,
    {},
    {
      onInit(ws) {
        first = new Promise((resolve) => {
          ws.once('message', (data) => {
            resolve(JSON.parse(frameText(data)) as WsServerMessage);
          });
        });
        closed = new Promise((resolve) => {
          ws.once('close', resolve);
        });
      },
    },
  );
  if (!first || !closed) throw new Error('the socket was not initialised');
  return { socket, first, closed };
}

/** The first frame and the close code of a socket the server is expected to close. */
async function refusal(path: string) {
  const { first, closed } = await openSocket(path);
  return { first: await first, closeCode: await closed };
}

describe('websocket authorization', () => {
  const refused = {
    first: { type: 'error', data: { detail: 'Not authenticated' } },
    closeCode: WS_CLOSE_UNAUTHORIZED,
  };

  async function tokenForNewCode(overrides: { expiresAt?: Date } = {}) {
    const { id } = await createAccessCode({ db: t.db, config: t.config }, overrides);
    return { id, token: t.app.tokens.issueCustomerToken(id).token };
  }

  it('reads the socket route from the route table', () => {
    expect(socketRoutes.map(key)).toEqual(['GET /ws']);
  });

  it('connects a customer with a valid token (control)', async () => {
    const { token } = await tokenForNewCode();
    const { socket, first } = await openSocket(`/ws?token=${token}`);
    expect(await first).toMatchObject({ type: 'connection', data: { kind: 'customer' } });
    socket.terminate();
  });

  it('refuses no token, a forged signature and an expired token', async () => {
    const { id, token } = await tokenForNewCode();
    const forged = `${token.slice(0, -4)}${token.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`;
    const expired = t.app.jwt.sign({
      kind: 'customer',
      access_code_id: id,
      session_id: '4b0c1b9e-5f0a-4a53-9d0e-2f6f1c9d8a11',
      exp: Math.floor(Date.now() / 1000) - 60,
    });
    for (const path of ['/ws', `/ws?token=${forged}`, `/ws?token=${expired}`]) {
      expect(await refusal(path), path).toEqual(refused);
    }
  });

  it('refuses the token of a code deactivated or expired since it was issued', async () => {
    const deactivated = await tokenForNewCode();
    const put = await t.app.inject({
      method: 'PUT',
      url: `${t.config.apiPrefix}/admin/access-codes/${deactivated.id}`,
      headers: { authorization: `Bearer ${await adminToken()}` },
      payload: { is_active: false },
    });
    expect(put.statusCode).toBe(200);
    expect(await refusal(`/ws?token=${deactivated.token}`)).toEqual(refused);

    const expired = await tokenForNewCode({ expiresAt: new Date(Date.now() - 1000) });
    expect(await refusal(`/ws?token=${expired.token}`)).toEqual(refused);
  });
});
