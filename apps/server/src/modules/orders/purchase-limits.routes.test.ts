// POST /api/orders under a purchase-limit pack: each shipped pack's boundaries (exactly at the
// limit accepted, a gram or a mg over refused naming the bucket, exempt classes never counted),
// looping across orders of one store day with the allowance back at once after a cancellation,
// the store day in the store's zone, the ID number linking two emails, and the snapshot each
// order keeps when the pack changes later.
import type { AdminOrderDetail, CreateOrderResponse, LimitPack } from '@canopy/contracts';
import { SHIPPED_LIMIT_PACKS } from '@canopy/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { countOrders, createShopper, type Shopper } from '../../../test/factories/orders';
import {
  choosePack,
  customerOrders,
  limitedProduct,
  newCustomerEmail,
  ownerHeaders,
  type Lines,
} from '../../../test/helpers/purchase-limits';
import { setupTestApp } from '../../../test/helpers/test-app';

const t = setupTestApp();
let owner: { authorization: string };
let shopper: Shopper;

beforeAll(async () => {
  owner = await ownerHeaders(t);
  shopper = await createShopper(t);
});

/** Products by "class grams" / "class mg", made once per test file. */
const products = new Map<string, number>();
async function product(limitClass: Parameters<typeof limitedProduct>[1], amount?: string) {
  const key = `${String(limitClass)} ${amount ?? ''}`;
  const known = products.get(key);
  if (known !== undefined) return known;
  const facts =
    amount === undefined
      ? {}
      : amount.endsWith('mg')
        ? { thcMg: Number(amount.slice(0, -2)) }
        : { grams: Number(amount.slice(0, -1)) };
  const id = await limitedProduct(t.db, limitClass, facts);
  products.set(key, id);
  return id;
}

type Cart = [Parameters<typeof limitedProduct>[1], string | undefined, number][];

async function lines(cart: Cart): Promise<Lines> {
  const built: Lines = [];
  for (const [limitClass, amount, quantity] of cart) {
    built.push({ product_id: await product(limitClass, amount), quantity });
  }
  return built;
}

interface Refusal {
  error: string;
  detail: string;
  buckets: { key: string; limit: number; used: number; this_order: number }[];
}

// prettier-ignore
const BOUNDARIES: {
  pack: Exclude<keyof typeof SHIPPED_LIMIT_PACKS, 'none'>;
  atLimit: Cart;
  over: Cart;
  overBucket: string;
}[] = [
  // California: 28.5 g flower and pre-rolls, 8 g concentrate (edibles by THC), 6 plants.
  { pack: 'us-ca-adult', atLimit: [['flower', '14g', 2], ['preroll', '0.5g', 1]], over: [['flower', '14g', 2], ['preroll', '0.5g', 1], ['flower', '1g', 1]], overBucket: 'non_concentrated' },
  { pack: 'us-ca-adult', atLimit: [['concentrate', '1g', 7], ['edible', '100mg', 10]], over: [['concentrate', '1g', 8], ['edible', '100mg', 10]], overBucket: 'concentrate' },
  { pack: 'us-ca-adult', atLimit: [['plant', undefined, 6]], over: [['plant', undefined, 7]], overBucket: 'plants' },
  // Colorado: one 28 g flower-equivalent bucket; 8 g concentrate and 800 mg THC are 28 g too.
  { pack: 'us-co-adult', atLimit: [['concentrate', '1g', 4], ['edible', '100mg', 4]], over: [['concentrate', '1g', 4], ['edible', '100mg', 4], ['flower', '1g', 1]], overBucket: 'flower_equivalent' },
  { pack: 'us-co-adult', atLimit: [['flower', '14g', 2]], over: [['flower', '14g', 2], ['flower', '1g', 1]], overBucket: 'flower_equivalent' },
  // Illinois: 30 g flower, 5 g concentrate, 500 mg THC in infused products; non-residents half.
  { pack: 'us-il-resident', atLimit: [['flower', '3g', 10]], over: [['flower', '3g', 10], ['flower', '1g', 1]], overBucket: 'flower' },
  { pack: 'us-il-resident', atLimit: [['concentrate', '0.5g', 10]], over: [['concentrate', '0.5g', 10], ['concentrate', '1g', 1]], overBucket: 'concentrate' },
  { pack: 'us-il-resident', atLimit: [['edible', '100mg', 4], ['beverage', '100mg', 1]], over: [['edible', '100mg', 4], ['beverage', '100mg', 1], ['topical', '1mg', 1]], overBucket: 'infused_thc' },
  { pack: 'us-il-nonresident', atLimit: [['flower', '1.5g', 10]], over: [['flower', '1.5g', 10], ['flower', '1g', 1]], overBucket: 'flower' },
  { pack: 'us-il-nonresident', atLimit: [['concentrate', '0.25g', 10]], over: [['concentrate', '0.25g', 10], ['concentrate', '1g', 1]], overBucket: 'concentrate' },
  { pack: 'us-il-nonresident', atLimit: [['edible', '25mg', 10]], over: [['edible', '25mg', 10], ['edible', '1mg', 1]], overBucket: 'infused_thc' },
];

