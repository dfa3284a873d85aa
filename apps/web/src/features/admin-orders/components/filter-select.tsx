// A labelled native select for the order filters: native, so it works with every keyboard,
// screen reader and phone picker. The empty value means "any".
import { ChevronDown } from 'lucide-react';
import { useId } from 'react';

interface FilterSelectProps<T extends string> {
  label: string;
  anyLabel: string;
  value: T | null;
  options: ReadonlyArray<{ value: T; label: string }>;
  onChange: (value: T | null) => void;
}

export function FilterSelect<T extends string>({
  label,
  anyLabel,
  value,
  options,
  onChange,
}: FilterSelectProps<T>) {
  const id = useId();
  return (
    <div className="flex min-w-40 flex-1 flex-col gap-1.5 sm:flex-none">
      <label htmlFor={id} className="text-sm font-medium text-zinc-800 dark:text-zinc-200">
        {label}
      </label>
      <div className="relative">
        <select
          id={id}
          value={value ?? ''}
          onChange={(event) => {
            const picked = options.find((option) => option.value === event.target.value);
            onChange(picked?.value ?? null);
          }}
          className="h-11 w-full appearance-none rounded-lg border border-zinc-300 bg-white py-0 pr-9 pl-3 text-sm text-zinc-900 shadow-sm outline-none focus:border-brand-600 focus:ring-4 focus:ring-brand-600/20 dark:border-zinc-700 dark:bg-zinc-900 dark:text-white dark:focus:border-brand-400 dark:focus:ring-brand-400/25"
        >
          <option value="">{anyLabel}</option>
          {options.map((option) => (
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
    </div>
  );
}
