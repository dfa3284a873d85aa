// What the checkout remembers in the browser, each read back only when it still has its shape:
//   session storage (this tab, until it closes): the details being typed, the applied referral
//   code, the Idempotency-Key of the attempt in flight, and the placed order awaiting payment;
//   local storage: the order tokens of the last orders, so a confirmation page survives a reload.
// Card details are never stored.
import { createOrderResponseSchema, type CreateOrderResponse } from '@canopy/contracts';
import { z } from 'zod';
import { EMPTY_DETAILS, type DetailsFormValues } from './checkout-details';
import type { AppliedReferral } from './referral-discount';

const SESSION_KEYS = {
  details: 'canopy.checkout_details',
  referral: 'canopy.checkout_referral',
  attempt: 'canopy.checkout_attempt',
  order: 'canopy.checkout_order',
} as const;
const ORDER_TOKENS_KEY = 'canopy.orders';
const REMEMBERED_ORDERS = 10;

type Area = 'localStorage' | 'sessionStorage';

function storageArea(area: Area): Storage | null {
  try {
    return window[area];
  } catch {
    return null;
  }
}

function readJson<T>(area: Area, key: string, schema: z.ZodType<T>): T | null {
  try {
    const raw = storageArea(area)?.getItem(key);
    if (raw === null || raw === undefined) return null;
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function writeJson(area: Area, key: string, value: unknown): void {
  try {
    storageArea(area)?.setItem(key, JSON.stringify(value));
  } catch {
    // Storage is full or disabled: the value lives for this page only.
  }
}

function remove(area: Area, key: string): void {
  try {
    storageArea(area)?.removeItem(key);
  } catch {
    // Nothing to remove when storage is unavailable.
  }
}

// --- The details being typed ---------------------------------------------------------------

const typed = z.string().max(500).catch('');
const detailsDraftSchema = z.object({
  customer_email: typed,
  customer_name: typed,
  phone: typed,
  shipping_address: z.object({
    line1: typed,
    line2: typed,
    city: typed,
    state: typed,
    postal_code: typed,
    country: z
      .string()
      .regex(/^[A-Z]{2}$/)
      .catch(EMPTY_DETAILS.shipping_address.country),
  }),
});

export function readDetailsDraft(): DetailsFormValues {
  return readJson('sessionStorage', SESSION_KEYS.details, detailsDraftSchema) ?? EMPTY_DETAILS;
}

export function saveDetailsDraft(details: DetailsFormValues): void {
  writeJson('sessionStorage', SESSION_KEYS.details, details);
}

// --- The applied referral code ---------------------------------------------------------------

const appliedReferralSchema = z.object({
  code: z.string().min(1),
  discount: z.discriminatedUnion('type', [
    z.object({ type: z.literal('percentage'), percent: z.number().min(0).max(100) }),
    z.object({ type: z.literal('fixed'), amountCents: z.number().int().min(0) }),
  ]),
});

export function readAppliedReferral(): AppliedReferral | null {
  return readJson('sessionStorage', SESSION_KEYS.referral, appliedReferralSchema);
}

export function saveAppliedReferral(referral: AppliedReferral | null): void {
  if (referral) writeJson('sessionStorage', SESSION_KEYS.referral, referral);
  else remove('sessionStorage', SESSION_KEYS.referral);
}

// --- The Idempotency-Key of the attempt in flight ----------------------------------------------

const attemptSchema = z.object({ key: z.string().min(8), fingerprint: z.string() });

/**
 * The Idempotency-Key for placing this very order: the stored one while the request body is the
 * same (a retry after a network failure must not place a second order), a new one otherwise.
 */
export function idempotencyKeyFor(requestBody: unknown): string {
  const fingerprint = JSON.stringify(requestBody);
  const stored = readJson('sessionStorage', SESSION_KEYS.attempt, attemptSchema);
  if (stored?.fingerprint === fingerprint) return stored.key;
  const key = crypto.randomUUID();
  writeJson('sessionStorage', SESSION_KEYS.attempt, { key, fingerprint });
  return key;
}

/** The server answered the attempt for good (placed, or refused): the next one is new. */
export function forgetAttempt(): void {
  remove('sessionStorage', SESSION_KEYS.attempt);
}

// --- The placed order awaiting payment ------------------------------------------------------

const placedOrderSchema = createOrderResponseSchema.extend({ cart_key: z.string() });
/** The answer of POST /orders, with the cart it was placed for. */
export type PlacedOrder = CreateOrderResponse & { cart_key: string };

export function readPlacedOrder(): PlacedOrder | null {
  return readJson('sessionStorage', SESSION_KEYS.order, placedOrderSchema);
}

export function savePlacedOrder(placed: PlacedOrder): void {
  writeJson('sessionStorage', SESSION_KEYS.order, placed);
}

export function forgetPlacedOrder(): void {
  remove('sessionStorage', SESSION_KEYS.order);
}

/** After payment: nothing of this checkout is kept but the order's token. */
export function clearCheckoutSession(): void {
  for (const key of Object.values(SESSION_KEYS)) remove('sessionStorage', key);
}

// --- Order tokens of the last orders -------------------------------------------------------

const orderTokensSchema = z.array(z.object({ id: z.number().int(), token: z.string().min(1) }));

export function rememberOrderToken(id: number, token: string): void {
  const kept = (readJson('localStorage', ORDER_TOKENS_KEY, orderTokensSchema) ?? []).filter(
    (entry) => entry.id !== id,
  );
  writeJson('localStorage', ORDER_TOKENS_KEY, [...kept, { id, token }].slice(-REMEMBERED_ORDERS));
}

export function orderTokenFor(id: number): string | null {
  const entries = readJson('localStorage', ORDER_TOKENS_KEY, orderTokensSchema) ?? [];
  return entries.find((entry) => entry.id === id)?.token ?? null;
}
