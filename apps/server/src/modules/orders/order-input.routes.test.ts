// Bad checkout input, table-driven: every case is a 4xx with a detail, never a 5xx, and leaves
// no order and no stock change behind.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  countOrders,
  createShopper,
  orderRequest,
  postOrder,
  stockOf,
  type Shopper,
} from '../../../test/factories/orders';
import { createProduct, type TestProduct } from '../../../test/factories/products';
import { setupTestApp } from '../../../test/helpers/test-app';

const t = setupTestApp();

let shopper: Shopper;
let blueDream: TestProduct;
let ogKush: TestProduct;
let retired: TestProduct;

beforeAll(async () => {
  shopper = await createShopper(t);
  blueDream = await createProduct(t.db, { name: 'Blue Dream', stockQuantity: 2 });
  ogKush = await createProduct(t.db, { name: 'OG Kush', stockQuantity: 0 });
  retired = await createProduct(t.db, { name: 'Retired', isActive: false });
});

type Loc = Array<string | number>;

interface Case {
  name: string;
  body: () => unknown;
  key?: string | null;
  status: number;
  /** The first issue's location (422) or the exact detail (409). */
  loc?: Loc;
  /** The first issue's exact message (422), where the shopper must recognise it. */
  msg?: string;
  detail?: string;
}

const line = (overrides: Record<string, unknown> = {}) => ({
  product_id: blueDream.id,
  quantity: 1,
  ...overrides,
});
const withLine = (overrides: Record<string, unknown>) => orderRequest([line(overrides)]);
const withAddress = (change: (address: Record<string, unknown>) => void) => {
  const body = orderRequest([line()]);
  const address: Record<string, unknown> = { ...body.shipping_address };
  change(address);
  return { ...body, shipping_address: address };
};

