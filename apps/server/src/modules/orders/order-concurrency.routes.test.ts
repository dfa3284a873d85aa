// Overselling is impossible: many customers racing for the last units get exactly what is there,
// and an order of several lines takes all of them or none. Each order is its own shopper's.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  countOrders,
  createShopper,
  orderRequest,
  postOrder,
  stockOf,
} from '../../../test/factories/orders';
import { createProduct } from '../../../test/factories/products';
import { setupTestApp } from '../../../test/helpers/test-app';

const t = setupTestApp();

function tally(statuses: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

describe('POST /api/orders under concurrency', () => {
  it('sells exactly the 10 in stock to 100 customers at once', async () => {
    const shopper = await createShopper(t);
    const product = await createProduct(t.db, { name: 'Last Ten', stockQuantity: 10 });

    const responses = await Promise.all(
      Array.from({ length: 100 }, () =>
        postOrder(
          t.app,
          { ...shopper, sessionId: randomUUID() },
          orderRequest([{ product_id: product.id, quantity: 1 }]),
        ),
      ),
    );

    expect(tally(responses.map((response) => response.statusCode))).toEqual({ 201: 10, 409: 90 });
    const refused = responses.find((response) => response.statusCode === 409);
    expect(refused?.json()).toEqual({
      detail: 'Not enough stock for Last Ten (sold out)',
      error: 'conflict',
    });
    expect(await stockOf(t.db, product.id)).toBe(0);
    expect(await countOrders(t.db)).toBe(10);
  });

  it('takes all lines or none: A (10) and B (100) in 100 two-line orders', async () => {
    const shopper = await createShopper(t);
    const a = await createProduct(t.db, { stockQuantity: 10 });
    const b = await createProduct(t.db, { stockQuantity: 100 });
    const ordersBefore = await countOrders(t.db);

    // Half the orders list B first, so the lines are taken in both orders of the cart.
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, index) => {
        const lines = [
          { product_id: a.id, quantity: 1 },
          { product_id: b.id, quantity: 1 },
        ];
        return postOrder(
          t.app,
          { ...shopper, sessionId: randomUUID() },
          orderRequest(index % 2 === 0 ? lines : lines.reverse()),
        );
      }),
    );

    expect(tally(responses.map((response) => response.statusCode))).toEqual({ 201: 10, 409: 90 });
    expect(await stockOf(t.db, a.id)).toBe(0);
    expect(await stockOf(t.db, b.id)).toBe(90);
    expect(await countOrders(t.db)).toBe(ordersBefore + 10);
  });
});
