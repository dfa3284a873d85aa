// Pickup and local-delivery orders paid in person, end to end through the admin routes: the
// status tables with `ready`, payment_required and id_check_required before `done`, the payment
// recorded at hand-off (POST /admin/orders/{id}/payments), the ready and out-for-delivery emails
// in the outbox, and no-shows cancelled by the sweeper. The clock is fixed; nothing sleeps.
import fs from 'node:fs/promises';
import path from 'node:path';
import { storeSlotLabel, type AdminOrderDetail, type IdCheckRequest } from '@canopy/contracts';
import type { FastifyInstance } from 'fastify';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createShopper,
  orderRequest,
  placeOrder,
  readOrder,
  readOrderEvents,
  setOrderState,
  stockOf,
} from '../../../test/factories/orders';
import { createProduct, type TestProduct } from '../../../test/factories/products';
import { putSetting } from '../../../test/factories/settings';
import { readAuditEntries } from '../../../test/helpers/admin-catalog';
import { accountCaller, type Caller } from '../../../test/helpers/admin-accounts';
import { setupTestApp } from '../../../test/helpers/test-app';

const t = setupTestApp();
const NOW = new Date('2026-06-15T18:00:00Z');
const SLOT_START = new Date('2026-06-15T20:00:00Z');
const SLOT_END = new Date('2026-06-15T20:30:00Z');
const MINUTE = 60_000;

let app: FastifyInstance;
let budtender: Caller;
let viewer: Caller;
let product: TestProduct;

beforeAll(async () => {
  app = await t.buildApp({}, { now: () => NOW });
  budtender = await accountCaller(t, { role: 'budtender' });
  viewer = await accountCaller(t, { role: 'viewer' });
  product = await createProduct(t.db, { stockQuantity: 1000 });
});

beforeEach(async () => {
  await putSetting(t.db, 'require_id_check', true);
});

/** An order of 2 units placed by a shopper, then made a pickup or delivery order paid as asked. */
async function newOrder(
  method: 'pickup' | 'delivery',
  paymentMethod: 'in_person' | 'card' = 'in_person',
  slot: { start: Date; end: Date } = { start: SLOT_START, end: SLOT_END },
  of: TestProduct = product,
) {
  const placed = await placeOrder(
    app,
    await createShopper(t),
    orderRequest([{ product_id: of.id, quantity: 2 }]),
  );
  await setOrderState(t.db, placed.order.id, {
    fulfilmentMethod: method,
    slotStart: slot.start,
    slotEnd: slot.end,
    paymentMethod,
    ...(paymentMethod === 'in_person' ? { paymentIntentId: null, paymentProvider: null } : {}),
  });
  return placed.order;
}

function move(orderId: number, status: string, who: Caller = budtender) {
  return app.inject({
    method: 'PUT',
    url: `/api/admin/orders/${orderId}/status`,
    headers: who.headers,
    payload: { status },
  });
}

function pay(orderId: number, body: unknown, who: Caller = budtender) {
  return app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/payments`,
    headers: who.headers,
    payload: body as Record<string, unknown>,
  });
}

const idBody: IdCheckRequest = {
  id_type: 'drivers_license',
  id_number: 'D1234-567',
  id_expiry: '2030-01-31',
  date_of_birth: '1990-04-02',
};

function checkId(orderId: number) {
  return app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/id-check`,
    headers: budtender.headers,
    payload: { ...idBody },
  });
}

