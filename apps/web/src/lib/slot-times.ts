// How the shop names pickup and delivery slots and days: wall-clock times and dates in the
// store's time zone (the shopper or the staff member may be elsewhere), e.g. "9:00 AM – 9:30 AM"
// and "Today", "Tomorrow", "Wed, Jun 3"; a printed list's day in full ("Wednesday, June 3, 2026").
import { shiftDay, storeDay, type SlotMethod } from '@canopy/contracts';

/** What a slot's time is called: the picker's legend and the order's fact. */
export const SLOT_TIME_TERMS: Readonly<Record<SlotMethod, string>> = {
  pickup: 'Pickup time',
  delivery: 'Delivery time',
};

export function slotTimeRange(slot: { start: string; end: string }, timeZone: string): string {
  const format = new Intl.DateTimeFormat('en-US', {
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  });
  // Intl puts thin and narrow no-break spaces around the dash and before AM; plain ones read the
  // same and are what a shopper would type to find a time.
  return format
    .formatRange(new Date(slot.start), new Date(slot.end))
    .replace(/[\u2009\u202f]/g, ' ');
}

// Store dates are calendar dates: formatted at noon UTC, as UTC, they name their own day anywhere.
const SHORT_DAY = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const FULL_DAY = new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeZone: 'UTC' });
const calendarDate = (day: string) => new Date(`${day}T12:00:00Z`);

/** A store date (YYYY-MM-DD) as the day tabs name it, relative to the store's today. */
export function slotDayLabel(day: string, timeZone: string, now: Date = new Date()): string {
  const today = storeDay(now, timeZone);
  if (day === today) return 'Today';
  if (day === shiftDay(today, 1)) return 'Tomorrow';
  return SHORT_DAY.format(calendarDate(day));
}

/** A store date (YYYY-MM-DD) in full, as a printed list heads it: "Wednesday, June 3, 2026". */
export function fullDayLabel(day: string): string {
  return FULL_DAY.format(calendarDate(day));
}

/** A slot's day and time in one phrase: "Tomorrow, 9:00 – 9:30 AM". */
export function slotLabel(
  slot: { start: string; end: string },
  timeZone: string,
  now: Date = new Date(),
): string {
  const day = storeDay(new Date(slot.start), timeZone);
  return `${slotDayLabel(day, timeZone, now)}, ${slotTimeRange(slot, timeZone)}`;
}
