// The form's 'Discount type' select (Percentage or Fixed amount), native so it works with every
// keyboard and phone picker; its error is tied to it for screen readers.
import { ChevronDown } from 'lucide-react';
import { useId, type ComponentProps } from 'react';
import { cx } from '../../../lib/class-names';

interface DiscountTypeSelectProps extends Omit<ComponentProps<'select'>, 'id' | 'children'> {
  error?: string | undefined;
}

export function DiscountTypeSelect({ error, ...props }: DiscountTypeSelectProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-zinc-800 dark:text-zinc-200">
        Discount type
      </label>
      <div className="relative">
        <select
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={cx(
            'h-11 w-full appearance-none rounded-lg border bg-white pr-9 pl-3 text-sm text-zinc-900 shadow-sm outline-none focus:ring-4 dark:bg-zinc-900 dark:text-white',
            error
              ? 'border-red-600 focus:border-red-600 focus:ring-red-600/15 dark:border-red-500'
              : 'border-zinc-300 focus:border-brand-600 focus:ring-brand-600/20 dark:border-zinc-700 dark:focus:border-brand-400 dark:focus:ring-brand-400/25',
          )}
          {...props}
        >
          <option value="percentage">Percentage</option>
          <option value="fixed">Fixed amount</option>
        </select>
        <ChevronDown
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-zinc-500"
          aria-hidden="true"
        />
      </div>
      {error && (
        <p id={errorId} className="text-xs font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}
