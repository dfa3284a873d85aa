// The ID check at hand-off (docs/product.md#the-id-check-at-hand-off): POST
// /admin/orders/{id}/id-check and what the order detail shows of it, by permission. The clock is
// fixed on 15 June 2026 in the store's time zone.
import type { AdminOrderDetail, IdCheckRequest } from '@canopy/contracts';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createShopper,
  orderRequest,
  placeOrder,
  readIdChecks,
  setOrderState,
} from '../../../test/factories/orders';
import { createProduct, type TestProduct } from '../../../test/factories/products';
import { readAuditEntries } from '../../../test/helpers/admin-catalog';
import { accountCaller, type Caller } from '../../../test/helpers/admin-accounts';
import { setupTestApp } from '../../../test/helpers/test-app';
import { hasPassingIdCheck } from './id-checks.repository';

const t = setupTestApp();
const NOW = new Date('2026-06-15T18:00:00Z');
const TODAY = '2026-06-15';
const ID_NUMBER = 'D1234-567';

let app: FastifyInstance;
let manager: Caller;
let budtender: Caller;
let compliance: Caller;
let adultsOnly: TestProduct;

beforeAll(async () => {
  app = await t.buildApp({}, { now: () => NOW });
  manager = await accountCaller(t, { role: 'manager' });
  budtender = await accountCaller(t, { role: 'budtender' });
  compliance = await accountCaller(t, { role: 'compliance' });
  adultsOnly = await createProduct(t.db, { stockQuantity: 1000, minimumAge: 21 });
});

async function newOrder(dateOfBirth: string | null = null): Promise<number> {
  const shopper = await createShopper(t);
  const placed = await placeOrder(
    app,
    shopper,
    orderRequest([{ product_id: adultsOnly.id, quantity: 1 }]),
  );
  await setOrderState(t.db, placed.order.id, { dateOfBirth });
  return placed.order.id;
}

function idBody(overrides: Partial<IdCheckRequest> = {}): IdCheckRequest {
  return {
    id_type: 'drivers_license',
    id_number: ID_NUMBER,
    id_expiry: '2030-01-31',
    date_of_birth: '1990-04-02',
    ...overrides,
  };
}

