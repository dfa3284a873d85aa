// The admin Categories screen (/admin/categories): the category tree with product counts, Add
// category, and each row's Edit and Delete (after a confirmation), for roles holding
// categories.write.
import type { AdminCategory } from '@canopy/contracts';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useCan } from '../../../app/staff-permissions';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { getApiErrorMessage } from '../../../lib/api';
import { useGetAdminCategoriesQuery } from '../admin-categories-api';
import { categoryTree } from '../../../lib/category-tree';
import { CategoryFormModal, type CategoryEditing } from './category-form-modal';
import { CategoryTable } from './category-table';
import { DeleteCategoryDialog } from './delete-category-dialog';

export const FETCH_CATEGORIES_FAILED = 'Failed to fetch categories';

export function AdminCategoriesPage() {
  const categories = useGetAdminCategoriesQuery();
  const canWrite = useCan('categories.write');
  const [editing, setEditing] = useState<CategoryEditing>(null);
  const [deleting, setDeleting] = useState<AdminCategory | null>(null);
  const list = categories.data ?? [];
  const error = categories.isError
    ? getApiErrorMessage(categories.error, FETCH_CATEGORIES_FAILED)
    : null;

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Categories"
        description="The category tree shoppers browse by."
        actions={
          canWrite && (
            <Button onClick={() => setEditing({ category: null })}>
              <Plus className="size-4" aria-hidden="true" />
              Add category
            </Button>
          )
        }
      />
      <CategoryTable
        rows={categories.data ? categoryTree(categories.data) : undefined}
        loading={categories.isLoading}
        error={error}
        onEdit={(category) => setEditing({ category })}
        onDelete={setDeleting}
        canWrite={canWrite}
      />
      <CategoryFormModal editing={editing} categories={list} onClose={() => setEditing(null)} />
      <DeleteCategoryDialog category={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
