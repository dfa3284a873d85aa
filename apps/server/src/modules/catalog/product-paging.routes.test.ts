// GET /api/products paging: page sizes (10/20/50/100, else 20), page counts, the last partial
// page and pages past the end, over 25 products made here.
import { productListResponseSchema, type ProductListResponse } from '@canopy/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccessCode } from '../../../test/factories/access-codes';
import { createProducts } from '../../../test/factories/products';
import { setupTestApp } from '../../../test/helpers/test-app';

const t = setupTestApp();
let accessCode = '';
const PRODUCTS = 25;

async function listOk(query: Record<string, string>): Promise<ProductListResponse> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/products',
    query,
    headers: { 'x-access-code': accessCode },
  });
  expect(response.statusCode, response.body).toBe(200);
  return productListResponseSchema.parse(response.json());
}

beforeAll(async () => {
  accessCode = (await createAccessCode(t)).code;
  const start = Date.UTC(2025, 5, 1);
  await createProducts(
    t.db,
    Array.from({ length: PRODUCTS }, (_, index) => ({
      name: `Product ${String(index + 1).padStart(2, '0')}`,
      // Pairs share a price, so paging by price must break ties to stay stable.
      retailPriceCents: 1000 + Math.floor(index / 2) * 100,
      createdAt: new Date(start + index * 60_000),
    })),
  );
});

describe('GET /api/products page sizes', () => {
  it('answers 20 products by default', async () => {
    const body = await listOk({});
    expect(body.items).toHaveLength(20);
    expect(body).toMatchObject({ page: 1, pages: 2, total: PRODUCTS });
  });

  it('takes 10, 20, 50 and 100', async () => {
    for (const [size, items, pages] of [
      ['10', 10, 3],
      ['20', 20, 2],
      ['50', 25, 1],
      ['100', 25, 1],
    ] as const) {
      const body = await listOk({ size });
      expect(body.items, `size ${size}`).toHaveLength(items);
      expect(body.pages, `size ${size}`).toBe(pages);
    }
  });

  it('turns any other size into 20', async () => {
    for (const size of ['7', '0', '-10', '25', '1000', 'ten', '10.5']) {
      const body = await listOk({ size });
      expect(body.items, `size ${size}`).toHaveLength(20);
      expect(body.pages, `size ${size}`).toBe(2);
    }
  });
});

describe('GET /api/products pages', () => {
  it('ends with a partial page and answers an empty page past the end, with the total', async () => {
    const last = await listOk({ size: '10', page: '3' });
    expect(last.items.map((item) => item.name)).toEqual([
      'Product 05',
      'Product 04',
      'Product 03',
      'Product 02',
      'Product 01',
    ]);
    expect(last).toMatchObject({ page: 3, pages: 3, total: PRODUCTS });

    for (const page of ['4', '100000']) {
      const beyond = await listOk({ size: '10', page });
      expect(beyond).toMatchObject({ items: [], page: Number(page), pages: 3, total: PRODUCTS });
    }
  });

  it('walks every product exactly once, in every sort', async () => {
    for (const sortBy of ['created_at', 'name', 'price_low', 'price_high', 'relevance']) {
      const seen: number[] = [];
      for (const page of ['1', '2', '3']) {
        const body = await listOk({ sort_by: sortBy, size: '10', page });
        seen.push(...body.items.map((item) => item.id));
      }
      expect(new Set(seen).size, sortBy).toBe(PRODUCTS);
      expect(seen, sortBy).toHaveLength(PRODUCTS);
    }
  });

  it('counts no pages when nothing matches', async () => {
    const body = await listOk({ min_price: '500' });
    expect(body).toMatchObject({ items: [], page: 1, pages: 0, total: 0 });
  });

  it('rejects a page below 1 or not a whole number', async () => {
    for (const page of ['0', '-1', '1.5', 'two']) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/products',
        query: { page },
        headers: { 'x-access-code': accessCode },
      });
      expect(response.statusCode, `page ${page}`).toBe(422);
    }
  });
});
