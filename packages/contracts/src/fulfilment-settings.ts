// The fulfilment settings (decision 0034): which methods the shop offers, its address and opening
// hours, closed dates, the pickup and delivery slots, in-person payment and the no-show grace.
// Zod schemas whose messages a System Config form shows next to the field, and the demo shop's
// defaults. The slot rules that read them are in fulfilment-rules.ts.
import { z } from 'zod';
import { isCalendarDate } from './age-rules';
import {
  clockMinutes,
  FULFILMENT_METHODS,
  SLOT_LENGTHS,
  type OpeningInterval,
  type Weekday,
} from './fulfilment-rules';
import { shippingAddressSchema, shippingAddressViewSchema, type ShippingAddress } from './orders';

const wholeNumber = (label: string, min: number, max: number) =>
  z
    .number({ error: `Enter the ${label}` })
    .int(`The ${label} is a whole number`)
    .min(min, `The ${label} is at least ${min.toLocaleString('en-US')}`)
    .max(max, `The ${label} is at most ${max.toLocaleString('en-US')}`);

export const fulfilmentMethodsSchema = z
  .array(z.enum(FULFILMENT_METHODS, { error: 'Choose shipping, pickup or delivery' }), {
    error: 'Choose the ways orders can be fulfilled',
  })
  .min(1, 'Enable at least one fulfilment method')
  .refine((methods) => new Set(methods).size === methods.length, {
    message: 'Each fulfilment method is listed once',
  });

/** The store's address, where pickup orders are collected: the same shape as a shipping address. */
export const storeAddressSchema = shippingAddressSchema;
export type StoreAddress = ShippingAddress;

const WEEKDAY_NAMES: Record<Weekday, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};

const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Zod runs a refinement after a refused field too: the cross-field checks wait for valid ones. */
const onlyValid = (payload: { issues: readonly unknown[] }) => payload.issues.length === 0;

export const openingIntervalSchema = z
  .strictObject({
    open: z
      .string({ error: 'Enter the opening time' })
      .regex(CLOCK_TIME, 'Enter the opening time as HH:MM, 24-hour, like 09:00'),
    close: z
      .string({ error: 'Enter the closing time' })
      .refine((value) => CLOCK_TIME.test(value) || value === '24:00', {
        message: 'Enter the closing time as HH:MM, 24-hour, like 21:00 (24:00 is midnight)',
      }),
  })
  .refine((interval) => clockMinutes(interval.open) < clockMinutes(interval.close), {
    message: 'The closing time must be after the opening time',
    path: ['close'],
    when: onlyValid,
  });

const MAX_INTERVALS_PER_DAY = 12;

const span = (interval: OpeningInterval) => `${interval.open}–${interval.close}`;

/** Each interval that opens before an earlier-opening one has closed, with that one. */
function overlaps(intervals: readonly OpeningInterval[]) {
  const byOpening = intervals
    .map((interval, index) => ({ interval, index }))
    .sort((a, b) => clockMinutes(a.interval.open) - clockMinutes(b.interval.open));
  const found: { index: number; interval: OpeningInterval; earlier: OpeningInterval }[] = [];
  let latest: OpeningInterval | undefined;
  for (const { interval, index } of byOpening) {
    if (latest && clockMinutes(interval.open) < clockMinutes(latest.close)) {
      found.push({ index, interval, earlier: latest });
    }
    if (!latest || clockMinutes(interval.close) > clockMinutes(latest.close)) latest = interval;
  }
  return found;
}

const dayHoursSchema = (weekday: Weekday) =>
  z
    .array(openingIntervalSchema, { error: `Enter ${WEEKDAY_NAMES[weekday]}'s hours` })
    .max(
      MAX_INTERVALS_PER_DAY,
      `${WEEKDAY_NAMES[weekday]} has at most ${String(MAX_INTERVALS_PER_DAY)} opening intervals`,
    )
    .superRefine(
      (intervals, ctx) => {
        for (const { index, interval, earlier } of overlaps(intervals)) {
          ctx.addIssue({
            code: 'custom',
            path: [index, 'open'],
            message: `${WEEKDAY_NAMES[weekday]}'s hours overlap: ${span(earlier)} and ${span(interval)}`,
          });
        }
      },
      { when: onlyValid },
    );

