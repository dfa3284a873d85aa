// Placing an order (`POST /orders`, docs/product.md#checkout-and-orders) as a flow of steps, each
// with its undo:
//   1. with age verification on, check the buyer's verified age (order-age.ts); price the request
//      from the database (order-pricing.ts) and check every product's minimum age;
//      check the order's method, slot and delivery zone, and a delivery's minimum
//      (fulfilment/fulfilment-checkout.ts);
//   2. in ONE transaction: take the shopper session's and the customer's locks, read under them
//      (one statement) the session's open unpaid orders and the customer's limit history, check
//      the session has room for one more unpaid order (unpaid-order-bound.ts), check the
//      customer's purchase limits (purchase-limits.ts; 422 purchase_limit_exceeded), claim the
//      Idempotency-Key by inserting the order with its limits snapshot, take the stock of every
//      line (all or none: a short line rolls everything back and answers 409 naming it), take
//      the slot's place (409 `slot_full`), count the referral use, write the lines and the first
//      history event;
//   3. after commit: announce the new stock levels and the slot's places (as its booking answered
//      them);
//   4. create the payment with the provider; if that fails, give everything back and delete the
//      order in one transaction (503: nothing was placed); when that undo fails too (the
//      database is away), 503 saying the order may exist: a retry with the key answers it.
//      An order paid in person has no payment online: no intent, its payment's provider null
//      (the payment is recorded at hand-off, in-person-payments.service.ts);
//   5. answer with the order, the payment and the order token, and announce the order to admins.
// The same key with the same request replays the answer; with another request it is a 409.
import {
  type Order,
  type CreateOrderInput,
  type CreateOrderResponse,
  type OrderPayment,
  type StoreSettings,
} from '@canopy/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { lockNames } from '../../db/advisory-locks';
import type { Database } from '../../db/client';
import { scalarBatch } from '../../db/scalar-reads';
import { ConflictError, UnavailableError } from '../../lib/errors';
import type { OrderTokens } from '../../lib/order-token';
import type { PersonalDataDigest } from '../../lib/personal-data-digest';
import type { VerifiedAge } from '../../plugins/auth';
import { CHECKOUT_MESSAGES, shortStockMessage } from './checkout-messages';
import { intentOf } from './checkout-payment';
import type { PaymentProvider } from '../payments/payment-provider';
import type { SettingsService } from '../settings/settings.service';
import { assertStoreOpen } from '../settings/store-status';
import { orderFingerprint } from './idempotency-fingerprint';
import { ORDER_ACTORS } from './order-actors';
import { releaseOrderHoldings } from './order-holdings';
import type { OrderNotifier } from './order-notifier';
import {
  fulfilmentColumns,
  type FulfilmentCheckout,
  type FulfilmentPlan,
} from '../fulfilment/fulfilment-checkout';
import type { SlotPlaces } from '../fulfilment/slot-places.repository';
import { generateOrderNumber } from './order-number';
import { priceOrder, referralCodeIssue, type PricedOrder } from './order-pricing';
import { assertOldEnough, NO_AGE_RECORD, verifiedBuyer, type OrderAgeRecord } from './order-age';
import { toOrder } from './order-view';
import { addOrderLimitReads, checkOrderLimits, planOrderLimits } from './purchase-limits';
import {
  assertRoomForUnpaidOrder,
  openUnpaidOrdersCount,
  unpaidOrderLocks,
} from './unpaid-order-bound';
import {
  deleteOrder,
  findOrderByIdempotencyKey,
  findOrderRecord,
  insertOrder,
  insertOrderEvent,
  insertOrderItems,
  lockOrder,
  type OrderRow,
} from './orders.repository';
import { createReferralsService } from '../referrals/referrals.service';
import { REFERRAL_MESSAGES } from '../referrals/referral-rules';
import { createStockService, type StockLevel } from '../catalog/stock.service';

