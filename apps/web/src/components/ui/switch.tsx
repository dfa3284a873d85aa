// The app's on/off switch (radix Switch): a button with role="switch" and aria-checked that
// Space and Enter flip, named by its visible label. Controlled only; a form field wires it with
// react-hook-form's Controller.
import { Switch as RadixSwitch } from 'radix-ui';
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
  const id = useId();
  return (
    <span
      className={cx(
        'inline-flex items-center gap-2 rounded-lg px-2 text-sm font-medium text-zinc-800 dark:text-zinc-200',
        size === 'lg' ? 'h-11' : 'h-10',
        className,
      )}
    >
      <RadixSwitch.Root
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
        className="peer relative inline-flex h-5 w-9 shrink-0 cursor-pointer rounded-full bg-zinc-300 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:bg-brand-700 dark:bg-zinc-600 dark:focus-visible:outline-brand-400 dark:data-[state=checked]:bg-brand-500"
      >
        <RadixSwitch.Thumb className="absolute top-0.5 left-0.5 size-4 rounded-full bg-white shadow-sm transition-transform data-[state=checked]:translate-x-4" />
      </RadixSwitch.Root>
      <label htmlFor={id} className="cursor-pointer peer-disabled:cursor-not-allowed">
        {label}
      </label>
    </span>
  );
}
