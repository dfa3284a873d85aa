// Two orders of one customer sent at once cannot both spend the same allowance: 20 orders of 20 g
// of flower for one customer under us-ca-adult (28.5 g a store day) → exactly one is placed.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { countOrders, createShopper, stockOf } from '../../../test/factories/orders';
import {
  choosePack,
  customerOrders,
  limitedProduct,
  newCustomerEmail,
  ownerHeaders,
} from '../../../test/helpers/purchase-limits';
import { setupTestApp } from '../../../test/helpers/test-app';

const t = setupTestApp();

describe('POST /api/orders: one customer racing for their allowance', () => {
  it('accepts exactly one of 20 concurrent orders of 20 g', async () => {
    await choosePack(t.app, await ownerHeaders(t), { pack: 'us-ca-adult' });
    const shopper = await createShopper(t);
    const flower = await limitedProduct(t.db, 'flower', { grams: 20 });
    const stock = await stockOf(t.db, flower);
    const ordersBefore = await countOrders(t.db);
    const order = customerOrders(t.app, shopper, newCustomerEmail());

    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        order([{ product_id: flower, quantity: 1 }], { ...shopper, sessionId: randomUUID() }),
      ),
    );

    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, ...Array.from({ length: 19 }, () => 422)]);
    const refused = responses.find((response) => response.statusCode === 422);
    expect(refused?.json()).toMatchObject({
      error: 'purchase_limit_exceeded',
      buckets: [{ key: 'non_concentrated', limit: 28.5, used: 20, this_order: 20 }],
    });
    expect(await countOrders(t.db)).toBe(ordersBefore + 1);
    expect(await stockOf(t.db, flower)).toBe(stock - 1);
  });
});