export interface CheckoutDeps {
  db: Database;
  settings: SettingsService;
  provider: PaymentProvider;
  notifier: OrderNotifier;
  fulfilment: FulfilmentCheckout;
  orderTokens: OrderTokens;
  personalData: PersonalDataDigest;
  /** The clock the store day (and so the buyer's age) is read from. */
  now: () => Date;
  /** Told of each newly placed order (an order paid in person is confirmed by email now). */
  onPlaced?: (order: Order) => Promise<void>;
  log: FastifyBaseLogger;
}

export interface CheckoutRequest {
  input: CreateOrderInput;
  idempotencyKey: string;
  accessCodeId: number | null;
  /** The shopper session placing it (shopper-session.ts). */
  sessionId: string;
  /** The verified age the customer token carries; null without one. */
  age: VerifiedAge | null;
}

type Reservation =
  | { kind: 'placed'; order: OrderRow; levels: StockLevel[]; slot: SlotPlaces | null }
  | { kind: 'key_taken' }
  | { kind: 'number_taken' };

// A new order number collides about once in 10^11 orders; a few draws always suffice.
const ORDER_NUMBER_ATTEMPTS = 3;

/** What step 1 found: the priced order, the buyer's age record and the order's fulfilment. */
interface Checked {
  priced: PricedOrder;
  ageRecord: OrderAgeRecord;
  plan: FulfilmentPlan;
}

/** Step 2: the order, its stock, slot place, referral use, lines and first event, in one transaction. */
async function reserve(
  { db, provider, fulfilment, now: clock }: CheckoutDeps,
  request: CheckoutRequest,
  { priced, ageRecord, plan }: Checked,
  fingerprint: string,
  settings: StoreSettings,
): Promise<Reservation> {
  const now = new Date();
  return db.transaction(async (tx) => {
    const placedAt = clock();
    const limitPlan = planOrderLimits(settings, {
      email: request.input.customer_email,
      now: placedAt,
      idempotencyKey: request.idempotencyKey,
    });
    // The session's lock, then the customer's: one round trip, always in this order.
    await lockNames(tx, [
      ...unpaidOrderLocks(request.sessionId, settings),
      ...(limitPlan ? [limitPlan.lock] : []),
    ]);
    // What the checks read under those locks, in one statement.
    const reads = scalarBatch();
    const openUnpaid = openUnpaidOrdersCount(request.sessionId, settings, now);
    const openUnpaidRead = openUnpaid && reads.add(openUnpaid);
    const limitReads = addOrderLimitReads(reads, limitPlan);
    await reads.run(tx);
    if (openUnpaidRead) assertRoomForUnpaidOrder(openUnpaidRead(), settings);
    const limits = await checkOrderLimits(
      tx,
      limitPlan,
      { lines: priced.lines, now: placedAt, timeZone: settings.timezone },
      limitReads,
    );
    const { totals, referralCode } = priced;
    const order = await insertOrder(tx, {
      number: generateOrderNumber(),
      customerEmail: request.input.customer_email,
      customerName: request.input.customer_name,
      phone: request.input.phone ?? null,
      shippingAddress: request.input.shipping_address ?? null,
      subtotalCents: totals.subtotalCents,
      taxCents: totals.taxCents,
      taxRate: priced.taxRate,
      shippingCents: totals.shippingCents,
      discountCents: totals.discountCents,
      totalCents: totals.totalCents,
      referralCodeId: referralCode?.id ?? null,
      accessCodeId: request.accessCodeId,
      paymentProvider: plan.paymentMethod === 'in_person' ? null : provider.name,
      idempotencyKey: request.idempotencyKey,
      idempotencyFingerprint: fingerprint,
      sessionId: request.sessionId,
      ageVerification: ageRecord.ageVerification,
      dateOfBirth: ageRecord.dateOfBirth,
      limits,
      createdAt: placedAt,
      reservedUntil: new Date(now.getTime() + settings.reservation_minutes * 60_000),
      ...fulfilmentColumns(plan),
    });
    if (!order) {
      const holder = await findOrderByIdempotencyKey(tx, request.idempotencyKey);
      return { kind: holder ? 'key_taken' : 'number_taken' };
    }

    const { levels, short } = await createStockService({ db: tx }).take(
      priced.lines.map((line) => ({ productId: line.productId, quantity: line.quantity })),
    );
    if (short.length > 0) throw new ConflictError(shortStockMessage(short, request.input));
    const slot = await fulfilment.takePlace(tx, plan, settings);

    const referrals = createReferralsService({ db: tx });
    if (referralCode && !(await referrals.consumeUse(referralCode.id, now))) {
      throw referralCodeIssue(REFERRAL_MESSAGES.usedUp);
    }

    await insertOrderItems(
      tx,
      order.id,
      priced.lines.map((line) => ({
        productId: line.productId,
        name: line.name,
        sku: line.sku,
        unitPriceCents: line.unitPriceCents,
        quantity: line.quantity,
        lineTotalCents: line.lineTotalCents,
        limitClass: line.limitClass,
        netWeightG: line.netWeightG,
        thcMg: line.thcMg,
      })),
    );
    await insertOrderEvent(tx, {
      orderId: order.id,
      fromStatus: null,
      toStatus: 'ordered',
      actor: ORDER_ACTORS.customer,
    });
    return { kind: 'placed', order, levels, slot };
  });
}

