// One shopper cannot hold the whole stock: a shopper session (the customer token's `session_id`) holds at
// most `max_unpaid_orders_per_session` unpaid, uncancelled orders, counted inside the order's
// transaction; and unpaid orders hold their stock for `reservation_minutes`.
import { randomUUID } from 'node:crypto';
import { DEFAULT_STORE_SETTINGS, type CreateOrderResponse } from '@canopy/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  countOrders,
  createSessionShopper,
  expireReservation,
  orderRequest,
  payWithTestCard,
  placeOrder,
  postOrder,
  readOrder,
  setOrderState,
  stockOf,
  type Shopper,
} from '../../../test/factories/orders';
import { createAdminUser } from '../../../test/factories/admin-users';
import { createProduct } from '../../../test/factories/products';
import { putSetting } from '../../../test/factories/settings';
import { newClientIp, setupTestApp } from '../../../test/helpers/test-app';

const t = setupTestApp();

const TOO_MANY = {
  error: 'too_many_unpaid_orders',
  detail:
    'You already have 3 unpaid orders. Pay for one, or wait until an unpaid order is released (at most 30 minutes after it was placed), before placing another.',
};

beforeEach(async () => {
  await putSetting(t.db, 'max_unpaid_orders_per_session', 3);
  await putSetting(t.db, 'reservation_minutes', 30);
});

async function oneUnitOf(stock = 50) {
  const product = await createProduct(t.db, { stockQuantity: stock });
  return orderRequest([{ product_id: product.id, quantity: 1 }]);
}

async function placeThree(shopper: Shopper): Promise<CreateOrderResponse[]> {
  const placed: CreateOrderResponse[] = [];
  for (let index = 0; index < 3; index += 1) {
    placed.push(await placeOrder(t.app, shopper, await oneUnitOf()));
  }
  return placed;
}

describe('POST /api/orders: open unpaid orders per shopper session', () => {
  it('refuses a 4th unpaid order of one session with 429, takes no stock and places nothing', async () => {
    const shopper = await createSessionShopper(t);
    await placeThree(shopper);
    const product = await createProduct(t.db, { stockQuantity: 5 });
    const before = await countOrders(t.db);

    const refused = await postOrder(
      t.app,
      shopper,
      orderRequest([{ product_id: product.id, quantity: 1 }], {
        customer_email: 'someone.else@example.com',
      }),
    );

    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(TOO_MANY);
    expect(await stockOf(t.db, product.id)).toBe(5);
    expect(await countOrders(t.db)).toBe(before);
  });

  it('bounds the session, not the access code: another shopper with the same code still orders', async () => {
    const shopper = await createSessionShopper(t);
    await placeThree(shopper);
    const neighbour: Shopper = { ...shopper, sessionId: randomUUID() };
    expect((await postOrder(t.app, neighbour, await oneUnitOf())).statusCode).toBe(201);
  });

  it('frees a place when an order is paid, cancelled or its reservation runs out', async () => {
    const shopper = await createSessionShopper(t);
    const [first, second, third] = await placeThree(shopper);
    if (!first || !second || !third) throw new Error('three orders were placed');

    await payWithTestCard(t.app, shopper, first);
    const afterPaying = await placeOrder(t.app, shopper, await oneUnitOf());
    expect((await postOrder(t.app, shopper, await oneUnitOf())).statusCode).toBe(429);

    await setOrderState(t.db, second.order.id, { status: 'cancelled', reservedUntil: null });
    await placeOrder(t.app, shopper, await oneUnitOf());
    expect((await postOrder(t.app, shopper, await oneUnitOf())).statusCode).toBe(429);

    // Past its reservation, before the sweeper has run: the order no longer holds a place.
    await expireReservation(t.db, afterPaying.order.id);
    expect((await postOrder(t.app, shopper, await oneUnitOf())).statusCode).toBe(201);
  });

  it('has no bound at 0', async () => {
    await putSetting(t.db, 'max_unpaid_orders_per_session', 0);
    const shopper = await createSessionShopper(t);
    for (let index = 0; index < 5; index += 1) {
      expect((await postOrder(t.app, shopper, await oneUnitOf())).statusCode).toBe(201);
    }
  });

  it('places exactly 3 of 8 concurrent orders of one session', async () => {
    const shopper = await createSessionShopper(t);
    const product = await createProduct(t.db, { stockQuantity: 100 });
    const responses = await Promise.all(
      Array.from({ length: 8 }, () =>
        postOrder(t.app, shopper, orderRequest([{ product_id: product.id, quantity: 1 }])),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 429, 429, 429, 429, 429]);
    expect(await stockOf(t.db, product.id)).toBe(97);
  });

  it('keeps one session across the token it was issued and later tokens carrying its session', async () => {
    const { code } = await createSessionShopper(t);
    const validated = await t.app.inject({
      method: 'POST',
      url: '/api/validate-access-code',
      payload: { code },
      remoteAddress: newClientIp(),
    });
    const { token } = validated.json<{ token: string }>();
    const claims = t.app.tokens.verify(token);
    if (claims?.kind !== 'customer' || claims.session_id === undefined) {
      throw new Error('the customer token carries no session');
    }
    const shopper: Shopper = {
      accessCodeId: claims.access_code_id,
      code,
      sessionId: claims.session_id,
    };
    await placeThree(shopper);
    const withIssuedToken = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: {
        'x-access-code': code,
        authorization: `Bearer ${token}`,
        'idempotency-key': randomUUID(),
      },
      payload: await oneUnitOf(),
    });
    expect(withIssuedToken.statusCode).toBe(429);
  });

  it('counts a call without a customer token as its client address', async () => {
    const { code } = await createSessionShopper(t);
    const address = newClientIp();
    const post = async (remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: { 'x-access-code': code, 'idempotency-key': randomUUID() },
        payload: await oneUnitOf(),
        remoteAddress,
      });
    for (let index = 0; index < 3; index += 1) expect((await post(address)).statusCode).toBe(201);
    expect((await post(address)).statusCode).toBe(429);
    expect((await post(newClientIp())).statusCode).toBe(201);
  });
});

