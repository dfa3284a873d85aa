// The opening hours: each weekday's intervals as two time inputs, added and removed one by one;
// a day without any is "Closed". Messages from the check or the server sit beside the input they
// name (`opening_hours.mon.0.close`).
import {
  WEEKDAYS,
  type FulfilmentSettings,
  type OpeningInterval,
  type Weekday,
} from '@canopy/contracts';
import { Plus, X } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { TextInput } from '../../../components/ui/text-input';
import { fieldKey, type FieldErrors } from '../field-errors';
import { FieldError } from './field-error';

type OpeningHours = FulfilmentSettings['opening_hours'];

const DAY_NAMES: Record<Weekday, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};

/** A new interval starts where the day's last one closed, or at 09:00. */
function nextInterval(intervals: readonly OpeningInterval[]): OpeningInterval {
  const last = intervals.at(-1);
  if (!last || last.close >= '23:00') return { open: '09:00', close: '17:00' };
  return { open: last.close, close: '23:00' };
}

export function OpeningHoursField({
  value,
  errors,
  onChange,
}: {
  value: OpeningHours;
  errors: FieldErrors;
  onChange: (hours: OpeningHours) => void;
}) {
  const setDay = (day: Weekday, intervals: OpeningInterval[]) =>
    onChange({ ...value, [day]: intervals });
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-base font-semibold text-zinc-900 dark:text-white">
        Opening hours
      </legend>
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        The store&apos;s own clock; 24:00 closes at midnight. Slots are cut from these hours.
      </p>
      {WEEKDAYS.map((day) => {
        const intervals = value[day];
        const dayError = errors[fieldKey(['opening_hours', day])];
        return (
          <div
            key={day}
            className="flex flex-col gap-2 border-t border-zinc-200 pt-3 sm:flex-row sm:items-start dark:border-zinc-800"
          >
            <div className="w-28 pt-2 text-sm font-medium text-zinc-800 dark:text-zinc-200">
              {DAY_NAMES[day]}
            </div>
            <div className="flex flex-1 flex-col gap-2">
              {intervals.length === 0 && (
                <p className="pt-2 text-sm text-zinc-500 dark:text-zinc-400">Closed</p>
              )}
              {intervals.map((interval, index) => {
                const at = (field: 'open' | 'close') =>
                  errors[fieldKey(['opening_hours', day, index, field])];
                const change = (field: 'open' | 'close', time: string) =>
                  setDay(
                    day,
                    intervals.map((each, i) => (i === index ? { ...each, [field]: time } : each)),
                  );
                return (
                  <div key={index} className="flex flex-wrap items-end gap-2">
                    <TextInput
                      label={`${DAY_NAMES[day]} opens (${String(index + 1)})`}
                      type="time"
                      className="w-40"
                      value={interval.open}
                      error={at('open')}
                      onChange={(event) => change('open', event.target.value)}
                    />
                    <TextInput
                      label={`${DAY_NAMES[day]} closes (${String(index + 1)})`}
                      // A time input cannot show 24:00: midnight is typed as text.
                      type={interval.close === '24:00' ? 'text' : 'time'}
                      className="w-40"
                      value={interval.close}
                      error={at('close')}
                      onChange={(event) => change('close', event.target.value)}
                    />
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      aria-label={`Remove ${DAY_NAMES[day]}'s hours ${interval.open}–${interval.close}`}
                      onClick={() =>
                        setDay(
                          day,
                          intervals.filter((_, i) => i !== index),
                        )
                      }
                    >
                      <X className="size-4" aria-hidden="true" />
                    </Button>
                  </div>
                );
              })}
              <FieldError id={`hours-${day}-error`} message={dayError} />
              <div>
                <Button
                  type="button"
                  variant="secondary"
                  size="sm"
                  onClick={() => setDay(day, [...intervals, nextInterval(intervals)])}
                >
                  <Plus className="size-4" aria-hidden="true" />
                  {intervals.length === 0 ? `Open on ${DAY_NAMES[day]}` : 'Add hours'}
                </Button>
              </div>
            </div>
          </div>
        );
      })}
    </fieldset>
  );
}
