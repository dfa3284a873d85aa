// GET /fulfilment/slots (decision 0034): the storefront asks a method's slots on one local date of
// the store; delivery names the postal code it goes to. Each slot carries its capacity, the
// orders booked into it and the places left.
import { z } from 'zod';
import { isCalendarDate } from './age-rules';
import { SLOT_METHODS } from './fulfilment-rules';

/** The postal code a delivery's slots are asked for (and an order's `fulfilment` repeats). */
export const slotPostalCodeSchema = z
  .string()
  .trim()
  .min(1, 'Enter the postal code')
  .max(20, 'Enter a valid ZIP or postal code');

export const fulfilmentSlotsQuerySchema = z.object({
  method: z.enum(SLOT_METHODS, { error: 'Choose pickup or delivery' }),
  date: z
    .string({ error: 'Enter the date' })
    .refine(isCalendarDate, 'Enter a real date as YYYY-MM-DD'),
  /** Delivery only: the postal code the order goes to, which must lie in an active zone. */
  postal_code: slotPostalCodeSchema.optional(),
});
export type FulfilmentSlotsQuery = z.infer<typeof fulfilmentSlotsQuerySchema>;

export const fulfilmentSlotSchema = z.object({
  /** ISO-8601 with the store's offset, e.g. `2026-03-08T09:00:00-07:00`. */
  start: z.string(),
  end: z.string(),
  capacity: z.number().int(),
  booked: z.number().int(),
  /** capacity − booked, never below 0. */
  available: z.number().int(),
});
export type FulfilmentSlot = z.infer<typeof fulfilmentSlotSchema>;

export const fulfilmentSlotsSchema = z.object({
  /** The store's IANA time zone, in which `date` and the slots' wall-clock times are meant. */
  timezone: z.string(),
  method: z.enum(SLOT_METHODS),
  date: z.string(),
  slots: z.array(fulfilmentSlotSchema),
});
export type FulfilmentSlots = z.infer<typeof fulfilmentSlotsSchema>;

/** GET /fulfilment/days: the local dates a method's slots may be chosen on. */
export const fulfilmentDaysQuerySchema = fulfilmentSlotsQuerySchema.pick({ method: true });
export type FulfilmentDaysQuery = z.infer<typeof fulfilmentDaysQuerySchema>;

export const fulfilmentDaysSchema = z.object({
  timezone: z.string(),
  method: z.enum(SLOT_METHODS),
  /** YYYY-MM-DD, today … today + days_ahead, closed dates and closed weekdays left out. */
  days: z.array(z.string()),
});
export type FulfilmentDays = z.infer<typeof fulfilmentDaysSchema>;
