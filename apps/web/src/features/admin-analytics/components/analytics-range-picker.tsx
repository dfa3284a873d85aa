// The range of the analytics screen: three presets (7, 30, 90 days ending today) and a custom
// start/end, applied with its own button so half-typed dates are never fetched.
import type { AnalyticsQuery } from '@canopy/contracts';
import { useState, type SyntheticEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextInput } from '../../../components/ui/text-input';
import { customRangeError, presetRange, RANGE_PRESETS } from '../analytics-range';

export function AnalyticsRangePicker({
  range,
  onChange,
}: {
  range: AnalyticsQuery;
  onChange: (range: AnalyticsQuery) => void;
}) {
  const [draft, setDraft] = useState(range);
  const [error, setError] = useState<string | null>(null);

  function choosePreset(days: (typeof RANGE_PRESETS)[number]) {
    const next = presetRange(days);
    setDraft(next);
    setError(null);
    onChange(next);
  }

  function applyCustom(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = customRangeError(draft);
    setError(problem);
    if (!problem) onChange(draft);
  }

  return (
    <div className="flex flex-col gap-4 lg:flex-row lg:items-end">
      <div role="group" aria-label="Preset ranges" className="flex gap-2">
        {RANGE_PRESETS.map((days) => (
          <Button
            key={days}
            variant="secondary"
            size="sm"
            aria-pressed={
              range.start_date === presetRange(days).start_date &&
              range.end_date === presetRange(days).end_date
            }
            onClick={() => {
              choosePreset(days);
            }}
          >
            Last {days} days
          </Button>
        ))}
      </div>
      <form className="flex flex-wrap items-end gap-2" onSubmit={applyCustom} noValidate>
        <TextInput
          label="Start date"
          type="date"
          value={draft.start_date}
          error={error ?? undefined}
          onChange={(event) => {
            setDraft({ ...draft, start_date: event.target.value });
          }}
        />
        <TextInput
          label="End date"
          type="date"
          value={draft.end_date}
          onChange={(event) => {
            setDraft({ ...draft, end_date: event.target.value });
          }}
        />
        <Button type="submit" size="sm">
          Apply
        </Button>
      </form>
    </div>
  );
}
