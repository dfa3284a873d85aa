import { describe, expect, it } from 'vitest';
import {
  findSlot,
  nextAvailableSlot,
  slotDays,
  slotKey,
  slotsOn,
  type OpeningHours,
  type OpeningInterval,
  type Slot,
  type SlotCalendar,
  type SlotLength,
  type SlotSettings,
} from './fulfilment-rules';

const LA = 'America/Los_Angeles';
const hours = (open: string, close: string): OpeningInterval[] => [{ open, close }];
const everyDay = (intervals: OpeningInterval[]): OpeningHours => ({
  mon: intervals,
  tue: intervals,
  wed: intervals,
  thu: intervals,
  fri: intervals,
  sat: intervals,
  sun: intervals,
});

function calendar(overrides: Partial<SlotCalendar> = {}): SlotCalendar {
  return {
    timezone: LA,
    opening_hours: everyDay(hours('09:00', '21:00')),
    closed_dates: [],
    ...overrides,
  };
}

const pickup: SlotSettings = {
  slot_minutes: 30,
  prep_minutes: 30,
  days_ahead: 7,
  slot_capacity: 5,
};

/** Slots of `date` with the store deciding at `now` (an ISO instant). */
function slots(
  date: string,
  now: string,
  options: { settings?: Partial<SlotSettings>; calendar?: Partial<SlotCalendar> } = {},
): Slot[] {
  return slotsOn({
    date,
    slotSettings: { ...pickup, ...options.settings },
    calendar: calendar(options.calendar),
    now: new Date(now),
  });
}

const starts = (list: Slot[]) => list.map((slot) => slot.start);
const offsets = (list: Slot[]) => [...new Set(list.map((slot) => slot.start.slice(-6)))];
const minutesLong = (slot: Slot) => (Date.parse(slot.end) - Date.parse(slot.start)) / 60_000;

/** Each slot ends where the next starts: none missing, none overlapping, none doubled. */
function expectContiguous(list: Slot[]) {
  list.slice(1).forEach((slot, index) => {
    expect(slotKey(slot.start), slot.start).toBe(slotKey(list[index]?.end ?? ''));
  });
  expect(new Set(list.map((slot) => slotKey(slot.start))).size).toBe(list.length);
}

// 2026-06-10 is a Wednesday; the day before, at noon, every slot of it is bookable.
const WEDNESDAY = '2026-06-10';
const TUESDAY_NOON = '2026-06-09T12:00:00-07:00';

