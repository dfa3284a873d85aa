// One list of filter options (brand, size or type) with the number of matching products beside
// each. One value at a time: pressing an option selects it, pressing it again clears
// it. An option that no product matches under the other filters is disabled, unless it is the
// one selected, which stays so that it can be cleared.
import { Check } from 'lucide-react';
import { useId } from 'react';
import { cx } from '../../../lib/class-names';
import type { CountedOption } from '../filter-options';

interface OptionFilterProps {
  title: string;
  options: CountedOption[];
  selected: string | null;
  onSelect: (value: string | null) => void;
  label?: (value: string) => string;
}

export function OptionFilter({ title, options, selected, onSelect, label }: OptionFilterProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h3 id={headingId} className="text-sm font-semibold text-zinc-900 dark:text-white">
        {title}
      </h3>
      {options.length === 0 ? (
        <p className="text-sm text-zinc-500 dark:text-zinc-400">No options</p>
      ) : (
        <div role="group" aria-labelledby={headingId} className="flex flex-col gap-0.5">
          {options.map(({ value, count }) => {
            const pressed = value === selected;
            const text = label ? label(value) : value;
            return (
              <button
                key={value}
                type="button"
                aria-pressed={pressed}
                aria-label={`${text} (${count})`}
                disabled={count === 0 && !pressed}
                onClick={() => onSelect(pressed ? null : value)}
                className={cx(
                  'flex w-full items-center gap-2 rounded-lg px-2.5 py-1.5 text-left text-sm transition-colors focus-visible:outline-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-45 dark:focus-visible:outline-brand-400',
                  pressed
                    ? 'bg-brand-50 font-medium text-brand-900 dark:bg-brand-950 dark:text-brand-100'
                    : 'text-zinc-700 hover:bg-zinc-100 dark:text-zinc-300 dark:hover:bg-zinc-800',
                )}
              >
                <span
                  aria-hidden="true"
                  className={cx(
                    'flex size-4 shrink-0 items-center justify-center rounded border',
                    pressed
                      ? 'border-brand-700 bg-brand-700 text-white dark:border-brand-500 dark:bg-brand-500 dark:text-zinc-950'
                      : 'border-zinc-300 dark:border-zinc-600',
                  )}
                >
                  {pressed && <Check className="size-3" strokeWidth={3} />}
                </span>
                <span className="min-w-0 flex-1 truncate">{text}</span>
                <span
                  aria-hidden="true"
                  className="text-xs text-zinc-500 tabular-nums dark:text-zinc-400"
                >
                  {count}
                </span>
              </button>
            );
          })}
        </div>
      )}
    </section>
  );
}
