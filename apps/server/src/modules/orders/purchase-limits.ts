// Purchase limits at checkout (decision 0035), with the pure engine of packages/contracts
// (evaluateLimits): `POST /orders` checks the order inside its transaction under the customer's
// lock, counting every order of the customer in the pack's window that is not cancelled, and
// refuses with 422 purchase_limit_exceeded naming the buckets that are over; the order keeps a
// snapshot of what it counted. `POST /orders/limit-check` (the cart meter) counts only the
// orders of that email placed in the asking shopper's session, so it tells nobody about another
// person's purchases.
import {
  evaluateLimits,
  limitWindowStart,
  type LimitBucketState,
  type LimitCheckRequest,
  type LimitClass,
  type LimitEvaluation,
  type LimitLine,
  type LimitOrder,
  type LimitPack,
  type LimitSnapshotBucket,
  type OrderLimits,
  type StoreSettings,
} from '@canopy/contracts';
import type { Database } from '../../db/client';
import { PurchaseLimitExceededError, ValidationError } from '../../lib/errors';
import { activeLimitPack, limitsAreOff } from '../compliance/active-limit-pack';
import { createStockService } from '../catalog/stock.service';
import { lockNames } from '../../db/advisory-locks';
import type { ScalarBatch } from '../../db/scalar-reads';
import {
  emailLimitReads,
  findLimitHistory,
  historyOrders,
  limitLockName,
  type LimitHistory,
} from './purchase-limits.repository';

/** A line of the order with the facts of its product. */
export interface LimitedLine {
  quantity: number;
  limitClass: LimitClass | null;
  netWeightG: number | null;
  thcMg: number | null;
}

/** The customer as limits know them: lower-case and trimmed. */
export function normalisedEmail(email: string): string {
  return email.trim().toLowerCase();
}

const snapshotBucket = ({
  key,
  label,
  unit,
  limit,
  used,
  this_order,
}: LimitBucketState): LimitSnapshotBucket => ({ key, label, unit, limit, used, this_order });

const asLimitLine = (line: LimitedLine): LimitLine => ({
  quantity: line.quantity,
  limit_class: line.limitClass,
  net_weight_g: line.netWeightG,
  thc_mg: line.thcMg,
});

/**
 * An order's limits, worked out once before its transaction: the active pack, the customer's lock
 * (db/advisory-locks.ts), which checkout takes with its others, and the history to read under it
 * (none when the pack counts a transaction alone). Null under the pack `none`: no lock, no read.
 */
export interface OrderLimitPlan {
  pack: LimitPack;
  lock: string;
  history: { email: string; since: Date; exceptIdempotencyKey: string } | null;
}

export function planOrderLimits(
  settings: StoreSettings,
  order: { email: string; now: Date; idempotencyKey: string },
): OrderLimitPlan | null {
  const pack = activeLimitPack(settings.purchase_limits);
  if (limitsAreOff(pack)) return null;
  const email = normalisedEmail(order.email);
  const since = limitWindowStart(pack.window, order.now, settings.timezone);
  return {
    pack,
    lock: limitLockName(`email:${email}`),
    history: since === null ? null : { email, since, exceptIdempotencyKey: order.idempotencyKey },
  };
}

/** The limits' reads, batched with checkout's others: the email's ID numbers and history. */
export interface OrderLimitReads {
  idHmacs: () => string[];
  history: () => LimitHistory;
}

/** Adds the plan's history to checkout's batch of reads under its locks; null: nothing to read. */
export function addOrderLimitReads(
  batch: ScalarBatch,
  plan: OrderLimitPlan | null,
): OrderLimitReads | null {
  if (!plan?.history) return null;
  const reads = emailLimitReads(plan.history);
  return { idHmacs: batch.add(reads.idHmacs), history: batch.add(reads.history) };
}

/**
 * Step 2 of placing an order, in its transaction under the plan's lock, once the batch holding
 * addOrderLimitReads has run: the customer's orders in the window (with those under an ID number
 * staff recorded for the email, once that ID's lock is held too), evaluated with the order's
 * lines; over → PurchaseLimitExceededError (the transaction rolls back, nothing is written).
 * Answers the order's snapshot, or null without a plan (the pack `none`).
 */
export async function checkOrderLimits(
  tx: Database,
  plan: OrderLimitPlan | null,
  order: { lines: readonly LimitedLine[]; now: Date; timeZone: string },
  reads: OrderLimitReads | null,
): Promise<OrderLimits | null> {
  if (!plan) return null;
  const { pack } = plan;
  const evaluation = evaluateLimits({
    pack,
    cart: order.lines.map(asLimitLine),
    history: plan.history && reads ? await customerHistory(tx, plan.history, reads) : [],
    now: order.now,
    timeZone: order.timeZone,
  });
  if (!evaluation.ok) {
    throw new PurchaseLimitExceededError(
      evaluation.buckets.filter((bucket) => bucket.over).map(snapshotBucket),
    );
  }
  return { pack: pack.key, version: pack.version, buckets: evaluation.buckets.map(snapshotBucket) };
}

/**
 * The orders of the email in the window as read, when no ID check recorded an ID number for it;
 * else, with the locks of those ID numbers held (sorted, so two customers sharing an ID never wait
 * on each other in a cycle), the orders of the email and of those IDs, read again.
 */
async function customerHistory(
  tx: Database,
  history: NonNullable<OrderLimitPlan['history']>,
  reads: OrderLimitReads,
): Promise<LimitOrder[]> {
  const idHmacs = reads.idHmacs();
  if (idHmacs.length === 0) return historyOrders(reads.history());
  await lockNames(
    tx,
    idHmacs.map((hmac) => limitLockName(`id:${hmac}`)),
  );
  return findLimitHistory(tx, { ...history, idHmacs });
}

/**
 * `POST /orders/limit-check`: the cart against the store's pack. `used` counts the orders of
 * `customer_email` placed in this shopper session only; without an email it is 0. An unknown or
 * inactive product is a 422 at its line, as at checkout.
 */
export async function checkCartLimits(
  deps: { db: Database; settings: StoreSettings; now: Date },
  request: LimitCheckRequest & { sessionId: string },
): Promise<LimitEvaluation> {
  const { db, settings, now } = deps;
  const pack = activeLimitPack(settings.purchase_limits);
  const found = await createStockService({ db }).findCheckoutProducts(
    request.items.map((item) => item.product_id),
  );
  const byId = new Map(found.map((product) => [product.id, product]));
  const cart: LimitLine[] = [];
  const issues = request.items.flatMap((item, index) => {
    const product = byId.get(item.product_id);
    if (!product?.isActive) {
      return [
        {
          loc: ['body', 'items', index, 'product_id'],
          msg: `Product ${String(item.product_id)} is not available`,
          type: 'value_error',
        },
      ];
    }
    cart.push(asLimitLine({ ...product, quantity: item.quantity }));
    return [];
  });
  if (issues.length > 0) throw new ValidationError(issues);
  const start = limitWindowStart(pack.window, now, settings.timezone);
  const history =
    request.customer_email === undefined || start === null || limitsAreOff(pack)
      ? []
      : await findLimitHistory(db, {
          email: normalisedEmail(request.customer_email),
          sessionId: request.sessionId,
          since: start,
        });
  return evaluateLimits({ pack, cart, history, now, timeZone: settings.timezone });
}