describe('slotsOn: cutting the opening hours', () => {
  it('cuts the hours into slots from the opening time to the closing time', () => {
    const list = slots(WEDNESDAY, TUESDAY_NOON);
    expect(list).toHaveLength(24);
    expect(list[0]).toEqual({
      start: '2026-06-10T09:00:00-07:00',
      end: '2026-06-10T09:30:00-07:00',
    });
    expect(list.at(-1)).toEqual({
      start: '2026-06-10T20:30:00-07:00',
      end: '2026-06-10T21:00:00-07:00',
    });
    expectContiguous(list);
  });

  it.each<[SlotLength, number]>([
    [15, 48],
    [30, 24],
    [60, 12],
    [120, 6],
  ])('makes %i-minute slots (%i of them from 09:00 to 21:00)', (slotMinutes, count) => {
    const list = slots(WEDNESDAY, TUESDAY_NOON, { settings: { slot_minutes: slotMinutes } });
    expect(list).toHaveLength(count);
    expect(list.every((slot) => minutesLong(slot) === slotMinutes)).toBe(true);
    expect(list.at(-1)?.end).toBe('2026-06-10T21:00:00-07:00');
  });

  it('drops a slot that would end after closing', () => {
    const shortDay = { opening_hours: everyDay(hours('09:00', '10:45')) };
    expect(starts(slots(WEDNESDAY, TUESDAY_NOON, { calendar: shortDay }))).toEqual([
      '2026-06-10T09:00:00-07:00',
      '2026-06-10T09:30:00-07:00',
      '2026-06-10T10:00:00-07:00',
    ]);
    const twoHours = slots(WEDNESDAY, TUESDAY_NOON, {
      settings: { slot_minutes: 120 },
      calendar: { opening_hours: everyDay(hours('09:00', '20:00')) },
    });
    expect(twoHours.map((slot) => slot.end.slice(11, 16))).toEqual([
      '11:00',
      '13:00',
      '15:00',
      '17:00',
      '19:00',
    ]);
  });

  it('cuts each of several intervals from its own opening time, in order', () => {
    const split = {
      ...everyDay([]),
      wed: [
        { open: '14:15', close: '16:00' },
        { open: '09:00', close: '11:00' },
      ],
    };
    expect(
      slots(WEDNESDAY, TUESDAY_NOON, { calendar: { opening_hours: split } }).map((slot) =>
        slot.start.slice(11, 16),
      ),
    ).toEqual(['09:00', '09:30', '10:00', '10:30', '14:15', '14:45', '15:15']);
  });

  it('runs to midnight when the day closes at 24:00', () => {
    const late = { opening_hours: everyDay(hours('22:00', '24:00')) };
    expect(slots(WEDNESDAY, TUESDAY_NOON, { calendar: late }).at(-1)).toEqual({
      start: '2026-06-10T23:30:00-07:00',
      end: '2026-06-11T00:00:00-07:00',
    });
  });

  it('has none on a closed date or a weekday without hours', () => {
    expect(slots(WEDNESDAY, TUESDAY_NOON, { calendar: { closed_dates: [WEDNESDAY] } })).toEqual([]);
    const closedWednesdays = { opening_hours: { ...everyDay(hours('09:00', '21:00')), wed: [] } };
    expect(slots(WEDNESDAY, TUESDAY_NOON, { calendar: closedWednesdays })).toEqual([]);
  });
});

describe('slotsOn: now, preparation and days ahead', () => {
  it('starts no slot before now + prep_minutes, a slot starting exactly then included', () => {
    expect(slots(WEDNESDAY, '2026-06-10T09:30:00-07:00')[0]?.start).toBe(
      '2026-06-10T10:00:00-07:00',
    );
    expect(slots(WEDNESDAY, '2026-06-10T09:30:00.001-07:00')[0]?.start).toBe(
      '2026-06-10T10:30:00-07:00',
    );
    expect(
      slots(WEDNESDAY, '2026-06-10T09:30:00-07:00', { settings: { prep_minutes: 0 } })[0]?.start,
    ).toBe('2026-06-10T09:30:00-07:00');
    expect(slots(WEDNESDAY, '2026-06-10T20:31:00-07:00')).toEqual([]);
  });

  it('offers today + days_ahead and not the day after', () => {
    const now = '2026-06-10T12:00:00-07:00';
    expect(slots('2026-06-17', now)).toHaveLength(24);
    expect(slots('2026-06-18', now)).toEqual([]);
    expect(slots('2026-06-11', now, { settings: { days_ahead: 0 } })).toEqual([]);
    expect(slots(WEDNESDAY, now, { settings: { days_ahead: 0 } })).not.toEqual([]);
  });

  it('has none on a past date or a date that does not exist', () => {
    expect(slots('2026-06-09', '2026-06-10T08:00:00-07:00')).toEqual([]);
    expect(slots('2026-02-30', '2026-02-27T08:00:00-08:00')).toEqual([]);
  });

  it("counts days from the store's today east of UTC, where the UTC day is still yesterday", () => {
    // 20:00 UTC on 10 June is 05:00 on 11 June in Tokyo.
    const now = '2026-06-10T20:00:00Z';
    const tokyo = { timezone: 'Asia/Tokyo' };
    expect(slots('2026-06-10', now, { calendar: tokyo })).toEqual([]);
    const today = slots('2026-06-11', now, { settings: { days_ahead: 0 }, calendar: tokyo });
    expect(today).toHaveLength(24);
    expect(today[0]?.start).toBe('2026-06-11T09:00:00+09:00');
    expect(slots('2026-06-18', now, { calendar: tokyo })).toHaveLength(24);
    expect(slots('2026-06-19', now, { calendar: tokyo })).toEqual([]);
  });
});

