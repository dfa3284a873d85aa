// The benchmark scenarios. Each names what it measures and the requests autocannon sends (every
// connection cycles through them); an optional setup runs once against the started server, and
// an optional verify checks the first request's answer before any load, so a scenario can never
// measure a stream of errors. `bare` is the reference every other scenario is compared with.
import { randomInt, randomUUID } from 'node:crypto';
import {
  ACCESS_CODE_HEADER,
  createOrderResponseSchema,
  effectivePrice,
  IDEMPOTENCY_KEY_HEADER,
  productListResponseSchema,
  type CreateOrderRequest,
  type StrainType,
} from '@canopy/contracts';
import type { AutocannonRequest } from 'autocannon';

export interface ScenarioContext {
  /** http://127.0.0.1:<port> */
  baseUrl: string;
  /** '/api' */
  apiPrefix: string;
  /** A storefront access code the server accepts (X-Access-Code). */
  accessCode: string;
  /** Products in the catalogue. */
  products: number;
  /** Products with stock enough for any checkout load (checkout-fixture.ts). */
  checkoutProductIds: readonly number[];
}

export interface Scenario {
  name: string;
  /** One line for the README, --list and the results file. */
  measures: string;
  setup?: (context: ScenarioContext) => Promise<void>;
  requests: (context: ScenarioContext) => AutocannonRequest[];
  /** Throws when the first request's answer (status 2xx, JSON body) is not what the scenario means to load. */
  verify?: (body: unknown, context: ScenarioContext) => void;
}

export const REFERENCE_SCENARIO = 'bare';

const bare: Scenario = {
  name: REFERENCE_SCENARIO,
  measures:
    'GET /api/health: no database, the same plugin stack (security headers, request ids, error handler, zod serializer); the ceiling for this server on this machine',
  requests: ({ apiPrefix }) => [{ method: 'GET', path: `${apiPrefix}/health` }],
};

/** The catalogue query a shopper sends after narrowing the list: two filters, a sort, page 5. */
const CATALOG_LIST_QUERY = {
  in_stock_only: 'true',
  strain_type: 'hybrid' satisfies StrainType,
  min_price: '10',
  max_price: '80',
  sort_by: 'price_low',
  page: '5',
  size: '20',
};

const catalogList: Scenario = {
  name: 'catalog-list',
  measures:
    'GET /api/products with in-stock, strain type and price filters, the price_low sort, page 5 of 20 and the facets, behind the access-code gate',
  requests: ({ apiPrefix, accessCode }) => [
    {
      method: 'GET',
      path: `${apiPrefix}/products?${new URLSearchParams(CATALOG_LIST_QUERY).toString()}`,
      headers: { [ACCESS_CODE_HEADER]: accessCode },
    },
  ],
  verify(body) {
    const answer = productListResponseSchema.parse(body);
    const size = Number(CATALOG_LIST_QUERY.size);
    if (answer.page !== 5 || answer.items.length !== size) {
      throw new Error(
        `expected a full page 5 (${size} items), got page ${answer.page} with ${answer.items.length} items of ${answer.total}`,
      );
    }
    let previous = -Infinity;
    for (const item of answer.items) {
      const price = effectivePrice(item);
      const matches =
        item.strain_type === CATALOG_LIST_QUERY.strain_type &&
        item.stock_quantity > 0 &&
        price >= Number(CATALOG_LIST_QUERY.min_price) &&
        price <= Number(CATALOG_LIST_QUERY.max_price) &&
        price >= previous;
      if (!matches) {
        throw new Error(`product ${item.id} does not match the filters or the price_low order`);
      }
      previous = price;
    }
    if (answer.facets.brands.length === 0) throw new Error('the answer has no brand facet');
  },
};

/** A buyer's order: two different products, one and two units, shipped to a US address. */
export function checkoutOrder(productIds: readonly number[]): CreateOrderRequest {
  const first = randomInt(productIds.length);
  const second = (first + 1 + randomInt(productIds.length - 1)) % productIds.length;
  return {
    customer_email: `buyer${String(randomInt(1_000_000))}@example.com`,
    customer_name: 'Bench Buyer',
    shipping_address: {
      line1: '1 Load Street',
      city: 'Portland',
      state: 'OR',
      postal_code: '97201',
      country: 'US',
    },
    items: [
      { product_id: productIds[first] ?? 0, quantity: 1 },
      { product_id: productIds[second] ?? 0, quantity: 2 },
    ],
  };
}

const checkout: Scenario = {
  name: 'checkout',
  measures:
    'POST /api/orders: every connection is a buyer placing a two-line order with a fresh Idempotency-Key (prices and totals recomputed, stock reserved for both lines in one transaction, the test payment provider)',
  requests: ({ apiPrefix, accessCode, checkoutProductIds }) => {
    const order = (): AutocannonRequest => ({
      method: 'POST',
      path: `${apiPrefix}/orders`,
      headers: {
        'content-type': 'application/json',
        [ACCESS_CODE_HEADER]: accessCode,
        [IDEMPOTENCY_KEY_HEADER]: randomUUID(),
      },
      body: JSON.stringify(checkoutOrder(checkoutProductIds)),
    });
    return [{ ...order(), setupRequest: order }];
  },
  verify(body) {
    const answer = createOrderResponseSchema.parse(body);
    if (answer.order.items.length !== 2 || answer.order.payment_status !== 'unpaid') {
      throw new Error(`expected an unpaid two-line order, got ${JSON.stringify(answer.order)}`);
    }
  },
};

/** Every scenario, the reference first. Later issues add theirs here. */
export const SCENARIOS: readonly Scenario[] = [bare, catalogList, checkout];

/**
 * The scenarios a run asks for, by exact name or name prefix ("catalog" → every catalog-*),
 * always led by the reference so that every run has its ratio.
 */
export function selectScenarios(
  all: readonly Scenario[],
  wanted: readonly string[],
): readonly Scenario[] {
  if (wanted.length === 0) return all;
  const unknown = wanted.filter((name) => !all.some((scenario) => scenario.name.startsWith(name)));
  if (unknown.length > 0) {
    const names = all.map((scenario) => scenario.name).join(', ');
    throw new Error(`unknown scenario ${unknown.join(', ')} (scenarios: ${names})`);
  }
  return all.filter(
    (scenario) =>
      scenario.name === REFERENCE_SCENARIO || wanted.some((name) => scenario.name.startsWith(name)),
  );
}
