// How the access codes screen writes dates: instants in the admin's time zone (US formatting),
// analytics days as the UTC days they are, and the default analytics range.
import { DEFAULT_ANALYTICS_DAYS } from '@canopy/contracts';

const DATE_TIME = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const DAY_MS = 86_400_000;

export function formatDateTime(iso: string): string {
  return DATE_TIME.format(new Date(iso));
}

/** 'Mar 4' for '2025-03-04'. */
export function formatDay(day: string): string {
  return DAY.format(new Date(`${day}T00:00:00Z`));
}

function utcDay(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/** The last 30 UTC days, today included: what the server answers without dates. */
export function defaultAnalyticsRange(now = Date.now()): { start_date: string; end_date: string } {
  return {
    start_date: utcDay(now - (DEFAULT_ANALYTICS_DAYS - 1) * DAY_MS),
    end_date: utcDay(now),
  };
}
