// /products: the catalogue screen. This first version shows the title and the top-level
// category tabs from GET /products/categories (the list itself follows with the catalogue work).
import { RotateCw } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { PageHeader } from '../../../components/ui/page-header';
import { getApiErrorMessage } from '../../../lib/api';
import { rootCategories, useGetCategoriesQuery } from '../catalog-api';
import { CategoryTabs } from './category-tabs';

export const FAILED_TO_FETCH_CATEGORIES = 'Failed to fetch categories';

function CategoryTabsSkeleton() {
  return (
    <div role="status" className="flex gap-2" aria-label="Loading categories">
      {[96, 72, 112, 88].map((width) => (
        <span
          key={width}
          style={{ width }}
          className="h-9 animate-pulse rounded-full bg-zinc-200 dark:bg-zinc-800"
        />
      ))}
    </div>
  );
}

export function ProductsPage() {
  const { data, error, isLoading, isError, refetch, isFetching } = useGetCategoriesQuery();
  const errorMessage = isError ? getApiErrorMessage(error, FAILED_TO_FETCH_CATEGORIES) : null;

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Products" description="Browse the collection by category." />
      {isLoading && <CategoryTabsSkeleton />}
      {errorMessage && (
        <ErrorAlert>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <span>{errorMessage}</span>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => void refetch()}
              disabled={isFetching}
            >
              <RotateCw className="size-4" aria-hidden="true" />
              Try again
            </Button>
          </div>
        </ErrorAlert>
      )}
      {data && <CategoryTabs categories={rootCategories(data)} />}
    </div>
  );
}
