import type { CreateOrderResponse } from '@canopy/contracts';
import { describe, expect, it } from 'vitest';
import {
  countOrders,
  createShopper,
  newIdempotencyKey,
  orderRequest,
  postOrder,
  stockOf,
} from '../../../test/factories/orders';
import { createProduct } from '../../../test/factories/products';
import { setupTestApp } from '../../../test/helpers/test-app';

const t = setupTestApp();

describe('POST /api/orders with an Idempotency-Key', () => {
  it('replays the same answer for the same key and body, placing one order', async () => {
    const shopper = await createShopper(t);
    const product = await createProduct(t.db, { stockQuantity: 10 });
    const key = newIdempotencyKey();
    const body = orderRequest([{ product_id: product.id, quantity: 2 }]);

    const first = await postOrder(t.app, shopper, body, key);
    const ordersAfterFirst = await countOrders(t.db);
    // The same order written differently (key order, case of the country, spaces) is the same order.
    const second = await postOrder(
      t.app,
      shopper,
      {
        items: body.items,
        shipping_address: { ...body.shipping_address, country: 'us' },
        customer_name: ` ${body.customer_name} `,
        customer_email: body.customer_email,
        phone: body.phone,
      },
      key,
    );

    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(await countOrders(t.db)).toBe(ordersAfterFirst);
    expect(await stockOf(t.db, product.id)).toBe(8);
  });

  it('refuses the same key with a different order (409) and changes nothing', async () => {
    const shopper = await createShopper(t);
    const product = await createProduct(t.db, { stockQuantity: 10 });
    const key = newIdempotencyKey();
    await postOrder(t.app, shopper, orderRequest([{ product_id: product.id, quantity: 1 }]), key);
    const ordersBefore = await countOrders(t.db);

    const response = await postOrder(
      t.app,
      shopper,
      orderRequest([{ product_id: product.id, quantity: 2 }]),
      key,
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      detail: 'This Idempotency-Key was already used for a different order',
      error: 'conflict',
    });
    expect(await countOrders(t.db)).toBe(ordersBefore);
    expect(await stockOf(t.db, product.id)).toBe(9);
  });

  it('refuses the same key and body from another access code', async () => {
    const product = await createProduct(t.db, { stockQuantity: 10 });
    const key = newIdempotencyKey();
    const body = orderRequest([{ product_id: product.id, quantity: 1 }]);
    expect((await postOrder(t.app, await createShopper(t), body, key)).statusCode).toBe(201);
    expect((await postOrder(t.app, await createShopper(t), body, key)).statusCode).toBe(409);
  });

  it('places one order when two requests with the same key arrive at once', async () => {
    const shopper = await createShopper(t);
    const product = await createProduct(t.db, { stockQuantity: 10 });
    const key = newIdempotencyKey();
    const body = orderRequest([{ product_id: product.id, quantity: 3 }]);
    const ordersBefore = await countOrders(t.db);

    const responses = await Promise.all(
      Array.from({ length: 5 }, () => postOrder(t.app, shopper, body, key)),
    );

    expect(responses.map((response) => response.statusCode)).toEqual([201, 201, 201, 201, 201]);
    const answers = responses.map((response) => response.json<CreateOrderResponse>());
    const first = answers[0];
    for (const answer of answers) {
      expect(answer.order.id).toBe(first?.order.id);
      expect(answer.order_token).toBe(first?.order_token);
    }
    expect(await countOrders(t.db)).toBe(ordersBefore + 1);
    expect(await stockOf(t.db, product.id)).toBe(7);
  });
});
