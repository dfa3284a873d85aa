// The analytics screen's date ranges: the 7/30/90-day presets end today (UTC, like the server's
// days) and count today in; a custom range is checked here before it is asked for.
import {
  ANALYTICS_MAX_RANGE_DAYS,
  analyticsRangeDays,
  type AnalyticsQuery,
} from '@canopy/contracts';

export const RANGE_PRESETS = [7, 30, 90] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

const DAY_MS = 86_400_000;

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function presetRange(days: RangePreset, now = new Date()): AnalyticsQuery {
  return {
    start_date: isoDay(new Date(now.getTime() - (days - 1) * DAY_MS)),
    end_date: isoDay(now),
  };
}

/** Why a custom range cannot be asked for, or null when it can. */
export function customRangeError(range: AnalyticsQuery): string | null {
  if (!range.start_date || !range.end_date) return 'Choose a start and an end date';
  if (range.start_date > range.end_date) return 'The start date must not be after the end date';
  if (analyticsRangeDays(range.start_date, range.end_date) > ANALYTICS_MAX_RANGE_DAYS) {
    return `Choose at most ${String(ANALYTICS_MAX_RANGE_DAYS)} days`;
  }
  return null;
}
