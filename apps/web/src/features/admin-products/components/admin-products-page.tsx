// The admin Products screen (/admin/products): the filters, the sortable and selectable table
// with its paging, the bulk bar, and the product form and delete dialogs. Adding, editing,
// deleting and bulk changes are for roles holding products.write; others only read. The whole view lives
// in the URL so an edit and Back keep the place; the selection belongs to the page on screen.
import type { AdminProduct } from '@canopy/contracts';
import { Plus } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { useCan } from '../../../app/staff-permissions';
import { Button } from '../../../components/ui/button';
import { ListPagination } from '../../../components/ui/list-pagination';
import { PageHeader } from '../../../components/ui/page-header';
import { getApiErrorMessage } from '../../../lib/api';
import { useGetAdminProductCategoriesQuery, useGetAdminProductsQuery } from '../admin-products-api';
import {
  productListParams,
  searchParamsFromProductListView,
  withProductFilters,
  type ProductListFilters,
} from '../product-list-url';
import { useProductListView } from '../use-product-list-view';
import { BulkActionBar } from './bulk-action-bar';
import { DeleteProductDialog } from './delete-product-dialog';
import { ProductFilters } from './product-filters';
import { ProductFormModal, type ProductEditing } from './product-form-modal';
import { ProductTable } from './product-table';

export const FETCH_PRODUCTS_FAILED = 'Failed to fetch products';

export function AdminProductsPage() {
  const [view, setView] = useProductListView();
  const canWrite = useCan('products.write');
  const products = useGetAdminProductsQuery(productListParams(view));
  const categories = useGetAdminProductCategoriesQuery();
  const viewKey = searchParamsFromProductListView(view).toString();
  const [selection, setSelection] = useState({ viewKey, ids: new Set<number>() });
  const selected = selection.viewKey === viewKey ? selection.ids : new Set<number>();
  const [editing, setEditing] = useState<ProductEditing>(null);
  const [deleting, setDeleting] = useState<AdminProduct | null>(null);

  const changeFilters = useCallback(
    (changes: Partial<ProductListFilters>, options?: { replace?: boolean }) =>
      setView(withProductFilters(view, changes), options),
    [setView, view],
  );
  const error = products.isError ? getApiErrorMessage(products.error, FETCH_PRODUCTS_FAILED) : null;
  const page = products.data;
  // Past the last page (its last products were just deleted): go to the page that is left.
  const lastPage = page?.pages ?? 0;
  useEffect(() => {
    if (lastPage > 0 && view.page > lastPage)
      setView({ ...view, page: lastPage }, { replace: true });
  }, [lastPage, view, setView]);

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Products"
        description="Everything the shop sells: prices, stock and what shoppers see."
        actions={
          canWrite && (
            <Button onClick={() => setEditing({ product: null })}>
              <Plus className="size-4" aria-hidden="true" />
              Add product
            </Button>
          )
        }
      />
      <ProductFilters view={view} categories={categories.data ?? []} onChange={changeFilters} />
      {canWrite && selected.size > 0 && (
        <BulkActionBar
          ids={[...selected]}
          onDone={() => setSelection({ viewKey, ids: new Set() })}
        />
      )}
      <ProductTable
        products={page?.items}
        loading={products.isLoading}
        busy={products.isFetching}
        error={error}
        sort={{ by: view.sort_by, order: view.sort_order }}
        onSortChange={(by, order) => setView({ ...view, sort_by: by, sort_order: order, page: 1 })}
        selection={
          canWrite ? { selected, onChange: (ids) => setSelection({ viewKey, ids }) } : undefined
        }
        rowActions={
          canWrite ? { onEdit: (product) => setEditing({ product }), onDelete: setDeleting } : null
        }
      />
      <ListPagination
        page={view.page}
        pageSize={view.size}
        total={page?.total ?? 0}
        pages={page?.pages}
        onPageChange={(next) => setView({ ...view, page: next })}
        onPageSizeChange={(size) => setView({ ...view, size, page: 1 })}
      />
      <ProductFormModal
        editing={editing}
        categories={categories.data ?? []}
        onClose={() => setEditing(null)}
      />
      <DeleteProductDialog product={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
