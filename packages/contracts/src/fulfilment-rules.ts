// How an order reaches the shopper, and the time slots of in-store pickup and local delivery
// (decision 0034). Opening hours are the store's wall-clock times on each local date; slots are
// cut from them and answered as ISO-8601 with the store's own offset. Pure and free of zod: the
// storefront's first download can use it; the settings' schemas are in fulfilment-settings.ts.
import { isCalendarDate, storeDay } from './age-rules';
import { shiftDay, storeIsoTime, wallClockOn, weekdayIndex } from './store-clock-rules';

export const FULFILMENT_METHODS = ['shipping', 'pickup', 'delivery'] as const;
export type FulfilmentMethod = (typeof FULFILMENT_METHODS)[number];

/** Each method's name wherever the shop shows it (checkout, confirmation, the admin screens). */
export const FULFILMENT_METHOD_LABELS: Readonly<Record<FulfilmentMethod, string>> = {
  shipping: 'Shipping',
  pickup: 'Pickup',
  delivery: 'Local delivery',
};

/** How an order is paid: by card online, or at the pickup counter or the door (decision 0037). */
export const ORDER_PAYMENT_METHODS = ['card', 'in_person'] as const;
export type OrderPaymentMethod = (typeof ORDER_PAYMENT_METHODS)[number];

/** The methods that take a time slot. */
export const SLOT_METHODS = ['pickup', 'delivery'] as const;
export type SlotMethod = (typeof SLOT_METHODS)[number];

/** How paying in person is named for each slot method. */
export const PAY_IN_PERSON_LABELS: Readonly<Record<SlotMethod, string>> = {
  pickup: 'Pay at pickup',
  delivery: 'Pay on delivery',
};

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const SLOT_LENGTHS = [15, 30, 60, 120] as const;
export type SlotLength = (typeof SLOT_LENGTHS)[number];

/** One stretch of opening on a day: `HH:MM` 24 h, open before close; close may be `24:00`. */
export interface OpeningInterval {
  open: string;
  close: string;
}

/** Each weekday's intervals; none means closed all day. */
export type OpeningHours = Record<Weekday, readonly OpeningInterval[]>;

/** A slot method's settings (`pickup_slots`, `delivery_slots`). */
export interface SlotSettings {
  slot_minutes: SlotLength;
  /** No slot starts sooner than this after now. */
  prep_minutes: number;
  /** Slots are offered from the store's today to today + days_ahead, both included. */
  days_ahead: number;
  /** Orders one slot takes. */
  slot_capacity: number;
}

/** The store settings every slot method shares (the settings keys of the same names). */
export interface SlotCalendar {
  timezone: string;
  opening_hours: OpeningHours;
  closed_dates: readonly string[];
}

/** A slot: ISO-8601 instants with the store's offset, e.g. `2026-03-08T09:00:00-07:00`. */
export interface Slot {
  start: string;
  end: string;
}

export interface SlotQuery {
  slotSettings: SlotSettings;
  calendar: SlotCalendar;
  now: Date;
}