function check(orderId: number, body: unknown, who: Caller = budtender) {
  return app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/id-check`,
    headers: who.headers,
    payload: body as Record<string, unknown>,
  });
}

function detail(orderId: number, who: Caller) {
  return app.inject({ method: 'GET', url: `/api/admin/orders/${orderId}`, headers: who.headers });
}

const storedChecks = (orderId: number) => readIdChecks(t.db, orderId);

describe('POST /api/admin/orders/:id/id-check', () => {
  it('records a passing check: the type, last 4, expiry, age, who and when; never the number', async () => {
    const orderId = await newOrder();
    expect(await hasPassingIdCheck(t.db, orderId)).toBe(false);
    const response = await check(orderId, idBody());

    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({
      id_check: {
        id_type: 'drivers_license',
        id_last4: '4567',
        id_expiry: '2030-01-31',
        age: 36,
        checked_by: budtender.admin.username,
        checked_at: NOW.toISOString(),
      },
    });
    const [row, ...more] = await storedChecks(orderId);
    expect(more).toEqual([]);
    expect(row).toMatchObject({ idLast4: '4567', checkedById: budtender.admin.id, age: 36 });
    expect(row?.idNumberHmac).toBe(app.personalData.digest('id-number', 'D1234567'));
    const stored = JSON.stringify(row);
    expect(stored).not.toContain('D1234');
    expect(stored).not.toContain('1234567');
    expect(stored).not.toContain('1990-04-02');
    expect(await hasPassingIdCheck(t.db, orderId)).toBe(true);

    const [entry] = await readAuditEntries(t.db, 'order', orderId);
    expect(entry).toMatchObject({
      action: 'id_check',
      actor: `${budtender.admin.id}:${budtender.admin.username}`,
    });
    const trail = JSON.stringify(entry);
    expect(trail).not.toContain('1234567');
    expect(trail).not.toContain('1990-04-02');
  });

  it('takes an ID through its expiry date and refuses it the day after, beside id_expiry', async () => {
    const orderId = await newOrder();
    const expired = await check(orderId, idBody({ id_expiry: '2026-06-14' }));
    expect(expired.statusCode).toBe(422);
    expect(expired.json()).toMatchObject({
      error: 'validation_error',
      detail: [{ loc: ['body', 'id_expiry'], msg: 'This ID has expired' }],
    });
    expect(await storedChecks(orderId)).toEqual([]);
    const [refused] = await readAuditEntries(t.db, 'order', orderId);
    expect(refused).toMatchObject({ action: 'id_check_refused' });
    expect(JSON.stringify(refused)).not.toContain('1234567');
    expect(JSON.stringify(refused)).not.toContain('1990-04-02');

    const lastDay = await check(orderId, idBody({ id_expiry: TODAY }));
    expect(lastDay.statusCode, lastDay.body).toBe(201);
  });

  it("refuses an ID under the order's required age and stores nothing", async () => {
    const orderId = await newOrder();
    // 20 today: the 21st birthday is tomorrow; the product needs 21.
    const response = await check(orderId, idBody({ date_of_birth: '2005-06-16' }));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      error: 'age_requirement',
      detail: expect.any(String) as string,
    });
    expect(await storedChecks(orderId)).toEqual([]);
    const turned21 = await check(orderId, idBody({ date_of_birth: '2005-06-15' }));
    expect(turned21.statusCode).toBe(201);
  });

  it('refuses an ID whose date of birth is not the one verified at checkout (id_mismatch)', async () => {
    const orderId = await newOrder('1990-04-02');
    const response = await check(orderId, idBody({ date_of_birth: '1990-04-03' }));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      error: 'id_mismatch',
      detail: expect.any(String) as string,
    });
    expect(await storedChecks(orderId)).toEqual([]);
    expect((await check(orderId, idBody())).statusCode).toBe(201);
  });

  it('answers 403 without orders.fulfil, 404 for an unknown order, 422 for a malformed body', async () => {
    const orderId = await newOrder();
    const forbidden = await check(orderId, idBody(), compliance);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ error: 'forbidden', permission: 'orders.fulfil' });
    expect((await check(2_147_000_000, idBody())).statusCode).toBe(404);
    const malformed = await check(orderId, {
      ...idBody(),
      id_type: 'library_card',
      id_number: '1',
    });
    expect(malformed.statusCode).toBe(422);
    expect(await storedChecks(orderId)).toEqual([]);
  });
});

describe('the ID check and the date of birth on the admin order', () => {
  let orderId: number;

  beforeAll(async () => {
    orderId = await newOrder('1990-04-02');
    expect((await check(orderId, idBody())).statusCode).toBe(201);
  });

  it('shows the date of birth and the whole check to staff holding orders.view_id', async () => {
    for (const who of [manager, compliance]) {
      const order = (await detail(orderId, who)).json<{ order: AdminOrderDetail }>().order;
      expect(order.date_of_birth).toBe('1990-04-02');
      expect(order.id_check).toEqual({
        id_type: 'drivers_license',
        id_last4: '4567',
        id_expiry: '2030-01-31',
        age: 36,
        checked_by: budtender.admin.username,
        checked_at: NOW.toISOString(),
      });
    }
  });

  it('shows only who checked the ID and when, and no date of birth, without orders.view_id', async () => {
    const response = await detail(orderId, budtender);
    expect(response.statusCode).toBe(200);
    const order = response.json<{ order: AdminOrderDetail }>().order;
    expect(order).not.toHaveProperty('date_of_birth');
    expect(order.id_check).toEqual({
      checked_by: budtender.admin.username,
      checked_at: NOW.toISOString(),
    });
    expect(response.body).not.toContain('1990-04-02');
    expect(response.body).not.toContain('4567');
  });

  it('never lists a date of birth', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/admin/orders?size=100',
      headers: manager.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('1990-04-02');
    expect(response.body).not.toContain('date_of_birth');
  });
});