const cases: Case[] = [
  {
    name: 'quantity 0',
    body: () => withLine({ quantity: 0 }),
    status: 422,
    loc: ['body', 'items', 0, 'quantity'],
  },
  {
    name: 'quantity -1',
    body: () => withLine({ quantity: -1 }),
    status: 422,
    loc: ['body', 'items', 0, 'quantity'],
  },
  {
    name: 'quantity 1.5',
    body: () => withLine({ quantity: 1.5 }),
    status: 422,
    loc: ['body', 'items', 0, 'quantity'],
  },
  {
    name: 'quantity "2"',
    body: () => withLine({ quantity: '2' }),
    status: 422,
    loc: ['body', 'items', 0, 'quantity'],
  },
  {
    name: 'no quantity',
    body: () => withLine({ quantity: undefined }),
    status: 422,
    loc: ['body', 'items', 0, 'quantity'],
  },
  {
    name: 'quantity above the per-item limit',
    body: () => withLine({ quantity: 11 }),
    status: 422,
    loc: ['body', 'items', 0, 'quantity'],
  },
  {
    name: 'quantity above stock',
    body: () => withLine({ quantity: 3 }),
    status: 409,
    detail: 'Not enough stock for Blue Dream (2 left)',
  },
  {
    name: 'a sold-out product',
    body: () => orderRequest([{ product_id: ogKush.id, quantity: 1 }]),
    status: 409,
    detail: 'Not enough stock for OG Kush (sold out)',
  },
  {
    name: 'two short lines, named in the order of the cart',
    body: () =>
      orderRequest([
        { product_id: blueDream.id, quantity: 5 },
        { product_id: ogKush.id, quantity: 1 },
      ]),
    status: 409,
    detail: 'Not enough stock for Blue Dream (2 left), OG Kush (sold out)',
  },
  {
    name: 'an unknown product',
    body: () => orderRequest([line(), { product_id: 99_999_999, quantity: 1 }]),
    status: 422,
    loc: ['body', 'items', 1, 'product_id'],
  },
  {
    name: 'an inactive product',
    body: () => orderRequest([{ product_id: retired.id, quantity: 1 }]),
    status: 422,
    loc: ['body', 'items', 0, 'product_id'],
    msg: 'Retired is no longer available',
  },
  {
    name: 'product_id as text',
    body: () => withLine({ product_id: 'abc' }),
    status: 422,
    loc: ['body', 'items', 0, 'product_id'],
  },
  {
    name: 'the same product twice',
    body: () => orderRequest([line(), line()]),
    status: 422,
    loc: ['body', 'items', 1, 'product_id'],
  },
  { name: 'no items', body: () => orderRequest([]), status: 422, loc: ['body', 'items'] },
  {
    name: 'items not a list',
    body: () => ({ ...orderRequest([]), items: { 0: line() } }),
    status: 422,
    loc: ['body', 'items'],
  },
  {
    name: 'a bad email',
    body: () => ({ ...orderRequest([line()]), customer_email: 'not-an-email' }),
    status: 422,
    loc: ['body', 'customer_email'],
  },
  {
    name: 'a blank name',
    body: () => ({ ...orderRequest([line()]), customer_name: '   ' }),
    status: 422,
    loc: ['body', 'customer_name'],
  },
  {
    name: 'no shipping address',
    body: () => ({ ...orderRequest([line()]), shipping_address: undefined }),
    status: 422,
    loc: ['body', 'shipping_address'],
  },
  ...(['line1', 'city', 'state', 'postal_code', 'country'] as const).map((field): Case => ({
    name: `no ${field} in the address`,
    // Undefined fields are left out of the JSON body.
    body: () => withAddress((address) => (address[field] = undefined)),
    status: 422,
    loc: ['body', 'shipping_address', field],
  })),
  {
    name: 'a country that is not a two-letter code',
    body: () => withAddress((address) => (address.country = 'United States')),
    status: 422,
    loc: ['body', 'shipping_address', 'country'],
  },
  {
    name: 'a referral code with symbols',
    body: () => ({ ...orderRequest([line()]), referral_code: 'DROP TABLE;' }),
    status: 422,
    loc: ['body', 'referral_code'],
  },
  {
    name: 'no Idempotency-Key',
    body: () => orderRequest([line()]),
    key: null,
    status: 422,
    loc: ['headers', 'idempotency-key'],
  },
  {
    name: 'a malformed Idempotency-Key',
    body: () => orderRequest([line()]),
    key: 'short',
    status: 422,
    loc: ['headers', 'idempotency-key'],
  },
  {
    name: 'an Idempotency-Key with spaces',
    body: () => orderRequest([line()]),
    key: 'has spaces in it',
    status: 422,
    loc: ['headers', 'idempotency-key'],
  },
];

describe('POST /api/orders with bad input', () => {
  it.each(cases)('$name → $status', async (testCase) => {
    const ordersBefore = await countOrders(t.db);
    const stockBefore = [await stockOf(t.db, blueDream.id), await stockOf(t.db, ogKush.id)];

    const response = await postOrder(
      t.app,
      shopper,
      testCase.body(),
      testCase.key === undefined
        ? `bad-input-${Math.random().toString(36).slice(2)}`
        : testCase.key,
    );

    expect(response.statusCode).toBe(testCase.status);
    const body = response.json<{ detail: unknown; error: string }>();
    if (testCase.detail !== undefined) {
      expect(body).toEqual({ detail: testCase.detail, error: 'conflict' });
    }
    if (testCase.loc !== undefined) {
      expect(body.error).toBe('validation_error');
      const issues = body.detail as Array<{ loc: Loc; msg: string }>;
      expect(issues[0]?.loc).toEqual(testCase.loc);
      expect(issues[0]?.msg.length).toBeGreaterThan(0);
      if (testCase.msg !== undefined) expect(issues[0]?.msg).toBe(testCase.msg);
    }

    expect(await countOrders(t.db)).toBe(ordersBefore);
    expect([await stockOf(t.db, blueDream.id), await stockOf(t.db, ogKush.id)]).toEqual(
      stockBefore,
    );
  });

  it('answers malformed JSON with 422, not 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: {
        'x-access-code': shopper.code,
        'idempotency-key': 'malformed-json-1',
        'content-type': 'application/json',
      },
      payload: '{"items": [',
    });
    expect(response.statusCode).toBe(422);
    expect(await countOrders(t.db)).toBe(0);
  });
});