/** `09:30` → 570; `24:00` → 1440. */
export function clockMinutes(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/** The settings of `method`'s slots. */
export function slotSettingsFor(
  method: SlotMethod,
  settings: { pickup_slots: SlotSettings; delivery_slots: SlotSettings },
): SlotSettings {
  return method === 'pickup' ? settings.pickup_slots : settings.delivery_slots;
}

/** The opening intervals of the local `day`'s weekday. */
function hoursOn(calendar: SlotCalendar, day: string): readonly OpeningInterval[] {
  const weekday = WEEKDAYS[weekdayIndex(day)];
  return weekday ? calendar.opening_hours[weekday] : [];
}

/**
 * The local dates a shopper may choose a slot on: today … today + days_ahead, open ones only, and
 * only those with a slot still to come (late in the evening, today is not offered).
 */
export function slotDays(query: SlotQuery): string[] {
  const { slotSettings, calendar, now } = query;
  const today = storeDay(now, calendar.timezone);
  return Array.from({ length: slotSettings.days_ahead + 1 }, (_, days) => shiftDay(today, days))
    .filter((day) => !calendar.closed_dates.includes(day))
    .filter((day) => hoursOn(calendar, day).length > 0)
    .filter((date) => slotSpans({ ...query, date }).length > 0);
}

/** Whether slots may be chosen on `date`: a real date from today to today + days_ahead, not closed. */
function isOffered({ date, slotSettings, calendar, now }: SlotQuery & { date: string }): boolean {
  const today = storeDay(now, calendar.timezone);
  return (
    isCalendarDate(date) &&
    date >= today &&
    date <= shiftDay(today, slotSettings.days_ahead) &&
    !calendar.closed_dates.includes(date)
  );
}

/** A slot as two instants (milliseconds); ISO strings are made only for the slots answered. */
export interface SlotSpan {
  start: number;
  end: number;
}

function toSlot(span: SlotSpan, timeZone: string): Slot {
  return { start: storeIsoTime(span.start, timeZone), end: storeIsoTime(span.end, timeZone) };
}

/** The pieces of an offered `date`'s hours that start at or after now + prep_minutes. */
function slotSpans({
  date,
  slotSettings,
  calendar,
  now,
}: SlotQuery & { date: string }): SlotSpan[] {
  const earliest = now.getTime() + slotSettings.prep_minutes * 60_000;
  const length = slotSettings.slot_minutes;
  const intervals = [...hoursOn(calendar, date)].sort(
    (a, b) => clockMinutes(a.open) - clockMinutes(b.open),
  );
  const at = wallClockOn(date, calendar.timezone);
  const spans: SlotSpan[] = [];
  for (const interval of intervals) {
    const close = clockMinutes(interval.close);
    // Each piece ends where the next one starts: one look-up per edge.
    let start = at(clockMinutes(interval.open));
    for (let from = clockMinutes(interval.open); from + length <= close; from += length) {
      const end = at(from + length);
      if (start.exact && start.instant >= earliest) {
        spans.push({ start: start.instant, end: end.instant });
      }
      start = end;
    }
  }
  return spans;
}

/**
 * The slots of the local `date`, in order. Each opening interval is cut into slot_minutes pieces
 * from its open time; a piece that would end after closing is dropped. A piece whose start the
 * clock skips (spring forward) is left out; an ambiguous time (fall back) is its first occurrence;
 * an end the clock skips is the moment it jumps. None on a closed date, before now + prep_minutes,
 * before the store's today or after today + days_ahead.
 */
export function slotsOn(query: SlotQuery & { date: string }): Slot[] {
  if (!isOffered(query)) return [];
  return slotSpans(query).map((span) => toSlot(span, query.calendar.timezone));
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** A slot start as the number booked counts are keyed by (milliseconds); NaN when it is none. */
export function slotKey(start: string | Date): number {
  if (start instanceof Date) return start.getTime();
  return ISO_INSTANT.test(start) ? Date.parse(start) : Number.NaN;
}

/**
 * The slot that starts at `slotStart` (any ISO-8601 instant with an offset or Z), when it is one
 * a shopper may choose now; null otherwise (the server answers 422).
 */
export function findSlot(query: SlotQuery & { slotStart: string }): Slot | null {
  const span = findSlotSpan(query);
  return span ? toSlot(span, query.calendar.timezone) : null;
}

/** findSlot's slot as two instants (milliseconds), for the server's checks and columns. */
export function findSlotSpan(query: SlotQuery & { slotStart: string }): SlotSpan | null {
  const key = slotKey(query.slotStart);
  if (Number.isNaN(key)) return null;
  const dated = { ...query, date: storeDay(new Date(key), query.calendar.timezone) };
  if (!isOffered(dated)) return null;
  return slotSpans(dated).find((candidate) => candidate.start === key) ?? null;
}

/** Places left in the slot starting at `start` (a slotKey), given the orders booked per start. */
export function placesLeft(
  start: number,
  booked: ReadonlyMap<number, number>,
  slotSettings: SlotSettings,
): number {
  return Math.max(0, slotSettings.slot_capacity - (booked.get(start) ?? 0));
}

/**
 * The first slot with a place, across today and the following days up to days_ahead, closed
 * dates skipped; only slots starting after `after` when given (the full slot a shopper asked
 * for). Null when every slot is taken: the server's `next_available` of a 409 `slot_full`.
 */
export function nextAvailableSlot(
  query: SlotQuery & { booked: ReadonlyMap<number, number>; after?: string },
): Slot | null {
  const after = query.after === undefined ? Number.NEGATIVE_INFINITY : slotKey(query.after);
  for (const date of slotDays(query)) {
    const span = slotSpans({ ...query, date }).find(
      (candidate) =>
        candidate.start > after &&
        placesLeft(candidate.start, query.booked, query.slotSettings) > 0,
    );
    if (span) return toSlot(span, query.calendar.timezone);
  }
  return null;
}
