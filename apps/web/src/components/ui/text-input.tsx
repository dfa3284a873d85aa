// A labelled text field with optional helper text, error text and icons on either side. The
// error is tied to the field (aria-invalid, aria-describedby) so screen readers read it with it.
import { useId, type ComponentProps, type ReactNode } from 'react';
import { cx } from '../../lib/class-names';

export interface TextInputProps extends Omit<ComponentProps<'input'>, 'id'> {
  label: string;
  error?: string | undefined;
  helperText?: string;
  leftIcon?: ReactNode;
  rightIcon?: ReactNode;
  id?: string;
}

export function TextInput({
  label,
  error,
  helperText,
  leftIcon,
  rightIcon,
  id,
  className,
  ...inputProps
}: TextInputProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const helperId = `${inputId}-helper`;
  const errorId = `${inputId}-error`;
  const describedBy = [helperText ? helperId : null, error ? errorId : null]
    .filter(Boolean)
    .join(' ');

  return (
    <div className={cx('flex flex-col gap-1.5', className)}>
      <label htmlFor={inputId} className="text-sm font-medium text-zinc-800 dark:text-zinc-200">
        {label}
      </label>
      <div className="relative">
        {leftIcon && (
          <span
            className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-zinc-400"
            aria-hidden="true"
          >
            {leftIcon}
          </span>
        )}
        <input
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          className={cx(
            'h-11 w-full rounded-lg border bg-white px-3 text-sm text-zinc-900 shadow-sm transition-colors outline-none placeholder:text-zinc-400 focus:ring-4 disabled:opacity-60 dark:bg-zinc-900 dark:text-white',
            error
              ? 'border-red-600 focus:border-red-600 focus:ring-red-600/15 dark:border-red-500'
              : 'border-zinc-300 focus:border-brand-600 focus:ring-brand-600/20 dark:border-zinc-700 dark:focus:border-brand-400 dark:focus:ring-brand-400/25',
            leftIcon ? 'pl-10' : null,
            rightIcon ? 'pr-10' : null,
          )}
          {...inputProps}
        />
        {rightIcon && (
          <span className="absolute inset-y-0 right-3 flex items-center text-zinc-400">
            {rightIcon}
          </span>
        )}
      </div>
      {helperText && (
        <p id={helperId} className="text-xs text-zinc-500 dark:text-zinc-400">
          {helperText}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-xs font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}
