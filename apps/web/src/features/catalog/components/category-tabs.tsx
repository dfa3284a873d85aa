// The catalogue's top-level category tabs (docs/product.md#catalogue): Explore (all products) and
// every category without a parent, sorted by name; the chosen one is the category filter. Arrow
// keys, Home and End move between tabs.
import type { Category } from '@canopy/contracts';
import { useRef, type KeyboardEvent } from 'react';
import { cx } from '../../../lib/class-names';

interface Tab {
  id: number | null;
  label: string;
}

interface CategoryTabsProps {
  categories: Category[];
  selected: number | null;
  onSelect: (categoryId: number | null) => void;
}

export function CategoryTabs({ categories, selected, onSelect }: CategoryTabsProps) {
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const tabs: Tab[] = [
    { id: null, label: 'Explore' },
    ...categories.map(({ id, name }) => ({ id, label: name })),
  ];
  const selectedIndex = Math.max(
    0,
    tabs.findIndex((tab) => tab.id === selected),
  );

  const select = (index: number) => {
    const tab = tabs[index];
    if (!tab) return;
    if (tab.id !== selected) onSelect(tab.id);
    tabRefs.current[index]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const last = tabs.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: selectedIndex === last ? 0 : selectedIndex + 1,
      ArrowLeft: selectedIndex === 0 ? last : selectedIndex - 1,
      Home: 0,
      End: last,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  return (
    <div
      role="tablist"
      aria-label="Product categories"
      onKeyDown={onKeyDown}
      className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0"
    >
      {tabs.map((tab, index) => {
        const active = index === selectedIndex;
        return (
          <button
            key={tab.id ?? 'explore'}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            aria-selected={active}
            tabIndex={active ? 0 : -1}
            onClick={() => select(index)}
            className={cx(
              'h-9 shrink-0 rounded-full border px-4 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:focus-visible:outline-brand-400',
              active
                ? 'border-brand-700 bg-brand-700 text-white dark:border-brand-500 dark:bg-brand-600'
                : 'border-zinc-300 bg-white text-zinc-700 hover:border-zinc-400 hover:bg-zinc-50 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-200 dark:hover:bg-zinc-800',
            )}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
