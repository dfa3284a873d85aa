// The category tree as a table: each name indented under its parent, its own product count and
// its number of subcategories, and the row's Edit and Delete buttons (for a role holding
// categories.write).
import type { AdminCategory } from '@canopy/contracts';
import { CornerDownRight, Pencil, Trash2 } from 'lucide-react';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { RowActions } from '../../../components/ui/row-actions';
import type { CategoryRow } from '../../../lib/category-tree';

function categoryColumns(
  onEdit: (category: AdminCategory) => void,
  onDelete: (category: AdminCategory) => void,
  canWrite: boolean,
): DataTableColumn<CategoryRow>[] {
  const columns: DataTableColumn<CategoryRow>[] = [
    {
      id: 'name',
      header: 'Name',
      cell: (row) => (
        <span
          className="flex items-center gap-1.5 font-medium text-zinc-900 dark:text-white"
          style={{ paddingLeft: `${row.depth * 1.5}rem` }}
        >
          {row.depth > 0 && (
            <CornerDownRight className="size-3.5 shrink-0 text-zinc-400" aria-hidden="true" />
          )}
          {row.name}
        </span>
      ),
    },
    {
      id: 'products',
      header: 'Products',
      className: 'tabular-nums',
      cell: (row) => row.product_count,
    },
    {
      id: 'subcategories',
      header: 'Subcategories',
      className: 'tabular-nums',
      cell: (row) => row.subcategory_count,
    },
    {
      id: 'actions',
      header: 'Actions',
      hideHeader: true,
      pinned: true,
      cell: (row) => (
        <RowActions
          actions={[
            {
              label: `Edit ${row.name}`,
              tooltip: 'Edit',
              icon: Pencil,
              onSelect: () => onEdit(row),
            },
            {
              label: `Delete ${row.name}`,
              tooltip: 'Delete',
              icon: Trash2,
              tone: 'danger',
              onSelect: () => onDelete(row),
            },
          ]}
        />
      ),
    },
  ];
  return canWrite ? columns : columns.filter((column) => column.id !== 'actions');
}

interface CategoryTableProps {
  rows: readonly CategoryRow[] | undefined;
  loading: boolean;
  error: string | null;
  onEdit: (category: AdminCategory) => void;
  onDelete: (category: AdminCategory) => void;
  canWrite: boolean;
}

export function CategoryTable({
  rows,
  loading,
  error,
  onEdit,
  onDelete,
  canWrite,
}: CategoryTableProps) {
  return (
    <DataTable
      caption="Categories"
      columns={categoryColumns(onEdit, onDelete, canWrite)}
      rows={rows}
      rowKey={(row) => row.id}
      loading={loading}
      loadingText="Loading categories…"
      error={error}
    />
  );
}
