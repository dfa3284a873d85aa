// The admin lists' pagination: 'Showing X-Y of N' (or 'No items to
// display'), previous and next, and the page size select (10, 20, 50 or 100 per page).
import { ChevronDown, ChevronLeft, ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { Button } from './button';

export const PAGE_SIZE_OPTIONS = [10, 20, 50, 100] as const;

/** 'Showing X-Y of N', or 'No items to display' when there is nothing. */
export function listShowingText(page: number, pageSize: number, total: number): string {
  if (total <= 0) return 'No items to display';
  const first = Math.min((page - 1) * pageSize + 1, total);
  const last = Math.min(page * pageSize, total);
  return `Showing ${first}-${last} of ${total}`;
}

interface ListPaginationProps {
  page: number;
  pageSize: number;
  total: number;
  /** Number of pages; worked out from total and pageSize when not given. */
  pages?: number | undefined;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
  pageSizeOptions?: readonly number[];
}

export function ListPagination({
  page,
  pageSize,
  total,
  pages,
  onPageChange,
  onPageSizeChange,
  pageSizeOptions = PAGE_SIZE_OPTIONS,
}: ListPaginationProps) {
  const sizeId = useId();
  const lastPage = Math.max(1, pages ?? Math.ceil(total / pageSize));
  return (
    <nav
      aria-label="Pagination"
      className="flex flex-wrap items-center justify-between gap-3 text-sm text-zinc-600 dark:text-zinc-400"
    >
      <p className="tabular-nums" aria-live="polite">
        {listShowingText(page, pageSize, total)}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <div className="inline-flex items-center gap-2">
          <label htmlFor={sizeId}>Rows per page</label>
          <div className="relative">
            <select
              id={sizeId}
              value={pageSize}
              onChange={(event) => onPageSizeChange(Number(event.target.value))}
              className="h-9 appearance-none rounded-lg border border-zinc-300 bg-white py-0 pr-8 pl-3 text-sm font-medium text-zinc-900 shadow-sm outline-none focus:border-brand-600 focus:ring-4 focus:ring-brand-600/20 dark:border-zinc-700 dark:bg-zinc-900 dark:text-white dark:focus:border-brand-400"
            >
              {pageSizeOptions.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
            <ChevronDown
              className="pointer-events-none absolute top-1/2 right-2.5 size-4 -translate-y-1/2 text-zinc-500"
              aria-hidden="true"
            />
          </div>
        </div>
        <div className="flex items-center gap-1">
          <Button
            variant="secondary"
            size="sm"
            aria-label="Previous page"
            disabled={page <= 1}
            onClick={() => onPageChange(page - 1)}
          >
            <ChevronLeft className="size-4" aria-hidden="true" />
            <span className="hidden sm:inline">Previous</span>
          </Button>
          <span className="px-2 tabular-nums">
            Page {Math.min(page, lastPage)} of {lastPage}
          </span>
          <Button
            variant="secondary"
            size="sm"
            aria-label="Next page"
            disabled={page >= lastPage}
            onClick={() => onPageChange(page + 1)}
          >
            <span className="hidden sm:inline">Next</span>
            <ChevronRight className="size-4" aria-hidden="true" />
          </Button>
        </div>
      </div>
    </nav>
  );
}
