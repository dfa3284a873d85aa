// The benchmark scenarios. Each names what it measures and prepares its load once against the
// started server (signing in, picking ids): an HTTP load autocannon sends (every connection cycles
// through the requests; a request's setupRequest makes each send different) with a verify of the
// first answer, so a scenario can never measure a stream of errors — or its own runner (the
// websocket fan-out). `bare` is the reference every other scenario is compared with. The server
// runs in the shop's default mode, which asks a date of birth after the access code: every
// storefront call carries a customer token that passed that step (docs/product.md#age-verification),
// and every buyer is a shopper of its own (a session may hold only a few unpaid orders).
import { randomInt, randomUUID } from 'node:crypto';
import {
  ACCESS_CODE_HEADER,
  adminLoginResponseSchema,
  ageVerificationResponseSchema,
  analyticsSchema,
  complianceLimitsResponseSchema,
  createOrderResponseSchema,
  dashboardSchema,
  effectivePrice,
  IDEMPOTENCY_KEY_HEADER,
  productListResponseSchema,
  productSchema,
  productSuggestionsResponseSchema,
  validateAccessCodeResponseSchema,
  type CreateOrderRequest,
  type StrainType,
} from '@canopy/contracts';
import type { AutocannonRequest } from 'autocannon';
import { checkListAnswer, distinctCatalogQuery, type CatalogQuery } from './catalog-queries';
import { searchTermSpace, suggestionPrefixSpace, termAt } from './search-terms';
import type { LoadFigures } from './load-runner';
import { jsonRequest, type ServerAddress } from './json-request';
import { openPickupSlots } from './pickup-slots';
import { runFanout } from './websocket-fanout';

export interface ScenarioContext {
  /** http://127.0.0.1:<port> */
  baseUrl: string;
  /** '/api' */
  apiPrefix: string;
  /** A storefront access code the server accepts (X-Access-Code). */
  accessCode: string;
  /** A customer token of that code that passed the age step (verifiedShopperToken). */
  shopperToken: string;
  /** The admin the server creates at start-up (ADMIN_USERNAME, ADMIN_PASSWORD). */
  admin: { username: string; password: string };
  /** Products in the catalogue. */
  products: number;
  /** Active catalogue products, a sample spread over the whole catalogue. */
  productIds: readonly number[];
  categoryIds: readonly number[];
  /** The catalogue's biggest brands. */
  brands: readonly string[];
  /** Products with stock enough for any checkout load (checkout-fixture.ts). */
  checkoutProductIds: readonly number[];
  /** Websocket clients the fan-out connects. */
  wsClients: number;
  /** Verified shoppers the checkout scenario buys as (each may hold a few unpaid orders). */
  checkoutShoppers: number;
}

/** Load autocannon applies: `requests` cycled by every connection, `verify` on the first answer. */
export interface HttpLoad {
  kind: 'http';
  requests: AutocannonRequest[];
  /** Throws when the first request's answer (status 2xx, JSON body) is not what the scenario means to load. */
  verify?: (body: unknown) => void;
  /** Runs before each stretch of the load (warm-up, measurement, each round): sets what it needs. */
  begin?: () => Promise<void>;
  /** Runs after each stretch of the load: puts back what begin changed on the server. */
  finish?: () => Promise<void>;
}

export interface CustomRunSpec {
  durationSeconds: number;
  warmupSeconds: number;
  signal: AbortSignal;
}

/** A scenario that is not a stream of HTTP requests measures itself. */
export interface CustomLoad {
  kind: 'custom';
  run: (spec: CustomRunSpec) => Promise<{ load: LoadFigures; details: Record<string, unknown> }>;
}

export type ScenarioLoad = HttpLoad | CustomLoad;

export interface Scenario {
  name: string;
  /** One line for the README, --list and the results file. */
  measures: string;
  /** Runs once against the started server, before any load; answers the load to apply. */
  prepare: (context: ScenarioContext) => ScenarioLoad | Promise<ScenarioLoad>;
  /**
   * Scenarios of one group are compared with each other and measured interleaved, in rounds
   * (interleave.ts); they must be HTTP loads and stand next to each other in SCENARIOS.
   */
  group?: string;
}

export const REFERENCE_SCENARIO = 'bare';

