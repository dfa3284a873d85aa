// Buyers and the books they are checked against, for the fault suites. A buyer places orders over
// HTTP, each with its own Idempotency-Key, and every answer is written down (status, detail, the
// order id of a 201, or the network error). The ledger then reads the database straight (not
// through the server under test) and says what a fault must never leave behind: an order without
// lines, stock that went missing (stock left + units in non-cancelled orders = starting stock),
// or an order the client got a 201 for that is not there.
import { createHash, randomBytes } from 'node:crypto';
import {
  ACCESS_CODE_HEADER,
  IDEMPOTENCY_KEY_HEADER,
  type CreateOrderResponse,
  type ErrorBody,
} from '@canopy/contracts';
import type pg from 'pg';
import { orderRequest } from '../factories/orders';
import { FAULT_SHOP } from './server-process';

/** No request may take longer than this, fault or not: a hang fails the suite. */
export const REQUEST_TIMEOUT_MS = 15_000;

export interface Attempt {
  key: string;
  body: string;
  /** HTTP status, or null when no answer came (connection reset or refused, timed out). */
  status: number | null;
  detail: ErrorBody['detail'] | null;
  orderId: number | null;
  /** The network failure when status is null. */
  failure: string | null;
}

export async function createStockedProducts(
  pool: pg.Pool,
  stocks: readonly number[],
): Promise<number[]> {
  const tag = randomBytes(3).toString('hex');
  const { rows } = await pool.query<{ id: number }>(
    `insert into products (name, sku, retail_price_cents, stock_quantity)
     select 'Fault product ' || n, 'FAULT-${tag}-' || n, 1000, stock
     from unnest($1::int[]) with ordinality as s(stock, n)
     order by n
     returning id`,
    [stocks],
  );
  return rows.map((row) => row.id);
}

/** A random order of 1–2 lines of 1–2 units over the given products. */
export function randomOrderBody(productIds: readonly number[]): string {
  const pick = () => productIds[Math.floor(Math.random() * productIds.length)] ?? 0;
  const first = pick();
  const second = pick();
  const items = [{ product_id: first, quantity: 1 + Math.floor(Math.random() * 2) }];
  if (second !== first) items.push({ product_id: second, quantity: 1 });
  return JSON.stringify(orderRequest(items));
}

export function newKey(): string {
  return `fault-${randomBytes(12).toString('hex')}`;
}

/** The address of the buyer who uses `key`: the same on every retry of that key. */
export function buyerAddress(key: string): string {
  const [a = 0, b = 0, c = 0] = createHash('sha256').update(key).digest();
  return `10.${String(a)}.${String(b)}.${String(c)}`;
}

/** POST /api/orders with the given key and body; never throws, writes down what happened. */
export async function attemptOrder(origin: string, key: string, body: string): Promise<Attempt> {
  const attempt: Attempt = { key, body, status: null, detail: null, orderId: null, failure: null };
  try {
    const response = await fetch(`${origin}/api/orders`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [ACCESS_CODE_HEADER]: FAULT_SHOP.accessCode,
        [IDEMPOTENCY_KEY_HEADER]: key,
        // Every order is its own buyer's (the server trusts the proxy header): one shopper may
        // hold only a few unpaid orders, and the suites place many.
        'x-forwarded-for': buyerAddress(key),
      },
      body,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    attempt.status = response.status;
    const json = (await response.json()) as Partial<CreateOrderResponse & ErrorBody>;
    attempt.orderId = json.order?.id ?? null;
    attempt.detail = json.detail ?? null;
  } catch (error) {
    attempt.failure = error instanceof Error ? describe(error) : String(error);
  }
  return attempt;
}

function describe(error: Error): string {
  const cause = error.cause instanceof Error ? `: ${describe(error.cause)}` : '';
  return `${error.name} ${error.message}${cause}`;
}

export interface LedgerProblems {
  ordersWithoutLines: number[];
  /** Per product whose books do not balance: starting stock, stock left, units in live orders. */
  unbalanced: Array<{ productId: number; start: number; left: number; sold: number }>;
  /** Orders answered 201 that the database does not have. */
  missingOrders: number[];
  /** Orders not in the one state nobody paid or cancelled leaves them in: ordered, unpaid, held. */
  unsettledOrders: number[];
}

export const WHOLE_LEDGER: LedgerProblems = {
  ordersWithoutLines: [],
  unbalanced: [],
  missingOrders: [],
  unsettledOrders: [],
};

/**
 * What the database says is wrong; equal to WHOLE_LEDGER when a fault left the books whole. For
 * suites where nobody pays or cancels, so every order must still be ordered, unpaid and held.
 */
export async function auditLedger(
  pool: pg.Pool,
  startingStock: ReadonlyMap<number, number>,
  acknowledgedOrderIds: readonly number[],
): Promise<LedgerProblems> {
  const withoutLines = await pool.query<{ id: number }>(
    `select o.id from orders o
     where not exists (select 1 from order_items i where i.order_id = o.id) order by o.id`,
  );
  const books = await pool.query<{ id: number; left: number; sold: number }>(
    `select p.id, p.stock_quantity as left,
            coalesce(sum(i.quantity) filter (where o.status <> 'cancelled'), 0)::int as sold
     from products p
     left join order_items i on i.product_id = p.id
     left join orders o on o.id = i.order_id
     where p.id = any($1::int[])
     group by p.id`,
    [[...startingStock.keys()]],
  );
  const unsettled = await pool.query<{ id: number }>(
    `select id from orders
     where not (status = 'ordered' and payment_status = 'unpaid' and reserved_until is not null)
     order by id`,
  );
  const present = await pool.query<{ id: number }>(
    'select id from orders where id = any($1::int[])',
    [acknowledgedOrderIds],
  );
  const presentIds = new Set(present.rows.map((row) => row.id));
  return {
    ordersWithoutLines: withoutLines.rows.map((row) => row.id),
    unbalanced: books.rows
      .map((row) => ({ productId: row.id, start: startingStock.get(row.id) ?? -1, ...row }))
      .filter((row) => row.left + row.sold !== row.start)
      .map(({ productId, start, left, sold }) => ({ productId, start, left, sold })),
    missingOrders: acknowledgedOrderIds.filter((id) => !presentIds.has(id)),
    unsettledOrders: unsettled.rows.map((row) => row.id),
  };
}

/** The id of the order holding this Idempotency-Key, if one does. */
export async function orderIdForKey(pool: pg.Pool, key: string): Promise<number | null> {
  const { rows } = await pool.query<{ id: number }>(
    'select id from orders where idempotency_key = $1',
    [key],
  );
  return rows[0]?.id ?? null;
}

/**
 * `buyers` concurrent buyers, each placing one order after another (a fresh key each) until
 * `stop()` says so; every attempt goes to `attempts` as it completes.
 */
export async function runBuyers(options: {
  buyers: number;
  origin: string;
  productIds: readonly number[];
  attempts: Attempt[];
  stop: () => boolean;
}): Promise<void> {
  const { buyers, origin, productIds, attempts, stop } = options;
  await Promise.all(
    Array.from({ length: buyers }, async () => {
      while (!stop()) {
        attempts.push(await attemptOrder(origin, newKey(), randomOrderBody(productIds)));
      }
    }),
  );
}
