// A labelled native select dressed like TextInput (native, so it works with every keyboard,
// screen reader and phone picker), with optional helper text and error text tied to it
// (aria-invalid, aria-describedby). Pass options, or option elements as children.
import { ChevronDown } from 'lucide-react';
import { useId, type ComponentProps } from 'react';
import { cx } from '../../lib/class-names';

export interface SelectOption {
  value: string | number;
  label: string;
}

export interface SelectFieldProps extends Omit<ComponentProps<'select'>, 'id'> {
  label: string;
  error?: string | undefined;
  helperText?: string;
  options?: ReadonlyArray<SelectOption>;
  id?: string;
}

export function SelectField({
  label,
  error,
  helperText,
  options,
  id,
  className,
  children,
  ...selectProps
}: SelectFieldProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const helperId = `${selectId}-helper`;
  const errorId = `${selectId}-error`;
  const describedBy = [helperText ? helperId : null, error ? errorId : null]
    .filter(Boolean)
    .join(' ');

  return (
    <div className={cx('flex flex-col gap-1.5', className)}>
      <label htmlFor={selectId} className="text-sm font-medium text-zinc-800 dark:text-zinc-200">
        {label}
      </label>
      <div className="relative">
        <select
          id={selectId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          className={cx(
            'h-11 w-full appearance-none rounded-lg border bg-white py-0 pr-9 pl-3 text-sm text-zinc-900 shadow-sm outline-none focus:ring-4 disabled:opacity-60 dark:bg-zinc-900 dark:text-white',
            error
              ? 'border-red-600 focus:border-red-600 focus:ring-red-600/15 dark:border-red-500'
              : 'border-zinc-300 focus:border-brand-600 focus:ring-brand-600/20 dark:border-zinc-700 dark:focus:border-brand-400 dark:focus:ring-brand-400/25',
          )}
          {...selectProps}
        >
          {children}
          {options?.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-zinc-500"
          aria-hidden="true"
        />
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
