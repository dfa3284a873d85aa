import fs from 'node:fs/promises';
import path from 'node:path';
import type { CreateOrderResponse, Order } from '@canopy/contracts';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  createShopper,
  expireReservation,
  orderRequest,
  placeOrder,
  readOrder,
  readOrderEvents,
  stockOf,
  type Shopper,
} from '../../../test/factories/orders';
import { createProduct } from '../../../test/factories/products';
import { captureRealtime } from '../../../test/helpers/realtime-capture';
import { startSmtpServer } from '../../../test/helpers/smtp-server';
import { setupTestApp } from '../../../test/helpers/test-app';

const t = setupTestApp();

const PAYS = '4242 4242 4242 4242';
const DECLINED = '4000 0000 0000 0002';

async function newOrder(
  app: FastifyInstance = t.app,
): Promise<{ shopper: Shopper; placed: CreateOrderResponse; productId: number }> {
  const shopper = await createShopper(t);
  const product = await createProduct(t.db, {
    name: 'Northern Lights',
    retailPriceCents: 2500,
    stockQuantity: 4,
  });
  const placed = await placeOrder(
    app,
    shopper,
    orderRequest([{ product_id: product.id, quantity: 2 }]),
  );
  return { shopper, placed, productId: product.id };
}

function confirm(shopper: Shopper, body: Record<string, unknown>, app: FastifyInstance = t.app) {
  return app.inject({
    method: 'POST',
    url: '/api/payments/test-provider/confirm',
    headers: { 'x-access-code': shopper.code },
    payload: { expiry: '12/40', cvc: '123', ...body },
  });
}

function pay(
  shopper: Shopper,
  placed: CreateOrderResponse,
  card = PAYS,
  app: FastifyInstance = t.app,
) {
  return confirm(
    shopper,
    { order_id: placed.order.id, order_token: placed.order_token, card_number: card },
    app,
  );
}

async function outboxFor(app: FastifyInstance, orderNumber: string): Promise<string[]> {
  const dir = path.join(app.config.dataDir, 'outbox');
  const files = await fs.readdir(dir).catch(() => []);
  const messages = await Promise.all(
    files.map((file) => fs.readFile(path.join(dir, file), 'utf8')),
  );
  return messages.filter((message) => message.includes(orderNumber));
}

