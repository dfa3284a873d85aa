// What the storefront learns about payments and money rules before checkout.
import { z } from 'zod';
import { AGE_VERIFICATION_MODES } from './age-rules';
import { FULFILMENT_METHODS } from './fulfilment-rules';
import { shippingAddressViewSchema } from './orders';
import { STORE_STATUSES } from './settings';

export const paymentsConfigSchema = z.object({
  /** Stripe publishable key; null when the built-in test provider is in use. */
  publishableKey: z.string().nullable(),
  provider: z.enum(['stripe', 'test']),
  taxRate: z.number().min(0).max(1),
  defaultShippingCost: z.number().nonnegative(),
  freeShippingThreshold: z.number().nonnegative(),
  /** Anything but online: the storefront shows its closed page and POST /orders answers 503. */
  storeStatus: z.enum(STORE_STATUSES),
  /** The most of one product a single order may hold (POST /orders refuses more). */
  max_quantity_per_item: z.number().int().positive(),
  /** What the age step asks after the access code: nothing, a confirmation or a date of birth. */
  age_verification: z.enum(AGE_VERIFICATION_MODES),
  minimum_age: z.number().int().positive(),
  /** The store's IANA time zone. */
  timezone: z.string(),
  /** How orders can reach the shopper; pickup and delivery take a time slot (decision 0034). */
  fulfilment_methods: z.array(z.enum(FULFILMENT_METHODS)),
  /** Pickup and delivery orders may be paid at the counter or the door. */
  in_person_payment: z.boolean(),
  /** Where pickup orders are collected. */
  store_address: shippingAddressViewSchema,
  /** A purchase-limit pack with limits is active: Add to Cart asks before adding (decision 0036). */
  purchase_limits: z.boolean(),
});
export type PaymentsConfig = z.infer<typeof paymentsConfigSchema>;