/** Each weekday's opening intervals (none: closed), wall-clock times in the store's time zone. */
export const openingHoursSchema = z.strictObject(
  {
    mon: dayHoursSchema('mon'),
    tue: dayHoursSchema('tue'),
    wed: dayHoursSchema('wed'),
    thu: dayHoursSchema('thu'),
    fri: dayHoursSchema('fri'),
    sat: dayHoursSchema('sat'),
    sun: dayHoursSchema('sun'),
  },
  { error: 'Enter the opening hours of every day of the week' },
);

const MAX_CLOSED_DATES = 400;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export const closedDatesSchema = z
  .array(
    z
      .string({ error: 'Enter the closed date' })
      .regex(DAY, 'Enter the closed date as YYYY-MM-DD')
      .refine(
        (value) => !DAY.test(value) || isCalendarDate(value),
        'The closed date is not a real date',
      ),
    { error: 'Enter the closed dates' },
  )
  .max(MAX_CLOSED_DATES, `At most ${String(MAX_CLOSED_DATES)} closed dates`)
  .superRefine((dates, ctx) => {
    dates.forEach((date, index) => {
      if (dates.indexOf(date) !== index) {
        ctx.addIssue({ code: 'custom', path: [index], message: `${date} is listed twice` });
      }
    });
  });

const slotSettingsSchema = (method: 'pickup' | 'delivery') =>
  z.strictObject(
    {
      slot_minutes: z.literal(SLOT_LENGTHS, {
        error: `Choose a ${method} slot of 15, 30, 60 or 120 minutes`,
      }),
      prep_minutes: wholeNumber(`${method} preparation time in minutes`, 0, 1_440),
      days_ahead: wholeNumber(`number of days ahead ${method} can be booked`, 0, 60),
      slot_capacity: wholeNumber(`number of orders per ${method} slot`, 1, 1_000),
    },
    { error: `Enter the ${method} slot settings` },
  );

export const pickupSlotsSchema = slotSettingsSchema('pickup');
export const deliverySlotsSchema = slotSettingsSchema('delivery');

const fields = {
  fulfilment_methods: fulfilmentMethodsSchema,
  opening_hours: openingHoursSchema,
  closed_dates: closedDatesSchema,
  pickup_slots: pickupSlotsSchema,
  delivery_slots: deliverySlotsSchema,
  /** Pickup and delivery orders may be paid at the counter or the door. */
  in_person_payment: z.boolean({ error: 'Choose whether orders can be paid in person' }),
  /** How long after its slot ends an uncollected pickup order counts as a no-show. */
  no_show_grace_minutes: wholeNumber('no-show grace period in minutes', 0, 10_080),
};

/** Every fulfilment setting as System Config sends it (the address trimmed, upper-cased). */
export const fulfilmentSettingsInputSchema = z.strictObject({
  ...fields,
  store_address: storeAddressSchema,
});

/** Every fulfilment setting as stored and answered: no transforms, so an answer can be encoded. */
export const fulfilmentSettingsSchema = z.object({
  ...fields,
  store_address: shippingAddressViewSchema,
});
export type FulfilmentSettings = z.infer<typeof fulfilmentSettingsSchema>;

const demoHours = () => [{ open: '09:00', close: '21:00' }];

const DEMO_SLOTS = { prep_minutes: 30, days_ahead: 7, slot_capacity: 5 } as const;

/** The demo shop: open 09:00–21:00 every day, every method, pickup and delivery a week ahead. */
export const DEFAULT_FULFILMENT_SETTINGS: FulfilmentSettings = {
  fulfilment_methods: [...FULFILMENT_METHODS],
  store_address: {
    line1: '100 Canopy Way',
    city: 'Portland',
    state: 'OR',
    postal_code: '97201',
    country: 'US',
  },
  opening_hours: {
    mon: demoHours(),
    tue: demoHours(),
    wed: demoHours(),
    thu: demoHours(),
    fri: demoHours(),
    sat: demoHours(),
    sun: demoHours(),
  },
  closed_dates: [],
  pickup_slots: { slot_minutes: 30, ...DEMO_SLOTS },
  delivery_slots: { slot_minutes: 120, ...DEMO_SLOTS },
  in_person_payment: true,
  no_show_grace_minutes: 120,
};