describe('POST /api/payments/test-provider/confirm', () => {
  it('pays with 4242…: the order is paid, the email is in the outbox, admins hear of it', async () => {
    const { shopper, placed, productId } = await newOrder();
    const admin = captureRealtime(t.app, 'admin');

    const response = await pay(shopper, placed);

    expect(response.statusCode).toBe(200);
    const { order } = response.json<{ order: Order }>();
    expect(order).toMatchObject({
      id: placed.order.id,
      status: 'ordered',
      payment_status: 'paid',
      reserved_until: null,
      total: 64,
    });
    expect(await stockOf(t.db, productId)).toBe(2);
    expect((await readOrderEvents(t.db, order.id)).at(-1)).toEqual({
      fromStatus: 'ordered',
      toStatus: 'ordered',
      actor: 'payment',
    });
    expect(admin.ofType('order_update').map((frame) => frame.data)).toEqual([
      expect.objectContaining({ id: order.id, payment_status: 'paid' }),
    ]);
    const emails = await outboxFor(t.app, order.number);
    expect(emails).toHaveLength(1);
    expect(emails[0]).toContain(`Subject: Your Canopy order ${order.number}`);
    expect(emails[0]).toContain('To: ada@example.com');
    expect(emails[0]).toContain('Northern Lights');
    expect(emails[0]).toContain('$64.00');
    admin.stop();
  });

  it('sends one email however often the order is confirmed, even at once', async () => {
    const { shopper, placed } = await newOrder();
    const responses = await Promise.all([
      pay(shopper, placed),
      pay(shopper, placed),
      pay(shopper, placed),
    ]);
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    expect((await pay(shopper, placed)).statusCode).toBe(200);

    expect(await outboxFor(t.app, placed.order.number)).toHaveLength(1);
    const payments = (await readOrderEvents(t.db, placed.order.id)).filter(
      (event) => event.actor === 'payment',
    );
    expect(payments).toHaveLength(1);
  });

  it('declines 4000 0000 0000 0002 with 402: the order stays unpaid and keeps its stock', async () => {
    const { shopper, placed, productId } = await newOrder();
    const response = await pay(shopper, placed, DECLINED);
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({
      detail: 'Your card was declined.',
      error: 'payment_declined',
    });
    const order = await readOrder(t.db, placed.order.id);
    expect(order.paymentStatus).toBe('unpaid');
    expect(order.reservedUntil).not.toBeNull();
    expect(await stockOf(t.db, productId)).toBe(2);

    // The customer can try again with a card that works.
    expect((await pay(shopper, placed)).statusCode).toBe(200);
  });

  it('answers 402 for any other valid card', async () => {
    const { shopper, placed } = await newOrder();
    const response = await pay(shopper, placed, '5555 5555 5555 4444');
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({
      detail: 'This test card is not supported. Use 4242 4242 4242 4242.',
      error: 'payment_declined',
    });
    expect((await readOrder(t.db, placed.order.id)).paymentStatus).toBe('unpaid');
  });

  it('answers 409 once the reservation has expired, swept or not', async () => {
    const { shopper, placed, productId } = await newOrder();
    await expireReservation(t.db, placed.order.id);
    const expired = { detail: 'This order has expired. Please place it again.', error: 'conflict' };

    const lapsed = await pay(shopper, placed);
    expect(lapsed.statusCode).toBe(409);
    expect(lapsed.json()).toEqual(expired);

    await t.app.reservationSweeper.releaseExpiredReservations(new Date());
    expect((await readOrder(t.db, placed.order.id)).status).toBe('cancelled');
    const cancelled = await pay(shopper, placed);
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json()).toEqual(expired);
    expect((await readOrder(t.db, placed.order.id)).paymentStatus).toBe('unpaid');
    expect(await stockOf(t.db, productId)).toBe(4);
  });

  it('answers 404 for a wrong token or an unknown order', async () => {
    const { shopper, placed } = await newOrder();
    const other = await newOrder();
    for (const body of [
      { order_id: placed.order.id, order_token: other.placed.order_token, card_number: PAYS },
      { order_id: placed.order.id, order_token: 'nope', card_number: PAYS },
      { order_id: 99_999_999, order_token: placed.order_token, card_number: PAYS },
    ]) {
      const response = await confirm(shopper, body);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'Order not found', error: 'not_found' });
    }
    expect((await readOrder(t.db, placed.order.id)).paymentStatus).toBe('unpaid');
  });

  it.each([
    [
      'a card number that fails the checksum',
      { card_number: '4242 4242 4242 4241' },
      'card_number',
    ],
    ['an expired card', { card_number: PAYS, expiry: '01/20' }, 'expiry'],
    ['a short security code', { card_number: PAYS, cvc: '1' }, 'cvc'],
  ])('answers 422 for %s', async (_name, card, field) => {
    const { shopper, placed } = await newOrder();
    const response = await confirm(shopper, {
      order_id: placed.order.id,
      order_token: placed.order_token,
      ...card,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json<{ detail: Array<{ loc: unknown[] }> }>().detail[0]?.loc).toEqual([
      'body',
      field,
    ]);
  });

  it('does not exist when Stripe is configured', async () => {
    const stripeShop = await t.buildApp({
      STRIPE_SECRET_KEY: 'sk_test_123',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_456',
    });
    const { shopper, placed } = await newOrder();
    const response = await pay(shopper, placed, PAYS, stripeShop);
    expect(response.statusCode).toBe(404);
  });
});

describe('the confirmation email over SMTP', () => {
  it('goes to the SMTP server when SMTP_URL is set', async () => {
    const smtp = await startSmtpServer();
    try {
      const shop = await t.buildApp({
        SMTP_URL: smtp.url,
        MAIL_FROM: 'Canopy <orders@canopy.test>',
      });
      const { shopper, placed } = await newOrder(shop);
      expect((await pay(shopper, placed, PAYS, shop)).statusCode).toBe(200);
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]?.raw).toContain(`Subject: Your Canopy order ${placed.order.number}`);
      expect(smtp.received[0]?.raw).toContain('From: Canopy <orders@canopy.test>');
      expect(await outboxFor(shop, placed.order.number)).toEqual([]);
    } finally {
      await smtp.close();
    }
  });

  it('does not fail the payment when the mail server is down', async () => {
    const smtp = await startSmtpServer();
    await smtp.close();
    const shop = await t.buildApp({ SMTP_URL: smtp.url });
    const { shopper, placed } = await newOrder(shop);
    const response = await pay(shopper, placed, PAYS, shop);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ order: { payment_status: 'paid' } });
  });
});
