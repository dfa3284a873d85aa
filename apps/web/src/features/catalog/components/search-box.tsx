// The storefront's product search (docs/product.md#catalogue, docs/product.md#search): a
// combobox over the fixed suggestions and, below them, the live ones the server suggests for what
// is typed (products, brands, categories). ArrowDown and ArrowUp move through both, Enter picks
// the highlighted one (a search for its label) or searches for the typed text, Escape closes the
// list. The highlighted option is announced through aria-activedescendant while focus stays in
// the field.
import { Search, X } from 'lucide-react';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { cx } from '../../../lib/class-names';
import { matchingSuggestions } from '../search-suggestions';
import { useLiveSuggestions } from '../use-live-suggestions';
import { useProductSearch } from '../use-product-search';

const KIND_LABELS = { product: 'Product', brand: 'Brand', category: 'Category' } as const;

export function SearchBox({ className }: { className?: string }) {
  const { text, setText, commit } = useProductSearch();
  const [open, setOpen] = useState(false);
  const [highlighted, setHighlight] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);
  const listboxId = useId();
  const optionId = (index: number) => `${listboxId}-option-${index}`;
  const fixed = matchingSuggestions(text);
  const live = useLiveSuggestions(text, open, fixed);
  const options = [
    ...fixed.map((label) => ({ label, kind: null })),
    ...live.map((item) => ({ label: item.label, kind: KIND_LABELS[item.type] })),
  ];
  const suggestions = options.map((option) => option.label);
  const expanded = open && suggestions.length > 0;
  // Live suggestions can shrink under a highlight: past the end, nothing is highlighted.
  const highlight = highlighted < suggestions.length ? highlighted : -1;

  const close = () => {
    setOpen(false);
    setHighlight(-1);
  };
  const pick = (value: string) => {
    setText(value);
    close();
    commit(value);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = suggestions.length - 1;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (last < 0) return;
      if (!expanded) {
        setOpen(true);
        setHighlight(event.key === 'ArrowDown' ? 0 : last);
        return;
      }
      const down = event.key === 'ArrowDown';
      // Wraps at both ends; from no highlight, down goes to the first and up to the last.
      setHighlight((current) => {
        if (current < 0 || current > last) return down ? 0 : last;
        return (current + (down ? 1 : -1) + last + 1) % (last + 1);
      });
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const chosen = expanded ? suggestions[highlight] : undefined;
      if (chosen === undefined) {
        close();
        commit(text);
      } else {
        pick(chosen);
      }
    } else if (event.key === 'Escape' && expanded) {
      // Only the list closes; a dialog or page behind it must not react to this Escape.
      event.preventDefault();
      event.stopPropagation();
      close();
    }
  };

  return (
    <form
      role="search"
      className={cx('relative', className)}
      onSubmit={(event) => {
        event.preventDefault();
        close();
        commit(text);
      }}
    >
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-zinc-500 dark:text-zinc-400"
        aria-hidden="true"
      />
      <input
        ref={inputRef}
        type="text"
        role="combobox"
        aria-label="Search products"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={expanded && highlight >= 0 ? optionId(highlight) : undefined}
        autoComplete="off"
        enterKeyHint="search"
        placeholder="Search products"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setHighlight(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={close}
        onKeyDown={onKeyDown}
        className="h-10 w-full rounded-full border border-zinc-300 bg-white pr-10 pl-9 text-sm text-zinc-900 shadow-sm transition-colors outline-none placeholder:text-zinc-500 focus:border-brand-600 focus:ring-4 focus:ring-brand-600/20 dark:border-zinc-700 dark:bg-zinc-900 dark:text-white dark:placeholder:text-zinc-400 dark:focus:border-brand-400 dark:focus:ring-brand-400/25"
      />
      {text !== '' && (
        <button
          type="button"
          aria-label="Clear search"
          title="Clear search"
          onClick={() => {
            pick('');
            inputRef.current?.focus();
          }}
          className="absolute top-1/2 right-1.5 inline-flex size-7 -translate-y-1/2 items-center justify-center rounded-full text-zinc-500 hover:bg-zinc-100 hover:text-zinc-900 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-zinc-400 dark:hover:bg-zinc-800 dark:hover:text-white"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      )}
      <ul
        id={listboxId}
        role="listbox"
        aria-label="Search suggestions"
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-50 mt-1.5 overflow-hidden rounded-xl border border-zinc-200 bg-white py-1 shadow-lg dark:border-zinc-700 dark:bg-zinc-900"
      >
        {options.map(({ label: suggestion, kind }, index) => (
          <li
            key={`${kind ?? 'fixed'}:${suggestion}`}
            id={optionId(index)}
            role="option"
            aria-selected={index === highlight}
            // Keeps focus in the field so the click lands before the blur closes the list.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(suggestion)}
            onMouseEnter={() => setHighlight(index)}
            className={cx(
              'flex cursor-pointer items-center gap-2 px-3.5 py-2 text-sm text-zinc-800 dark:text-zinc-100',
              index === highlight &&
                'bg-brand-50 text-brand-900 dark:bg-brand-950 dark:text-brand-100',
            )}
          >
            <Search className="size-3.5 shrink-0 text-zinc-400" aria-hidden="true" />
            <span className="min-w-0 flex-1 truncate">{suggestion}</span>
            {kind !== null && (
              <span className="text-xs text-zinc-500 dark:text-zinc-400">
                <span className="sr-only">, </span>
                {kind}
              </span>
            )}
          </li>
        ))}
      </ul>
    </form>
  );
}