/** X-Forwarded-For of the index-th simulated shopper (the server runs with TRUST_PROXY=true). */
export function shopperAddress(index: number): string {
  const n = index % 16_777_216;
  return `10.${String(n >> 16)}.${String((n >> 8) & 255)}.${String(n & 255)}`;
}

/** A request whose path (and headers) change on every send, from a counter shared by all connections. */
function streamRequest(
  build: (index: number) => Pick<AutocannonRequest, 'path' | 'headers' | 'body'>,
  base: AutocannonRequest,
): AutocannonRequest {
  let next = 0;
  const first = { ...base, ...build(next) };
  return {
    ...first,
    setupRequest: (request) => {
      next += 1;
      return { ...request, ...build(next) };
    },
  };
}

/** Signs in through /admin/login; answers the Authorization header for admin requests. */
export async function adminAuthorization(
  context: ScenarioContext,
): Promise<Record<string, string>> {
  const answer = adminLoginResponseSchema.parse(
    await jsonRequest(context, '/admin/login', {
      method: 'POST',
      body: { username: context.admin.username, password: context.admin.password },
    }),
  );
  return { authorization: `Bearer ${answer.access_token}` };
}

/** The date of birth every bench shopper gives: well over any minimum age the shop may set. */
export const BENCH_DATE_OF_BIRTH = '1985-04-12';

/**
 * A shopper who entered the code (from its own X-Forwarded-For, so the 10-a-minute limit per
 * client never answers 429) and passed the age step: its verified customer token.
 */
export async function verifiedShopperToken(
  context: ServerAddress & Pick<ScenarioContext, 'accessCode'>,
  shopper: number,
): Promise<string> {
  const client = { 'x-forwarded-for': shopperAddress(shopper) };
  const validated = validateAccessCodeResponseSchema.parse(
    await jsonRequest(context, '/validate-access-code', {
      method: 'POST',
      headers: client,
      body: { code: context.accessCode },
    }),
  );
  if (!validated.valid) throw new Error('the bench access code was refused');
  const verified = ageVerificationResponseSchema.parse(
    await jsonRequest(context, '/age-verification', {
      method: 'POST',
      headers: {
        ...client,
        [ACCESS_CODE_HEADER]: context.accessCode,
        authorization: `Bearer ${validated.token}`,
      },
      body: { date_of_birth: BENCH_DATE_OF_BIRTH },
    }),
  );
  return verified.token;
}

/** `count` verified shoppers numbered from `first`, a few at a time. */
async function verifiedShopperTokens(
  context: ScenarioContext,
  first: number,
  count: number,
): Promise<string[]> {
  const tokens: string[] = [];
  for (let start = 0; start < count; start += MINTED_AT_ONCE) {
    const batch = Array.from({ length: Math.min(MINTED_AT_ONCE, count - start) }, (_, i) =>
      verifiedShopperToken(context, first + start + i),
    );
    tokens.push(...(await Promise.all(batch)));
  }
  return tokens;
}

const MINTED_AT_ONCE = 20;
// Shopper numbers (X-Forwarded-For) of the shoppers the scenarios prepare, apart from the
// validate-access-code scenario's stream, which counts up from 0.
const CHECKOUT_SHOPPERS_FROM = 15_000_000;
const CHECKOUT_LIMITS_SHOPPERS_FROM = 14_000_000;
const FANOUT_BUYERS_FROM = 16_000_000;
const CHECKOUT_PICKUP_SHOPPERS_FROM = 16_500_000;

/** The headers of a storefront call: the access code and the verified shopper's token. */
function storefrontHeaders(context: ScenarioContext): Record<string, string> {
  return {
    [ACCESS_CODE_HEADER]: context.accessCode,
    authorization: `Bearer ${context.shopperToken}`,
  };
}

