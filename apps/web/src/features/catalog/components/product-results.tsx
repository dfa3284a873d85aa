// The catalogue's results (docs/product.md#catalogue): skeleton cards while the first page loads,
// the products as a grid of cards or a list of rows, the empty state, or the failure banner with a
// retry.
import type { Product } from '@canopy/contracts';
import { PackageSearch, RotateCw } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { cx } from '../../../lib/class-names';
import type { ViewMode } from '../product-list-preferences';
import { ProductCard } from './product-card';
import { ProductRow } from './product-row';

export const GRID_CLASS = 'grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3 xl:grid-cols-4';
const LIST_CLASS = 'flex flex-col gap-3';
/**
 * The first products of a page: the first row of the widest grid (four), or the first rows of
 * the list, all above the fold. Their pictures load at once; the rest wait for the scroll.
 */
const ABOVE_THE_FOLD = 4;

export function ProductList({
  products,
  viewMode,
  busy,
}: {
  products: Product[];
  viewMode: ViewMode;
  busy: boolean;
}) {
  return (
    <ul
      aria-busy={busy}
      aria-label="Products"
      className={cx(
        viewMode === 'grid' ? GRID_CLASS : LIST_CLASS,
        'transition-opacity',
        busy && 'opacity-60',
      )}
    >
      {products.map((product, index) => (
        <li key={product.id} className="min-w-0">
          {viewMode === 'grid' ? (
            <ProductCard product={product} priority={index < ABOVE_THE_FOLD} />
          ) : (
            <ProductRow product={product} priority={index < ABOVE_THE_FOLD} />
          )}
        </li>
      ))}
    </ul>
  );
}

/** Placeholders shaped like the cards or rows they stand for, at most one screenful. */
export function ProductListSkeleton({ viewMode, count }: { viewMode: ViewMode; count: number }) {
  const shapes = Array.from({ length: Math.min(count, viewMode === 'grid' ? 8 : 5) }, (_, i) => i);
  return (
    <div
      role="status"
      aria-label="Loading products"
      className={viewMode === 'grid' ? GRID_CLASS : LIST_CLASS}
    >
      {shapes.map((index) =>
        viewMode === 'grid' ? (
          <div
            key={index}
            className="flex animate-pulse flex-col overflow-hidden rounded-2xl border border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-900"
          >
            <div className="aspect-square bg-zinc-200 dark:bg-zinc-800" />
            <div className="flex flex-col gap-2.5 p-4">
              <div className="h-3 w-1/3 rounded bg-zinc-200 dark:bg-zinc-800" />
              <div className="h-4 w-4/5 rounded bg-zinc-200 dark:bg-zinc-800" />
              <div className="h-3 w-1/2 rounded bg-zinc-200 dark:bg-zinc-800" />
              <div className="mt-2 h-9 rounded-lg bg-zinc-200 dark:bg-zinc-800" />
            </div>
          </div>
        ) : (
          <div
            key={index}
            className="flex animate-pulse items-center gap-4 rounded-xl border border-zinc-200 bg-white p-3 sm:p-4 dark:border-zinc-800 dark:bg-zinc-900"
          >
            <div className="size-20 shrink-0 rounded-lg bg-zinc-200 sm:size-24 dark:bg-zinc-800" />
            <div className="flex flex-1 flex-col gap-2.5">
              <div className="h-4 w-3/5 rounded bg-zinc-200 dark:bg-zinc-800" />
              <div className="h-3 w-2/5 rounded bg-zinc-200 dark:bg-zinc-800" />
            </div>
          </div>
        ),
      )}
    </div>
  );
}

export function NoProductsFound({ onClearAll }: { onClearAll: (() => void) | null }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-zinc-300 bg-white px-6 py-14 text-center dark:border-zinc-700 dark:bg-zinc-900">
      <PackageSearch className="size-10 text-zinc-400" aria-hidden="true" />
      <h2 className="text-lg font-semibold text-zinc-900 dark:text-white">No products found</h2>
      <p className="max-w-md text-sm text-zinc-600 dark:text-zinc-400">
        Try adjusting your filters or search query to find what you&apos;re looking for.
      </p>
      {onClearAll && (
        <Button variant="secondary" onClick={onClearAll} className="mt-2">
          Clear all filters
        </Button>
      )}
    </div>
  );
}

export function ProductsLoadError({
  message,
  onRetry,
  retrying,
}: {
  message: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <ErrorAlert>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <span>Error loading products: {message}</span>
        <Button variant="secondary" size="sm" onClick={onRetry} disabled={retrying}>
          <RotateCw className="size-4" aria-hidden="true" />
          Try again
        </Button>
      </div>
    </ErrorAlert>
  );
}
