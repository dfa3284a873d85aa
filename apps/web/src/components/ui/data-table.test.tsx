import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DataTable, type DataTableColumn, type DataTableSort } from './data-table';
import { ListPagination } from './list-pagination';

interface Plant {
  id: number;
  name: string;
  stock: number;
}

const PLANTS: Plant[] = [
  { id: 1, name: 'Fern', stock: 4 },
  { id: 2, name: 'Moss', stock: 0 },
];

const COLUMNS: DataTableColumn<Plant>[] = [
  { id: 'name', header: 'Name', sortable: true, cell: (plant) => plant.name },
  { id: 'stock', header: 'Stock', sortable: true, cell: (plant) => plant.stock },
  { id: 'actions', header: 'Actions', hideHeader: true, cell: () => 'edit' },
];

function SortableTable({ onSort }: { onSort: (sort: DataTableSort) => void }) {
  const [sort, setSort] = useState<DataTableSort>({ column: 'name', direction: 'asc' });
  return (
    <DataTable
      caption="Plants"
      columns={COLUMNS}
      rows={PLANTS}
      rowKey={(plant) => plant.id}
      sort={sort}
      onSortChange={(next) => {
        setSort(next);
        onSort(next);
      }}
    />
  );
}

function SelectableTable() {
  const [selected, setSelected] = useState<Set<number>>(new Set());
  return (
    <>
      <DataTable
        caption="Plants"
        columns={COLUMNS}
        rows={PLANTS}
        rowKey={(plant) => plant.id}
        rowLabel={(plant) => plant.name}
        selection={{ selected, onChange: setSelected }}
      />
      <output>{[...selected].join(',')}</output>
    </>
  );
}

describe('DataTable', () => {
  it('is a captioned table whose sortable headers are buttons carrying aria-sort', async () => {
    const onSort = vi.fn<(sort: DataTableSort) => void>();
    const user = userEvent.setup();
    render(<SortableTable onSort={onSort} />);

    const table = screen.getByRole('table', { name: 'Plants' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    const name = screen.getByRole('columnheader', { name: 'Name' });
    expect(name).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: 'Stock' })).toHaveAttribute(
      'aria-sort',
      'none',
    );
    expect(screen.getByRole('columnheader', { name: 'Actions' })).not.toHaveAttribute('aria-sort');

    await user.click(within(name).getByRole('button', { name: 'Name' }));
    expect(onSort).toHaveBeenLastCalledWith({ column: 'name', direction: 'desc' });
    expect(name).toHaveAttribute('aria-sort', 'descending');

    // A new column starts ascending; the keyboard works as well as the mouse.
    screen.getByRole('button', { name: 'Stock' }).focus();
    await user.keyboard('{Enter}');
    expect(onSort).toHaveBeenLastCalledWith({ column: 'stock', direction: 'asc' });
  });

  it('shows a loading row, an error row, and the empty text', () => {
    const table = (props: Partial<Parameters<typeof DataTable<Plant, number>>[0]>) => (
      <DataTable
        caption="Plants"
        columns={COLUMNS}
        rows={[]}
        rowKey={(plant: Plant) => plant.id}
        {...props}
      />
    );
    const { rerender } = render(table({ loading: true, rows: undefined }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');

    rerender(table({ error: 'Failed to fetch plants' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch plants');

    rerender(table({}));
    expect(screen.getByRole('cell', { name: 'No data available' })).toHaveAttribute('colspan', '3');
    rerender(table({ emptyText: 'No plants yet' }));
    expect(screen.getByText('No plants yet')).toBeInTheDocument();
  });

  it('selects rows one by one or all on the page, with the keyboard too', async () => {
    const user = userEvent.setup();
    render(<SelectableTable />);
    const all = screen.getByRole('checkbox', { name: 'Select all rows on this page' });

    await user.click(screen.getByRole('checkbox', { name: 'Select Moss' }));
    expect(screen.getByRole('status')).toHaveTextContent('2');
    expect(all).not.toBeChecked();
    expect(all).toHaveProperty('indeterminate', true);

    all.focus();
    await user.keyboard(' ');
    expect(screen.getByRole('status')).toHaveTextContent('2,1');
    expect(all).toBeChecked();
    expect(all).toHaveProperty('indeterminate', false);

    await user.keyboard(' ');
    expect(screen.getByRole('status')).toHaveTextContent('');
  });
});

describe('ListPagination', () => {
  it("reads 'Showing X-Y of N' and moves between pages and page sizes", async () => {
    const user = userEvent.setup();
    const onPage = vi.fn<(page: number) => void>();
    const onSize = vi.fn<(size: number) => void>();
    const { rerender } = render(
      <ListPagination
        page={1}
        pageSize={10}
        total={45}
        onPageChange={onPage}
        onPageSizeChange={onSize}
      />,
    );
    expect(screen.getByText('Showing 1-10 of 45')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 5')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPage).toHaveBeenCalledWith(2);
    expect(
      within(screen.getByLabelText('Rows per page'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['10', '20', '50', '100']);
    await user.selectOptions(screen.getByLabelText('Rows per page'), '50');
    expect(onSize).toHaveBeenCalledWith(50);

    rerender(
      <ListPagination
        page={5}
        pageSize={10}
        total={45}
        onPageChange={onPage}
        onPageSizeChange={onSize}
      />,
    );
    expect(screen.getByText('Showing 41-45 of 45')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();

    rerender(
      <ListPagination
        page={1}
        pageSize={10}
        total={0}
        pages={0}
        onPageChange={onPage}
        onPageSizeChange={onSize}
      />,
    );
    expect(screen.getByText('No items to display')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
  });
});