describe('reservation_minutes', () => {
  it('is how long a new unpaid order holds its stock', async () => {
    await putSetting(t.db, 'reservation_minutes', 45);
    const shopper = await createSessionShopper(t);
    const startedAt = Date.now();
    const placed = await placeOrder(t.app, shopper, await oneUnitOf());
    const { reservedUntil } = await readOrder(t.db, placed.order.id);
    const minutes = ((reservedUntil?.getTime() ?? 0) - startedAt) / 60_000;
    expect(Math.round(minutes)).toBe(45);
  });
});

describe('System Config: the shopper limits', () => {
  async function putConfig(body: Record<string, unknown>) {
    const superuser = await createAdminUser(t.db, { isSuperuser: true });
    return t.app.inject({
      method: 'PUT',
      url: '/api/admin/system/config',
      headers: { authorization: `Bearer ${t.app.tokens.issueAdminToken(superuser.id).token}` },
      payload: body,
    });
  }

  it('reads and changes both settings, defaults 3 and 30', async () => {
    expect(DEFAULT_STORE_SETTINGS).toMatchObject({
      max_unpaid_orders_per_session: 3,
      reservation_minutes: 30,
    });
    const response = await putConfig({ max_unpaid_orders_per_session: 0, reservation_minutes: 20 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      max_unpaid_orders_per_session: 0,
      reservation_minutes: 20,
    });
  });

  it.each([
    [
      { max_unpaid_orders_per_session: -1 },
      'The maximum of unpaid orders per shopper is at least 0',
    ],
    [
      { max_unpaid_orders_per_session: 1.5 },
      'The maximum of unpaid orders per shopper is a whole number',
    ],
    [{ reservation_minutes: 2 }, 'The reservation time in minutes is at least 5'],
    [{ reservation_minutes: 5000 }, 'The reservation time in minutes is at most 1,440'],
  ])('refuses %j with 422', async (body, message) => {
    const response = await putConfig(body);
    expect(response.statusCode).toBe(422);
    expect(response.body).toContain(message);
  });
});
