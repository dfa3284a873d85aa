// One rule for a day in a query (`YYYY-MM-DD`, a UTC day), shared by every admin filter and
// analytics range, so a day one screen refuses is refused by all of them.
import { z } from 'zod';

/** A real calendar day: `2026-02-30` is refused rather than read as 2 March. */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  // A day past the month's end parses as a later day: only a round trip proves it.
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value);
}

export const calendarDaySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use YYYY-MM-DD')
  .refine(isCalendarDay, 'Not a real date');

/** An optional day filter: empty means unset. */
export const optionalCalendarDaySchema = z.preprocess(
  (value) => (value === '' ? undefined : value),
  calendarDaySchema.optional(),
);
