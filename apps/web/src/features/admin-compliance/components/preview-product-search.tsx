// Finds products for the preview's sample cart by name or SKU (the admin product list, ten at a
// time) and shows each with its limit facts; choosing one adds it to the sample cart.
import type { AdminProduct } from '@canopy/contracts';
import { Plus } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { limitFactsText } from '../../../components/purchase-limits/limit-labels';
import { Button } from '../../../components/ui/button';
import { TextInput } from '../../../components/ui/text-input';
import { getApiErrorMessage } from '../../../lib/api';
import { useSearchPreviewProductsQuery } from '../compliance-api';

export function PreviewProductSearch({ onPick }: { onPick: (product: AdminProduct) => void }) {
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search.trim());
  const found = useSearchPreviewProductsQuery(query, { skip: query === '' });
  return (
    <div className="flex flex-col gap-2">
      <TextInput
        label="Find a product"
        type="search"
        placeholder="Name or SKU"
        className="sm:max-w-md"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {found.isError && (
        <p className="text-sm text-red-700 dark:text-red-400">
          {getApiErrorMessage(found.error, 'Failed to search the products')}
        </p>
      )}
      {query !== '' && found.data && (
        <ul
          aria-label="Products found"
          className="flex flex-col divide-y divide-zinc-200 dark:divide-zinc-800"
        >
          {found.data.items.length === 0 && (
            <li className="py-2 text-sm text-zinc-600 dark:text-zinc-400">No products match.</li>
          )}
          {found.data.items.map((product) => (
            <li key={product.id} className="flex items-center justify-between gap-3 py-2 text-sm">
              <span className="min-w-0">
                <span className="font-medium text-zinc-900 dark:text-white">{product.name}</span>{' '}
                <span className="text-zinc-600 dark:text-zinc-400">{limitFactsText(product)}</span>
              </span>
              <Button type="button" variant="secondary" size="sm" onClick={() => onPick(product)}>
                <Plus className="size-4" aria-hidden="true" />
                Add {product.name}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