/** Step 2, again with a fresh order number when the drawn one was taken. */
async function reserveWithFreshNumber(
  deps: CheckoutDeps,
  request: CheckoutRequest,
  checked: Checked,
  fingerprint: string,
  settings: StoreSettings,
): Promise<Reservation> {
  let reservation: Reservation = { kind: 'number_taken' };
  for (let attempt = 0; attempt < ORDER_NUMBER_ATTEMPTS; attempt += 1) {
    reservation = await reserve(deps, request, checked, fingerprint, settings);
    if (reservation.kind !== 'number_taken') break;
  }
  return reservation;
}

/** Paid at hand-off: nothing is set up with the provider, so the client has nothing to complete. */
const PAID_AT_HANDOFF: OrderPayment = { provider: null };

/** Step 4: the payment the client completes (none for an order paid in person). */
async function paymentFor(deps: CheckoutDeps, order: OrderRow): Promise<OrderPayment> {
  if (order.paymentMethod === 'in_person') return PAID_AT_HANDOFF;
  const { provider } = deps;
  const { clientSecret } = await intentOf(deps, order);
  return {
    provider: provider.name,
    ...(clientSecret === null ? {} : { client_secret: clientSecret }),
    ...(provider.publishableKey === null ? {} : { publishable_key: provider.publishableKey }),
  };
}

/** Step 5: the order as placed, its payment and its order token. */
async function answer(
  { db, orderTokens }: CheckoutDeps,
  orderId: number,
  payment: OrderPayment,
): Promise<CreateOrderResponse> {
  const record = await findOrderRecord(db, orderId);
  if (!record) throw new Error(`order ${orderId} vanished after it was placed`);
  return { order: toOrder(record), payment, order_token: orderTokens.issue(orderId) };
}

/** The same key again: the same request gets the same answer, another one a 409. */
async function replay(
  deps: CheckoutDeps,
  order: OrderRow,
  fingerprint: string,
): Promise<CreateOrderResponse> {
  if (order.idempotencyFingerprint !== fingerprint) {
    throw new ConflictError(CHECKOUT_MESSAGES.keyReused);
  }
  let payment: OrderPayment;
  try {
    payment = await paymentFor(deps, order);
  } catch (error) {
    deps.log.error(
      { err: error, orderId: order.id },
      'payment provider failed on a replayed order',
    );
    throw new UnavailableError(CHECKOUT_MESSAGES.providerDownOnReplay);
  }
  return answer(deps, order.id, payment);
}

