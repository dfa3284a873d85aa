// The admin data table: a real <table> with a caption, column headers
// (sortable ones are buttons and carry aria-sort), a loading row, an error row, the empty text
// 'No data available' and optional row selection with a select-all-on-this-page checkbox. The
// table scrolls sideways inside its card so narrow phones keep every column.
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { cx } from '../../lib/class-names';

export type SortDirection = 'asc' | 'desc';

export interface DataTableSort {
  column: string;
  direction: SortDirection;
}

export interface DataTableColumn<T> {
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  sortable?: boolean;
  /** Keep the header for screen readers only (an actions column, a thumbnail). */
  hideHeader?: boolean;
  className?: string;
}

export interface DataTableSelection<K extends string | number> {
  selected: ReadonlySet<K>;
  onChange: (selected: Set<K>) => void;
}

export interface DataTableProps<T, K extends string | number> {
  caption: string;
  /** Show the caption above the table (otherwise it is for screen readers only). */
  showCaption?: boolean;
  columns: ReadonlyArray<DataTableColumn<T>>;
  rows: readonly T[] | undefined;
  rowKey: (row: T) => K;
  /** The row's name for its selection checkbox: 'Select {rowLabel}'. */
  rowLabel?: (row: T) => string;
  loading?: boolean;
  loadingText?: string;
  /** Fresh data is on its way while the old rows stay on screen. */
  busy?: boolean;
  error?: ReactNode;
  emptyText?: string;
  sort?: DataTableSort | null;
  onSortChange?: (sort: DataTableSort) => void;
  selection?: DataTableSelection<K>;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

const checkboxClass =
  'size-4 rounded border-zinc-300 accent-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:border-zinc-600 dark:accent-brand-500';

function SortIcon({ direction }: { direction: SortDirection | null }) {
  const Icon = direction === 'asc' ? ArrowUp : direction === 'desc' ? ArrowDown : ArrowUpDown;
  return (
    <Icon
      className={cx('size-3.5', direction ? 'text-brand-700 dark:text-brand-400' : 'opacity-50')}
      aria-hidden="true"
    />
  );
}

function SelectAllCheckbox<K extends string | number>({
  keys,
  selection,
}: {
  keys: K[];
  selection: DataTableSelection<K>;
}) {
  const ref = useRef<HTMLInputElement>(null);
  const chosen = keys.filter((key) => selection.selected.has(key)).length;
  const all = keys.length > 0 && chosen === keys.length;
  const some = chosen > 0 && !all;
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = some;
  }, [some]);
  return (
    <input
      ref={ref}
      type="checkbox"
      aria-label="Select all rows on this page"
      className={checkboxClass}
      checked={all}
      disabled={keys.length === 0}
      onChange={() => {
        const next = new Set(selection.selected);
        for (const key of keys) {
          if (all) next.delete(key);
          else next.add(key);
        }
        selection.onChange(next);
      }}
    />
  );
}

function HeaderCell<T>({
  column,
  sort,
  onSortChange,
}: {
  column: DataTableColumn<T>;
  sort: DataTableSort | null | undefined;
  onSortChange: ((sort: DataTableSort) => void) | undefined;
}) {
  const direction = sort?.column === column.id ? sort.direction : null;
  const sortable = column.sortable === true && onSortChange !== undefined;
  return (
    <th
      scope="col"
      aria-sort={sortable ? (direction ? ARIA_SORT[direction] : 'none') : undefined}
      className={cx(
        'px-4 py-3 text-left text-xs font-semibold tracking-wide whitespace-nowrap text-zinc-600 uppercase dark:text-zinc-400',
        column.className,
      )}
    >
      {column.hideHeader ? (
        <span className="sr-only">{column.header}</span>
      ) : sortable ? (
        <button
          type="button"
          onClick={() => {
            onSortChange({
              column: column.id,
              direction: direction === 'asc' ? 'desc' : 'asc',
            });
          }}
          className="-mx-1.5 inline-flex items-center gap-1 rounded px-1.5 py-0.5 uppercase hover:text-zinc-900 focus-visible:outline-2 focus-visible:outline-brand-600 dark:hover:text-white dark:focus-visible:outline-brand-400"
        >
          {column.header}
          <SortIcon direction={direction} />
        </button>
      ) : (
        column.header
      )}
    </th>
  );
}