const bare: Scenario = {
  name: REFERENCE_SCENARIO,
  measures:
    'GET /api/health: no database, the same plugin stack (security headers, request ids, error handler, zod serializer); the ceiling for this server on this machine',
  prepare: ({ apiPrefix }) => ({
    kind: 'http',
    requests: [{ method: 'GET', path: `${apiPrefix}/health` }],
  }),
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
    'GET /api/products with in-stock, strain type and price filters, the price_low sort, page 5 of 20 and the facets, behind the access-code gate: one repeated query',
  prepare: (context) => ({
    kind: 'http',
    requests: [
      {
        method: 'GET',
        path: `${context.apiPrefix}/products?${new URLSearchParams(CATALOG_LIST_QUERY).toString()}`,
        headers: storefrontHeaders(context),
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
  }),
};

/** Distinct queries the catalog-distinct scenario checks before its load. */
const DISTINCT_CHECKED = 25;

const catalogDistinct: Scenario = {
  name: 'catalog-distinct',
  measures:
    'GET /api/products through a stream of distinct filter, sort and page combinations (category, strain type, brand, price band, in-stock, 4 sorts, pages 1–5 of 20: tens of thousands, none repeated before all are sent) with the facets',
  async prepare(context) {
    const { apiPrefix, categoryIds, brands } = context;
    const query = (index: number) => distinctCatalogQuery(index, { categoryIds, brands });
    const path = (index: number) =>
      `${apiPrefix}/products?${new URLSearchParams(query(index)).toString()}`;
    const headers = storefrontHeaders(context);
    // The load starts the stream from its beginning; check a stretch of it first.
    let withItems = 0;
    for (let index = 0; index < DISTINCT_CHECKED; index += 1) {
      const answer = productListResponseSchema.parse(
        await jsonRequest(context, path(index).slice(apiPrefix.length), { headers }),
      );
      checkListAnswer(query(index) satisfies CatalogQuery, answer);
      if (answer.items.length > 0) withItems += 1;
    }
    // Narrow combinations find nothing on a small catalogue; a stream of nothing but empty pages would measure little.
    if (withItems === 0) {
      throw new Error(`none of the first ${DISTINCT_CHECKED} distinct queries finds a product`);
    }
    return {
      kind: 'http',
      requests: [streamRequest((index) => ({ path: path(index) }), { method: 'GET', headers })],
      verify: (body) => checkListAnswer(query(0), productListResponseSchema.parse(body)),
    };
  },
};

/** Search terms a shopper types: names, a brand, a strain word and a misspelling. */
export const SEARCH_TERMS = ['blue dream', 'gummies', 'og kush', 'blu drem', 'cartridge', 'lemon'];

const search: Scenario = {
  name: 'search',
  measures: `GET /api/products?search=… ranked by relevance (sort_by=relevance, page 1 of 20, with the facets), cycling ${SEARCH_TERMS.length} terms including a misspelling`,
  prepare: (context) => ({
    kind: 'http',
    requests: SEARCH_TERMS.map((term) => ({
      method: 'GET',
      path: `${context.apiPrefix}/products?${new URLSearchParams({ search: term, sort_by: 'relevance', in_stock_only: 'false', page: '1', size: '20' }).toString()}`,
      headers: storefrontHeaders(context),
    })),
    verify(body) {
      const answer = productListResponseSchema.parse(body);
      const first = answer.items[0];
      if (!first) throw new Error(`"${SEARCH_TERMS[0] ?? ''}" found nothing`);
      if (!/blue dream/i.test(first.name)) {
        throw new Error(`"${SEARCH_TERMS[0] ?? ''}" ranks ${first.name} first`);
      }
    },
  }),
};

/** Search terms the search-distinct scenario checks before its load. */
const SEARCH_CHECKED = 25;

const searchDistinct: Scenario = {
  name: 'search-distinct',
  measures: `GET /api/products?search=… ranked by relevance (in stock, page 1 of 20, with the facets) through a stream of ${searchTermSpace().length.toLocaleString('en-US')} distinct terms made from the catalogue's words (whole, cut short, misspelt, alone and in pairs), none repeated before all are sent`,
  async prepare(context) {
    const { apiPrefix } = context;
    const space = searchTermSpace();
    const path = (index: number) =>
      `${apiPrefix}/products?${new URLSearchParams({ search: termAt(space, index), sort_by: 'relevance', in_stock_only: 'true', page: '1', size: '20' }).toString()}`;
    const headers = storefrontHeaders(context);
    let withItems = 0;
    for (let index = 0; index < SEARCH_CHECKED; index += 1) {
      const answer = productListResponseSchema.parse(
        await jsonRequest(context, path(index).slice(apiPrefix.length), { headers }),
      );
      if (answer.items.length > 0) withItems += 1;
    }
    // Most terms are the catalogue's own words: a stream that finds nothing measures little.
    if (withItems < SEARCH_CHECKED / 3) {
      throw new Error(
        `only ${withItems} of the first ${SEARCH_CHECKED} search terms find products`,
      );
    }
    return {
      kind: 'http',
      requests: [streamRequest((index) => ({ path: path(index) }), { method: 'GET', headers })],
      verify: (body) => productListResponseSchema.parse(body),
    };
  },
};

const searchSuggestions: Scenario = {
  name: 'search-suggestions',
  measures: `GET /api/products/suggestions?q=… through a stream of ${suggestionPrefixSpace().length.toLocaleString('en-US')} distinct prefixes of the catalogue's names, brands and categories (and misspelt words), none repeated before all are sent`,
  prepare: (context) => {
    const { apiPrefix } = context;
    const space = suggestionPrefixSpace();
    const path = (index: number) =>
      `${apiPrefix}/products/suggestions?${new URLSearchParams({ q: termAt(space, index) }).toString()}`;
    return {
      kind: 'http',
      requests: [
        streamRequest((index) => ({ path: path(index) }), {
          method: 'GET',
          headers: storefrontHeaders(context),
        }),
      ],
      verify: (body) => productSuggestionsResponseSchema.parse(body),
    };
  },
};

const productDetail: Scenario = {
  name: 'product-detail',
  measures:
    'GET /api/products/{id} over a sample of active products spread across the whole catalogue (each connection takes the next id)',
  prepare: (context) => {
    const { apiPrefix, productIds } = context;
    if (productIds.length === 0) throw new Error('no active products to ask for');
    const idAt = (index: number) => productIds[index % productIds.length] ?? 0;
    return {
      kind: 'http',
      requests: [
        streamRequest((index) => ({ path: `${apiPrefix}/products/${String(idAt(index))}` }), {
          method: 'GET',
          headers: storefrontHeaders(context),
        }),
      ],
      verify(body) {
        const product = productSchema.parse(body);
        if (product.id !== idAt(0)) throw new Error(`asked for ${idAt(0)}, got ${product.id}`);
      },
    };
  },
};

/** One validation in this many sends a mistyped code (answered 200 {valid:false}). */
const WRONG_CODE_EVERY = 10;

const validateAccessCode: Scenario = {
  name: 'validate-access-code',
  measures: `POST /api/validate-access-code: the code looked up, its use counted and the event recorded, a customer token signed; one in ${WRONG_CODE_EVERY} mistyped. Each request comes from its own X-Forwarded-For (TRUST_PROXY=true), as many shoppers do, so the 10-per-minute limit per client never answers 429`,
  prepare: ({ apiPrefix, accessCode }) => {
    const wrongCode = accessCode === 'ZZZZZZ' ? 'YYYYYY' : 'ZZZZZZ';
    return {
      kind: 'http',
      requests: [
        streamRequest(
          (index) => ({
            headers: {
              'content-type': 'application/json',
              'x-forwarded-for': shopperAddress(index),
            },
            body: JSON.stringify({
              code: index % WRONG_CODE_EVERY === WRONG_CODE_EVERY - 1 ? wrongCode : accessCode,
            }),
          }),
          { method: 'POST', path: `${apiPrefix}/validate-access-code` },
        ),
      ],
      verify(body) {
        const answer = validateAccessCodeResponseSchema.parse(body);
        if (!answer.valid) throw new Error('the bench access code was refused');
      },
    };
  },
};

/** The shop's default max_unpaid_orders_per_session: each checkout shopper places this many. */
export const UNPAID_ORDERS_PER_SHOPPER = 3;

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
    // The checkout repeats the date of birth its shopper's age step verified.
    date_of_birth: BENCH_DATE_OF_BIRTH,
  };
}

