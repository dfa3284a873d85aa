// The age rules shared by the storefront and the server (docs/product.md#age-verification), free of
// zod so the storefront's first download can use them. Ages are whole years between two calendar
// days; "today" is the day in the store's time zone, its offset read from the time-zone database
// with @date-fns/tz, never a hand-written one. Someone born on 29 February turns a year older on 1 March in a common year, which the
// (month, day) comparison gives: 28 February comes before 29 February, 1 March after it.
import { tzOffset } from '@date-fns/tz';

export const AGE_VERIFICATION_MODES = ['off', 'attest', 'date_of_birth'] as const;
export type AgeVerificationMode = (typeof AGE_VERIFICATION_MODES)[number];

/** The store's minimum age setting is one of these whole years. */
export const MINIMUM_AGE_SETTING = 18;
export const MAXIMUM_AGE_SETTING = 25;

/** The earliest year of birth the storefront accepts. */
export const EARLIEST_BIRTH_YEAR = 1900;

/** `YYYY-MM-DD` naming a real day: `2025-02-29` and `2026-13-01` are not. */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [year, month, date] = dayParts(value);
  // A day that does not exist rolls over into the next month (30 February → 2 March).
  const day = new Date(0);
  day.setUTCFullYear(year, month - 1, date);
  return day.getUTCMonth() === month - 1 && day.getUTCDate() === date;
}

// Zone names already judged: asking Intl costs ~50 µs, and the settings are read on hot paths.
const knownTimeZones = new Map<string, boolean>();
const MAX_KNOWN_TIME_ZONES = 1_000;

/** An IANA zone name the runtime knows (`America/Los_Angeles`, `UTC`), not a bare offset. */
export function isTimeZone(name: string): boolean {
  const known = knownTimeZones.get(name);
  if (known !== undefined) return known;
  let valid = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(name);
  if (valid) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: name });
    } catch {
      valid = false;
    }
  }
  if (knownTimeZones.size < MAX_KNOWN_TIME_ZONES) knownTimeZones.set(name, valid);
  return valid;
}

/**
 * The calendar day (`YYYY-MM-DD`) that `instant` falls on in `timeZone`: the UTC day of the
 * instant moved by the zone's offset at that instant (what the store's clock shows).
 */
export function storeDay(instant: Date, timeZone: string): string {
  const offsetMinutes = tzOffset(timeZone, instant);
  if (Number.isNaN(offsetMinutes)) throw new RangeError(`Unknown time zone: ${timeZone}`);
  return new Date(instant.getTime() + offsetMinutes * 60_000).toISOString().slice(0, 10);
}

function dayParts(day: string): [number, number, number] {
  const [year = 0, month = 0, date = 0] = day.split('-').map(Number);
  return [year, month, date];
}

/** Whole years from `dateOfBirth` to `onDay`, both `YYYY-MM-DD`. */
export function ageOn(dateOfBirth: string, onDay: string): number {
  const [birthYear, birthMonth, birthDate] = dayParts(dateOfBirth);
  const [year, month, date] = dayParts(onDay);
  const hadBirthday = month > birthMonth || (month === birthMonth && date >= birthDate);
  return year - birthYear - (hadBirthday ? 0 : 1);
}

export type DateOfBirthProblem = 'impossible' | 'future' | 'too_early';

/** Why a typed date of birth cannot be anyone's, judged on the store's `today`; null if it can. */
export function dateOfBirthProblem(value: string, today: string): DateOfBirthProblem | null {
  if (!isCalendarDate(value)) return 'impossible';
  if (value > today) return 'future';
  if (dayParts(value)[0] < EARLIEST_BIRTH_YEAR) return 'too_early';
  return null;
}

export const DATE_OF_BIRTH_PROBLEM_DETAILS: Record<DateOfBirthProblem, string> = {
  impossible: 'Enter a real date of birth',
  future: 'The date of birth cannot be in the future',
  too_early: `Enter a year of birth from ${String(EARLIEST_BIRTH_YEAR)} on`,
};

/** The attest button and the policy line name the minimum age the same way. */
export function ageAttestLabel(minimumAge: number): string {
  return `I am ${String(minimumAge)} or older`;
}

/** The age an order's products need: each product's minimum age, the store's where it has none. */
export function requiredAge(
  storeMinimumAge: number,
  productMinimumAges: (number | null)[],
): number {
  return productMinimumAges.reduce<number>(
    (highest, age) => Math.max(highest, age ?? storeMinimumAge),
    productMinimumAges.length === 0 ? storeMinimumAge : 0,
  );
}
