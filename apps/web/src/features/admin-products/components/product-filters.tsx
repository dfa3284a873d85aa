// The products list's filters (docs/product.md#admin-back-office): the search (applied 300 ms after
// the last key), the category in tree order, Active (All/Active/Inactive) and 'Low stock only'.
// Every change goes to the URL through `onChange` and starts again from page 1.
import type { AdminCategory } from '@canopy/contracts';
import { Search } from 'lucide-react';
import { useCallback } from 'react';
import { SelectField } from '../../../components/ui/select-field';
import { TextInput } from '../../../components/ui/text-input';
import { categoryTree, indentedName } from '../../../lib/category-tree';
import type { ActiveFilter, ProductListFilters, ProductListView } from '../product-list-url';
import { useDebouncedSearch } from '../use-debounced-search';
import { LowStockSwitch } from './low-stock-switch';

interface ProductFiltersProps {
  view: ProductListView;
  categories: readonly AdminCategory[];
  onChange: (changes: Partial<ProductListFilters>, options?: { replace?: boolean }) => void;
}

const ACTIVE_OPTIONS: ReadonlyArray<{ value: ActiveFilter; label: string }> = [
  { value: 'all', label: 'All' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
];

export function ProductFilters({ view, categories, onChange }: ProductFiltersProps) {
  const current = view.search;
  const applySearch = useCallback(
    // Refining a search already in the URL replaces its history entry; a new one adds one.
    (search: string) => onChange({ search }, { replace: current !== '' && search !== '' }),
    [onChange, current],
  );
  const [text, setText] = useDebouncedSearch(view.search, applySearch);
  const options = [
    { value: '', label: 'All categories' },
    ...categoryTree(categories).map((option) => ({
      value: String(option.id),
      label: indentedName(option),
    })),
  ];

  return (
    <div className="flex flex-col gap-3 rounded-xl border border-zinc-200 bg-white p-4 shadow-sm md:flex-row md:flex-wrap md:items-end dark:border-zinc-800 dark:bg-zinc-900">
      <TextInput
        label="Search products"
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Name, SKU or brand"
        autoComplete="off"
        leftIcon={<Search className="size-4" />}
        className="md:min-w-64 md:flex-1"
      />
      <SelectField
        label="Filter by category"
        className="md:w-48"
        value={view.category_id === null ? '' : String(view.category_id)}
        options={options}
        onChange={({ target: { value } }) =>
          onChange({ category_id: value === '' ? null : Number(value) })
        }
      />
      <SelectField
        label="Filter by status"
        className="md:w-48"
        value={view.active}
        options={ACTIVE_OPTIONS}
        onChange={({ target: { value } }) => {
          const active = ACTIVE_OPTIONS.find((option) => option.value === value)?.value ?? 'all';
          onChange({ active });
        }}
      />
      <LowStockSwitch on={view.low_stock} onChange={(on) => onChange({ low_stock: on })} />
    </div>
  );
}