/**
 * Places orders as verified shoppers numbered from `shoppersFrom` (see checkout, checkout-limits,
 * checkout-pickup): each a buyer of its own (up to 3 orders, then the next one) with a fresh
 * Idempotency-Key; `body` makes each order's body, shipped by default.
 */
async function checkoutLoad(
  context: ScenarioContext,
  shoppersFrom: number,
  body: () => CreateOrderRequest = () => checkoutOrder(context.checkoutProductIds),
): Promise<HttpLoad> {
  const { apiPrefix, accessCode } = context;
  // One shopper session may hold only a few unpaid orders (max_unpaid_orders_per_session, 3):
  // each verified shopper places that many, then the next one buys.
  const shoppers = await verifiedShopperTokens(context, shoppersFrom, context.checkoutShoppers);
  let orders = 0;
  const order = (): AutocannonRequest => {
    const shopper = Math.floor(orders / UNPAID_ORDERS_PER_SHOPPER) % Math.max(shoppers.length, 1);
    orders += 1;
    return {
      method: 'POST',
      path: `${apiPrefix}/orders`,
      headers: {
        'content-type': 'application/json',
        [ACCESS_CODE_HEADER]: accessCode,
        authorization: `Bearer ${shoppers[shopper] ?? ''}`,
        [IDEMPOTENCY_KEY_HEADER]: randomUUID(),
        'x-forwarded-for': shopperAddress(shoppersFrom + shopper),
      },
      body: JSON.stringify(body()),
    };
  };
  return {
    kind: 'http',
    requests: [{ ...order(), setupRequest: order }],
    verify(answerBody) {
      const { order: placed } = createOrderResponseSchema.parse(answerBody);
      const method = body().fulfilment?.method ?? 'shipping';
      if (
        placed.items.length !== 2 ||
        placed.payment_status !== 'unpaid' ||
        placed.fulfilment.method !== method
      ) {
        throw new Error(
          `expected an unpaid two-line ${method} order, got ${JSON.stringify(placed)}`,
        );
      }
    },
  };
}

