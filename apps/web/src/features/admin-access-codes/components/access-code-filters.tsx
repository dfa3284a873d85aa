// The access code list's filters: a label search (or a whole code) applied 300 ms after the last
// key or at once on Enter, and the status (all, active, inactive).
import { ChevronDown, Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { TextInput } from '../../../components/ui/text-input';

export const SEARCH_DEBOUNCE_MS = 300;

interface AccessCodeFiltersProps {
  search: string;
  isActive: boolean | null;
  onSearch: (search: string) => void;
  onActiveChange: (isActive: boolean | null) => void;
}

const STATUS_VALUES = { '': null, active: true, inactive: false } as const;

export function AccessCodeFilters({
  search,
  isActive,
  onSearch,
  onActiveChange,
}: AccessCodeFiltersProps) {
  const statusId = useId();
  const [text, setText] = useState(search);
  const pending = text.trim() !== search;

  useEffect(() => {
    if (!pending) return;
    const timer = window.setTimeout(() => onSearch(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [pending, text, onSearch]);

  return (
    <div className="flex flex-wrap items-end gap-3">
      <form
        role="search"
        className="min-w-0 flex-1 basis-64"
        onSubmit={(event) => {
          event.preventDefault();
          if (pending) onSearch(text.trim());
        }}
      >
        <TextInput
          label="Search access codes"
          type="search"
          placeholder="Label or a whole code"
          value={text}
          maxLength={200}
          leftIcon={<Search className="size-4" />}
          onChange={(event) => setText(event.target.value)}
        />
      </form>
      <div className="flex min-w-40 flex-col gap-1.5">
        <label htmlFor={statusId} className="text-sm font-medium text-zinc-800 dark:text-zinc-200">
          Status
        </label>
        <div className="relative">
          <select
            id={statusId}
            value={isActive === null ? '' : isActive ? 'active' : 'inactive'}
            onChange={(event) => {
              const value = event.target.value as keyof typeof STATUS_VALUES;
              onActiveChange(STATUS_VALUES[value]);
            }}
            className="h-11 w-full appearance-none rounded-lg border border-zinc-300 bg-white py-0 pr-9 pl-3 text-sm text-zinc-900 shadow-sm outline-none focus:border-brand-600 focus:ring-4 focus:ring-brand-600/20 dark:border-zinc-700 dark:bg-zinc-900 dark:text-white dark:focus:border-brand-400 dark:focus:ring-brand-400/25"
          >
            <option value="">All codes</option>
            <option value="active">Active</option>
            <option value="inactive">Inactive</option>
          </select>
          <ChevronDown
            className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-zinc-500"
            aria-hidden="true"
          />
        </div>
      </div>
    </div>
  );
}
