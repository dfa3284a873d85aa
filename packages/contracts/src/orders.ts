// Checkout (docs/product.md#checkout-and-orders): the order a customer places, the order they get
// back, referral checks and the built-in test provider's card payment. Money on the wire is
// dollars; the server recomputes every amount, so nothing here carries a price.
import { z } from 'zod';
import { dateOfBirthSchema, orderAgeVerificationSchema } from './age-verification';
import { ORDER_PAYMENT_METHODS } from './fulfilment-rules';
import {
  orderFulfilmentRequestSchema,
  orderFulfilmentSchema,
  orderPaymentMethodSchema,
} from './order-fulfilment';
import { ORDER_STATUSES, PAYMENT_STATUSES } from './order-status-rules';

/** The request header that makes `POST /orders` safe to retry. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** The request header (or `?order_token=`) that proves a caller placed the order. */
export const ORDER_TOKEN_HEADER = 'x-order-token';

export const idempotencyKeySchema = z
  .string({ error: 'Send an Idempotency-Key header so a retry cannot place a second order' })
  .regex(/^[A-Za-z0-9_.:-]{8,128}$/, 'Idempotency-Key must be 8–128 letters, digits or _.:-');

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `Enter ${label}` })
    .trim()
    .min(1, `Enter ${label}`)
    .max(max, `Keep ${label} under ${max + 1} characters`);

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Keep this under ${max + 1} characters`)
    .optional()
    .transform((value) => (value === '' ? undefined : value));

export const shippingAddressSchema = z.object({
  line1: requiredText('the street address', 200),
  line2: optionalText(200),
  city: requiredText('the city', 100),
  state: requiredText('the state', 100),
  postal_code: z
    .string({ error: 'Enter the ZIP or postal code' })
    .trim()
    .regex(/^[A-Za-z0-9][A-Za-z0-9 -]{1,10}[A-Za-z0-9]$/, 'Enter a valid ZIP or postal code'),
  country: z
    .string({ error: 'Enter the country' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'Use a two-letter country code, such as US'),
});
export type ShippingAddress = z.infer<typeof shippingAddressSchema>;

/**
 * The address in an answer: already checked when the order was placed. Without the request
 * schema's transforms, because responses are encoded and a transform cannot run backwards.
 */
export const shippingAddressViewSchema = z.object({
  line1: z.string(),
  line2: z.string().optional(),
  city: z.string(),
  state: z.string(),
  postal_code: z.string(),
  country: z.string(),
});

export const MAX_ORDER_LINES = 50;
export const MAX_LINE_QUANTITY = 1000;

export const orderLineRequestSchema = z.object({
  product_id: z
    .number({ error: 'product_id must be a number' })
    .int('product_id must be a whole number')
    .positive('product_id must be positive')
    .max(2_147_483_647, 'No such product'),
  quantity: z
    .number({ error: 'Quantity must be a number' })
    .int('Quantity must be a whole number')
    .min(1, 'Quantity must be at least 1')
    .max(MAX_LINE_QUANTITY, `Quantity must be at most ${MAX_LINE_QUANTITY}`),
});

/** Upper-case letters, digits, _ and -; blank counts as none. */
export const referralCodeInputSchema = z
  .string()
  .trim()
  .toUpperCase()
  .max(32, 'Referral codes are at most 32 characters')
  .regex(/^[A-Z0-9_-]*$/, 'Referral codes use letters, digits, _ and - only');

export const customerDetailsSchema = z.object({
  customer_email: z
    .string({ error: 'Enter your email address' })
    .trim()
    .max(254, 'Enter a shorter email address')
    .pipe(z.email('Enter a valid email address')),
  customer_name: requiredText('your name', 120),
  phone: z
    .string()
    .trim()
    .regex(/^$|^\+?[0-9()\-. ]{7,20}$/, 'Enter a valid phone number')
    .optional()
    .transform((value) => (value === '' ? undefined : value)),
  shipping_address: shippingAddressSchema,
});
export type CustomerDetails = z.infer<typeof customerDetailsSchema>;

export const createOrderRequestSchema = customerDetailsSchema
  .extend({
    /** Required but for pickup, which goes nowhere (a pickup order keeps none). */
    shipping_address: shippingAddressSchema.optional(),
    items: z
      .array(orderLineRequestSchema, { error: 'items must be a list of products' })
      .min(1, 'Your cart is empty')
      .max(MAX_ORDER_LINES, `An order holds at most ${MAX_ORDER_LINES} different products`)
      .superRefine((lines, context) => {
        const seen = new Set<number>();
        lines.forEach((line, index) => {
          if (seen.has(line.product_id)) {
            context.addIssue({
              code: 'custom',
              path: [index, 'product_id'],
              message: 'Each product may appear only once; raise its quantity instead',
            });
          }
          seen.add(line.product_id);
        });
      }),
    referral_code: referralCodeInputSchema
      .optional()
      .transform((value) => (value === '' ? undefined : value)),
    /**
     * In date-of-birth mode: the buyer's date of birth, which must be the one given at the age step
     * (docs/product.md#what-an-order-records).
     */
    date_of_birth: dateOfBirthSchema.optional(),
    /** How the order reaches the shopper; without it the order is shipped (decision 0037). */
    fulfilment: orderFulfilmentRequestSchema.optional(),
    /** `in_person` (pickup or delivery, when the shop allows it) is paid at hand-off; default card. */
    payment_method: orderPaymentMethodSchema.optional(),
  })
  .superRefine((order, context) => {
    const method = order.fulfilment?.method ?? 'shipping';
    if (method !== 'pickup' && order.shipping_address === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['shipping_address'],
        message:
          method === 'delivery'
            ? 'Enter the address to deliver to'
            : 'Enter the address to ship to',
      });
    }
    if (method !== 'shipping' && order.fulfilment?.slot_start === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['fulfilment', 'slot_start'],
        message: `Choose a ${method} time slot`,
      });
    }
    if (method === 'shipping' && order.fulfilment?.slot_start !== undefined) {
      context.addIssue({
        code: 'custom',
        path: ['fulfilment', 'slot_start'],
        message: 'Shipped orders take no time slot',
      });
    }
    if (method === 'shipping' && order.payment_method === 'in_person') {
      context.addIssue({
        code: 'custom',
        path: ['payment_method'],
        message: 'Shipped orders are paid by card; paying in person is for pickup and delivery',
      });
    }
  });
export type CreateOrderRequest = z.input<typeof createOrderRequestSchema>;
export type CreateOrderInput = z.output<typeof createOrderRequestSchema>;

export const orderItemSchema = z.object({
  product_id: z.number().int().nullable(),
  name: z.string(),
  sku: z.string(),
  /** Dollars, the effective price when ordered. */
  unit_price: z.number(),
  quantity: z.number().int(),
  line_total: z.number(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

/** An order as its customer sees it (after placing it, or with its order token). */
export const orderSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  status: z.enum(ORDER_STATUSES),
  payment_status: z.enum(PAYMENT_STATUSES),
  customer_email: z.string(),
  customer_name: z.string(),
  phone: z.string().nullable(),
  /** Null for a pickup order. */
  shipping_address: shippingAddressViewSchema.nullable(),
  items: z.array(orderItemSchema),
  subtotal: z.number(),
  tax: z.number(),
  /** A fraction: 0.08 is 8 %. */
  tax_rate: z.number(),
  shipping: z.number(),
  discount: z.number(),
  total: z.number(),
  referral_code: z.string().nullable(),
  /** Until when the stock is held for an unpaid order; null once paid or closed. */
  reserved_until: z.iso.datetime({ offset: true }).nullable(),
  /** How the buyer proved their age; null when the order was placed with age verification off. */
  age_verification: orderAgeVerificationSchema.nullable(),
  /** How the order reaches the shopper: shipping, or a pickup or delivery slot (decision 0037). */
  fulfilment: orderFulfilmentSchema,
  payment_method: z.enum(ORDER_PAYMENT_METHODS),
  created_at: z.iso.datetime({ offset: true }),
});
export type Order = z.infer<typeof orderSchema>;

export const PAYMENT_PROVIDERS = ['stripe', 'test'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

export const orderPaymentSchema = z.object({
  /**
   * Null for an order paid in person (`payment_method` `in_person`): nothing is paid online, the
   * staff record the payment at hand-off, so there is no client secret either.
   */
  provider: z.enum(PAYMENT_PROVIDERS).nullable(),
  /** Stripe only: what Stripe.js confirms the payment with. */
  client_secret: z.string().optional(),
  publishable_key: z.string().optional(),
});
export type OrderPayment = z.infer<typeof orderPaymentSchema>;

export const createOrderResponseSchema = z.object({
  order: orderSchema,
  payment: orderPaymentSchema,
  order_token: z.string(),
});
export type CreateOrderResponse = z.infer<typeof createOrderResponseSchema>;

export const orderIdParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

export const orderTokenQuerySchema = z.object({
  order_token: z.string().max(200).optional(),
});

export const orderResponseSchema = z.object({ order: orderSchema });
export type OrderResponse = z.infer<typeof orderResponseSchema>;

// --- Referral codes at checkout ---------------------------------------------------------------

export const validateReferralRequestSchema = z.object({
  code: referralCodeInputSchema.pipe(z.string().min(1, 'Enter a referral code')),
  /** Dollars: the cart's subtotal, to check a code's minimum spend. */
  subtotal: z.number().min(0).max(10_000_000).optional(),
});
export type ValidateReferralRequest = z.input<typeof validateReferralRequestSchema>;

export const validateReferralResponseSchema = z.object({
  valid: z.boolean(),
  code: z.string(),
  discount_type: z.enum(['percentage', 'fixed']).nullable(),
  /** Percent (10 = 10 %) or dollars, by discount_type; null when not valid. */
  discount_value: z.number().nullable(),
  message: z.string(),
});
export type ValidateReferralResponse = z.infer<typeof validateReferralResponseSchema>;

// --- Payments -------------------------------------------------------------------------------------

/** The two cards the built-in test provider knows (docs/product.md#payment). */
export const TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
} as const;

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The test provider's card form; `now` decides whether an expiry date has passed. */
export function testCardSchema(now: () => Date = () => new Date()) {
  return z.object({
    card_number: z
      .string({ error: 'Enter the card number' })
      .transform((value) => value.replace(/[\s-]/g, ''))
      .pipe(
        z
          .string()
          .regex(/^\d{13,19}$/, 'Enter a valid card number')
          .refine(luhnValid, 'Enter a valid card number'),
      ),
    expiry: z
      .string({ error: 'Enter the expiry date' })
      .trim()
      .regex(/^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/, 'Use MM/YY')
      .refine((value) => {
        const [month, year] = value.split('/').map((part) => Number(part.trim()));
        const today = now();
        const expires = new Date(Date.UTC(2000 + (year ?? 0), month ?? 0, 1));
        return expires.getTime() > Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1);
      }, 'This card has expired'),
    cvc: z
      .string({ error: 'Enter the security code' })
      .trim()
      .regex(/^\d{3,4}$/, 'Enter the 3 or 4 digit security code'),
  });
}
export type TestCard = z.input<ReturnType<typeof testCardSchema>>;

export const testProviderConfirmRequestSchema = z
  .object({
    order_id: z.number().int().positive().max(2_147_483_647),
    order_token: z.string().min(1).max(200),
  })
  .extend(testCardSchema().shape);

/** Stripe's path back from the browser: Canopy asks Stripe and finalizes a succeeded payment. */
export const paymentConfirmRequestSchema = z.object({
  order_id: z.number().int().positive().max(2_147_483_647),
  order_token: z.string().min(1).max(200),
});
