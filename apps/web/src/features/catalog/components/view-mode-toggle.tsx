// The grid/list toggle: two pressed-state buttons; the choice is remembered (viewMode).
import { LayoutGrid, List } from 'lucide-react';
import { cx } from '../../../lib/class-names';
import type { ViewMode } from '../product-list-preferences';

const MODES = [
  { mode: 'grid', label: 'Grid view', Icon: LayoutGrid },
  { mode: 'list', label: 'List view', Icon: List },
] as const;

interface ViewModeToggleProps {
  mode: ViewMode;
  onChange: (mode: ViewMode) => void;
  className?: string;
}

export function ViewModeToggle({ mode, onChange, className }: ViewModeToggleProps) {
  return (
    <div
      role="group"
      aria-label="View"
      className={cx(
        'inline-flex rounded-lg border border-zinc-300 bg-white p-0.5 dark:border-zinc-700 dark:bg-zinc-900',
        className,
      )}
    >
      {MODES.map(({ mode: option, label, Icon }) => (
        <button
          key={option}
          type="button"
          aria-pressed={mode === option}
          aria-label={label}
          title={label}
          onClick={() => onChange(option)}
          className={cx(
            'inline-flex size-8 items-center justify-center rounded-md transition-colors focus-visible:outline-2 focus-visible:outline-brand-600 dark:focus-visible:outline-brand-400',
            mode === option
              ? 'bg-brand-700 text-white dark:bg-brand-600'
              : 'text-zinc-600 hover:bg-zinc-100 dark:text-zinc-300 dark:hover:bg-zinc-800',
          )}
        >
          <Icon className="size-4" aria-hidden="true" />
        </button>
      ))}
    </div>
  );
}
