// The dashboard against what the tests made: each database starts empty, so every figure is
// computed here from the orders and products the test created.
import { dollarsToCents, type Dashboard, type Order } from '@canopy/contracts';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createAdminUser } from '../../../test/factories/admin-users';
import {
  createShopper,
  orderRequest,
  payWithTestCard,
  placeOrder,
  setOrderState,
} from '../../../test/factories/orders';
import { createProduct, createProducts } from '../../../test/factories/products';
import { putSetting } from '../../../test/factories/settings';
import { setupTestApp, testConfig } from '../../../test/helpers/test-app';
import { openTestDatabase } from '../../../test/helpers/test-database';
import { buildApp } from '../../app';

const t = setupTestApp();

async function readDashboard(app: FastifyInstance = t.app): Promise<Dashboard> {
  const admin = await createAdminUser(app.db);
  const response = await app.inject({
    method: 'GET',
    url: '/api/admin/dashboard',
    headers: { authorization: `Bearer ${t.app.tokens.issueAdminToken(admin.id).token}` },
  });
  expect(response.statusCode).toBe(200);
  return response.json<Dashboard>();
}

describe('GET /api/admin/dashboard', () => {
  it('answers zeros and empty lists for an empty shop', async () => {
    const empty = await openTestDatabase();
    const app = await buildApp(testConfig(), { database: empty.handle });
    try {
      expect(await readDashboard(app)).toEqual({
        totalRevenue: 0,
        totalOrders: 0,
        totalProducts: 0,
        recentOrders: [],
        lowStockProducts: [],
      });
    } finally {
      await app.close();
      await empty.dispose();
    }
  });

  it('sums paid orders, counts active products, lists the newest orders and low stock', async () => {
    await putSetting(t.db, 'low_stock_threshold', 3);
    const goods = await createProduct(t.db, { stockQuantity: 1000, retailPriceCents: 1999 });
    const lowStock = await createProducts(
      t.db,
      [2, 0, 3, 1, 3, 0, 2, 1, 3, 2, 1, 0].map((stockQuantity) => ({ stockQuantity })),
    );
    await createProducts(t.db, [
      { stockQuantity: 4 },
      { stockQuantity: 0, isActive: false },
      { stockQuantity: 1, isActive: false },
    ]);

    const shopper = await createShopper(t);
    const placed: Order[] = [];
    for (let quantity = 1; quantity <= 7; quantity += 1) {
      const { order } = await placeOrder(
        t.app,
        shopper,
        orderRequest([{ product_id: goods.id, quantity }], {
          customer_email: `buyer${quantity}@example.com`,
        }),
      );
      placed.push(order);
    }
    const [paidA, paidB, refunded, cancelled, unpaid, shipped, done] = placed as [
      Order,
      Order,
      Order,
      Order,
      Order,
      Order,
      Order,
    ];
    await setOrderState(t.db, paidA.id, { paymentStatus: 'paid' });
    await setOrderState(t.db, paidB.id, { paymentStatus: 'paid', status: 'working_on' });
    await setOrderState(t.db, refunded.id, { paymentStatus: 'refunded', status: 'refunded' });
    await setOrderState(t.db, cancelled.id, { status: 'cancelled' });
    await setOrderState(t.db, shipped.id, { paymentStatus: 'paid', status: 'delivery' });
    await setOrderState(t.db, done.id, { paymentStatus: 'paid', status: 'done' });
    const statusOf = new Map<number, string>([
      [paidA.id, 'ordered'],
      [paidB.id, 'working_on'],
      [refunded.id, 'refunded'],
      [cancelled.id, 'cancelled'],
      [unpaid.id, 'ordered'],
      [shipped.id, 'delivery'],
      [done.id, 'done'],
    ]);
    const paid = [paidA, paidB, shipped, done];
    const paymentOf = (order: Order) =>
      paid.includes(order) ? 'paid' : order === refunded ? 'refunded' : 'unpaid';

    const dashboard = await readDashboard();

    const revenueCents = paid.reduce((sum, order) => sum + dollarsToCents(order.total), 0);
    expect(dashboard.totalRevenue).toBe(revenueCents / 100);
    expect(dashboard.totalOrders).toBe(paid.length);
    expect(dashboard.totalProducts).toBe(1 + lowStock.length + 1);
    expect(dashboard.recentOrders).toEqual(
      [...placed]
        .sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || b.id - a.id)
        .slice(0, 5)
        .map((order) => ({
          id: order.id,
          number: order.number,
          created_at: order.created_at,
          customer_email: order.customer_email,
          status: statusOf.get(order.id),
          payment_status: paymentOf(order),
          total: order.total,
        })),
    );
    expect(dashboard.lowStockProducts).toEqual(
      [...lowStock]
        .sort((a, b) => a.stockQuantity - b.stockQuantity || a.id - b.id)
        .slice(0, 10)
        .map((product) => ({
          id: product.id,
          name: product.name,
          sku: product.sku,
          stock: product.stockQuantity,
        })),
    );
  });

  // The dashboard is kept between reads (lib/figures-cache); the changes below arrive only
  // through the API, as a shop's changes do, and each one shows on the next read.
  it('shows a payment, a status change and a deleted order on the very next read', async () => {
    const before = await readDashboard();
    const shopper = await createShopper(t);
    const product = await createProduct(t.db, { stockQuantity: 50, retailPriceCents: 1000 });
    const placed = await placeOrder(
      t.app,
      shopper,
      orderRequest([{ product_id: product.id, quantity: 2 }]),
    );
    await payWithTestCard(t.app, shopper, placed);
    const afterPayment = await readDashboard();
    expect(afterPayment.totalOrders).toBe(before.totalOrders + 1);
    expect(afterPayment.totalRevenue).toBeCloseTo(before.totalRevenue + placed.order.total, 2);
    expect(afterPayment.recentOrders[0]?.id).toBe(placed.order.id);

    const admin = await createAdminUser(t.db);
    const headers = { authorization: `Bearer ${t.app.tokens.issueAdminToken(admin.id).token}` };
    const working = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${placed.order.id}/status`,
      headers,
      payload: { status: 'working_on' },
    });
    expect(working.statusCode).toBe(200);
    expect((await readDashboard()).recentOrders[0]).toMatchObject({
      id: placed.order.id,
      status: 'working_on',
      payment_status: 'paid',
    });

    const unpaid = await placeOrder(
      t.app,
      shopper,
      orderRequest([{ product_id: product.id, quantity: 1 }]),
    );
    const cancelled = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${unpaid.order.id}/status`,
      headers,
      payload: { status: 'cancelled' },
    });
    expect(cancelled.statusCode).toBe(200);
    expect((await readDashboard()).recentOrders[0]).toMatchObject({
      id: unpaid.order.id,
      status: 'cancelled',
      payment_status: 'unpaid',
    });
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/orders/${unpaid.order.id}`,
      headers,
    });
    expect(deleted.statusCode).toBe(200);
    expect((await readDashboard()).recentOrders.map((order) => order.id)).not.toContain(
      unpaid.order.id,
    );
  });
});
