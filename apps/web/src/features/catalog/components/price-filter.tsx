// The price filter (docs/product.md#validation-rules): min and max inputs (numbers from 0, step
// 0.01; empty means no bound) and the presets Under $25, $25-$50, $50-$100, $100+. Typed bounds
// apply when the field is left or Enter is pressed; a min above the max is explained beside the
// field and not applied.
import { useId, useState, type KeyboardEvent } from 'react';
import { cx } from '../../../lib/class-names';
import { PRICE_PRESETS } from '../catalog-filters';

export const MIN_ABOVE_MAX_MESSAGE = 'Min price must not be more than max price';
export const PRICE_BOUND_MESSAGE = 'Enter a price of 0 or more';

interface PriceRange {
  min_price: number | null;
  max_price: number | null;
}

interface PriceFilterProps extends PriceRange {
  onChange: (range: PriceRange) => void;
  /** The price range of the matching products, shown as placeholders. */
  available?: { min: number | null; max: number | null } | undefined;
}

const asText = (value: number | null) => (value === null ? '' : String(value));

interface PriceError {
  field: 'min' | 'max';
  message: string;
}

function parseBound(text: string): number | null | 'invalid' {
  if (text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) && value >= 0 ? value : 'invalid';
}

export function PriceFilter({ min_price, max_price, onChange, available }: PriceFilterProps) {
  const id = useId();
  const [minText, setMinText] = useState(asText(min_price));
  const [maxText, setMaxText] = useState(asText(max_price));
  const [error, setError] = useState<PriceError | null>(null);
  // The applied range changed elsewhere (a preset, a chip, Clear All, Back): show it.
  const [shown, setShown] = useState({ min_price, max_price });
  if (shown.min_price !== min_price || shown.max_price !== max_price) {
    setShown({ min_price, max_price });
    setMinText(asText(min_price));
    setMaxText(asText(max_price));
    setError(null);
  }

  const apply = () => {
    const min = parseBound(minText);
    const max = parseBound(maxText);
    if (min === 'invalid' || max === 'invalid') {
      setError({ field: min === 'invalid' ? 'min' : 'max', message: PRICE_BOUND_MESSAGE });
      return;
    }
    if (min !== null && max !== null && min > max) {
      setError({ field: 'min', message: MIN_ABOVE_MAX_MESSAGE });
      return;
    }
    setError(null);
    if (min !== min_price || max !== max_price) onChange({ min_price: min, max_price: max });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      apply();
    }
  };

  const errorId = `${id}-error`;
  const input = (which: 'min' | 'max') => {
    const isMin = which === 'min';
    const bound = isMin ? available?.min : available?.max;
    const placeholder =
      bound === null || bound === undefined
        ? isMin
          ? '0'
          : 'Any'
        : String(isMin ? Math.floor(bound) : Math.ceil(bound));
    const invalid = error?.field === which;
    return (
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <label
          htmlFor={`${id}-${which}`}
          className="text-xs font-medium text-zinc-600 dark:text-zinc-400"
        >
          {isMin ? 'Min price' : 'Max price'}
        </label>
        <div className="relative">
          <span
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 left-2.5 flex items-center text-sm text-zinc-500 dark:text-zinc-400"
          >
            $
          </span>
          <input
            id={`${id}-${which}`}
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
            value={isMin ? minText : maxText}
            placeholder={placeholder}
            aria-invalid={invalid ? true : undefined}
            aria-describedby={invalid ? errorId : undefined}
            onChange={(event) => (isMin ? setMinText : setMaxText)(event.target.value)}
            onBlur={apply}
            onKeyDown={onKeyDown}
            className={cx(
              'h-10 w-full rounded-lg border bg-white pr-2 pl-6 text-sm text-zinc-900 shadow-sm outline-none placeholder:text-zinc-400 focus:ring-4 dark:bg-zinc-900 dark:text-white dark:placeholder:text-zinc-500',
              invalid
                ? 'border-red-600 focus:ring-red-600/15 dark:border-red-500'
                : 'border-zinc-300 focus:border-brand-600 focus:ring-brand-600/20 dark:border-zinc-700 dark:focus:border-brand-400',
            )}
          />
        </div>
      </div>
    );
  };

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-2.5">
      <h3 id={`${id}-title`} className="text-sm font-semibold text-zinc-900 dark:text-white">
        Price
      </h3>
      <div className="flex items-end gap-2">
        {input('min')}
        <span aria-hidden="true" className="pb-2.5 text-zinc-400">
          –
        </span>
        {input('max')}
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-xs font-medium text-red-700 dark:text-red-400">
          {error.message}
        </p>
      )}
      <div role="group" aria-label="Price presets" className="flex flex-wrap gap-1.5">
        {PRICE_PRESETS.map((preset) => {
          const pressed = preset.min === min_price && preset.max === max_price;
          return (
            <button
              key={preset.label}
              type="button"
              aria-pressed={pressed}
              onClick={() =>
                onChange(
                  pressed
                    ? { min_price: null, max_price: null }
                    : { min_price: preset.min, max_price: preset.max },
                )
              }
              className={cx(
                'h-8 rounded-full border px-3 text-xs font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:focus-visible:outline-brand-400',
                pressed
                  ? 'border-brand-700 bg-brand-700 text-white dark:border-brand-500 dark:bg-brand-600'
                  : 'border-zinc-300 bg-white text-zinc-700 hover:bg-zinc-50 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-200 dark:hover:bg-zinc-800',
              )}
            >
              {preset.label}
            </button>
          );
        })}
      </div>
    </section>
  );
}