describe('slotsOn: daylight saving time', () => {
  const nights = { opening_hours: everyDay(hours('00:00', '06:00')) };

  it('spring forward in Los Angeles (8 March 2026, 02:00 → 03:00): wall-clock hours, new offset', () => {
    const before = '2026-03-07T08:00:00-08:00';
    expect(offsets(slots('2026-03-07', before))).toEqual(['-08:00']);
    const day = slots('2026-03-08', before);
    expect(day).toHaveLength(24);
    expect(day[0]?.start).toBe('2026-03-08T09:00:00-07:00');
    expect(offsets(day)).toEqual(['-07:00']);
    expectContiguous(day);
  });

  it('spring forward: the skipped hour has no slot; the slot before it ends at the jump', () => {
    const night = slots('2026-03-08', '2026-03-07T08:00:00-08:00', { calendar: nights });
    expect(night.map((slot) => slot.start.slice(11))).toEqual([
      '00:00:00-08:00',
      '00:30:00-08:00',
      '01:00:00-08:00',
      '01:30:00-08:00',
      '03:00:00-07:00',
      '03:30:00-07:00',
      '04:00:00-07:00',
      '04:30:00-07:00',
      '05:00:00-07:00',
      '05:30:00-07:00',
    ]);
    expect(night[3]).toEqual({
      start: '2026-03-08T01:30:00-08:00',
      end: '2026-03-08T03:00:00-07:00',
    });
    expect(minutesLong(night[3] as Slot)).toBe(30);
    expectContiguous(night);
  });

  it('fall back in Los Angeles (1 November 2026, 02:00 → 01:00): every wall-clock slot once', () => {
    const before = '2026-10-31T08:00:00-07:00';
    expect(offsets(slots('2026-10-31', before))).toEqual(['-07:00']);
    const day = slots('2026-11-01', before);
    expect(day).toHaveLength(24);
    expect(offsets(day)).toEqual(['-08:00']);

    const night = slots('2026-11-01', before, { calendar: nights });
    expect(night).toHaveLength(12);
    expect(night.map((slot) => slot.start.slice(11))).toEqual([
      '00:00:00-07:00',
      '00:30:00-07:00',
      '01:00:00-07:00',
      '01:30:00-07:00',
      '02:00:00-08:00',
      '02:30:00-08:00',
      '03:00:00-08:00',
      '03:30:00-08:00',
      '04:00:00-08:00',
      '04:30:00-08:00',
      '05:00:00-08:00',
      '05:30:00-08:00',
    ]);
    // 01:30 is its first occurrence; the slot runs until the clock shows 02:00, the repeated hour
    // included.
    expect(night[3]).toEqual({
      start: '2026-11-01T01:30:00-07:00',
      end: '2026-11-01T02:00:00-08:00',
    });
    expect(minutesLong(night[3] as Slot)).toBe(90);
    expectContiguous(night);
    // The second 01:30 of the night is no slot's start.
    const query = { slotSettings: pickup, calendar: calendar(nights), now: new Date(before) };
    expect(findSlot({ ...query, slotStart: '2026-11-01T01:30:00-07:00' })).toEqual(night[3]);
    expect(findSlot({ ...query, slotStart: '2026-11-01T01:30:00-08:00' })).toBeNull();
  });

  it('follows Berlin: the offset changes with its own DST day (29 March 2026)', () => {
    const berlin = { timezone: 'Europe/Berlin' };
    const before = '2026-03-28T08:00:00+01:00';
    expect(slots('2026-03-28', before, { calendar: berlin })[0]?.start).toBe(
      '2026-03-28T09:00:00+01:00',
    );
    const day = slots('2026-03-29', before, { calendar: berlin });
    expect(day).toHaveLength(24);
    expect(offsets(day)).toEqual(['+02:00']);
    const night = slots('2026-03-29', before, { calendar: { ...berlin, ...nights } });
    expect(night).toHaveLength(10);
    expect(night.some((slot) => slot.start.slice(11, 13) === '02')).toBe(false);
    expectContiguous(night);
  });
});