function MessageRow({ span, children }: { span: number; children: ReactNode }) {
  return (
    <tr>
      <td
        colSpan={span}
        className="px-4 py-10 text-center text-sm text-zinc-600 dark:text-zinc-400"
      >
        {children}
      </td>
    </tr>
  );
}

export function DataTable<T, K extends string | number>({
  caption,
  showCaption = false,
  columns,
  rows,
  rowKey,
  rowLabel,
  loading = false,
  loadingText = 'Loading…',
  busy = false,
  error,
  emptyText = 'No data available',
  sort,
  onSortChange,
  selection,
}: DataTableProps<T, K>) {
  const captionId = useId();
  const list = rows ?? [];
  const span = columns.length + (selection ? 1 : 0);
  const keys = list.map(rowKey);

  let body: ReactNode;
  if (loading) {
    body = (
      <MessageRow span={span}>
        <span role="status">{loadingText}</span>
      </MessageRow>
    );
  } else if (error) {
    body = (
      <MessageRow span={span}>
        <span role="alert" className="font-medium text-red-700 dark:text-red-400">
          {error}
        </span>
      </MessageRow>
    );
  } else if (list.length === 0) {
    body = <MessageRow span={span}>{emptyText}</MessageRow>;
  } else {
    body = list.map((row, index) => {
      const key = keys[index] as K;
      const checked = selection?.selected.has(key) ?? false;
      return (
        <tr
          key={key}
          className={cx(
            'transition-colors hover:bg-zinc-50 dark:hover:bg-zinc-800/50',
            checked && 'bg-brand-50/60 dark:bg-brand-950/40',
          )}
        >
          {selection && (
            <td className="w-10 px-4 py-3">
              <input
                type="checkbox"
                aria-label={`Select ${rowLabel ? rowLabel(row) : String(key)}`}
                className={checkboxClass}
                checked={checked}
                onChange={() => {
                  const next = new Set(selection.selected);
                  if (checked) next.delete(key);
                  else next.add(key);
                  selection.onChange(next);
                }}
              />
            </td>
          )}
          {columns.map((column) => (
            <td
              key={column.id}
              className={cx(
                'px-4 py-3 align-middle text-zinc-800 dark:text-zinc-200',
                column.className,
              )}
            >
              {column.cell(row)}
            </td>
          ))}
        </tr>
      );
    });
  }

  return (
    // `relative`: screen-reader-only texts in the cells are positioned inside the scrolling card,
    // so they cannot widen the page on a phone.
    <div
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
      className="relative overflow-x-auto rounded-xl border border-zinc-200 bg-white shadow-sm focus-visible:outline-2 focus-visible:outline-brand-600 dark:border-zinc-800 dark:bg-zinc-900"
    >
      <table aria-busy={busy || loading || undefined} className="w-full min-w-max text-sm">
        <caption
          id={captionId}
          className={cx(
            showCaption
              ? 'px-4 pt-4 text-left text-base font-semibold text-zinc-900 dark:text-white'
              : 'sr-only',
          )}
        >
          {caption}
        </caption>
        <thead className="border-b border-zinc-200 bg-zinc-50 dark:border-zinc-800 dark:bg-zinc-900/60">
          <tr>
            {selection && (
              <th scope="col" className="w-10 px-4 py-3 text-left">
                <SelectAllCheckbox keys={keys} selection={selection} />
              </th>
            )}
            {columns.map((column) => (
              <HeaderCell key={column.id} column={column} sort={sort} onSortChange={onSortChange} />
            ))}
          </tr>
        </thead>
        <tbody
          className={cx(
            'divide-y divide-zinc-100 dark:divide-zinc-800',
            busy && !loading && 'opacity-60',
          )}
        >
          {body}
        </tbody>
      </table>
    </div>
  );
}
