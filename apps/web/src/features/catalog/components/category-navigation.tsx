// The category tabs with their loading and failure states: GET /products/categories gives every
// category, the tabs show the roots sorted by name.
import { RotateCw } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { getApiErrorMessage } from '../../../lib/api';
import { rootCategories, useGetCategoriesQuery } from '../catalog-api';
import { CategoryTabs } from './category-tabs';

export const FAILED_TO_FETCH_CATEGORIES = 'Failed to fetch categories';

function CategoryTabsSkeleton() {
  return (
    <div role="status" className="flex gap-2 pb-1" aria-label="Loading categories">
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

interface CategoryNavigationProps {
  selected: number | null;
  onSelect: (categoryId: number | null) => void;
}

export function CategoryNavigation({ selected, onSelect }: CategoryNavigationProps) {
  const { data, error, isLoading, isError, refetch, isFetching } = useGetCategoriesQuery();
  const errorMessage = isError ? getApiErrorMessage(error, FAILED_TO_FETCH_CATEGORIES) : null;
  if (isLoading) return <CategoryTabsSkeleton />;
  if (errorMessage)
    return (
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
    );
  if (!data) return null;
  return <CategoryTabs categories={rootCategories(data)} selected={selected} onSelect={onSelect} />;
}