/** The request that raced this one for the key placed the order: answer as its replay. */
async function replayHolder(
  deps: CheckoutDeps,
  key: string,
  fingerprint: string,
): Promise<CreateOrderResponse> {
  const holder = await findOrderByIdempotencyKey(deps.db, key);
  // The request that held the key could not set up its payment and withdrew its order.
  if (!holder) throw new UnavailableError(CHECKOUT_MESSAGES.providerDown);
  return replay(deps, holder, fingerprint);
}

/** Step 4's undo: the order never happened. */
async function withdraw({ db, notifier }: CheckoutDeps, order: OrderRow): Promise<void> {
  const levels = await db.transaction(async (tx) => {
    const locked = await lockOrder(tx, order.id);
    if (!locked) return [];
    const released = await releaseOrderHoldings(tx, locked);
    await deleteOrder(tx, order.id);
    return released;
  });
  await notifier.stockChanged(levels);
  await notifier.slotChanged(order);
}

/** Step 4, or its undo when the provider fails: 503 either way, saying whether it was placed. */
async function paymentOrWithdraw(deps: CheckoutDeps, order: OrderRow): Promise<OrderPayment> {
  try {
    return await paymentFor(deps, order);
  } catch (error) {
    deps.log.error(
      { err: error, orderId: order.id },
      'payment provider failed; withdrawing the order',
    );
    try {
      await withdraw(deps, order);
    } catch (undoError) {
      // The order stays: a retry with the key answers it, else the reservation sweeper
      // releases it when reserved_until passes. The client must not be told it was not placed.
      deps.log.error({ err: undoError, orderId: order.id }, 'withdrawing the order failed');
      throw new UnavailableError(CHECKOUT_MESSAGES.outcomeUnknown);
    }
    throw new UnavailableError(CHECKOUT_MESSAGES.providerDown);
  }
}

/** The whole flow, steps 1 to 5 (see the top of this file). */
export async function placeOrder(
  deps: CheckoutDeps,
  request: CheckoutRequest,
): Promise<CreateOrderResponse> {
  const { db, notifier } = deps;
  const fingerprint = orderFingerprint(request.input, request.accessCodeId);
  const existing = await findOrderByIdempotencyKey(db, request.idempotencyKey);
  if (existing) return replay(deps, existing, fingerprint);

  const settings = await deps.settings.get();
  assertStoreOpen(settings);
  const buyer = verifiedBuyer(deps, settings, request.age, request.input.date_of_birth);
  const plan = await deps.fulfilment.plan(request.input, settings);
  const priced = await priceOrder(db, settings, request.input, new Date(), plan.totals);
  if (buyer) assertOldEnough(buyer, settings, priced.lines);
  deps.fulfilment.checkMinimum(plan, priced.totals);

  const reservation = await reserveWithFreshNumber(
    deps,
    request,
    { priced, ageRecord: buyer?.record ?? NO_AGE_RECORD, plan },
    fingerprint,
    settings,
  );
  if (reservation.kind === 'key_taken') {
    return replayHolder(deps, request.idempotencyKey, fingerprint);
  }
  if (reservation.kind === 'number_taken') {
    throw new Error('could not draw an unused order number');
  }

  const { order, levels, slot } = reservation;
  await notifier.stockChanged(levels);
  await notifier.placesTaken(slot, settings.timezone);
  const payment = await paymentOrWithdraw(deps, order);
  const placed = await answer(deps, order.id, payment);
  await notifier.orderPlaced(order);
  await deps.onPlaced?.(placed.order);
  return placed;
}

export type CheckoutFlow = ReturnType<typeof createCheckoutFlow>;

export function createCheckoutFlow(deps: CheckoutDeps) {
  return {
    placeOrder: (request: CheckoutRequest) => placeOrder(deps, request),
  };
}
