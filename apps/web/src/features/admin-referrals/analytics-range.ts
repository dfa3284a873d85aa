// The analytics panel's date range: UTC days, inclusive, the last 30 by default (as the server's
// own default), and the one rule the inputs need before asking: From not after To.
import { REFERRAL_ANALYTICS_DEFAULT_DAYS, REFERRAL_ANALYTICS_MAX_DAYS } from '@canopy/contracts';

const DAY_MS = 86_400_000;

export interface AnalyticsRange {
  start_date: string;
  end_date: string;
}

const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

export function defaultAnalyticsRange(now: Date): AnalyticsRange {
  return {
    start_date: isoDay(now.getTime() - (REFERRAL_ANALYTICS_DEFAULT_DAYS - 1) * DAY_MS),
    end_date: isoDay(now.getTime()),
  };
}

/** Why the range cannot be asked for, or null when it can. */
export function analyticsRangeProblem(range: AnalyticsRange): string | null {
  if (range.start_date === '' || range.end_date === '') return 'Choose both dates';
  if (range.start_date > range.end_date) return 'From must not be after To';
  const days = (Date.parse(range.end_date) - Date.parse(range.start_date)) / DAY_MS + 1;
  if (days > REFERRAL_ANALYTICS_MAX_DAYS) {
    return `A range covers at most ${REFERRAL_ANALYTICS_MAX_DAYS} days`;
  }
  return null;
}
