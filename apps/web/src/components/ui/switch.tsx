// The app's on/off switch: a button with role="switch" and aria-checked, named by the label it
// holds, so a click on the label flips it and Space and Enter do as on any button. Controlled
// only; a form field wires it with react-hook-form's Controller. Hand-written rather than radix's
// Switch: it sits in the catalogue toolbar, inside the storefront's initial bundle budget.
import { useId } from 'react';
import { cx } from '../../lib/class-names';

export interface SwitchProps {
  label: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
  /** Row height: `md` matches a toolbar's controls, `lg` a 44 px touch target. */
  size?: 'md' | 'lg';
  className?: string;
}

export function Switch({
  label,
  checked,
  onCheckedChange,
  disabled = false,
  size = 'md',
  className,
}: SwitchProps) {
  const labelId = useId();
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-labelledby={labelId}
      disabled={disabled}
      onClick={() => onCheckedChange(!checked)}
      className={cx(
        'inline-flex items-center gap-2 rounded-lg px-2 text-sm font-medium text-zinc-800 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-50 dark:text-zinc-200 dark:focus-visible:outline-brand-400',
        size === 'lg' ? 'h-11' : 'h-10',
        className,
      )}
    >
      <span
        aria-hidden="true"
        className={cx(
          'relative inline-flex h-5 w-9 shrink-0 rounded-full transition-colors',
          checked ? 'bg-brand-700 dark:bg-brand-500' : 'bg-zinc-300 dark:bg-zinc-600',
        )}
      >
        <span
          className={cx(
            'absolute top-0.5 left-0.5 size-4 rounded-full bg-white shadow-sm transition-transform',
            checked && 'translate-x-4',
          )}
        />
      </span>
      <span id={labelId}>{label}</span>
    </button>
  );
}