describe('findSlot', () => {
  const query = (slotStart: string) => ({
    slotStart,
    slotSettings: pickup,
    calendar: calendar(),
    now: new Date(TUESDAY_NOON),
  });

  it('finds a valid slot, whatever offset the instant is written with', () => {
    const slot = { start: '2026-06-10T09:00:00-07:00', end: '2026-06-10T09:30:00-07:00' };
    expect(findSlot(query('2026-06-10T09:00:00-07:00'))).toEqual(slot);
    expect(findSlot(query('2026-06-10T16:00:00Z'))).toEqual(slot);
  });

  it('refuses a start off the slot grid, outside the hours, too soon, too far or not a time', () => {
    expect(findSlot(query('2026-06-10T09:15:00-07:00'))).toBeNull();
    expect(findSlot(query('2026-06-10T21:00:00-07:00'))).toBeNull();
    expect(findSlot(query('2026-06-09T12:00:00-07:00'))).toBeNull();
    expect(findSlot(query('2026-06-16T09:00:00-07:00'))).not.toBeNull();
    expect(findSlot(query('2026-06-17T09:00:00-07:00'))).toBeNull();
    expect(findSlot(query('2026-06-10T09:00:00'))).toBeNull();
    expect(findSlot(query('tomorrow'))).toBeNull();
  });
});

describe('slotDays and nextAvailableSlot', () => {
  // 20:00 on Wednesday: with 30 minutes' preparation, today's last slot (20:30) is the only one.
  const now = new Date('2026-06-10T20:00:00-07:00');
  const lastToday = '2026-06-10T20:30:00-07:00';
  const full = (...startsFull: string[]) =>
    new Map(startsFull.map((start) => [slotKey(start), pickup.slot_capacity]));
  const next = (
    booked: Map<number, number>,
    overrides: Partial<SlotCalendar> = {},
    after?: string,
  ) =>
    nextAvailableSlot({
      slotSettings: pickup,
      calendar: calendar(overrides),
      now,
      booked,
      ...(after === undefined ? {} : { after }),
    })?.start;

  it('lists today to today + days_ahead without closed dates and closed weekdays', () => {
    const days = slotDays({
      slotSettings: pickup,
      calendar: calendar({
        closed_dates: ['2026-06-12'],
        opening_hours: { ...everyDay(hours('09:00', '21:00')), sat: [] },
      }),
      now,
    });
    expect(days).toEqual([
      '2026-06-10',
      '2026-06-11',
      '2026-06-14',
      '2026-06-15',
      '2026-06-16',
      '2026-06-17',
    ]);
  });

  it('leaves out today once its last slot is inside the preparation time', () => {
    const days = (at: string) =>
      slotDays({ slotSettings: pickup, calendar: calendar(), now: new Date(at) });
    expect(days('2026-06-10T20:00:00-07:00')[0]).toBe('2026-06-10');
    expect(days('2026-06-10T20:01:00-07:00')[0]).toBe('2026-06-11');
  });

  it('is the first slot with a place left', () => {
    expect(next(new Map())).toBe(lastToday);
    expect(next(new Map([[slotKey(lastToday), 4]]))).toBe(lastToday);
  });

  it('goes on to the next day, past closed dates', () => {
    expect(next(full(lastToday))).toBe('2026-06-11T09:00:00-07:00');
    expect(next(full(lastToday), { closed_dates: ['2026-06-11'] })).toBe(
      '2026-06-12T09:00:00-07:00',
    );
    expect(next(full(lastToday, '2026-06-11T09:00:00-07:00'))).toBe('2026-06-11T09:30:00-07:00');
  });

  it('starts after the slot asked for when told', () => {
    expect(next(new Map(), {}, '2026-06-11T09:00:00-07:00')).toBe('2026-06-11T09:30:00-07:00');
  });

  it('is null when every slot up to days_ahead is taken', () => {
    const lastDay = {
      closed_dates: [
        '2026-06-11',
        '2026-06-12',
        '2026-06-13',
        '2026-06-14',
        '2026-06-15',
        '2026-06-16',
        '2026-06-17',
      ],
    };
    expect(next(full(lastToday), lastDay)).toBeUndefined();
  });
});
