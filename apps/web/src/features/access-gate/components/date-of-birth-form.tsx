// The age step in date-of-birth mode: Month, Day and Year fields (numeric keyboards on phones,
// the browser's birthday autofill), checked here first with the server's own messages, then sent.
// The error shows under the fields, is read with each of them (aria-describedby) and marks the
// fields it is about (aria-invalid); the first of those takes the focus.
import { storeDay } from '@canopy/contracts';
import { CircleAlert, LoaderCircle } from 'lucide-react';
import { useId, useRef, useState, type SyntheticEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { cx } from '../../../lib/class-names';
import {
  checkDateOfBirth,
  DATE_PARTS,
  EMPTY_DATE_OF_BIRTH,
  type DateOfBirthParts,
  type DatePart,
} from '../date-of-birth-entry';
import { useAgeVerification } from '../use-age-verification';

const PART_FIELDS: Record<
  DatePart,
  { label: string; maxLength: number; autoComplete: string; width: string }
> = {
  month: { label: 'Month', maxLength: 2, autoComplete: 'bday-month', width: 'w-16' },
  day: { label: 'Day', maxLength: 2, autoComplete: 'bday-day', width: 'w-16' },
  year: { label: 'Year', maxLength: 4, autoComplete: 'bday-year', width: 'w-24' },
};

interface FieldError {
  message: string;
  parts: readonly DatePart[];
}

export function DateOfBirthForm({ timeZone }: { timeZone: string }) {
  const [parts, setParts] = useState<DateOfBirthParts>(EMPTY_DATE_OF_BIRTH);
  const [fieldError, setFieldError] = useState<FieldError | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const inputs = useRef<Partial<Record<DatePart, HTMLInputElement | null>>>({});
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const { answer, isLoading } = useAgeVerification();

  const showFieldError = (error: FieldError) => {
    setFieldError(error);
    const first = DATE_PARTS.find((part) => error.parts.includes(part));
    if (first) inputs.current[first]?.focus();
  };

  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isLoading) return;
    setFormError(null);
    const checked = checkDateOfBirth(parts, storeDay(new Date(), timeZone));
    if (!checked.ok) {
      showFieldError(checked);
      return;
    }
    setFieldError(null);
    const result = await answer({ date_of_birth: checked.value });
    if (result.kind === 'invalid_date')
      showFieldError({ message: result.message, parts: DATE_PARTS });
    else if (result.kind === 'failed') setFormError(result.message);
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-semibold text-zinc-900 dark:text-white">
          Date of birth
        </legend>
        <p id={hintId} className="text-sm text-zinc-600 dark:text-zinc-400">
          For example, 7 24 1990
        </p>
        <div className="flex gap-3">
          {DATE_PARTS.map((part) => {
            const field = PART_FIELDS[part];
            const invalid = fieldError?.parts.includes(part) ?? false;
            return (
              <div key={part} className="flex flex-col gap-1.5">
                <label
                  htmlFor={`${id}-${part}`}
                  className="text-sm font-medium text-zinc-800 dark:text-zinc-200"
                >
                  {field.label}
                </label>
                <input
                  id={`${id}-${part}`}
                  ref={(element) => {
                    inputs.current[part] = element;
                  }}
                  name={part}
                  type="text"
                  inputMode="numeric"
                  autoComplete={field.autoComplete}
                  maxLength={field.maxLength}
                  value={parts[part]}
                  onChange={(event) => setParts({ ...parts, [part]: event.target.value })}
                  aria-invalid={invalid || undefined}
                  aria-describedby={fieldError ? `${hintId} ${errorId}` : hintId}
                  className={cx(
                    'h-12 rounded-lg border bg-white px-3 text-center text-base text-zinc-900 tabular-nums shadow-sm outline-none focus:ring-4 dark:bg-zinc-900 dark:text-white',
                    field.width,
                    invalid
                      ? 'border-red-600 focus:border-red-600 focus:ring-red-600/15 dark:border-red-500'
                      : 'border-zinc-300 focus:border-brand-600 focus:ring-brand-600/20 dark:border-zinc-700 dark:focus:border-brand-400 dark:focus:ring-brand-400/25',
                  )}
                />
              </div>
            );
          })}
        </div>
        {fieldError && (
          <p
            id={errorId}
            className="flex items-start gap-1.5 text-sm font-medium text-red-700 dark:text-red-400"
          >
            <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {fieldError.message}
          </p>
        )}
      </fieldset>
      {formError && <ErrorAlert>{formError}</ErrorAlert>}
      <Button type="submit" size="lg" disabled={isLoading} aria-busy={isLoading}>
        {isLoading && <LoaderCircle className="size-5 animate-spin" aria-hidden="true" />}
        Continue
      </Button>
    </form>
  );
}
