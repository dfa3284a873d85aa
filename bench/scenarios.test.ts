import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Product, ProductListResponse } from '@canopy/contracts';
import { createOrderRequestSchema } from '@canopy/contracts';
import type { AutocannonRequest } from 'autocannon';
import {
  checkoutOrder,
  lastDays,
  REFERENCE_SCENARIO,
  SCENARIOS,
  SEARCH_TERMS,
  selectScenarios,
  shopperAddress,
  type HttpLoad,
  type ScenarioContext,
} from './scenarios';

const names = (wanted: string[]) => selectScenarios(SCENARIOS, wanted).map(({ name }) => name);

describe('selectScenarios', () => {
  it('runs everything by default and always leads with the reference', () => {
    assert.equal(SCENARIOS[0]?.name, REFERENCE_SCENARIO);
    assert.deepEqual(
      names([]),
      SCENARIOS.map(({ name }) => name),
    );
    assert.deepEqual(names(['catalog']), ['bare', 'catalog-list', 'catalog-distinct']);
    assert.deepEqual(names(['catalog-list']), ['bare', 'catalog-list']);
    assert.deepEqual(names(['bare']), ['bare']);
  });

  it('names an unknown scenario', () => {
    assert.throws(() => names(['refunds']), /unknown scenario refunds/);
  });
});

const context: ScenarioContext = {
  baseUrl: 'http://127.0.0.1:1',
  apiPrefix: '/api',
  accessCode: 'ABC234',
  shopperToken: 'verified-token',
  admin: { username: 'admin', password: 'secret-password' },
  products: 20_000,
  productIds: [5, 9, 14],
  categoryIds: [1, 2],
  brands: ['Cedar Farms'],
  checkoutProductIds: [11, 12, 13],
  wsClients: 10,
  // No checkout shoppers to verify: the scenarios prepare here without a server.
  checkoutShoppers: 0,
};

/** The HTTP load of a scenario that prepares without the server. */
async function httpLoad(name: string): Promise<HttpLoad> {
  const scenario = SCENARIOS.find((candidate) => candidate.name === name);
  assert.ok(scenario, name);
  const load = await scenario.prepare(context);
  assert.equal(load.kind, 'http');
  return load;
}

/** The paths (or bodies) of the first sends of a streamed request, as autocannon would build them. */
function sends(request: AutocannonRequest, count: number): AutocannonRequest[] {
  const built = [request];
  while (built.length < count) built.push(request.setupRequest?.(request) ?? request);
  return built;
}

describe('catalog-list', () => {
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
    images: [],
    strain_type: 'hybrid',
    volume: '3.5g',
    thc_percent: 20,
    cbd_percent: 0.1,
    minimum_age: null,
    limit_class: null,
    net_weight_g: null,
    thc_mg: null,
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

  it('sends the two filters, the sort and page 5 with the access code and verified token', async () => {
    const [request] = (await httpLoad('catalog-list')).requests;
    const url = new URL(request?.path ?? '', context.baseUrl);
    assert.equal(url.pathname, '/api/products');
    assert.equal(url.searchParams.get('strain_type'), 'hybrid');
    assert.equal(url.searchParams.get('sort_by'), 'price_low');
    assert.equal(url.searchParams.get('page'), '5');
    assert.deepEqual(request?.headers, {
      'x-access-code': 'ABC234',
      authorization: 'Bearer verified-token',
    });
  });

  it('accepts a full, filtered, price-ordered page 5', async () => {
    const { verify } = await httpLoad('catalog-list');
    assert.doesNotThrow(() => verify?.(page()));
  });

  it('rejects a short page, another strain type, a sold-out product or a wrong order', async () => {
    const { verify } = await httpLoad('catalog-list');
    assert.throws(() => verify?.(answer([product(1, 20)])), /full page 5/);
    assert.throws(() => verify?.(page({ strain_type: 'indica' })));
    assert.throws(() => verify?.(page({ stock_quantity: 0 })));
    const descending = page();
    descending.items.reverse();
    assert.throws(() => verify?.(descending), /price_low/);
    assert.throws(() => verify?.({ items: [] }));
  });
});

describe('checkout', () => {
  it('places valid two-line orders of two different products, each with its own key', async () => {
    const ids = [11, 12, 13];
    for (let run = 0; run < 50; run += 1) {
      const order = createOrderRequestSchema.parse(checkoutOrder(ids));
      const [first, second] = order.items;
      assert.ok(first && second);
      assert.notEqual(first.product_id, second.product_id);
      assert.ok(ids.includes(first.product_id) && ids.includes(second.product_id));
    }
    const [request] = (await httpLoad('checkout')).requests;
    assert.ok(request?.setupRequest);
    const keys = new Set(sends(request, 3).map((sent) => sent.headers?.['idempotency-key']));
    assert.equal(keys.size, 3, 'every order has its own Idempotency-Key');
  });
});

describe('streamed scenarios', () => {
  it('product-detail walks the sampled ids, one per send', async () => {
    const [request] = (await httpLoad('product-detail')).requests;
    assert.ok(request);
    assert.deepEqual(
      sends(request, 4).map((sent) => sent.path),
      ['/api/products/5', '/api/products/9', '/api/products/14', '/api/products/5'],
    );
  });

  it('validate-access-code sends every request from another address, one in ten with a wrong code', async () => {
    const [request] = (await httpLoad('validate-access-code')).requests;
    assert.ok(request);
    const sent = sends(request, 20);
    const addresses = new Set(sent.map((each) => each.headers?.['x-forwarded-for']));
    assert.equal(addresses.size, 20);
    const codes = sent.map((each) => (JSON.parse(each.body ?? '{}') as { code: string }).code);
    assert.equal(codes.filter((code) => code === 'ABC234').length, 18);
  });

  it('shopperAddress gives distinct private addresses', () => {
    assert.equal(shopperAddress(0), '10.0.0.0');
    assert.equal(shopperAddress(258), '10.0.1.2');
    assert.equal(shopperAddress(16_777_215), '10.255.255.255');
  });

  it('search cycles its terms ranked by relevance', async () => {
    const { requests } = await httpLoad('search');
    assert.equal(requests.length, SEARCH_TERMS.length);
    for (const request of requests) {
      const url = new URL(request.path ?? '', context.baseUrl);
      assert.equal(url.searchParams.get('sort_by'), 'relevance');
      assert.ok(SEARCH_TERMS.includes(url.searchParams.get('search') ?? ''));
    }
  });
});

describe('lastDays', () => {
  it('ends today and spans the days asked for, both ends included', () => {
    assert.deepEqual(lastDays(30, new Date('2026-03-01T23:59:00Z')), {
      start_date: '2026-01-31',
      end_date: '2026-03-01',
    });
  });
});
