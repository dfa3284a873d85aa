// How an order reaches the shopper (decision 0037): the `fulfilment` an order body may carry, the
// `payment_method`, and the `fulfilment` every order reports. Without `fulfilment` an order is
// shipped as it always was; pickup and delivery name the start of a slot of GET /fulfilment/slots.
import { z } from 'zod';
import { FULFILMENT_METHODS, ORDER_PAYMENT_METHODS, slotKey } from './fulfilment-rules';
import { slotPostalCodeSchema } from './fulfilment-slots';

export const orderFulfilmentRequestSchema = z.object({
  method: z.enum(FULFILMENT_METHODS, { error: 'Choose shipping, pickup or delivery' }),
  /** Pickup and delivery: the slot's `start` as GET /fulfilment/slots gave it. */
  slot_start: z
    .string({ error: 'Choose a time slot' })
    .refine((value) => !Number.isNaN(slotKey(value)), 'Choose a time slot from the list')
    .optional(),
  /** Delivery: the postal code the slots were asked for; it must be the address's. */
  postal_code: slotPostalCodeSchema.optional(),
});
export type OrderFulfilmentRequest = z.output<typeof orderFulfilmentRequestSchema>;

export const orderPaymentMethodSchema = z.enum(ORDER_PAYMENT_METHODS, {
  error: 'Choose to pay by card or in person',
});

/** How an order reaches its shopper, as every order reports it. */
export const orderFulfilmentSchema = z.object({
  method: z.enum(FULFILMENT_METHODS),
  /** ISO-8601 with the store's offset; null for shipping. */
  slot_start: z.string().nullable(),
  slot_end: z.string().nullable(),
  /** The delivery zone the order was priced by; null for shipping, pickup or a deleted zone. */
  zone_id: z.number().int().nullable(),
});
export type OrderFulfilment = z.infer<typeof orderFulfilmentSchema>;
