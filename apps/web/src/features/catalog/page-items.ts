// The numbered pages of the pagination, with ellipses: the first and last page, the
// current page and its neighbours, always seven items once there are more than seven pages, so
// the control never jumps in width: 1 2 3 4 5 … 20, 1 … 4 5 6 … 20, 1 … 16 17 18 19 20.
export type PageItem = number | 'start-ellipsis' | 'end-ellipsis';

const VISIBLE_ITEMS = 7;

export function pageItems(current: number, pages: number): PageItem[] {
  if (pages <= VISIBLE_ITEMS) return Array.from({ length: pages }, (_, index) => index + 1);
  const page = Math.min(Math.max(current, 1), pages);
  const range = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, index) => from + index);
  if (page <= 4) return [...range(1, 5), 'end-ellipsis', pages];
  if (page >= pages - 3) return [1, 'start-ellipsis', ...range(pages - 4, pages)];
  return [1, 'start-ellipsis', page - 1, page, page + 1, 'end-ellipsis', pages];
}

/** 'Showing X-Y of N', or 'No items to display' when there is nothing. */
export function showingText(page: number, pageSize: number, total: number): string {
  if (total <= 0) return 'No items to display';
  const first = Math.min((page - 1) * pageSize + 1, total);
  const last = Math.min(page * pageSize, total);
  return `Showing ${first}-${last} of ${total}`;
}

/** Go to page (docs/product.md#validation-rules): an integer from 1 to the page count, or null. */
export function parseGoToPage(input: string, pages: number): number | null {
  const text = input.trim();
  if (!/^\d+$/.test(text)) return null;
  const page = Number(text);
  return page >= 1 && page <= pages ? page : null;
}
