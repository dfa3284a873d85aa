import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  closedDatesSchema,
  DEFAULT_FULFILMENT_SETTINGS,
  fulfilmentMethodsSchema,
  fulfilmentSettingsInputSchema,
  fulfilmentSettingsSchema,
  openingHoursSchema,
  pickupSlotsSchema,
} from './fulfilment-settings';
import { slotSettingsFor, slotsOn } from './fulfilment-rules';

/** The form's view of a refusal: each field's path and message. */
function problems(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

const week = DEFAULT_FULFILMENT_SETTINGS.opening_hours;

describe('the demo defaults', () => {
  it('are valid settings that an answer can carry', () => {
    expect(problems(fulfilmentSettingsInputSchema, DEFAULT_FULFILMENT_SETTINGS)).toEqual([]);
    expect(z.encode(fulfilmentSettingsSchema, DEFAULT_FULFILMENT_SETTINGS)).toEqual(
      DEFAULT_FULFILMENT_SETTINGS,
    );
  });

  it('open 09:00–21:00 every day with every method, 30- and 120-minute slots a week ahead', () => {
    expect(Object.values(week)).toEqual(Array(7).fill([{ open: '09:00', close: '21:00' }]));
    expect(DEFAULT_FULFILMENT_SETTINGS.fulfilment_methods).toEqual([
      'shipping',
      'pickup',
      'delivery',
    ]);
    expect(DEFAULT_FULFILMENT_SETTINGS.pickup_slots).toEqual({
      slot_minutes: 30,
      prep_minutes: 30,
      days_ahead: 7,
      slot_capacity: 5,
    });
    expect(DEFAULT_FULFILMENT_SETTINGS.delivery_slots.slot_minutes).toBe(120);
    expect(DEFAULT_FULFILMENT_SETTINGS.in_person_payment).toBe(true);
    expect(DEFAULT_FULFILMENT_SETTINGS.no_show_grace_minutes).toBe(120);
  });
});

describe('the defaults read by the slot rules', () => {
  it('give the demo shop 24 pickup slots and 6 delivery slots a day', () => {
    const calendar = { ...DEFAULT_FULFILMENT_SETTINGS, timezone: 'America/Los_Angeles' };
    const query = { date: '2026-06-10', calendar, now: new Date('2026-06-09T12:00:00-07:00') };
    for (const [method, count] of [
      ['pickup', 24],
      ['delivery', 6],
    ] as const) {
      const slotSettings = slotSettingsFor(method, DEFAULT_FULFILMENT_SETTINGS);
      expect(slotsOn({ ...query, slotSettings }), method).toHaveLength(count);
    }
  });
});

describe('opening hours', () => {
  const withMonday = (mon: unknown) => ({ ...week, mon });

  it('takes several intervals a day, touching ones, none (closed) and 24:00 as midnight', () => {
    expect(
      problems(
        openingHoursSchema,
        withMonday([
          { open: '13:00', close: '24:00' },
          { open: '09:00', close: '13:00' },
        ]),
      ),
    ).toEqual([]);
    expect(problems(openingHoursSchema, withMonday([]))).toEqual([]);
  });

  it('names overlapping intervals on the later one', () => {
    expect(
      problems(
        openingHoursSchema,
        withMonday([
          { open: '11:00', close: '14:00' },
          { open: '09:00', close: '12:00' },
        ]),
      ),
    ).toEqual(["mon.0.open: Monday's hours overlap: 09:00–12:00 and 11:00–14:00"]);
    expect(
      problems(
        openingHoursSchema,
        withMonday([
          { open: '09:00', close: '21:00' },
          { open: '10:00', close: '11:00' },
          { open: '12:00', close: '13:00' },
        ]),
      ),
    ).toEqual([
      "mon.1.open: Monday's hours overlap: 09:00–21:00 and 10:00–11:00",
      "mon.2.open: Monday's hours overlap: 09:00–21:00 and 12:00–13:00",
    ]);
  });

  it('checks overlaps only once every time is valid', () => {
    expect(
      problems(
        openingHoursSchema,
        withMonday([
          { open: '9:00', close: '12:00' },
          { open: '10:00', close: '11:00' },
        ]),
      ),
    ).toEqual(['mon.0.open: Enter the opening time as HH:MM, 24-hour, like 09:00']);
    expect(
      problems(openingHoursSchema, withMonday([null, { open: '10:00', close: '11:00' }])),
    ).toHaveLength(1);
  });

  it('refuses times that are not HH:MM on a 24-hour clock', () => {
    for (const open of ['9:00', '24:00', '12:60', '25:00', '0900']) {
      expect(problems(openingHoursSchema, withMonday([{ open, close: '21:00' }])), open).toEqual([
        'mon.0.open: Enter the opening time as HH:MM, 24-hour, like 09:00',
      ]);
    }
    expect(problems(openingHoursSchema, withMonday([{ open: '09:00', close: '24:30' }]))).toEqual([
      'mon.0.close: Enter the closing time as HH:MM, 24-hour, like 21:00 (24:00 is midnight)',
    ]);
  });

  it('wants the closing time after the opening time', () => {
    for (const close of ['09:00', '08:00']) {
      expect(problems(openingHoursSchema, withMonday([{ open: '09:00', close }]))).toEqual([
        'mon.0.close: The closing time must be after the opening time',
      ]);
    }
  });

  it('wants every day of the week', () => {
    const { sun: _sunday, ...noSunday } = week;
    expect(problems(openingHoursSchema, noSunday)).toEqual(["sun: Enter Sunday's hours"]);
  });
});

describe('closed dates', () => {
  it('takes real, distinct days', () => {
    expect(problems(closedDatesSchema, ['2026-12-25', '2028-02-29'])).toEqual([]);
    expect(
      problems(closedDatesSchema, ['2026-02-30', '2026/12/25', '2026-12-25', '2026-12-25']),
    ).toEqual([
      '0: The closed date is not a real date',
      '1: Enter the closed date as YYYY-MM-DD',
      '3: 2026-12-25 is listed twice',
    ]);
  });
});

describe('methods and slot settings', () => {
  it('wants at least one known method, each once', () => {
    expect(problems(fulfilmentMethodsSchema, [])).toEqual([
      ': Enable at least one fulfilment method',
    ]);
    expect(problems(fulfilmentMethodsSchema, ['pickup', 'pickup'])).toEqual([
      ': Each fulfilment method is listed once',
    ]);
    expect(problems(fulfilmentMethodsSchema, ['courier'])).toEqual([
      '0: Choose shipping, pickup or delivery',
    ]);
  });

  it('bounds each slot setting with a message naming it', () => {
    expect(
      problems(pickupSlotsSchema, {
        slot_minutes: 45,
        prep_minutes: 1_441,
        days_ahead: 61,
        slot_capacity: 0,
      }),
    ).toEqual([
      'slot_minutes: Choose a pickup slot of 15, 30, 60 or 120 minutes',
      'prep_minutes: The pickup preparation time in minutes is at most 1,440',
      'days_ahead: The number of days ahead pickup can be booked is at most 60',
      'slot_capacity: The number of orders per pickup slot is at least 1',
    ]);
  });
});
