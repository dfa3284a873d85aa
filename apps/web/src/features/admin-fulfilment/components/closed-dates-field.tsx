// The closed dates: a date input to add one, and the list, each with its remove button. A date's
// message (`closed_dates.2`) sits beside it.
import { Plus, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextInput } from '../../../components/ui/text-input';
import { fieldKey, type FieldErrors } from '../field-errors';
import { FieldError } from './field-error';

export function ClosedDatesField({
  value,
  errors,
  onChange,
}: {
  value: readonly string[];
  errors: FieldErrors;
  onChange: (dates: string[]) => void;
}) {
  const [draft, setDraft] = useState('');
  const add = () => {
    if (draft === '' || value.includes(draft)) return;
    onChange([...value, draft].sort());
    setDraft('');
  };
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-base font-semibold text-zinc-900 dark:text-white">
        Closed dates
      </legend>
      <div className="flex flex-wrap items-end gap-2">
        <TextInput
          label="Closed date to add"
          type="date"
          className="w-48"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
        <Button type="button" variant="secondary" onClick={add} disabled={draft === ''}>
          <Plus className="size-4" aria-hidden="true" />
          Add date
        </Button>
      </div>
      <FieldError id="closed-dates-error" message={errors.closed_dates} />
      {value.length === 0 ? (
        <p className="text-sm text-zinc-500 dark:text-zinc-400">No closed dates.</p>
      ) : (
        <ul className="flex flex-col gap-1" aria-label="Closed dates">
          {value.map((date, index) => (
            <li key={date} className="flex flex-wrap items-center gap-2 text-sm">
              <span className="font-mono text-zinc-800 dark:text-zinc-200">{date}</span>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                aria-label={`Remove closed date ${date}`}
                onClick={() => onChange(value.filter((each) => each !== date))}
              >
                <X className="size-4" aria-hidden="true" />
              </Button>
              <FieldError
                id={`closed-date-${String(index)}-error`}
                message={errors[fieldKey(['closed_dates', index])]}
              />
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
