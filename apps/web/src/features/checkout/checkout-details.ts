// The contact and shipping details as the checkout form holds them, and how they become the body
// of POST /orders: the customer's details, each cart line as product and quantity (never a
// price: the server prices the order), the applied referral code, and the date of birth the
// shopper gave at the age step (date-of-birth mode; checkout never asks for it again), and for
// pickup or delivery the chosen slot and how it is paid. A shipped order's body is exactly what it
// was before pickup and delivery existed (no `fulfilment`), so its Idempotency-Key is too.
import type {
  CreateOrderRequest,
  CustomerDetails,
  customerDetailsSchema,
  FulfilmentMethod,
} from '@canopy/contracts';
import type { z } from 'zod';

/** What the form edits: every field as typed, before customerDetailsSchema trims and checks it. */
export type DetailsFormValues = z.input<typeof customerDetailsSchema>;
type AddressFieldName = keyof DetailsFormValues['shipping_address'];

export type DetailsFieldName =
  Exclude<keyof DetailsFormValues, 'shipping_address'> | `shipping_address.${AddressFieldName}`;

/** The form's fields in the order they appear, as the server's `loc` names them. */
export const DETAILS_FIELDS: readonly DetailsFieldName[] = [
  'customer_email',
  'customer_name',
  'phone',
  'shipping_address.line1',
  'shipping_address.line2',
  'shipping_address.city',
  'shipping_address.state',
  'shipping_address.postal_code',
  'shipping_address.country',
];

/** The countries the shop ships to, by ISO 3166-1 alpha-2 code; the US first and the default. */
export const SHIPPING_COUNTRIES = [
  { code: 'US', name: 'United States' },
  { code: 'CA', name: 'Canada' },
  { code: 'GB', name: 'United Kingdom' },
  { code: 'IE', name: 'Ireland' },
  { code: 'DE', name: 'Germany' },
  { code: 'NL', name: 'Netherlands' },
  { code: 'AU', name: 'Australia' },
  { code: 'NZ', name: 'New Zealand' },
] as const;

export const EMPTY_DETAILS: Required<DetailsFormValues> = {
  customer_email: '',
  customer_name: '',
  phone: '',
  shipping_address: {
    line1: '',
    line2: '',
    city: '',
    state: '',
    postal_code: '',
    country: 'US',
  },
};

/** What the order needs of a cart line. */
export interface CheckoutLine {
  id: number;
  quantity: number;
}

/** How the order reaches the shopper, as the checkout chose it. */
export interface FulfilmentChoice {
  method: FulfilmentMethod;
  /** Pickup and delivery: the chosen slot's start. */
  slotStart: string | null;
  /** Pickup and delivery: paid at the counter or the door. */
  inPerson: boolean;
}

export const SHIPPING_CHOICE: FulfilmentChoice = {
  method: 'shipping',
  slotStart: null,
  inPerson: false,
};

/** The contact details, with the address only where the order goes somewhere (not pickup). */
export type CheckoutDetails = Omit<CustomerDetails, 'shipping_address'> &
  Partial<Pick<CustomerDetails, 'shipping_address'>>;

function fulfilmentFields(
  choice: FulfilmentChoice,
  details: CheckoutDetails,
): Pick<CreateOrderRequest, 'fulfilment' | 'payment_method' | 'shipping_address'> {
  if (choice.method === 'shipping') return { shipping_address: details.shipping_address };
  const postalCode = details.shipping_address?.postal_code;
  return {
    ...(choice.method === 'delivery' ? { shipping_address: details.shipping_address } : {}),
    fulfilment: {
      method: choice.method,
      ...(choice.slotStart ? { slot_start: choice.slotStart } : {}),
      ...(choice.method === 'delivery' && postalCode ? { postal_code: postalCode } : {}),
    },
    ...(choice.inPerson ? { payment_method: 'in_person' as const } : {}),
  };
}

export function orderRequest(
  details: CheckoutDetails,
  lines: readonly CheckoutLine[],
  referralCode: string | null,
  dateOfBirth: string | null = null,
  choice: FulfilmentChoice = SHIPPING_CHOICE,
): CreateOrderRequest {
  const { shipping_address: _address, ...contact } = details;
  return {
    ...contact,
    ...fulfilmentFields(choice, details),
    items: lines.map((line) => ({ product_id: line.id, quantity: line.quantity })),
    ...(referralCode ? { referral_code: referralCode } : {}),
    ...(dateOfBirth ? { date_of_birth: dateOfBirth } : {}),
  };
}

/** The cart as far as an order is concerned: which products, how many of each. */
export function cartKeyOf(lines: readonly CheckoutLine[]): string {
  return lines.map((line) => `${line.id}x${line.quantity}`).join(',');
}

/**
 * The form field a server validation issue is about (`['body', 'shipping_address', 'city']` →
 * 'shipping_address.city'), or null when it is not one of the form's fields.
 */
export function fieldOfIssue(loc: readonly (string | number)[]): DetailsFieldName | null {
  const path = (loc[0] === 'body' ? loc.slice(1) : loc).join('.');
  return DETAILS_FIELDS.find((field) => field === path) ?? null;
}
