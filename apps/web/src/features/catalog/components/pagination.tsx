// The catalogue pagination (docs/product.md#catalogue): 'Showing X-Y of N' (or 'No items to
// display'), previous and next, the numbered pages with ellipses, and the Go to page box.
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cx } from '../../../lib/class-names';
import { pageItems, showingText } from '../page-items';
import { GoToPage } from './go-to-page';

interface PaginationProps {
  page: number;
  pages: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
}

const itemClass =
  'inline-flex h-9 min-w-9 items-center justify-center rounded-lg px-2 text-sm font-medium tabular-nums transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:pointer-events-none disabled:opacity-40 dark:focus-visible:outline-brand-400';
const idleClass = 'text-zinc-700 hover:bg-zinc-100 dark:text-zinc-200 dark:hover:bg-zinc-800';

export function Pagination({ page, pages, pageSize, total, onPageChange }: PaginationProps) {
  return (
    <nav
      aria-label="Pagination"
      className="flex flex-col items-center gap-4 border-t border-zinc-200 pt-6 md:flex-row md:justify-between dark:border-zinc-800"
    >
      <p className="text-sm text-zinc-600 tabular-nums dark:text-zinc-400">
        {showingText(page, pageSize, total)}
      </p>
      {pages > 0 && (
        <ul className="flex items-center gap-1">
          <li>
            <button
              type="button"
              aria-label="Previous page"
              disabled={page <= 1}
              onClick={() => onPageChange(page - 1)}
              className={cx(itemClass, idleClass)}
            >
              <ChevronLeft className="size-4" aria-hidden="true" />
              <span className="hidden sm:inline">Previous</span>
            </button>
          </li>
          {pageItems(page, pages).map((item) =>
            typeof item === 'number' ? (
              <li key={item}>
                <button
                  type="button"
                  aria-label={`Page ${item}`}
                  aria-current={item === page ? 'page' : undefined}
                  onClick={() => onPageChange(item)}
                  className={cx(
                    itemClass,
                    item === page ? 'bg-brand-700 text-white dark:bg-brand-600' : idleClass,
                  )}
                >
                  {item}
                </button>
              </li>
            ) : (
              <li key={item} aria-hidden="true" className="px-1 text-sm text-zinc-500">
                …
              </li>
            ),
          )}
          <li>
            <button
              type="button"
              aria-label="Next page"
              disabled={page >= pages}
              onClick={() => onPageChange(page + 1)}
              className={cx(itemClass, idleClass)}
            >
              <span className="hidden sm:inline">Next</span>
              <ChevronRight className="size-4" aria-hidden="true" />
            </button>
          </li>
        </ul>
      )}
      {pages > 1 && <GoToPage pages={pages} onGo={onPageChange} />}
    </nav>
  );
}
