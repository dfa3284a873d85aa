// For the purchase-limit tests: choosing the pack as the owner does, products with limit facts,
// and orders of one customer (a fresh shopper session each, so the bound on a session's unpaid
// orders never interferes).
import { randomBytes } from 'node:crypto';
import type { LimitClass, LimitSettingsUpdate } from '@canopy/contracts';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../src/config';
import type { Database } from '../../src/db/client';
import { createAdminUser } from '../factories/admin-users';
import { orderRequest, postOrder, type Shopper } from '../factories/orders';
import { createProduct } from '../factories/products';

export interface LimitsContext {
  app: FastifyInstance;
  db: Database;
  config: Config;
}

export async function ownerHeaders(t: LimitsContext): Promise<{ authorization: string }> {
  const owner = await createAdminUser(t.db, { role: 'owner' });
  return { authorization: `Bearer ${t.app.tokens.issueAdminToken(owner.id).token}` };
}

/** Chooses the pack through `PUT /admin/compliance/limits`; must succeed. */
export async function choosePack(
  app: FastifyInstance,
  headers: { authorization: string },
  update: LimitSettingsUpdate,
): Promise<void> {
  const response = await app.inject({
    method: 'PUT',
    url: '/api/admin/compliance/limits',
    headers,
    payload: update,
  });
  if (response.statusCode !== 200) {
    throw new Error(`choosing the pack answered ${response.statusCode}: ${response.body}`);
  }
}

/** A product of plenty of stock with these facts. */
export async function limitedProduct(
  db: Database,
  limitClass: LimitClass | null,
  facts: { grams?: number; thcMg?: number } = {},
): Promise<number> {
  const product = await createProduct(db, {
    name: `${limitClass ?? 'plain'} ${facts.grams ?? facts.thcMg ?? ''}`,
    stockQuantity: 100_000,
    limitClass,
    netWeightG: facts.grams ?? null,
    thcMg: facts.thcMg ?? null,
  });
  return product.id;
}

export function newCustomerEmail(): string {
  return `buyer-${randomBytes(5).toString('hex')}@example.com`;
}

export type Lines = { product_id: number; quantity: number }[];

/** One customer's orders, each from a fresh shopper session unless a shopper is given. */
export function customerOrders(app: FastifyInstance, shopper: Shopper, email: string) {
  return (items: Lines, sessionShopper: Shopper = shopper) =>
    postOrder(app, sessionShopper, orderRequest(items, { customer_email: email }));
}