/** The checkout variants, measured interleaved so that each meets the same orders table. */
const CHECKOUT_GROUP = 'checkout';

const checkout: Scenario = {
  name: 'checkout',
  group: CHECKOUT_GROUP,
  measures:
    'POST /api/orders: every request is a buyer (a verified shopper of its own, up to 3 orders each) placing a two-line order with a fresh Idempotency-Key (prices and totals recomputed, stock reserved for both lines in one transaction, the test payment provider); after the run, stock + units sold = starting stock for every product',
  prepare: (context) => checkoutLoad(context, CHECKOUT_SHOPPERS_FROM),
};

/** The purchase-limit pack the checkout-limits scenario measures under. */
export const BENCH_LIMIT_PACK = 'us-ca-adult';

async function chooseLimitPack(
  context: ScenarioContext,
  headers: Record<string, string>,
  pack: string,
): Promise<void> {
  const answer = complianceLimitsResponseSchema.parse(
    await jsonRequest(context, '/admin/compliance/limits', {
      method: 'PUT',
      headers,
      body: { pack },
    }),
  );
  if (answer.active.key !== pack) throw new Error(`the pack ${pack} was not chosen`);
}

const checkoutLimits: Scenario = {
  name: 'checkout-limits',
  group: CHECKOUT_GROUP,
  measures: `The checkout scenario with the ${BENCH_LIMIT_PACK} purchase-limit pack active (chosen through PUT /api/admin/compliance/limits before each stretch of its load, back to none after it): each order also takes its customer's lock, reads their orders of the store day and evaluates the limits (the checkout products carry limit facts; no order is over)`,
  async prepare(context) {
    const headers = await adminAuthorization(context);
    const load = await checkoutLoad(context, CHECKOUT_LIMITS_SHOPPERS_FROM);
    return {
      ...load,
      begin: () => chooseLimitPack(context, headers, BENCH_LIMIT_PACK),
      finish: () => chooseLimitPack(context, headers, 'none'),
    };
  },
};

/** A buyer's pickup order: the checkout order without an address, in the given slot. */
export function pickupOrder(productIds: readonly number[], slotStart: string): CreateOrderRequest {
  const { shipping_address: _address, ...order } = checkoutOrder(productIds);
  return { ...order, fulfilment: { method: 'pickup', slot_start: slotStart } };
}

const checkoutPickup: Scenario = {
  name: 'checkout-pickup',
  group: CHECKOUT_GROUP,
  measures:
    "POST /api/orders for pickup: the checkout scenario's buyers and orders, each booked into a pickup slot of the next days in turn (slots of 1,000 places, so capacity never refuses one): the slot checked against the opening hours in the store's time zone and its place taken in the order's transaction; after the run, no slot holds more orders than places and each slot's places taken = its orders not cancelled",
  async prepare(context) {
    const starts = await openPickupSlots(
      context,
      await adminAuthorization(context),
      storefrontHeaders(context),
      context.checkoutShoppers * UNPAID_ORDERS_PER_SHOPPER,
    );
    let next = 0;
    return checkoutLoad(context, CHECKOUT_PICKUP_SHOPPERS_FROM, () => {
      next += 1;
      return pickupOrder(context.checkoutProductIds, starts[next % starts.length] ?? '');
    });
  },
};

