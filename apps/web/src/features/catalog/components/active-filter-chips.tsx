// The active filter chips (docs/product.md#catalogue), each removable, with the filter count and
// Clear All.
import { X } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import type { FilterChip } from '../active-filters';

interface ActiveFilterChipsProps {
  chips: FilterChip[];
  onRemove: (chip: FilterChip) => void;
  onClearAll: () => void;
}

export function filterCountText(count: number): string {
  return count === 1 ? '1 filter' : `${count} filters`;
}

export function ActiveFilterChips({ chips, onRemove, onClearAll }: ActiveFilterChipsProps) {
  if (chips.length === 0) return null;
  return (
    <section aria-label="Active filters" className="flex flex-wrap items-center gap-2">
      <span className="text-sm font-medium text-zinc-600 dark:text-zinc-400">
        {filterCountText(chips.length)}
      </span>
      <ul className="flex flex-wrap items-center gap-2">
        {chips.map((chip) => (
          <li key={chip.key}>
            <button
              type="button"
              onClick={() => onRemove(chip)}
              aria-label={`Remove filter ${chip.label}`}
              className="inline-flex h-8 items-center gap-1.5 rounded-full border border-brand-200 bg-brand-50 pr-2 pl-3 text-sm font-medium text-brand-900 transition-colors hover:border-brand-300 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:border-brand-800 dark:bg-brand-950 dark:text-brand-100 dark:hover:bg-brand-900 dark:focus-visible:outline-brand-400"
            >
              {chip.label}
              <X className="size-3.5" aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
      <Button variant="ghost" size="sm" onClick={onClearAll}>
        Clear All
      </Button>
    </section>
  );
}
