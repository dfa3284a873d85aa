// Checkout for tests: a shopper (an access code), a valid order request, `POST /api/orders` with a
// fresh Idempotency-Key, paying with the test card, and direct reads of what checkout changed (stock, orders, their history).
import { randomBytes, randomUUID } from 'node:crypto';
import { TEST_CARDS, type CreateOrderRequest, type CreateOrderResponse } from '@canopy/contracts';
import { asc, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../src/config';
import type { Database } from '../../src/db/client';
import { orderEvents, orderIdChecks, orders, products } from '../../src/db/schema';
import { createAccessCode } from './access-codes';

export interface Shopper {
  accessCodeId: number;
  code: string;
  /**
   * The shopper session of the customer token its calls carry. Absent: every call is a session of
   * its own, so a test placing many orders never meets the bound on a session's unpaid orders.
   */
  sessionId?: string;
}

export async function createShopper(context: { db: Database; config: Config }): Promise<Shopper> {
  const { id, code } = await createAccessCode(context);
  return { accessCodeId: id, code };
}

/** A shopper whose calls all come from one shopper session. */
export async function createSessionShopper(context: {
  db: Database;
  config: Config;
}): Promise<Shopper> {
  return { ...(await createShopper(context)), sessionId: randomUUID() };
}

/** The storefront's headers of a shopper: the access code and its customer token. */
export function shopperHeaders(app: FastifyInstance, shopper: Shopper): Record<string, string> {
  const { token } = app.tokens.issueCustomerToken(
    shopper.accessCodeId,
    shopper.sessionId ?? randomUUID(),
  );
  return { 'x-access-code': shopper.code, authorization: `Bearer ${token}` };
}

export function newIdempotencyKey(): string {
  return `test-${randomBytes(12).toString('hex')}`;
}

export function orderRequest(
  items: CreateOrderRequest['items'],
  overrides: Partial<CreateOrderRequest> = {},
): CreateOrderRequest {
  return {
    customer_email: 'ada@example.com',
    customer_name: 'Ada Lovelace',
    phone: '+1 555 0100',
    shipping_address: {
      line1: '1 Analytical Way',
      city: 'Portland',
      state: 'OR',
      postal_code: '97201',
      country: 'US',
    },
    items,
    ...overrides,
  };
}

export function postOrder(
  app: FastifyInstance,
  shopper: Shopper,
  body: unknown,
  idempotencyKey: string | null = newIdempotencyKey(),
) {
  return app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: {
      ...shopperHeaders(app, shopper),
      ...(idempotencyKey === null ? {} : { 'idempotency-key': idempotencyKey }),
    },
    payload: body as Record<string, unknown>,
  });
}

/** Places an order that must succeed, and returns the 201 body. */
export async function placeOrder(
  app: FastifyInstance,
  shopper: Shopper,
  body: CreateOrderRequest,
): Promise<CreateOrderResponse> {
  const response = await postOrder(app, shopper, body);
  if (response.statusCode !== 201) {
    throw new Error(`placing an order answered ${response.statusCode}: ${response.body}`);
  }
  return response.json<CreateOrderResponse>();
}

/** Pays a placed order through the test provider with the card that succeeds; must succeed. */
export async function payWithTestCard(
  app: FastifyInstance,
  shopper: Shopper,
  placed: CreateOrderResponse,
): Promise<void> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/payments/test-provider/confirm',
    headers: { 'x-access-code': shopper.code },
    payload: {
      order_id: placed.order.id,
      order_token: placed.order_token,
      card_number: TEST_CARDS.succeeds,
      expiry: '12/40',
      cvc: '123',
    },
  });
  if (response.statusCode !== 200) {
    throw new Error(`paying with the test card answered ${response.statusCode}: ${response.body}`);
  }
}

export async function stockOf(db: Database, productId: number): Promise<number> {
  const [row] = await db
    .select({ stock: products.stockQuantity })
    .from(products)
    .where(eq(products.id, productId));
  if (!row) throw new Error(`product ${productId} does not exist`);
  return row.stock;
}

export async function countOrders(db: Database): Promise<number> {
  const [row] = await db.select({ total: count() }).from(orders);
  return row?.total ?? 0;
}

export async function readOrder(db: Database, id: number) {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  if (!row) throw new Error(`order ${id} does not exist`);
  return row;
}

export async function readOrderEvents(db: Database, orderId: number) {
  return db
    .select({
      fromStatus: orderEvents.fromStatus,
      toStatus: orderEvents.toStatus,
      actor: orderEvents.actor,
    })
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.id));
}

/** Lets an order's reservation lapse, as if 30 minutes had passed. */
export async function expireReservation(db: Database, orderId: number): Promise<void> {
  await db
    .update(orders)
    .set({ reservedUntil: new Date(Date.now() - 60_000) })
    .where(eq(orders.id, orderId));
}

/** What an admin or a payment would change, or when the order was placed: set to arrange a test. */
export async function setOrderState(
  db: Database,
  orderId: number,
  state: Partial<
    Pick<
      typeof orders.$inferSelect,
      | 'status'
      | 'paymentStatus'
      | 'reservedUntil'
      | 'createdAt'
      | 'dateOfBirth'
      | 'fulfilmentMethod'
      | 'slotStart'
      | 'slotEnd'
      | 'shippingAddress'
      | 'paymentMethod'
      | 'paymentIntentId'
      | 'paymentProvider'
    >
  >,
): Promise<void> {
  await db.update(orders).set(state).where(eq(orders.id, orderId));
}

/** The ID checks stored for an order, as rows. */
export async function readIdChecks(db: Database, orderId: number) {
  return db.select().from(orderIdChecks).where(eq(orderIdChecks.orderId, orderId));
}
