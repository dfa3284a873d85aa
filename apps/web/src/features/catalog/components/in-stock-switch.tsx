// The toolbar's In stock only switch: on by default, hiding sold-out products.
import { cx } from '../../../lib/class-names';

export function InStockSwitch({ on, onChange }: { on: boolean; onChange: (on: boolean) => void }) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      onClick={() => onChange(!on)}
      className="inline-flex h-10 items-center gap-2 rounded-lg px-2 text-sm font-medium text-zinc-800 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-zinc-200 dark:focus-visible:outline-brand-400"
    >
      <span
        aria-hidden="true"
        className={cx(
          'relative inline-flex h-5 w-9 shrink-0 rounded-full transition-colors',
          on ? 'bg-brand-700 dark:bg-brand-500' : 'bg-zinc-300 dark:bg-zinc-600',
        )}
      >
        <span
          className={cx(
            'absolute top-0.5 left-0.5 size-4 rounded-full bg-white shadow-sm transition-transform',
            on && 'translate-x-4',
          )}
        />
      </span>
      In stock only
    </button>
  );
}