const adminDashboard: Scenario = {
  name: 'admin-dashboard',
  measures:
    'GET /api/admin/dashboard with an admin token (signed in through /api/admin/login): revenue and paid orders over every order, active products, the newest orders, the lowest stock',
  async prepare(context) {
    const headers = await adminAuthorization(context);
    return {
      kind: 'http',
      requests: [{ method: 'GET', path: `${context.apiPrefix}/admin/dashboard`, headers }],
      verify(body) {
        const answer = dashboardSchema.parse(body);
        if (answer.recentOrders.length === 0 || answer.totalOrders === 0) {
          throw new Error('the dashboard shows no orders');
        }
      },
    };
  },
};

/** The last `days` UTC days up to today, as the analytics query takes them. */
export function lastDays(days: number, now = new Date()): { start_date: string; end_date: string } {
  const day = (offset: number) =>
    new Date(now.getTime() - offset * 86_400_000).toISOString().slice(0, 10);
  return { start_date: day(days - 1), end_date: day(0) };
}

const ANALYTICS_DAYS = 30;

const analytics30d: Scenario = {
  name: 'analytics-30d',
  measures: `GET /api/admin/analytics for the last ${ANALYTICS_DAYS} days with an admin token: revenue by day, orders by status, top products, top referral codes and the access-code funnel`,
  async prepare(context) {
    const headers = await adminAuthorization(context);
    const range = lastDays(ANALYTICS_DAYS);
    return {
      kind: 'http',
      requests: [
        {
          method: 'GET',
          path: `${context.apiPrefix}/admin/analytics?${new URLSearchParams(range).toString()}`,
          headers,
        },
      ],
      verify(body) {
        const answer = analyticsSchema.parse(body);
        if (answer.daily.length !== ANALYTICS_DAYS) {
          throw new Error(`expected ${ANALYTICS_DAYS} days, got ${answer.daily.length}`);
        }
        if (answer.totals.orders === 0 || answer.top_products.length === 0) {
          throw new Error('no paid orders in the last 30 days');
        }
      },
    };
  },
};

/** Committed stock changes the fan-out times (after a few unmeasured ones). */
export const FANOUT_CHANGES = 50;
const FANOUT_WARMUP_CHANGES = 5;

const websocketFanout: Scenario = {
  name: 'ws-fanout',
  measures: `Websocket fan-out: N clients (--ws-clients, default 1,000) on /ws with a customer token; ${FANOUT_CHANGES} one-unit orders placed one after another, each timed from just before POST /api/orders to the last client receiving its stock_update (p50/p99/max of those; req/s = frames delivered per second; errors = deliveries missed within 5 s)`,
  async prepare(context) {
    // Each change is another buyer's: one shopper may hold only a few unpaid orders.
    const buyerTokens = await verifiedShopperTokens(
      context,
      FANOUT_BUYERS_FROM,
      FANOUT_WARMUP_CHANGES + FANOUT_CHANGES,
    );
    return {
      kind: 'custom',
      run: ({ durationSeconds, signal }) =>
        runFanout({
          baseUrl: context.baseUrl,
          apiPrefix: context.apiPrefix,
          token: context.shopperToken,
          buyerTokens,
          buyerDateOfBirth: BENCH_DATE_OF_BIRTH,
          accessCode: context.accessCode,
          clients: context.wsClients,
          changes: FANOUT_CHANGES,
          warmupChanges: FANOUT_WARMUP_CHANGES,
          productIds: context.checkoutProductIds,
          // Bounded like every scenario: a slow server gets fewer changes, never a longer run.
          timeLimitMs: Math.max(durationSeconds, 20) * 1000,
          signal,
        }),
    };
  },
};

/** Every scenario, the reference first. Later issues add theirs here. */
export const SCENARIOS: readonly Scenario[] = [
  bare,
  catalogList,
  catalogDistinct,
  search,
  searchDistinct,
  searchSuggestions,
  productDetail,
  validateAccessCode,
  checkout,
  checkoutLimits,
  checkoutPickup,
  adminDashboard,
  analytics30d,
  websocketFanout,
];

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
