// A compact labelled native select for the catalogue toolbar (sort, page size): native, so it
// works with every keyboard, screen reader and phone picker.
import { ChevronDown } from 'lucide-react';
import { useId } from 'react';
import { cx } from '../../../lib/class-names';

interface ToolbarSelectProps<T extends string | number> {
  label: string;
  className?: string;
  /** Show the label on screen from sm up (otherwise it is for screen readers only). */
  showLabel?: boolean;
  value: T;
  options: ReadonlyArray<{ value: T; label: string }>;
  onChange: (value: string) => void;
}

export function ToolbarSelect<T extends string | number>({
  label,
  className,
  showLabel = false,
  value,
  options,
  onChange,
}: ToolbarSelectProps<T>) {
  const id = useId();
  return (
    <div className={cx('inline-flex items-center gap-2', className)}>
      <label
        htmlFor={id}
        className={cx(
          'text-sm text-zinc-600 dark:text-zinc-400',
          showLabel ? 'sr-only sm:not-sr-only' : 'sr-only',
        )}
      >
        {label}
      </label>
      <div className="relative min-w-0 flex-1">
        <select
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className="h-10 w-full appearance-none rounded-lg border border-zinc-300 bg-white py-0 pr-8 pl-3 text-sm font-medium text-zinc-900 shadow-sm outline-none focus:border-brand-600 focus:ring-4 focus:ring-brand-600/20 dark:border-zinc-700 dark:bg-zinc-900 dark:text-white dark:focus:border-brand-400"
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown
          className="pointer-events-none absolute top-1/2 right-2.5 size-4 -translate-y-1/2 text-zinc-500"
          aria-hidden="true"
        />
      </div>
    </div>
  );
}
