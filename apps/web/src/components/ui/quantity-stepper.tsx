// How many to add: − / a number field / +, bounded to 1..max (the stock). Typing is allowed;
// a number outside the bounds snaps back to the nearest bound when the field is left. Used by the
// product page (labelled, large) and the cart (compact, its label read by screen readers only).
import { Minus, Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { cx } from '../../lib/class-names';

interface QuantityStepperProps {
  value: number;
  max: number;
  onChange: (quantity: number) => void;
  disabled?: boolean;
  label?: string;
  /** Keep the label for screen readers only (a cart line names its product elsewhere). */
  hideLabel?: boolean;
  size?: 'md' | 'sm';
}

const stepButton =
  'inline-flex items-center justify-center text-zinc-700 transition-colors hover:bg-zinc-100 focus-visible:relative focus-visible:outline-2 focus-visible:outline-brand-600 disabled:pointer-events-none disabled:opacity-40 dark:text-zinc-200 dark:hover:bg-zinc-800 dark:focus-visible:outline-brand-400';

// 'Quantity of Blue Dream' → 'Decrease quantity of Blue Dream' (the product keeps its capitals).
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

export function QuantityStepper({
  value,
  max,
  onChange,
  disabled = false,
  label = 'Quantity',
  hideLabel = false,
  size = 'md',
}: QuantityStepperProps) {
  const box = size === 'md' ? 'size-11' : 'size-9';
  const id = useId();
  // What the shopper is typing, until they leave the field (null: show the value).
  const [draft, setDraft] = useState<string | null>(null);
  const upper = Math.max(1, max);
  const clamp = (quantity: number) => Math.min(upper, Math.max(1, Math.trunc(quantity)));

  const commit = (text: string) => {
    const typed = Number(text);
    setDraft(null);
    if (text.trim() !== '' && Number.isFinite(typed)) onChange(clamp(typed));
  };

  return (
    <div className="flex flex-col gap-1.5">
      <label
        htmlFor={id}
        className={cx(
          hideLabel && 'sr-only',
          'text-sm font-medium text-zinc-800 dark:text-zinc-200',
        )}
      >
        {label}
      </label>
      <div
        className={cx(
          'inline-flex w-fit items-center overflow-hidden rounded-lg border border-zinc-300 bg-white shadow-sm dark:border-zinc-700 dark:bg-zinc-900',
          disabled && 'opacity-60',
        )}
      >
        <button
          type="button"
          aria-label={`Decrease ${lowerFirst(label)}`}
          aria-controls={id}
          className={cx(stepButton, box)}
          disabled={disabled || value <= 1}
          onClick={() => onChange(clamp(value - 1))}
        >
          <Minus className="size-4" aria-hidden="true" />
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          max={upper}
          step={1}
          value={draft ?? String(value)}
          disabled={disabled}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={(event) => commit(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit(event.currentTarget.value);
          }}
          className={cx(
            size === 'md' ? 'h-11 w-14' : 'h-9 w-11',
            '[appearance:textfield] border-x border-zinc-300 bg-transparent text-center text-base font-medium text-zinc-900 tabular-nums focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 dark:border-zinc-700 dark:text-white dark:focus-visible:outline-brand-400 [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none',
          )}
        />
        <button
          type="button"
          aria-label={`Increase ${lowerFirst(label)}`}
          aria-controls={id}
          className={cx(stepButton, box)}
          disabled={disabled || value >= upper}
          onClick={() => onChange(clamp(value + 1))}
        >
          <Plus className="size-4" aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}