/** A message as a person reads it: quoted-printable soft breaks joined and its bytes decoded. */
function readable(message: string): string {
  const bytes = message
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The messages in the app's outbox that name the order number. */
async function outboxAbout(orderNumber: string): Promise<string[]> {
  const dir = path.join(app.config.dataDir, 'outbox');
  const files = await fs.readdir(dir).catch(() => []);
  const messages = await Promise.all(
    files.map((file) => fs.readFile(path.join(dir, file), 'utf8')),
  );
  return messages.map(readable).filter((message) => message.includes(orderNumber));
}

function sweep(now: Date) {
  return app.reservationSweeper.releaseExpiredReservations(now);
}

describe('a pickup order paid in person', () => {
  it('goes to ready unpaid, is paid and ID-checked at the counter, then is done', async () => {
    const order = await newOrder('pickup');
    expect((await move(order.id, 'working_on')).statusCode).toBe(200);
    expect((await move(order.id, 'delivery')).statusCode).toBe(409);
    const ready = await move(order.id, 'ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json<{ order: AdminOrderDetail }>().order).toMatchObject({
      status: 'ready',
      payment_status: 'unpaid',
    });

    const mails = await outboxAbout(order.number);
    const readyMail = mails.find((mail) => mail.includes('ready for pickup'));
    expect(readyMail).toBeDefined();
    expect(readyMail).toContain(
      storeSlotLabel(SLOT_START, SLOT_END, 'America/Los_Angeles').split(' –')[0],
    );
    expect(readyMail).toContain('valid government-issued photo ID');

    const unpaidDone = await move(order.id, 'done');
    expect(unpaidDone.statusCode).toBe(409);
    expect(unpaidDone.json()).toMatchObject({ error: 'payment_required' });

    const wrongAmount = await pay(order.id, { method: 'cash', amount: order.total - 1 });
    expect(wrongAmount.statusCode).toBe(422);
    expect(JSON.stringify(wrongAmount.json())).toContain('amount');
    expect((await readOrder(t.db, order.id)).paymentStatus).toBe('unpaid');

    const paid = await pay(order.id, { method: 'cash', amount: order.total });
    expect(paid.statusCode).toBe(201);
    expect(paid.json<{ order: AdminOrderDetail }>().order).toMatchObject({
      status: 'ready',
      payment_status: 'paid',
      payment_provider: 'cash',
    });
    const audit = await readAuditEntries(t.db, 'order', order.id);
    expect(audit.map((entry) => entry.action)).toContain('record_payment');
    expect((await readOrderEvents(t.db, order.id)).map((event) => event.actor)).toContain(
      'payment',
    );

    const again = await pay(order.id, { method: 'cash', amount: order.total });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ detail: 'This order is already paid' });

    const unchecked = await move(order.id, 'done');
    expect(unchecked.statusCode).toBe(409);
    expect(unchecked.json()).toMatchObject({ error: 'id_check_required' });

    expect((await checkId(order.id)).statusCode).toBe(201);
    const done = await move(order.id, 'done');
    expect(done.statusCode).toBe(200);
    expect(done.json<{ order: AdminOrderDetail }>().order.status).toBe('done');
  });

  it('completes without an ID check when the store does not require one', async () => {
    await putSetting(t.db, 'require_id_check', false);
    const order = await newOrder('pickup');
    await move(order.id, 'working_on');
    await move(order.id, 'ready');
    expect((await pay(order.id, { method: 'card_present', amount: order.total })).statusCode).toBe(
      201,
    );
    expect((await move(order.id, 'done')).statusCode).toBe(200);
  });

  it('lets only staff holding orders.fulfil record a payment, and validates the body', async () => {
    const order = await newOrder('pickup');
    const refused = await pay(order.id, { method: 'cash', amount: order.total }, viewer);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ permission: 'orders.fulfil' });
    expect((await pay(order.id, { method: 'cheque', amount: order.total })).statusCode).toBe(422);
    expect((await pay(order.id, { method: 'cash' })).statusCode).toBe(422);
    expect((await pay(999_999, { method: 'cash', amount: 1 })).statusCode).toBe(404);
    expect((await readOrder(t.db, order.id)).paymentStatus).toBe('unpaid');
  });
});

