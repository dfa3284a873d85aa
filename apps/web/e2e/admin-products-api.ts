// Products created and changed straight through the admin API from the test process, so a
// browser test owns its stock and price instead of sharing the demo catalogue's.
import { randomUUID } from 'node:crypto';
import {
  adminProductResponseSchema,
  type AdminProduct,
  type AdminProductWrite,
} from '@canopy/contracts';
import { signInThroughApi } from './back-office-access';
import { e2e } from './env';

let token: Promise<string> | undefined;

async function send(method: string, path: string, body: unknown): Promise<AdminProduct> {
  token ??= signInThroughApi();
  const response = await fetch(`${e2e.baseUrl}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await token}` },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return adminProductResponseSchema.parse(JSON.parse(text)).product;
}

/**
 * A new active product with this price and stock, named so that no other test shares it; `more`
 * sets other fields (its purchase-limit facts, say).
 */
export function createProduct(
  name: string,
  price: number,
  stock: number,
  more: Partial<AdminProductWrite> = {},
): Promise<AdminProduct> {
  const suffix = randomUUID().slice(0, 8);
  return send('POST', '/admin/products', {
    name: `${name} ${suffix}`,
    sku: `E2E-${suffix}`,
    price,
    stock,
    ...more,
  } satisfies AdminProductWrite);
}

export function updateProduct(
  product: AdminProduct,
  changes: Partial<AdminProductWrite>,
): Promise<AdminProduct> {
  const { name, sku, price, sale_price, stock, is_active } = product;
  return send('PUT', `/admin/products/${String(product.id)}`, {
    name,
    sku,
    price,
    sale_price,
    stock,
    is_active,
    ...changes,
  } satisfies AdminProductWrite);
}
