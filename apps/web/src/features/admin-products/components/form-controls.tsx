// The product form's other controls beside TextInput and SelectField, in their look: a labelled
// textarea. Errors are tied to their control (aria-invalid,
// aria-describedby) so screen readers read them with it.
import { useId, type ComponentProps } from 'react';
import { cx } from '../../../lib/class-names';

const controlClass = (error: string | undefined) =>
  cx(
    'w-full rounded-lg border bg-white text-sm text-zinc-900 shadow-sm outline-none focus:ring-4 disabled:opacity-60 dark:bg-zinc-900 dark:text-white',
    error
      ? 'border-red-600 focus:border-red-600 focus:ring-red-600/15 dark:border-red-500'
      : 'border-zinc-300 focus:border-brand-600 focus:ring-brand-600/20 dark:border-zinc-700 dark:focus:border-brand-400 dark:focus:ring-brand-400/25',
  );

function FieldError({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={id} className="text-xs font-medium text-red-700 dark:text-red-400">
      {error}
    </p>
  );
}

interface TextAreaFieldProps extends Omit<ComponentProps<'textarea'>, 'id'> {
  label: string;
  error?: string | undefined;
}

export function TextAreaField({ label, error, className, ...props }: TextAreaFieldProps) {
  const id = useId();
  return (
    <div className={cx('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-zinc-800 dark:text-zinc-200">
        {label}
      </label>
      <textarea
        id={id}
        rows={4}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={cx(controlClass(error), 'px-3 py-2')}
        {...props}
      />
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