describe('recording a payment for other orders', () => {
  it('refuses a card order and a cancelled in-person order with 409 and the reason', async () => {
    const card = await newOrder('pickup', 'card');
    const cardAnswer = await pay(card.id, { method: 'cash', amount: card.total });
    expect(cardAnswer.statusCode).toBe(409);
    expect(cardAnswer.json<{ detail: string }>().detail).toMatch(/paid by card online/);

    const cancelled = await newOrder('delivery');
    expect((await move(cancelled.id, 'cancelled')).statusCode).toBe(200);
    const cancelledAnswer = await pay(cancelled.id, { method: 'cash', amount: cancelled.total });
    expect(cancelledAnswer.statusCode).toBe(409);
    expect(cancelledAnswer.json<{ detail: string }>().detail).toMatch(/cancelled/);
  });

  it('keeps a card pickup order from being worked on before it is paid', async () => {
    const card = await newOrder('pickup', 'card');
    expect((await move(card.id, 'working_on')).statusCode).toBe(409);
  });
});

describe('a local-delivery order paid in person', () => {
  it('goes out unpaid with an out-for-delivery email and is done once paid and checked', async () => {
    const order = await newOrder('delivery');
    expect((await move(order.id, 'working_on')).statusCode).toBe(200);
    expect((await move(order.id, 'ready')).statusCode).toBe(409);
    expect((await move(order.id, 'delivery')).statusCode).toBe(200);
    const mails = await outboxAbout(order.number);
    expect(mails.some((mail) => mail.includes('out for delivery'))).toBe(true);
    expect(mails.some((mail) => mail.includes('ready for pickup'))).toBe(false);

    expect((await move(order.id, 'done')).json()).toMatchObject({ error: 'payment_required' });
    expect((await pay(order.id, { method: 'card_present', amount: order.total })).statusCode).toBe(
      201,
    );
    expect((await move(order.id, 'done')).json()).toMatchObject({ error: 'id_check_required' });
    expect((await checkId(order.id)).statusCode).toBe(201);
    expect((await move(order.id, 'done')).statusCode).toBe(200);
  });
});

describe('no-shows', () => {
  it('are held past the reservation window while their slot is to come', async () => {
    const order = await newOrder('pickup', 'in_person', {
      start: new Date(NOW.getTime() + 24 * 60 * MINUTE),
      end: new Date(NOW.getTime() + 24 * 60 * MINUTE + 30 * MINUTE),
    });
    const result = await sweep(new Date(NOW.getTime() + 60 * MINUTE));
    expect(result.cancelled).not.toContain(order.id);
    expect((await readOrder(t.db, order.id)).status).toBe('ordered');
  });

  it('are cancelled from whatever state once the slot ended plus the grace, stock back', async () => {
    // A product of its own: the sweeps also expire the other tests' unpaid card orders.
    const own = await createProduct(t.db, { stockQuantity: 50 });
    const before = await stockOf(t.db, own.id);
    const order = await newOrder('pickup', 'in_person', { start: SLOT_START, end: SLOT_END }, own);
    await move(order.id, 'working_on');
    await move(order.id, 'ready');
    expect(await stockOf(t.db, own.id)).toBe(before - 2);

    const withinGrace = await sweep(new Date(SLOT_END.getTime() + 119 * MINUTE));
    expect(withinGrace.cancelled).not.toContain(order.id);

    const past = await sweep(new Date(SLOT_END.getTime() + 120 * MINUTE));
    expect(past.cancelled).toContain(order.id);
    expect(await readOrder(t.db, order.id)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'unpaid',
    });
    expect(await stockOf(t.db, own.id)).toBe(before);
    const events = await readOrderEvents(t.db, order.id);
    expect(events.at(-1)).toMatchObject({
      fromStatus: 'ready',
      toStatus: 'cancelled',
      actor: 'system',
    });

    const twice = await sweep(new Date(SLOT_END.getTime() + 240 * MINUTE));
    expect(twice.cancelled).not.toContain(order.id);
    expect(await stockOf(t.db, own.id)).toBe(before);
  });

  it('leave a paid in-person order alone', async () => {
    const order = await newOrder('delivery');
    await pay(order.id, { method: 'cash', amount: order.total });
    const result = await sweep(new Date(SLOT_END.getTime() + 24 * 60 * MINUTE));
    expect(result.cancelled).not.toContain(order.id);
    expect((await readOrder(t.db, order.id)).status).toBe('ordered');
  });
});
