// Calendar days in UTC as `YYYY-MM-DD` text: the unit of the admin date filters and analytics.
export const DAY_MS = 86_400_000;

/** The first instant of a `YYYY-MM-DD` day in UTC. */
export function startOfUtcDay(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

/** The UTC day an instant falls on. */
export function utcDay(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

/** The day `days` after `day` (before it when negative). */
export function addUtcDays(day: string, days: number): string {
  return utcDay(new Date(startOfUtcDay(day).getTime() + days * DAY_MS));
}
