import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Product, ProductListResponse } from '@canopy/contracts';
import { createOrderRequestSchema } from '@canopy/contracts';
import { checkoutOrder, REFERENCE_SCENARIO, SCENARIOS, selectScenarios } from './scenarios';

const names = (wanted: string[]) => selectScenarios(SCENARIOS, wanted).map(({ name }) => name);

describe('selectScenarios', () => {
  it('runs everything by default and always leads with the reference', () => {
    assert.equal(SCENARIOS[0]?.name, REFERENCE_SCENARIO);
    assert.deepEqual(
      names([]),
      SCENARIOS.map(({ name }) => name),
    );
    assert.deepEqual(names(['catalog']), ['bare', 'catalog-list']);
    assert.deepEqual(names(['catalog-list']), ['bare', 'catalog-list']);
    assert.deepEqual(names(['bare']), ['bare']);
  });

  it('names an unknown scenario', () => {
    assert.throws(() => names(['refunds']), /unknown scenario refunds/);
  });
});

describe('catalog-list', () => {
  const scenario = SCENARIOS.find(({ name }) => name === 'catalog-list');
  const context = {
    baseUrl: 'http://127.0.0.1:1',
    apiPrefix: '/api',
    accessCode: 'ABC234',
    products: 20_000,
    checkoutProductIds: [],
  };

  const product = (id: number, price: number, overrides: Partial<Product> = {}): Product => ({
    id,
    name: `Product ${id}`,
    sku: `SKU-${id}`,
    brand: 'Cedar Farms',
    description: '',
    retail_price: price,
    sale_price: null,
    stock_quantity: 12,
    primary_image_url: null,
    strain_type: 'hybrid',
    volume: '3.5g',
    thc_percent: 20,
    cbd_percent: 0.1,
    category_id: 1,
    category: { id: 1, name: 'Flower' },
    created_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  });
  const answer = (items: Product[]): ProductListResponse => ({
    items,
    page: 5,
    pages: 40,
    total: 800,
    facets: {
      brands: [{ value: 'Cedar Farms', count: 800 }],
      volumes: [{ value: '3.5g', count: 800 }],
      strain_types: [{ value: 'hybrid', count: 800 }],
      price: { min: 10, max: 80 },
    },
  });
  const page = (overrides: Partial<Product> = {}) =>
    answer(Array.from({ length: 20 }, (_, index) => product(index + 1, 20 + index, overrides)));

  it('sends the two filters, the sort and page 5 with the access code', () => {
    const [request] = scenario?.requests(context) ?? [];
    const url = new URL(request?.path ?? '', context.baseUrl);
    assert.equal(url.pathname, '/api/products');
    assert.equal(url.searchParams.get('strain_type'), 'hybrid');
    assert.equal(url.searchParams.get('sort_by'), 'price_low');
    assert.equal(url.searchParams.get('page'), '5');
    assert.deepEqual(request?.headers, { 'x-access-code': 'ABC234' });
  });

  it('accepts a full, filtered, price-ordered page 5', () => {
    assert.doesNotThrow(() => scenario?.verify?.(page(), context));
  });

  it('rejects a short page, another strain type, a sold-out product or a wrong order', () => {
    assert.throws(() => scenario?.verify?.(answer([product(1, 20)]), context), /full page 5/);
    assert.throws(() => scenario?.verify?.(page({ strain_type: 'indica' }), context));
    assert.throws(() => scenario?.verify?.(page({ stock_quantity: 0 }), context));
    const descending = page();
    descending.items.reverse();
    assert.throws(() => scenario?.verify?.(descending, context), /price_low/);
    assert.throws(() => scenario?.verify?.({ items: [] }, context));
  });
});

describe('checkout', () => {
  it('places valid two-line orders of two different products, each with its own key', () => {
    const ids = [11, 12, 13];
    for (let run = 0; run < 50; run += 1) {
      const order = createOrderRequestSchema.parse(checkoutOrder(ids));
      const [first, second] = order.items;
      assert.ok(first && second);
      assert.notEqual(first.product_id, second.product_id);
      assert.ok(ids.includes(first.product_id) && ids.includes(second.product_id));
    }
    const scenario = SCENARIOS.find(({ name }) => name === 'checkout');
    const [request] =
      scenario?.requests({
        baseUrl: 'http://127.0.0.1:1',
        apiPrefix: '/api',
        accessCode: 'ABC234',
        products: 0,
        checkoutProductIds: ids,
      }) ?? [];
    assert.ok(request?.setupRequest);
    const keys = new Set(
      [request, request.setupRequest(request), request.setupRequest(request)].map(
        (sent) => sent.headers?.['idempotency-key'],
      ),
    );
    assert.equal(keys.size, 3, 'every order has its own Idempotency-Key');
  });
});
