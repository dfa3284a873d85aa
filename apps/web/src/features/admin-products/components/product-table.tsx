// The products table: thumbnail, name with SKU, category, purchase-limit facts, price (the sale price beside the
// struck-through retail price), stock with its badge, the active badge and the row actions.
// Name, price, stock and created sort on the server; the sort lives in the URL.
import {
  ADMIN_PRODUCT_SORTS,
  formatUsd,
  type AdminProduct,
  type AdminProductSort,
} from '@canopy/contracts';
import { Pencil, Trash2 } from 'lucide-react';
import {
  DataTable,
  type DataTableColumn,
  type DataTableSelection,
  type DataTableSort,
} from '../../../components/ui/data-table';
import { limitFactsText } from '../../../components/purchase-limits/limit-labels';
import { RowActions } from '../../../components/ui/row-actions';
import { ProductImage } from '../../../components/ui/product-image';
import { StatusBadge } from '../../../components/ui/status-badge';
import type { SortOrder } from '../product-list-url';
import { stockStatus } from '../stock-status';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

function ProductPrice({ product }: { product: AdminProduct }) {
  if (product.sale_price === null) return <span>{formatUsd(product.price)}</span>;
  return (
    <span className="flex flex-col">
      <span className="font-medium text-red-700 dark:text-red-400">
        <span className="sr-only">Sale price </span>
        {formatUsd(product.sale_price)}
      </span>
      <del className="text-xs text-zinc-500 dark:text-zinc-400">
        <span className="sr-only">Regular price </span>
        {formatUsd(product.price)}
      </del>
    </span>
  );
}

export interface ProductRowActions {
  onEdit: (product: AdminProduct) => void;
  onDelete: (product: AdminProduct) => void;
}

function actionsColumn({ onEdit, onDelete }: ProductRowActions): DataTableColumn<AdminProduct> {
  return {
    id: 'actions',
    header: 'Actions',
    hideHeader: true,
    pinned: true,
    cell: (product) => (
      <RowActions
        actions={[
          {
            label: `Edit ${product.name}`,
            tooltip: 'Edit',
            icon: Pencil,
            onSelect: () => onEdit(product),
          },
          {
            label: `Delete ${product.name}`,
            tooltip: 'Delete',
            icon: Trash2,
            tone: 'danger',
            onSelect: () => onDelete(product),
          },
        ]}
      />
    ),
  };
}

/** The columns; the actions column only for a role that may change products. */
function productColumns(rowActions: ProductRowActions | null): DataTableColumn<AdminProduct>[] {
  const columns: DataTableColumn<AdminProduct>[] = [
    {
      id: 'image',
      header: 'Image',
      hideHeader: true,
      cell: (product) => (
        <ProductImage src={product.image} alt={product.name} className="size-10 rounded-md" />
      ),
    },
    {
      id: 'name',
      header: 'Name',
      sortable: true,
      cell: (product) => (
        <div className="flex max-w-64 flex-col">
          <span className="truncate font-medium text-zinc-900 dark:text-white">{product.name}</span>
          <span className="font-mono text-xs text-zinc-500 dark:text-zinc-400">{product.sku}</span>
        </div>
      ),
    },
    {
      id: 'category',
      header: 'Category',
      cell: (product) => product.category?.name ?? '—',
    },
    {
      id: 'limit_class',
      header: 'Limit class',
      className: 'whitespace-nowrap',
      cell: (product) => limitFactsText(product),
    },
    {
      id: 'price',
      header: 'Price',
      sortable: true,
      className: 'tabular-nums',
      cell: (product) => <ProductPrice product={product} />,
    },
    {
      id: 'stock',
      header: 'Stock',
      sortable: true,
      cell: (product) => (
        <span className="flex items-center gap-2 tabular-nums">
          {product.stock}
          <StatusBadge status={stockStatus(product.stock)} />
        </span>
      ),
    },
    {
      id: 'is_active',
      header: 'Status',
      cell: (product) => <StatusBadge status={product.is_active ? 'active' : 'inactive'} />,
    },
    {
      id: 'created_at',
      header: 'Created',
      sortable: true,
      cell: (product) => dateFormat.format(new Date(product.created_at)),
    },
  ];
  return rowActions ? [...columns, actionsColumn(rowActions)] : columns;
}

interface ProductTableProps {
  products: readonly AdminProduct[] | undefined;
  loading: boolean;
  busy: boolean;
  error: string | null;
  sort: { by: AdminProductSort; order: SortOrder };
  onSortChange: (by: AdminProductSort, order: SortOrder) => void;
  selection: DataTableSelection<number> | undefined;
  rowActions: ProductRowActions | null;
}

function isProductSort(column: string): column is AdminProductSort {
  return (ADMIN_PRODUCT_SORTS as readonly string[]).includes(column);
}

export function ProductTable({
  products,
  loading,
  busy,
  error,
  sort,
  onSortChange,
  selection,
  rowActions,
}: ProductTableProps) {
  const tableSort: DataTableSort = { column: sort.by, direction: sort.order };
  return (
    <DataTable
      caption="Products"
      columns={productColumns(rowActions)}
      rows={products}
      rowKey={(product) => product.id}
      rowLabel={(product) => product.name}
      loading={loading}
      loadingText="Loading products…"
      busy={busy}
      error={error}
      sort={tableSort}
      onSortChange={({ column, direction }) => {
        if (isProductSort(column)) onSortChange(column, direction);
      }}
      selection={selection}
    />
  );
}
