// A refused form write on screen: each field message from formServerErrors goes onto its
// react-hook-form field (focusing the first), the rest is the message shown above the form.
// Every admin form shows a refusal this way.
import { useCallback, useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { FormServerErrors } from './form-server-errors';

export interface ServerFieldErrors<Field extends string> {
  /** The refusal's text for above the form; null when every part of it sits beside a field. */
  formMessage: string | null;
  /** Puts a refusal on the form: its field messages beside the fields, the rest above. */
  showServerErrors: (errors: FormServerErrors<Field>) => void;
  /** Forgets the message above the form (before the next attempt). */
  clearFormMessage: () => void;
}

export function useServerFieldErrors<Values extends FieldValues>(form: {
  setError: UseFormSetError<Values>;
}): ServerFieldErrors<Path<Values>> {
  const { setError } = form;
  const [formMessage, setFormMessage] = useState<string | null>(null);

  const showServerErrors = useCallback(
    ({ fields, message }: FormServerErrors<Path<Values>>) => {
      for (const [field, text] of Object.entries(fields) as Array<[Path<Values>, string]>) {
        setError(field, { type: 'server', message: text }, { shouldFocus: true });
      }
      setFormMessage(message);
    },
    [setError],
  );
  const clearFormMessage = useCallback(() => setFormMessage(null), []);

  return { formMessage, showServerErrors, clearFormMessage };
}
