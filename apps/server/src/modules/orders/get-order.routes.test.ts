import type { CreateOrderResponse } from '@canopy/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createShopper,
  orderRequest,
  placeOrder,
  type Shopper,
} from '../../../test/factories/orders';
import { createProduct } from '../../../test/factories/products';
import { setupTestApp } from '../../../test/helpers/test-app';

const t = setupTestApp();

let shopper: Shopper;
let placed: CreateOrderResponse;

beforeAll(async () => {
  shopper = await createShopper(t);
  const product = await createProduct(t.db, { retailPriceCents: 1500 });
  placed = await placeOrder(
    t.app,
    shopper,
    orderRequest([{ product_id: product.id, quantity: 2 }]),
  );
});

function getOrder(url: string, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'GET',
    url,
    headers: { 'x-access-code': shopper.code, ...headers },
  });
}

const notFound = { detail: 'Order not found', error: 'not_found' };

describe('GET /api/orders/:id', () => {
  it('answers the order for its token in the X-Order-Token header', async () => {
    const response = await getOrder(`/api/orders/${placed.order.id}`, {
      'x-order-token': placed.order_token,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ order: placed.order });
  });

  it('answers the order for its token in ?order_token=', async () => {
    const response = await getOrder(
      `/api/orders/${placed.order.id}?order_token=${placed.order_token}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ order: { id: placed.order.id, total: 42.4 } });
  });

  it('answers 404 alike for a missing token, a wrong token and an unknown order', async () => {
    const other = await placeOrder(
      t.app,
      shopper,
      orderRequest([{ product_id: placed.order.items[0]?.product_id ?? 0, quantity: 1 }]),
    );
    const attempts = [
      getOrder(`/api/orders/${placed.order.id}`),
      getOrder(`/api/orders/${placed.order.id}`, { 'x-order-token': 'wrong' }),
      getOrder(`/api/orders/${placed.order.id}`, { 'x-order-token': other.order_token }),
      getOrder(`/api/orders/${placed.order.id}?order_token=`),
      getOrder(`/api/orders/99999999`, { 'x-order-token': placed.order_token }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(notFound);
    }
  });

  it('answers 422 for an id that is not a number and 403 without the access code', async () => {
    expect((await getOrder('/api/orders/abc')).statusCode).toBe(422);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${placed.order.id}`,
      headers: { 'x-order-token': placed.order_token },
    });
    expect(response.statusCode).toBe(403);
  });
});