/** Classes a pack never counts, in quantities that would be over any limit if they did. */
// prettier-ignore
const EXEMPT: Record<string, Cart> = {
  'us-ca-adult': [['seed', undefined, 10], ['accessory', undefined, 10]],
  'us-co-adult': [['topical', '1000mg', 10], ['seed', undefined, 10], ['plant', undefined, 10], ['accessory', undefined, 10]],
  'us-il-resident': [['seed', undefined, 10], ['plant', undefined, 10], ['accessory', undefined, 10]],
  'us-il-nonresident': [['seed', undefined, 10], ['plant', undefined, 10], ['accessory', undefined, 10]],
};

describe('POST /api/orders under a purchase-limit pack', () => {
  it.each(BOUNDARIES)(
    '$pack: exactly at the limit is accepted, over $overBucket is refused and writes nothing',
    async ({ pack, atLimit, over, overBucket }) => {
      await choosePack(t.app, owner, { pack });
      const exempt = await lines(EXEMPT[pack] ?? []);

      const accepted = await customerOrders(
        t.app,
        shopper,
        newCustomerEmail(),
      )([...(await lines(atLimit)), ...exempt]);
      expect(accepted.statusCode, accepted.body).toBe(201);

      const ordersBefore = await countOrders(t.db);
      const refused = await customerOrders(t.app, shopper, newCustomerEmail())(await lines(over));
      expect(refused.statusCode, refused.body).toBe(422);
      const body = refused.json<Refusal>();
      expect(body.error).toBe('purchase_limit_exceeded');
      expect(body.buckets.map((bucket) => bucket.key)).toEqual([overBucket]);
      expect(body.detail).toContain('purchase limit');
      expect(await countOrders(t.db)).toBe(ordersBefore);
    },
  );

  it('counts the orders of one store day together, and a cancellation gives the allowance back', async () => {
    await choosePack(t.app, owner, { pack: 'us-ca-adult' });
    const email = newCustomerEmail();
    const order = customerOrders(t.app, shopper, email);
    const first = await order(await lines([['flower', '14g', 1]]));
    expect(first.statusCode, first.body).toBe(201);
    // The same person, differently written: still one customer.
    const looping = customerOrders(t.app, shopper, `  ${email.toUpperCase()} `);
    const second = await looping(
      await lines([
        ['flower', '14g', 1],
        ['flower', '1g', 1],
      ]),
    );
    expect(second.statusCode, second.body).toBe(422);
    expect(second.json<Refusal>().buckets).toEqual([
      {
        key: 'non_concentrated',
        label: 'flower',
        unit: 'g',
        limit: 28.5,
        used: 14,
        this_order: 15,
      },
    ]);
    expect((await looping(await lines([['flower', '14g', 1]]))).statusCode).toBe(201);

    const placed = first.json<CreateOrderResponse>().order;
    const cancel = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${placed.id}/status`,
      headers: owner,
      payload: { status: 'cancelled' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await order(await lines([['flower', '14g', 1]]))).statusCode).toBe(201);
  });

  it('keeps each order its snapshot; a later pack change leaves it alone', async () => {
    await choosePack(t.app, owner, { pack: 'us-ca-adult' });
    const email = newCustomerEmail();
    const order = customerOrders(t.app, shopper, email);
    await order(await lines([['flower', '3.5g', 2]]));
    const placed = (
      await order(await lines([['concentrate', '1g', 1]]))
    ).json<CreateOrderResponse>();

    const detail = async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/admin/orders/${placed.order.id}`,
        headers: owner,
      });
      return response.json<{ order: AdminOrderDetail }>().order.limits;
    };
    const snapshot = {
      pack: 'us-ca-adult',
      version: 1,
      buckets: [
        {
          key: 'non_concentrated',
          label: 'flower',
          unit: 'g',
          limit: 28.5,
          used: 7,
          this_order: 0,
        },
        { key: 'concentrate', label: 'concentrate', unit: 'g', limit: 8, used: 0, this_order: 1 },
        { key: 'plants', label: 'plants', unit: 'units', limit: 6, used: 0, this_order: 0 },
      ],
    };
    expect(await detail()).toEqual(snapshot);

    await choosePack(t.app, owner, { pack: 'us-co-adult' });
    expect(await detail()).toEqual(snapshot);
    await choosePack(t.app, owner, { pack: 'none' });
    expect(await detail()).toEqual(snapshot);
    const unlimited = await order(await lines([['flower', '14g', 10]]));
    expect(unlimited.statusCode, unlimited.body).toBe(201);
    const unlimitedId = unlimited.json<CreateOrderResponse>().order.id;
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${unlimitedId}`,
      headers: owner,
    });
    expect(read.json<{ order: AdminOrderDetail }>().order.limits).toBeNull();
  });

  it('starts a new allowance at midnight in the store time zone', async () => {
    const email = newCustomerEmail();
    // 23:59 on 9 March 2026 in Los Angeles (PDT began the day before) is 06:59 UTC on the 10th.
    let now = new Date('2026-03-10T06:59:00Z');
    const app = await t.buildApp({}, { now: () => now });
    await choosePack(app, owner, { pack: 'us-ca-adult' });
    const order = customerOrders(app, shopper, email);
    expect((await order(await lines([['flower', '14g', 2]]))).statusCode).toBe(201);
    now = new Date('2026-03-10T06:59:59Z');
    expect((await order(await lines([['flower', '1g', 1]]))).statusCode).toBe(422);
    now = new Date('2026-03-10T07:00:00Z');
    const nextDay = await order(await lines([['flower', '14g', 2]]));
    expect(nextDay.statusCode, nextDay.body).toBe(201);
    await choosePack(app, owner, { pack: 'none' });
  });

  it('counts, per transaction, only the order itself', async () => {
    await choosePack(t.app, owner, { pack: 'us-co-adult' });
    const order = customerOrders(t.app, shopper, newCustomerEmail());
    for (let round = 0; round < 3; round += 1) {
      expect((await order(await lines([['flower', '14g', 2]]))).statusCode).toBe(201);
    }
  });

  it('answers the active pack for every checked order', async () => {
    const active = SHIPPED_LIMIT_PACKS['us-il-resident'] satisfies LimitPack;
    await choosePack(t.app, owner, { pack: 'us-il-resident' });
    const placed = await customerOrders(
      t.app,
      shopper,
      newCustomerEmail(),
    )(await lines([['flower', '3g', 1]]));
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${placed.json<CreateOrderResponse>().order.id}`,
      headers: owner,
    });
    const limits = read.json<{ order: AdminOrderDetail }>().order.limits;
    expect(limits?.buckets.map((bucket) => bucket.key)).toEqual(
      active.buckets.map((bucket) => bucket.key),
    );
    expect(limits?.buckets[0]).toMatchObject({ used: 0, this_order: 3, limit: 30 });
  });
});
