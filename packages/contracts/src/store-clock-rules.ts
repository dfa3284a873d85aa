// The store's wall clock (decision 0034): turning a local date and time in the store's time zone
// into an instant, and an instant back into ISO-8601 with the store's own UTC offset. Offsets come
// from the time-zone database through @date-fns/tz, never written by hand. No zod here: the
// storefront's first download can use it.
import { TZDate, tzOffset } from '@date-fns/tz';
import { format } from 'date-fns';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

function dayParts(day: string): [number, number, number] {
  const [year = 0, month = 0, date = 0] = day.split('-').map(Number);
  return [year, month, date];
}

/** Calendar days count the same everywhere: a day's arithmetic is done on its UTC midnight. */
function utcMidnight(day: string, days = 0): Date {
  const [year, month, date] = dayParts(day);
  const midnight = new Date(0);
  midnight.setUTCFullYear(year, month - 1, date + days);
  return midnight;
}

/** The calendar day `days` after `day` (before it when negative), both `YYYY-MM-DD`. */
export function shiftDay(day: string, days: number): string {
  return utcMidnight(day, days).toISOString().slice(0, 10);
}

/** 0 for Monday … 6 for Sunday. */
export function weekdayIndex(day: string): number {
  return (utcMidnight(day).getUTCDay() + 6) % 7;
}

export interface StoreInstant {
  /** Milliseconds since the epoch. */
  instant: number;
  /** False when the clock never shows the time (it jumps over it) and `instant` is the jump. */
  exact: boolean;
}

/**
 * The instants of the local times of `day`: `at(minutes)` is the first instant at which the
 * store's clock shows `minutes` past the midnight that starts `day`, or a later time — the time
 * itself; its first occurrence when the clock goes back over it; the moment the clock jumps when
 * it skips it. `minutes` may be 1440 (the midnight ending the day).
 *
 * The clock reads instant + offset, so a local time W is the instant W − o for an offset o in
 * force around W, when that offset is indeed in force at W − o. When the offset is the same a day
 * before and a day after `day`, it is the one all day (no zone changes offset twice in three days).
 */
export function wallClockOn(day: string, timeZone: string): (minutes: number) => StoreInstant {
  const [year, month, date] = dayParts(day);
  const midnight = Date.UTC(year, month - 1, date);
  const before = tzOffset(timeZone, new Date(midnight - DAY));
  const after = tzOffset(timeZone, new Date(midnight + 2 * DAY));
  return (minutes) => {
    const wall = midnight + minutes * MINUTE;
    if (before === after) return { instant: wall - before * MINUTE, exact: true };
    const real = [before, after]
      .map((offset) => ({ offset, instant: wall - offset * MINUTE }))
      .filter(({ offset, instant }) => tzOffset(timeZone, new Date(instant)) === offset)
      .map(({ instant }) => instant);
    if (real.length > 0) return { instant: Math.min(...real), exact: true };
    // Skipped: the clock jumps between the two candidates; find the minute it does.
    let lo = Math.min(wall - before * MINUTE, wall - after * MINUTE);
    let hi = Math.max(wall - before * MINUTE, wall - after * MINUTE);
    while (hi - lo > MINUTE) {
      const mid = lo + Math.floor((hi - lo) / 2 / MINUTE) * MINUTE;
      if (tzOffset(timeZone, new Date(mid)) === after) hi = mid;
      else lo = mid;
    }
    return { instant: hi, exact: false };
  };
}

/** `instant` as the store's clock shows it, with its offset: `2026-03-08T09:00:00-07:00`. */
export function storeIsoTime(instant: number, timeZone: string): string {
  return format(new TZDate(instant, timeZone), "yyyy-MM-dd'T'HH:mm:ssxxx");
}

/**
 * A time slot as people read it, on the store's clock: `Sat, Nov 28, 2:00 PM – 2:30 PM`. The
 * end is taken on the same day (slots end by closing time).
 */
export function storeSlotLabel(start: string | Date, end: string | Date, timeZone: string): string {
  const from = new TZDate(new Date(start).getTime(), timeZone);
  const to = new TZDate(new Date(end).getTime(), timeZone);
  return `${format(from, 'EEE, MMM d, h:mm a')} – ${format(to, 'h:mm a')}`;
}
